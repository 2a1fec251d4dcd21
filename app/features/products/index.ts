/**
 * What every page that shows an article shares: catalogue reads, price and stock views, the add-to-cart forms and replacement notices.
 * Its face: what other features may use (features import each other only through index.ts,
 * index.server.ts or a lazy chunk; tests/architecture/layout.test.ts).
 */
export { AddToCartForm } from "./add-to-cart-form";
export type {
  FacetGroupView,
  PriceMode,
  PriceView,
  ProductCardView,
  ReplacementNoticeView,
  StockBadgeView,
  StoreStockRow,
} from "./catalogue-view";
export { DeliveryField } from "./delivery-field";
export type { DeliveryChoice } from "./delivery-field";
export { InlineAddToCartForm } from "./inline-add-to-cart-form";
export { bracketRows, priceView, stockBadge, storeStockRows } from "./offer-views";
export { ReplacementNotice, ReplacementSwitchForm } from "./replacement-notice";
export { replacementNoticeOf } from "./replacement-notice-text";
