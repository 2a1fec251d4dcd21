/**
 * What catalogue pages hand to their components: formatted, small, and never holding a field the
 * viewer may not see. Built by app/services/commerce/views.ts and the page loaders.
 */
import type { ReplacementStatus } from "@shop/domain/replacement";

import type { PriceMode, PriceView, StockBadgeView } from "~/ui/price-and-stock-view";

export type { PriceMode, PriceView, StockBadgeView };

export interface StoreStockRow {
  id: string;
  name: string;
  badge: StockBadgeView;
}

export interface ProductCardView {
  articleNumber: string;
  name: string;
  slug: string;
  brand: string | null;
  image: { src: string; alt: string } | null;
  price: PriceView | null;
  stock: StockBadgeView | null;
  orderMultiple: number;
  purchasableOnline: boolean;
  /** Why it cannot be bought online (a `catalogue.constraints` key), said under the card's disabled buy button. */
  notPurchasableReason?: string | null;
  /** Shown by the listings beside the card (product-listing.tsx), not by the card: `/` has no JS room for it. */
  replacement?: ReplacementNoticeView | null;
}

export interface FacetGroupView {
  /** Query parameter name: brand, tag, or `a.<attribute name>`. */
  param: string;
  label: string;
  values: { value: string; label: string; count: number; selected: boolean }[];
}

/**
 * What a discontinued article says wherever it is listed (domain/replacement.ts); null for one still sold.
 * `similarUrl`: its category, for 'Se liknande artiklar' when it has no replacement.
 */
export type ReplacementNoticeView = Exclude<ReplacementStatus, { kind: "current" }> & { similarUrl: string | null };
