/**
 * The cart's lines as data-layer events describe them (view_cart, checkout steps, remove_from_cart,
 * add_to_cart, the flyout's list), taken from the same cart answer the page shows and priced per the
 * viewer's rights by trackedProductOf.
 */
import type { CartItemWire } from "@shop/contract/commerce/cart";
import type { TrackedLine } from "@shop/domain/data-layer-events";
import { trackedProductOf } from "~/features/tracking/index.server";

export interface TrackedCartLine extends TrackedLine {
  cartItemId: string;
  deliveryId: string;
}

/** A line without its variant (an article the catalogue no longer has) has nothing to describe: left out. */
export function trackedCartLine(item: CartItemWire, viewer: { noPrices: boolean }): TrackedCartLine | null {
  if (!item.variant) return null;
  const variant = { ...item.variant, articleNumber: item.articleNumber };
  return {
    cartItemId: item.cartItemId,
    deliveryId: item.deliveryId,
    product: trackedProductOf(variant, item.price, viewer),
    quantity: item.quantity,
  };
}

/** The lines of the given deliveries (all when none are given), in the cart's order. */
export function linesOf(lines: readonly TrackedCartLine[], deliveryIds?: readonly string[]): TrackedLine[] {
  return lines
    .filter((line) => !deliveryIds || deliveryIds.includes(line.deliveryId))
    .map(({ product, quantity }) => ({ product, quantity }));
}
