/**
 * The page and list identifiers of the content spec (section 2), carried by data-layer events
 * (`list`, `pageType`) so a marketing team can tell where a product was seen, chosen or added.
 */
export const TRACKING_LISTS = [
  "search_result_list",
  "product_list",
  "product_relations_upper_list",
  "product_relations_sparepart_lower_list",
  "product_relations_complementary_lower_list",
  "product_relations_accessories_lower_list",
  "product_variants_list",
  "cart_list",
  "cart_flyout_list",
  "product_configuration_result_list",
  "favorites_flyout_list",
  "historic_order_list",
  "quick_order_list",
  "sticky_header",
  "shopping_list",
  "stores_stock_modal",
  "add_to_cart_from_file_modal",
  "replacement_product",
  "selected_products_list",
  "unknown_list",
  "above_footer",
  "search_history_container",
  "configurator_result_list",
  "add_to_cart_from_quote",
] as const;

export type TrackingList = (typeof TRACKING_LISTS)[number];

export const TRACKING_PAGE_TYPES = ["checkout-success-page", "cart-flyout", "product-detail-page"] as const;

/** Where something happened: a page type or a list (an add to cart's `list` may be either). */
export type TrackingContext = TrackingList | (typeof TRACKING_PAGE_TYPES)[number];

/** Promotion positions are this prefix plus the banner group and item number (app/features/content/promotion.ts). */
export const BANNER_POSITION_PREFIX = "banner_group_position_";

/** A list id from a form or a data attribute; anything not in the spec's set is `unknown_list`. */
export function trackingList(value: unknown): TrackingList {
  return (TRACKING_LISTS as readonly unknown[]).includes(value) ? (value as TrackingList) : "unknown_list";
}

/** A page type or list id from a form field; anything else is `unknown_list`. */
export function trackingContext(value: unknown): TrackingContext {
  return (TRACKING_PAGE_TYPES as readonly unknown[]).includes(value) ? (value as TrackingContext) : trackingList(value);
}
