/**
 * Tag-manager data-layer events (content spec section 7), built on the server from the same
 * permission-filtered data the page shows, so a viewer without price rights never gets a price in
 * one. Enhanced-ecommerce shapes under the spec's event names; currency always SEK, money as strings
 * with two decimals, product price = net price + alloying surcharge. docs/tracking.md shows one of each.
 */
import type { Ore } from "./money";
import type { TrackingContext, TrackingList } from "./tracking-lists";

export const CURRENCY = "SEK";

/** Öre the viewer may see; null when prices are hidden (EJ_SE_PRISER), asked for, or the viewer is a visitor. */
export interface TrackedPrice {
  netOre: Ore;
  alloyingOre: Ore;
  /** The list price before the customer's discount, when known. */
  salesOre: Ore | null;
}

export interface TrackedProduct {
  /** The product (family) id; the article is the variant. */
  productId: string;
  articleNumber: string;
  name: string;
  brand: string | null;
  /** Category names from the top of the tree, e.g. ["El", "Kabel"]. */
  category: readonly string[];
  price: TrackedPrice | null;
}

export interface DataLayerProduct {
  name: string;
  id: string;
  variant: string;
  brand?: string;
  category?: string;
  price?: string;
  /** The list price per unit (before the customer's discount). */
  metric1?: string;
  quantity?: number;
  list?: TrackingContext;
  position?: number;
}

export interface Promotion {
  id: string;
  name: string;
  creative: string;
  position: string;
}

/** The page an event happened on: a page type of spec section 2, or the list that is the page. */
export type PageType = TrackingContext;

export type CheckoutStep = 1 | 2 | 3 | 4;
/** Spec section 7: cart 1, delivery 2, summary 3, checkout-success-page 4. */
export const CHECKOUT_STEPS = { cart: 1, delivery: 2, summary: 3, success: 4 } as const;

type Ecommerce = Record<string, unknown> & { currencyCode?: typeof CURRENCY };
export interface DataLayerEvent {
  event: string;
  ecommerce?: Ecommerce;
  [key: string]: unknown;
}

/** "123.40": two decimals from integer öre, no float arithmetic. */
export function sekString(ore: Ore): string {
  const sign = ore < 0 ? "-" : "";
  const abs = Math.abs(Math.round(ore));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** What one unit costs the buyer in the events: net price plus the alloying surcharge (spec section 7). */
export function unitPriceOre(price: TrackedPrice): Ore {
  return price.netOre + price.alloyingOre;
}

/** Prices from the wire (SEK numbers, as the commerce service answers) for a viewer who may see them. */
export function trackedPrice(
  price: {
    askForPrice: boolean;
    netPrice: number | null;
    alloyingPrice: number | null;
    salesPrice: number | null;
  } | null,
  toOre: (sek: number) => Ore,
): TrackedPrice | null {
  if (!price || price.askForPrice || price.netPrice == null) return null;
  return {
    netOre: toOre(price.netPrice),
    alloyingOre: price.alloyingPrice == null ? 0 : toOre(price.alloyingPrice),
    salesOre: price.salesPrice == null ? null : toOre(price.salesPrice),
  };
}

export function dataLayerProduct(
  product: TrackedProduct,
  extra: { quantity?: number; list?: TrackingContext; position?: number } = {},
): DataLayerProduct {
  const out: DataLayerProduct = { name: product.name, id: product.productId, variant: product.articleNumber };
  if (product.brand) out.brand = product.brand;
  if (product.category.length > 0) out.category = product.category.join("/");
  if (product.price) {
    out.price = sekString(unitPriceOre(product.price));
    if (product.price.salesOre !== null) out.metric1 = sekString(product.price.salesOre);
  }
  if (extra.quantity !== undefined) out.quantity = extra.quantity;
  if (extra.list !== undefined) out.list = extra.list;
  if (extra.position !== undefined) out.position = extra.position;
  return out;
}

export interface TrackedLine {
  product: TrackedProduct;
  quantity: number;
}

/** What a cart's value and quantity need of a line: its price and quantity (cart answers carry no product id). */
export interface PricedLine {
  product: Pick<TrackedProduct, "price">;
  quantity: number;
}

/** The cart's value the way the events show it: unit price × quantity summed in öre; null without prices. */
export function linesTotalOre(lines: readonly PricedLine[]): Ore | null {
  let total = 0;
  for (const line of lines) {
    if (!line.product.price) return null;
    total += unitPriceOre(line.product.price) * line.quantity;
  }
  return total;
}

const lineProducts = (lines: readonly TrackedLine[]) =>
  lines.map((line) => dataLayerProduct(line.product, { quantity: line.quantity }));

/**
 * Google Analytics 4's item (ecommerce.items), beside the Universal Analytics product the specification lists: GA4
 * reads only these names, and Google says the old layout gives incomplete GA4 reports. Built from the same product,
 * so a price the viewer may not see (EJ_SE_PRISER) is absent from both. GA4 wants numbers where UA has strings.
 */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  item_category4?: string;
  item_category5?: string;
  /** The product (family) id, as UA's `id`. */
  item_group_id: string;
  price?: number;
  quantity?: number;
  item_list_id?: string;
  item_list_name?: string;
  index?: number;
}

const CATEGORY_KEYS = [
  "item_category",
  "item_category2",
  "item_category3",
  "item_category4",
  "item_category5",
] as const;

export function ga4Item(product: DataLayerProduct): Ga4Item {
  const item: Ga4Item = { item_id: product.variant, item_name: product.name, item_group_id: product.id };
  if (product.brand) item.item_brand = product.brand;
  (product.category?.split("/") ?? []).slice(0, CATEGORY_KEYS.length).forEach((name, i) => {
    item[CATEGORY_KEYS[i]] = name;
  });
  if (product.price !== undefined) item.price = Number(product.price);
  if (product.quantity !== undefined) item.quantity = product.quantity;
  if (product.list !== undefined) {
    item.item_list_id = product.list;
    item.item_list_name = product.list;
  }
  if (product.position !== undefined) item.index = product.position;
  return item;
}

/** GA4's fields of an ecommerce event: currency, items and (when the viewer sees prices) value. */
function ga4(products: readonly DataLayerProduct[], valueOre: Ore | null) {
  return {
    currency: CURRENCY,
    ...(valueOre === null ? {} : { value: Number(sekString(valueOre)) }),
    items: products.map(ga4Item),
  };
}

export function viewItemList(list: TrackingList, products: readonly TrackedProduct[], firstPosition = 1) {
  const impressions = products.map((product, index) =>
    dataLayerProduct(product, { list, position: firstPosition + index }),
  );
  return {
    event: "view_item_list",
    ecommerce: {
      currencyCode: CURRENCY,
      impressions,
      item_list_id: list,
      item_list_name: list,
      ...ga4(impressions, null),
    },
  } satisfies DataLayerEvent;
}

/** A product chosen from a list: the impression it was shown with (its list and position). */
export function selectItem(impression: DataLayerProduct) {
  const { list = "unknown_list", ...product } = impression;
  return {
    event: "select_item",
    ecommerce: {
      currencyCode: CURRENCY,
      click: { actionField: { list }, products: [product] },
      item_list_id: list,
      item_list_name: list,
      ...ga4([impression], null),
    },
  } satisfies DataLayerEvent;
}

export function viewItem(product: TrackedProduct) {
  const shown = dataLayerProduct(product);
  return {
    event: "view_item",
    ecommerce: {
      currencyCode: CURRENCY,
      detail: { actionField: { list: "product-detail-page" }, products: [shown] },
      ...ga4([shown], product.price ? unitPriceOre(product.price) : null),
    },
  } satisfies DataLayerEvent;
}

/** After an add: what was added, where, and the whole cart's value and quantity afterwards. */
export function addToCart(args: {
  pageType: PageType;
  list: TrackingContext;
  added: readonly TrackedLine[];
  cart: readonly PricedLine[];
}) {
  const total = linesTotalOre(args.cart);
  return {
    event: "add_to_cart",
    pageType: args.pageType,
    list: args.list,
    ...(total === null ? {} : { cartTotal: sekString(total) }),
    cartQuantity: args.cart.reduce((sum, line) => sum + line.quantity, 0),
    ecommerce: {
      currencyCode: CURRENCY,
      add: { actionField: { list: args.list }, products: lineProducts(args.added) },
      ...ga4(
        lineProducts(args.added).map((p) => ({ ...p, list: args.list })),
        linesTotalOre(args.added),
      ),
    },
  } satisfies DataLayerEvent;
}

export function removeFromCart(list: TrackingContext, removed: readonly TrackedLine[]) {
  return {
    event: "remove_from_cart",
    ecommerce: {
      currencyCode: CURRENCY,
      remove: { actionField: { list }, products: lineProducts(removed) },
      ...ga4(
        lineProducts(removed).map((p) => ({ ...p, list })),
        linesTotalOre(removed),
      ),
    },
  } satisfies DataLayerEvent;
}

export function viewCart(lines: readonly TrackedLine[]) {
  return {
    event: "view_cart",
    ecommerce: {
      currencyCode: CURRENCY,
      products: lineProducts(lines),
      ...ga4(lineProducts(lines), linesTotalOre(lines)),
    },
  } satisfies DataLayerEvent;
}

export function checkoutStep(step: CheckoutStep, lines: readonly TrackedLine[]) {
  return {
    event: "checkout",
    ecommerce: {
      currencyCode: CURRENCY,
      checkout: { actionField: { step }, products: lineProducts(lines) },
      ...ga4(lineProducts(lines), linesTotalOre(lines)),
    },
  } satisfies DataLayerEvent;
}

/** One placed order (a checkout places one per delivery); revenue left out when the buyer sees no prices. */
export function purchase(args: { orderNumber: string; affiliation: string; lines: readonly TrackedLine[] }) {
  const revenue = linesTotalOre(args.lines);
  return {
    event: "purchase",
    ecommerce: {
      currencyCode: CURRENCY,
      purchase: {
        actionField: {
          id: args.orderNumber,
          affiliation: args.affiliation,
          ...(revenue === null ? {} : { revenue: sekString(revenue) }),
          tax: sekString(0),
          shipping: sekString(0),
        },
        products: lineProducts(args.lines),
      },
      transaction_id: args.orderNumber,
      affiliation: args.affiliation,
      tax: 0,
      shipping: 0,
      ...ga4(lineProducts(args.lines), revenue),
    },
  } satisfies DataLayerEvent;
}

export function viewPromotion(promotions: readonly Promotion[]) {
  return {
    event: "view_promotion",
    ecommerce: { promoView: { promotions: [...promotions] }, items: promotions.map(ga4Promotion) },
  } satisfies DataLayerEvent;
}

export function selectPromotion(promotion: Promotion) {
  return {
    event: "select_promotion",
    ecommerce: { promoClick: { promotions: [promotion] }, items: [ga4Promotion(promotion)] },
  } satisfies DataLayerEvent;
}

/** GA4's promotion fields (view_promotion, select_promotion) for a UA promotion. */
function ga4Promotion(p: Promotion) {
  return { promotion_id: p.id, promotion_name: p.name, creative_name: p.creative, creative_slot: p.position };
}

/** Spec section 9 thresholds (good / poor); between them is "needs-improvement". */
export const WEB_VITAL_THRESHOLDS = {
  FCP: [1800, 3000],
  LCP: [2500, 4000],
  CLS: [0.1, 0.25],
  FID: [100, 300],
  INP: [200, 500],
} as const;

export type WebVitalName = keyof typeof WEB_VITAL_THRESHOLDS;

export function webVital(metric: { name: WebVitalName; value: number; id: string }) {
  const [good, poor] = WEB_VITAL_THRESHOLDS[metric.name];
  const rating = metric.value <= good ? "good" : metric.value > poor ? "poor" : "needs-improvement";
  return {
    event: "web-vitals",
    name: metric.name,
    value: metric.value,
    id: metric.id,
    rating,
  } satisfies DataLayerEvent;
}

/** After a sign-in, once (spec: "a userLoggedIn event is emitted"); no identity, the tag manager needs none. */
export function userLoggedIn() {
  return { event: "userLoggedIn" } satisfies DataLayerEvent;
}
