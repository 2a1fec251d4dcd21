/** The cart page for a visitor who is not signed in: the anonymous cart, without prices. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { serverT } from "~/platform/i18n/catalogue.server";
import { existingAnonymousCart, forgetAnonymousCart } from "./anonymous-cart.server";
import { EMPTY_CART_VIEW, loadCart } from "./cart-view.server";
import type { TrackedCartLine } from "./cart-lines-tracking.server";
import { type CartView } from "./cart-view";
import { CommerceError } from "~/platform/services/commerce-errors.server";
import { commerceFailure } from "~/platform/session/commerce-session.server";
import { methodMovedNotices } from "./delivery-choices.server";

export async function loadVisitorCart(
  request: Request,
  context: AppLoadContext,
): Promise<{ cart: CartView; tracked: TrackedCartLine[]; notice: string | null; headers: Headers }> {
  const headers = new Headers();
  const access = await existingAnonymousCart(request, context);
  if (!access) return { cart: EMPTY_CART_VIEW, tracked: [], notice: null, headers };
  try {
    const { view, tracked, movedMethods } = await loadCart(access.transport, { noPrices: true });
    return { cart: view, tracked, notice: methodMovedNotices(movedMethods).join(" ") || null, headers };
  } catch (error) {
    // Expired after 30 days without changes, or already moved at a login in another browser.
    if (error instanceof CommerceError && error.kind === "unauthorized") {
      headers.append("Set-Cookie", await forgetAnonymousCart(request, context));
      return { cart: EMPTY_CART_VIEW, tracked: [], notice: serverT("cart-page.visitor.expired"), headers };
    }
    throw await commerceFailure(error, request, context);
  }
}
