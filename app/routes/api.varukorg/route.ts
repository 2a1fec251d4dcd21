import { data, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadCart } from "~/features/checkout/cart-view.server";
import { flyoutData } from "~/features/checkout/cart-flyout.server";
import { loadVisitorCart } from "~/features/checkout/visitor-cart.server";
import { commerceFailure } from "~/platform/session/commerce-session.server";
import type { CartView } from "~/features/checkout/cart-view";
import type { TrackedCartLine } from "~/features/checkout/cart-lines-tracking.server";
import { cartFlyoutDataLayer } from "~/features/checkout/checkout-events.server";

function flyout(context: AppLoadContext, cart: CartView, tracked: TrackedCartLine[]) {
  const shown = flyoutData(cart);
  return { ...shown, dataLayer: cartFlyoutDataLayer(context, shown.lines, tracked) };
}

/** The header cart flyout's contents (GET, JSON): the first lines and the order total. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const commerce = await context.commerce();
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  // A visitor's anonymous cart (docs/decisions.md): lines without a total.
  if (!commerce.viewer) {
    const visitor = await loadVisitorCart(request, context);
    visitor.headers.forEach((value, name) => headers.append(name, value));
    return data(flyout(context, visitor.cart, visitor.tracked), { headers });
  }
  try {
    const cart = await loadCart(commerce.transport, { noPrices: commerce.viewer.noPrices });
    return data(flyout(context, cart.view, cart.tracked), { headers });
  } catch (error) {
    throw await commerceFailure(error, request, context);
  }
}
