/** What other features may use of this feature (features import each other only through their index files; server-only parts are in index.server.ts). */
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
