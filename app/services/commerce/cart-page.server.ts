/**
 * The cart page's calls: the cart with variants, prices and stock from the gateway, turned into a
 * view grouped by delivery with öre totals; and the line/delivery mutations of the cart service.
 */
import { z } from "zod";
import { totalsOf, sumTotals, type Totals } from "@shop/domain/cart-totals";
import { isDeliveryDay, nextDeliveryDate, stockholmToday } from "@shop/domain/delivery-date";
import { DELIVERY_METHOD_IDS, LIMITED_DELIVERY_METHODS } from "@shop/domain/delivery-options";
import { sekToOre } from "@shop/domain/money";
import { NEEDS_ACTION_CODES, type NeedsActionCode } from "@shop/domain/cart-needs-action";
import {
  addLinesAnswerSchema,
  cartIdSchema,
  cartQueryAnswerSchema,
  type CartItemWire,
} from "@shop/contract/commerce/cart";
import { graphqlAnswerSchema } from "@shop/contract/commerce/graphql";
import { CART_QUERY } from "@shop/contract/commerce/queries";
import { commerceCall, type CommerceTransport } from "./client.server";
import { CommerceError } from "./errors.server";

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
  lineTotalOre: number | null;
  stockQuantity: number | null;
  orderMultiple: number;
  needsAction: NeedsActionCode[];
  replacement: { articleNumber: string; name: string } | null;
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

async function gateway<T extends z.ZodType>(transport: CommerceTransport, query: string, data: T): Promise<z.infer<T>> {
  const answer = await commerceCall(transport, {
    path: "graphql",
    body: { query, variables: {} },
    schema: graphqlAnswerSchema(data),
    service: "cart",
  });
  if (answer.errors?.length || answer.data == null)
    throw new CommerceError("invalid_response", 200, answer.errors?.[0]?.message ?? "no data", "cart");
  return answer.data;
}

function isNeedsActionCode(code: string): code is NeedsActionCode {
  return (NEEDS_ACTION_CODES as readonly string[]).includes(code);
}

function lineView(item: CartItemWire, noPrices: boolean): CartLineView {
  const price = noPrices || !item.price || item.price.askForPrice || item.price.netPrice === null ? null : item.price;
  const unitNetOre = price ? sekToOre(price.netPrice ?? 0) : null;
  const unitAlloyOre = price ? sekToOre(price.alloyingPrice ?? 0) : null;
  const image = item.variant?.images[0];
  return {
    cartItemId: item.cartItemId,
    articleNumber: item.articleNumber,
    name: item.variant?.name ?? item.articleNumber,
    variantSlug: item.variant?.variantSlug || null,
    image: image ? { url: image.assetUrl, alt: image.assetLabel || item.variant?.name || "" } : null,
    quantity: item.quantity,
    unit: item.variant?.webSalesUnit.unit ?? "st",
    label: item.label,
    unitPriceOre: unitNetOre === null || unitAlloyOre === null ? null : unitNetOre + unitAlloyOre,
    lineTotalOre: unitNetOre === null || unitAlloyOre === null ? null : (unitNetOre + unitAlloyOre) * item.quantity,
    stockQuantity: item.stock ? Math.max(item.stock.selectedLocation.quantity, 0) : null,
    orderMultiple: item.stock?.orderMultiple || 1,
    needsAction: (item.needsAction ?? []).filter(isNeedsActionCode),
    replacement: item.variant?.ersattningsartikel
      ? { articleNumber: item.variant.ersattningsartikel.articleNumber, name: item.variant.ersattningsartikel.name }
      : null,
  };
}

/** The buyer's open cart as the cart, delivery and summary steps show it. */
export async function loadCartView(
  transport: CommerceTransport,
  options: { noPrices: boolean; today?: string },
): Promise<CartView> {
  const { getCartWithVariants: cart } = await gateway(transport, CART_QUERY, cartQueryAnswerSchema);
  const today = options.today ?? stockholmToday();
  const ids = [...cart.deliveryIdsInOrder, ...new Set(cart.items.map((i) => i.deliveryId))].filter(
    (id, index, all) => all.indexOf(id) === index,
  );
  const deliveries: CartDeliveryView[] = [];
  for (const deliveryId of ids) {
    const items = cart.items.filter((i) => i.deliveryId === deliveryId);
    if (items.length === 0) continue;
    const delivery = cart.deliveries.find((d) => d.deliveryId === deliveryId);
    const lines = items.map((i) => lineView(i, options.noPrices));
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
  return { cartId: cart.cartId, lineLimit: cart.lineLimit, deliveries, totals, lineCount: cart.items.length };
}

export interface MovedDate {
  deliveryId: string;
  from: string;
  to: string;
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

const anything = z.unknown();
const cartPath = (cartId: string, rest = "") => `v2/cart/${encodeURIComponent(cartId)}${rest}`;

export async function openCartId(transport: CommerceTransport): Promise<string> {
  const cart = await commerceCall(transport, { path: "v2/cart", schema: cartIdSchema, service: "cart" });
  return cart.cartId;
}

export function updateQuantity(transport: CommerceTransport, cartId: string, cartItemId: string, quantity: number) {
  return commerceCall(transport, {
    method: "PUT",
    path: cartPath(cartId, `/variants/${encodeURIComponent(cartItemId)}`),
    body: { quantity },
    schema: anything,
    service: "cart",
  });
}

export function moveLines(transport: CommerceTransport, cartId: string, cartItemIds: string[], deliveryId: string) {
  return commerceCall(transport, {
    method: "PUT",
    path: cartPath(cartId, "/variants/batch/update"),
    body: { items: cartItemIds.map((cartItemId) => ({ cartItemId, deliveryId })) },
    schema: anything,
    service: "cart",
  });
}

export function removeItem(transport: CommerceTransport, cartId: string, cartItemId: string) {
  return commerceCall(transport, {
    method: "DELETE",
    path: cartPath(cartId, `/variants/${encodeURIComponent(cartItemId)}`),
    schema: anything,
    service: "cart",
  });
}

export function setIncludedInOrder(
  transport: CommerceTransport,
  cartId: string,
  deliveryId: string,
  isIncludedInOrder: boolean,
) {
  return commerceCall(transport, {
    method: "PUT",
    path: cartPath(cartId, `/delivery/${encodeURIComponent(deliveryId)}/includeInOrder`),
    body: { isIncludedInOrder },
    schema: anything,
    service: "cart",
  });
}

export function setDeliveryDate(
  transport: CommerceTransport,
  cartId: string,
  deliveryId: string,
  requestedDeliveryDate: string,
) {
  return commerceCall(transport, {
    method: "PUT",
    path: cartPath(cartId, `/delivery/${encodeURIComponent(deliveryId)}`),
    body: { requestedDeliveryDate },
    schema: anything,
    service: "cart",
  });
}

export function addLines(
  transport: CommerceTransport,
  cartId: string,
  items: { articleNumber: string; quantity: number; deliveryId: string; label?: string }[],
) {
  return commerceCall(transport, {
    path: cartPath(cartId, "/variants/batch/add"),
    body: { items },
    schema: addLinesAnswerSchema,
    service: "cart",
  });
}

/** The one-click fix for a discontinued article: its replacement goes in with the same quantity, delivery and label. */
export async function replaceWithReplacement(
  transport: CommerceTransport,
  cartId: string,
  line: { cartItemId: string; quantity: number; deliveryId: string; label: string },
  replacementArticleNumber: string,
) {
  const added = await addLines(transport, cartId, [
    {
      articleNumber: replacementArticleNumber,
      quantity: line.quantity,
      deliveryId: line.deliveryId,
      label: line.label,
    },
  ]);
  if (added.errors.length > 0) return { ok: false as const, errors: added.errors };
  await removeItem(transport, cartId, line.cartItemId);
  return { ok: true as const };
}

/** One line's label and/or delivery (PUT /v2/cart/{id}/variants/{itemId}); moving onto an equal line merges them. */
export function updateLine(
  transport: CommerceTransport,
  cartId: string,
  cartItemId: string,
  fields: { label?: string; deliveryId?: string },
) {
  return commerceCall(transport, {
    method: "PUT",
    path: cartPath(cartId, `/variants/${encodeURIComponent(cartItemId)}`),
    body: fields,
    schema: anything,
    service: "cart",
  });
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
