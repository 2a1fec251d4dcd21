/** What the price and stock displays (price-block.tsx, stock-badge.tsx) show: formatted, never a field the viewer may not see. */
import type { PriceMode } from "~/platform/session/viewer";

export type { PriceMode };

export interface PriceView {
  askForPrice: boolean;
  /** What this customer pays per unit, excl. VAT, formatted ("28,74 kr"). */
  net: string | null;
  /** Decimal string for structured data ("28.74"). */
  netDecimal: string | null;
  unit: string;
  /** The list price, only when it differs from the net price and discounts may be shown. */
  list: string | null;
  /** Formatted with Swedish separators ("17,12"). */
  discountPercent: string | null;
  campaignBefore: string | null;
  alloying: string | null;
  netIncludingVat: string | null;
  /** Per piece for a pack, per package for a drum ("0,35 kr" / "st"); absent without a package conversion. */
  comparison?: { price: string; unit: string } | null;
}

export interface StockBadgeView {
  status: "green" | "yellow" | "gray";
  availability: string;
  quantity: number;
  /** The quantity in the sales unit, formatted ("431 m", "12 förp"). */
  quantityText: string;
  from: number | null;
  to: number | null;
  date: string | null;
}
