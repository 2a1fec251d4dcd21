/**
 * The checkout's data-layer events (content spec section 7): view_cart and step 1 on the cart page,
 * steps 2 and 3 on the delivery and summary pages with the deliveries being ordered. Step 4 and the
 * purchases are reported once per order by purchase-report.server.ts. The header cart flyout's
 * lines are a list seen when it opens.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  CHECKOUT_STEPS,
  checkoutStep,
  viewCart,
  viewItemList,
  type DataLayerEvent,
} from "@shop/domain/data-layer-events";
import { linesOf, type TrackedCartLine } from "./cart-lines-tracking.server";
import { dataLayerFor } from "~/features/tracking/index.server";

type Context = Pick<AppLoadContext, "config">;

/** An empty cart is no step of a checkout: nothing is pushed for it. */
export function cartPageDataLayer(context: Context, tracked: readonly TrackedCartLine[]) {
  return dataLayerFor(context, () => {
    const lines = linesOf(tracked);
    return lines.length === 0 ? [] : [viewCart(lines), checkoutStep(CHECKOUT_STEPS.cart, lines)];
  });
}

/** Steps 2 and 3 carry the lines of the deliveries the page orders (the included ones). */
export function checkoutStepDataLayer(
  context: Context,
  step: "delivery" | "summary",
  tracked: readonly TrackedCartLine[],
  deliveryIds: readonly string[],
): DataLayerEvent[] | undefined {
  return dataLayerFor(context, () => {
    const lines = linesOf(tracked, deliveryIds);
    return lines.length === 0 ? [] : [checkoutStep(CHECKOUT_STEPS[step], lines)];
  });
}

/** The header flyout's lines as a list seen (cart_flyout_list), in the order it shows them. */
export function cartFlyoutDataLayer(
  context: Context,
  shown: readonly { cartItemId: string }[],
  tracked: readonly TrackedCartLine[],
): DataLayerEvent[] | undefined {
  return dataLayerFor(context, () => {
    const products = shown.flatMap((line) => tracked.find((t) => t.cartItemId === line.cartItemId)?.product ?? []);
    return products.length === 0 ? [] : [viewItemList("cart_flyout_list", products)];
  });
}
