import type { CartView } from "~/views/cart";

const SHOWN_LINES = 5;

export interface CartFlyoutData {
  lineCount: number;
  lines: { cartItemId: string; name: string; quantity: number; unit: string }[];
  totalOre: number | null;
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
