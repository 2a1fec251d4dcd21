import type { DataLayerEvent } from "@shop/domain/data-layer-events";
import type { CartView } from "./cart-view";

const SHOWN_LINES = 5;

export interface CartFlyoutData {
  lineCount: number;
  lines: { cartItemId: string; name: string; quantity: number; unit: string }[];
  totalOre: number | null;
  /** view_item_list of the lines shown (cart_flyout_list), pushed when the flyout has loaded them. */
  dataLayer?: DataLayerEvent[];
}

/** The header cart flyout's contents: the first lines and the order total. */
export function flyoutData(cart: CartView): CartFlyoutData {
  const lines = cart.deliveries.flatMap((d) => d.lines).slice(0, SHOWN_LINES);
  return {
    lineCount: cart.lineCount,
    lines: lines.map((l) => ({ cartItemId: l.cartItemId, name: l.name, quantity: l.quantity, unit: l.unit })),
    totalOre: cart.totals?.totalOre ?? null,
  };
}
