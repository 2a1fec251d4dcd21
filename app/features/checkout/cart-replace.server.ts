/**
 * The cart's one-click 'Ersätt med …': the line's own replacement article (read from the cart, never taken from
 * the form) goes in with the line's quantity, delivery and label, then the old line goes. The data layer gets
 * add_to_cart (list replacement_product) for the new line and remove_from_cart for the old one.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { DataLayerEvent } from "@shop/domain/data-layer-events";
import { addedLineEvents } from "@shop/domain/behaviour-events";
import { serverT } from "~/platform/i18n/catalogue.server";
import type { CommerceTransport } from "~/platform/services/commerce-client.server";
import { getCartWithVariants, replaceWithReplacement } from "./cart-lines-client.server";
import type { CommerceSession } from "~/platform/session/commerce-session.server";
import { recordBehaviour } from "~/features/tracking/index.server";
import { addedToCart, cartBeforeAdd } from "./cart-add-events.server";
import { trackedCartLine } from "./cart-lines-tracking.server";
import { removedFromCart } from "./cart-change-events.server";
import { dataLayerEnabled } from "~/features/tracking/index.server";

export interface ReplaceOutcome {
  ok: boolean;
  message: string;
  status: number;
  dataLayer?: DataLayerEvent[];
  headers?: Headers;
}

export async function replaceCartLine(
  request: Request,
  context: AppLoadContext,
  commerce: CommerceSession,
  transport: CommerceTransport,
  cartId: string,
  cartItemId: string,
): Promise<ReplaceOutcome> {
  const viewer = { noPrices: commerce.viewer?.noPrices ?? true };
  const cart = await getCartWithVariants(transport);
  const item = cart.items.find((i) => i.cartItemId === cartItemId);
  // Another tab already replaced or removed it: nothing left to do, and the page reloads the cart.
  if (!item) return { ok: false, message: serverT("checkout.cart.line_gone"), status: 404 };
  const replacement = item.variant?.ersattningsartikel;
  if (!replacement) return { ok: false, message: serverT("checkout.cart.no_replacement"), status: 409 };
  const before = await cartBeforeAdd(context, transport, viewer);
  const result = await replaceWithReplacement(transport, cartId, item, replacement.articleNumber);
  if (!result.ok)
    return {
      ok: false,
      message: `${serverT("errors.cart_add_product")} ${serverT("errors.try_again_later")}`,
      status: 409,
    };
  // The replacement goes in as a new line: an add to cart for the search service.
  const headers = recordBehaviour(request, context, addedLineEvents(result.added), commerce);
  const added = await addedToCart(before, { pageType: "cart_list", list: "replacement_product" });
  const removed = dataLayerEnabled(context) ? removedFromCart(trackedCartLine(item, viewer)) : undefined;
  const dataLayer = [...(added ?? []), ...(removed ?? [])];
  return {
    ok: true,
    message: serverT("checkout.cart.replaced", { articleNumber: replacement.articleNumber }),
    status: 200,
    dataLayer: dataLayer.length ? dataLayer : undefined,
    headers,
  };
}
