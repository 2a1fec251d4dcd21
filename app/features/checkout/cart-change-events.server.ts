/**
 * remove_from_cart for the cart page's changes: a deleted line, or the part of a line taken away when
 * its quantity is lowered (content spec section 7, list cart_list). The line is read before the
 * change, so the event knows what it held; reading it never fails or stops the change.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { removeFromCart, type DataLayerEvent } from "@shop/domain/data-layer-events";
import type { CommerceTransport } from "~/platform/services/commerce-client.server";
import { getCartWithVariants } from "./cart-lines-client.server";
import { trackedCartLine, type TrackedCartLine } from "./cart-lines-tracking.server";
import { dataLayerEnabled } from "~/features/tracking/index.server";

/** The line as it is before a change; null when tracking is not set up or the line cannot be read. */
export async function cartLineBefore(
  context: Pick<AppLoadContext, "config">,
  transport: CommerceTransport,
  viewer: { noPrices: boolean },
  cartItemId: string,
): Promise<TrackedCartLine | null> {
  if (!dataLayerEnabled(context)) return null;
  try {
    const item = (await getCartWithVariants(transport)).items.find((i) => i.cartItemId === cartItemId);
    return item ? trackedCartLine(item, viewer) : null;
  } catch (error) {
    console.error("cart line for remove_from_cart not read", error);
    return null;
  }
}

/** The events for a line removed (`quantity` 0) or lowered to `quantity`; none when nothing was taken away. */
export function removedFromCart(before: TrackedCartLine | null, quantity = 0): DataLayerEvent[] | undefined {
  if (!before || quantity >= before.quantity) return undefined;
  return [removeFromCart("cart_list", [{ product: before.product, quantity: before.quantity - quantity }])];
}
