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
  discountPercent: number | null;
  campaignBefore: string | null;
  alloying: string | null;
  netIncludingVat: string | null;
}

export interface StockBadgeView {
  status: "green" | "yellow" | "gray";
  availability: string;
  quantity: number;
  from: number | null;
  to: number | null;
  date: string | null;
}
