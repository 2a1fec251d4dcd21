/** The header cart flyout's contents (GET /api/varukorg). */
export interface CartFlyoutData {
  lineCount: number;
  lines: { cartItemId: string; name: string; quantity: number; unit: string }[];
  totalOre: number | null;
}
