/**
 * The cart as the cart, delivery and summary steps show it: grouped by delivery, amounts in öre (none without price
 * rights), stale requested dates moved forward.
 */
import { totalsOf, sumTotals } from "@shop/domain/cart-totals";
import { isDeliveryDay, nextDeliveryDate, stockholmToday } from "@shop/domain/delivery-date";
import { DELIVERY_METHOD_IDS, LIMITED_DELIVERY_METHODS, PICKUP_DELIVERY_METHODS } from "@shop/domain/delivery-options";
import { catalogueRefusal } from "@shop/domain/purchase-constraints";
import { comparisonPrice } from "@shop/domain/sales-unit";
import { serverT } from "~/platform/i18n/catalogue.server";
import { sekToOre } from "@shop/domain/money";
import { NEEDS_ACTION_CODES, type NeedsActionCode } from "@shop/domain/cart-needs-action";
import type { CartItemWire } from "@shop/contract/commerce/cart";
import type { CommerceTransport } from "~/platform/services/commerce-client.server";
import { getCartWithVariants, setDeliveryDate } from "./cart-lines-client.server";
import type { CartDeliveryView, CartLineView, CartView, MovedDate, MovedMethod } from "./cart-view";
import { trackedCartLine, type TrackedCartLine } from "./cart-lines-tracking.server";
import { replacementNoticeOf } from "~/features/products";

function isNeedsActionCode(code: string): code is NeedsActionCode {
  return (NEEDS_ACTION_CODES as readonly string[]).includes(code);
}

/**
 * The service decides that a line cannot be ordered (not_confirmed); the article's purchasability says why, read for
 * the line's kind of delivery (a pickup's store side, else online).
 */
function blockedReasonText(item: CartItemWire): string | null {
  const p = item.variant?.purchasability;
  const reason = p ? catalogueRefusal(p, PICKUP_DELIVERY_METHODS.has(item.deliveryId) ? "store" : "online") : null;
  return reason ? serverT(`catalogue.constraints.${reason}`) : null;
}

/** `imageBase`: the commerce service serves the pictures its answers name by path, as on the catalogue pages. */
function lineView(item: CartItemWire, noPrices: boolean, imageBase: string): CartLineView {
  const price = noPrices || !item.price || item.price.askForPrice || item.price.netPrice === null ? null : item.price;
  const unitNetOre = price ? sekToOre(price.netPrice ?? 0) : null;
  const unitAlloyOre = price ? sekToOre(price.alloyingPrice ?? 0) : null;
  const image = item.variant?.images[0];
  const unitPriceOre = unitNetOre === null || unitAlloyOre === null ? null : unitNetOre + unitAlloyOre;
  const needsAction = (item.needsAction ?? []).filter(isNeedsActionCode);
  const comparison = item.variant ? comparisonPrice(unitPriceOre, item.variant.webSalesUnit) : null;
  return {
    cartItemId: item.cartItemId,
    articleNumber: item.articleNumber,
    name: item.variant?.name ?? item.articleNumber,
    variantSlug: item.variant?.variantSlug || null,
    image: image
      ? { url: new URL(image.assetUrl, imageBase).toString(), alt: image.assetLabel || item.variant?.name || "" }
      : null,
    quantity: item.quantity,
    unit: item.variant?.webSalesUnit.unit ?? "st",
    label: item.label,
    unitPriceOre,
    lineTotalOre: unitPriceOre === null ? null : unitPriceOre * item.quantity,
    comparison: comparison ? { priceOre: comparison.ore, unit: comparison.unit } : null,
    stockQuantity: item.stock ? Math.max(item.stock.selectedLocation.quantity, 0) : null,
    orderMultiple: item.stock?.orderMultiple || 1,
    needsAction,
    // The service decides that the line cannot be ordered (not_confirmed); the article's purchasability says why.
    blockedReason: needsAction.includes("not_confirmed") ? blockedReasonText(item) : null,
    fromQuote: item.quoteId !== null,
    replacement: item.variant?.ersattningsartikel
      ? { articleNumber: item.variant.ersattningsartikel.articleNumber, name: item.variant.ersattningsartikel.name }
      : null,
    replacementNotice: item.variant
      ? replacementNoticeOf({
          ...item.variant,
          // Spec section 4: a discontinued line can be delivered while the stock left covers its quantity.
          purchasability: { online: item.stock !== null && item.quantity <= item.stock.totalQuantity },
        })
      : null,
  };
}

/** The buyer's open cart as the cart, delivery and summary steps show it. */
export async function loadCartView(
  transport: CommerceTransport,
  options: { noPrices: boolean; today?: string },
): Promise<CartView> {
  return (await loadCart(transport, options)).view;
}

/** The cart's view and, from the same answer, its lines as data-layer events describe them (page order). */
export async function loadCart(
  transport: CommerceTransport,
  options: { noPrices: boolean; today?: string },
): Promise<{ view: CartView; tracked: TrackedCartLine[]; movedMethods: MovedMethod[] }> {
  const cart = await getCartWithVariants(transport);
  const today = options.today ?? stockholmToday();
  const ids = [...cart.deliveryIdsInOrder, ...new Set(cart.items.map((i) => i.deliveryId))].filter(
    (id, index, all) => all.indexOf(id) === index,
  );
  const deliveries: CartDeliveryView[] = [];
  for (const deliveryId of ids) {
    const items = cart.items.filter((i) => i.deliveryId === deliveryId);
    if (items.length === 0) continue;
    const delivery = cart.deliveries.find((d) => d.deliveryId === deliveryId);
    const lines = items.map((i) => lineView(i, options.noPrices, transport.baseUrl));
    const priced = !options.noPrices && lines.every((l) => l.lineTotalOre !== null);
    deliveries.push({
      deliveryId,
      requestedDeliveryDate: delivery?.requestedDeliveryDate ?? nextDeliveryDate(today, { today }),
      isIncludedInOrder: delivery?.isIncludedInOrder ?? true,
      lines,
      totals: priced
        ? totalsOf(
            items.map((i) => ({
              netOre: sekToOre(i.price?.netPrice ?? 0) * i.quantity,
              alloyingOre: sekToOre(i.price?.alloyingPrice ?? 0) * i.quantity,
            })),
          )
        : null,
    });
  }
  const included = deliveries.filter((d) => d.isIncludedInOrder);
  const totals =
    options.noPrices || included.some((d) => d.totals === null) ? null : sumTotals(included.map((d) => d.totals!));
  const tracked = deliveries
    .flatMap((d) => cart.items.filter((i) => i.deliveryId === d.deliveryId))
    .flatMap((item) => trackedCartLine(item, options) ?? []);
  return {
    view: { cartId: cart.cartId, lineLimit: cart.lineLimit, deliveries, totals, lineCount: cart.items.length },
    tracked,
    // The service moved these off a delivery whose method had closed (an ended express window) before answering.
    movedMethods: cart.movedDeliveries,
  };
}

/** A requested date the shop cannot deliver on (past, weekend, holiday). */
export function needsNewDate(date: string, today: string, closingDays?: readonly string[]): boolean {
  return date <= today || !isDeliveryDay(date, closingDays);
}

/**
 * Spec: a past or closed requested date is moved forward to the next delivery day when the cart
 * loads. Returns what was moved so the page can tell the buyer.
 */
export async function moveStaleDeliveryDates(
  transport: CommerceTransport,
  cart: CartView,
  options: { today?: string; closingDays?: readonly string[] } = {},
): Promise<MovedDate[]> {
  const today = options.today ?? stockholmToday();
  const moved: MovedDate[] = [];
  for (const delivery of cart.deliveries) {
    if (!needsNewDate(delivery.requestedDeliveryDate, today, options.closingDays)) continue;
    const to = nextDeliveryDate(delivery.requestedDeliveryDate, { today, closingDays: options.closingDays });
    await setDeliveryDate(transport, cart.cartId, delivery.deliveryId, to);
    moved.push({ deliveryId: delivery.deliveryId, from: delivery.requestedDeliveryDate, to });
    delivery.requestedDeliveryDate = to;
  }
  return moved;
}

export const EMPTY_CART_VIEW: CartView = Object.freeze({
  cartId: "",
  lineLimit: 200,
  deliveries: [],
  totals: null,
  lineCount: 0,
}) as CartView;

/** Where a single line may be moved from the cart page; visitors and EJ_ALLA_LEVERANSSATT keep the limited set. */
export function lineMoveChoices(limited: boolean): readonly string[] {
  return limited ? LIMITED_DELIVERY_METHODS : DELIVERY_METHOD_IDS;
}
