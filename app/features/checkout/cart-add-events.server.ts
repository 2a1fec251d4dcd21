/**
 * add_to_cart for the adds that take many rows at once (quick order, a file, a shopping list): what
 * each line gained is the difference between the cart before and after, so rounding to the order
 * multiple and lines merged into existing ones are counted as the cart service did them. The cart's
 * value and quantity afterwards come from the same read. Reading never fails or stops the add.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { addToCart, type DataLayerEvent, type PageType } from "@shop/domain/data-layer-events";
import type { TrackingContext } from "@shop/domain/tracking-lists";
import type { CommerceTransport } from "~/platform/services/commerce-client.server";
import { getCartWithVariants } from "./cart-lines-client.server";
import { linesOf, trackedCartLine, type TrackedCartLine } from "./cart-lines-tracking.server";
import { dataLayerEnabled } from "~/features/tracking/index.server";

export interface CartBeforeAdd {
  transport: CommerceTransport;
  viewer: { noPrices: boolean };
  /** Quantity per cart line before the add. */
  quantities: Map<string, number>;
}

async function trackedCart(transport: CommerceTransport, viewer: { noPrices: boolean }) {
  const cart = await getCartWithVariants(transport);
  return cart.items.flatMap((item) => trackedCartLine(item, viewer) ?? []);
}

/** The cart before an add; null when tracking is not set up or the cart cannot be read. */
export async function cartBeforeAdd(
  context: Pick<AppLoadContext, "config">,
  transport: CommerceTransport,
  viewer: { noPrices: boolean },
): Promise<CartBeforeAdd | null> {
  if (!dataLayerEnabled(context)) return null;
  try {
    const lines = await trackedCart(transport, viewer);
    return { transport, viewer, quantities: new Map(lines.map((l) => [l.cartItemId, l.quantity])) };
  } catch (error) {
    console.error("cart before add not read", error);
    return null;
  }
}

/** The add_to_cart event for what the add changed; none when nothing was added. */
export async function addedToCart(
  before: CartBeforeAdd | null,
  where: { pageType: PageType; list: TrackingContext },
): Promise<DataLayerEvent[] | undefined> {
  if (!before) return undefined;
  try {
    const after = await trackedCart(before.transport, before.viewer);
    const added: TrackedCartLine[] = after.flatMap((line) => {
      const gained = line.quantity - (before.quantities.get(line.cartItemId) ?? 0);
      return gained > 0 ? [{ ...line, quantity: gained }] : [];
    });
    if (added.length === 0) return undefined;
    return [addToCart({ ...where, added: linesOf(added), cart: linesOf(after) })];
  } catch (error) {
    console.error("cart after add not read", error);
    return undefined;
  }
}
