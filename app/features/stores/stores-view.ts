import type { StockBadgeView } from "~/features/products";

/** The per-store stock page (/produkt/:slug/lager) and the product page's stock dialog. */
export interface StoreStockPageRow {
  id: string;
  name: string;
  badge: StockBadgeView;
  pageUrl: string;
  chosen: boolean;
}

export interface StoreStockPageData {
  title: string;
  description: string;
  canonical: string;
  product: { name: string; articleNumber: string; url: string };
  rows: StoreStockPageRow[];
  chosen: StoreStockPageRow | null;
  /** Answer of the choice form (without JavaScript it is rendered on this page). */
  error?: string;
}
