import type { NeedsActionCode } from "@shop/domain/cart-needs-action";
import type { Totals } from "@shop/domain/cart-totals";
import type { ReplacementNoticeView } from "~/features/products";

/** The header cart flyout's contents (GET /api/varukorg). */
export interface CartFlyoutData {
  lineCount: number;
  lines: { cartItemId: string; name: string; quantity: number; unit: string }[];
  totalOre: number | null;
}

export interface CartLineView {
  cartItemId: string;
  articleNumber: string;
  name: string;
  variantSlug: string | null;
  image: { url: string; alt: string } | null;
  quantity: number;
  unit: string;
  label: string;
  /** Per unit, net + metal surcharge; null without price rights or for ask-for-price articles. */
  unitPriceOre: number | null;
  /** Per piece for a pack, per drum for a cable sold per metre (domain/sales-unit.ts); null without a unit price. */
  comparison: { priceOre: number; unit: string } | null;
  lineTotalOre: number | null;
  stockQuantity: number | null;
  orderMultiple: number;
  needsAction: NeedsActionCode[];
  /**
   * With needsAction not_confirmed: the purchase rule's reason the order would refuse the line, in Swedish (the cart
   * and the summary say it beside the line); null when the service gave no reason.
   */
  blockedReason: string | null;
  replacement: { articleNumber: string; name: string } | null;
  /** A discontinued article: its replacement, or that it has none once the line cannot be delivered. */
  replacementNotice: ReplacementNoticeView | null;
  /** The line came from an accepted quote: its price is the agreed one and holds through checkout. */
  fromQuote: boolean;
}

export interface CartDeliveryView {
  deliveryId: string;
  requestedDeliveryDate: string;
  isIncludedInOrder: boolean;
  lines: CartLineView[];
  totals: Totals | null;
  /** Fixed-day customers: the only dates the picker offers (checkout-delivery-dates.server.ts); otherwise absent or null. */
  offeredDates?: string[] | null;
}

export interface CartView {
  cartId: string;
  lineLimit: number;
  deliveries: CartDeliveryView[];
  /** Totals over the deliveries included in the order. */
  totals: Totals | null;
  lineCount: number;
}

/** Lines the service moved off a delivery whose method had closed, to the buyer's default method. */
export interface MovedMethod {
  from: string;
  to: string;
  lines: number;
}

/** A requested delivery date the cart moved forward when it loaded. */
export interface MovedDate {
  deliveryId: string;
  from: string;
  to: string;
}
