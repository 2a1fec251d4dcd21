import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadCartView } from "~/checkout/cart-view.server";
import { flyoutData } from "~/checkout/cart-flyout.server";
import { loadVisitorCart } from "~/checkout/visitor-cart.server";
import { commerceFailure } from "~/session/commerce-session.server";

/** The header cart flyout's contents (GET, JSON): the first lines and the order total. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const commerce = await context.commerce();
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  // A visitor's anonymous cart (docs/decisions.md): lines without a total.
  if (!commerce.viewer) {
    const visitor = await loadVisitorCart(request, context);
    visitor.headers.forEach((value, name) => headers.append(name, value));
    return data(flyoutData(visitor.cart), { headers });
  }
  try {
    const cart = await loadCartView(commerce.transport, { noPrices: commerce.viewer.noPrices });
    return data(flyoutData(cart), { headers });
  } catch (error) {
    throw await commerceFailure(error, request, context);
  }
}
