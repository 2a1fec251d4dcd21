/**
 * Order again: a placed order's lines back into the cart. The cart service decides what can still be bought
 * (workers/commerce/src/cart/lines.ts); these rules only say where the lines go and how the outcome is told.
 */
import {
  DEFAULT_DELIVERY_METHOD,
  EXPRESS_DELIVERY_METHODS,
  isDeliveryMethodId,
  PICKUP_DELIVERY_METHODS,
} from "./delivery-options";
import type { DeliveryMethodId } from "./delivery-options";

/** The standard store pickup: an express pickup's lines come back to it. */
const STANDARD_PICKUP: DeliveryMethodId = "EXH";

/**
 * The order's own delivery method, unless it was an express one: those have a time window and a zip code of
 * their own day, so the lines go to the standard delivery of the same kind and the buyer chooses again in the cart.
 * An express pickup becomes the standard pickup, not a home delivery: the buyer meant to fetch it in a store, and a
 * store-only article on it can still be bought there (domain/purchase-constraints.ts), where a home delivery refuses it.
 */
export function reorderDeliveryMethod(orderDeliveryId: string | null | undefined): DeliveryMethodId {
  if (!isDeliveryMethodId(orderDeliveryId)) return DEFAULT_DELIVERY_METHOD;
  if (!EXPRESS_DELIVERY_METHODS.has(orderDeliveryId)) return orderDeliveryId;
  return PICKUP_DELIVERY_METHODS.has(orderDeliveryId) ? STANDARD_PICKUP : DEFAULT_DELIVERY_METHOD;
}

export interface ReorderLine {
  articleNumber: string;
  name: string | null;
  quantity: number;
}

/** One cart row per article (an order may hold an article on several lines), whole quantities of at least 1. */
export function reorderItems(lines: readonly ReorderLine[], deliveryId: string) {
  const quantities = new Map<string, number>();
  for (const line of lines) {
    const articleNumber = line.articleNumber.trim();
    if (!articleNumber) continue;
    const quantity = Math.max(1, Math.round(line.quantity));
    quantities.set(articleNumber, (quantities.get(articleNumber) ?? 0) + quantity);
  }
  return [...quantities].map(([articleNumber, quantity]) => ({ articleNumber, quantity, deliveryId }));
}

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/**
 * The buyer's notice: how many rows went in and, by name, which did not. It travels as a toast (at most `max`
 * characters), so a long list ends with "and N more" rather than being cut off or dropped.
 */
export function reorderNotice(
  outcome: { orderId: string; added: number; unavailable: readonly string[] },
  t: Translate,
  max = 300,
): string {
  const added = outcome.added
    ? t("account-pages.order.again.added", { count: outcome.added, id: outcome.orderId })
    : t("account-pages.order.again.none_added", { id: outcome.orderId });
  if (outcome.unavailable.length === 0) return added;
  for (let shown = outcome.unavailable.length; shown >= 1; shown--) {
    const rest = outcome.unavailable.length - shown;
    const names = outcome.unavailable.slice(0, shown).join(", ");
    const list = rest ? t("account-pages.order.again.and_more", { names, count: rest }) : names;
    const text = `${added} ${t("account-pages.order.again.unavailable", { names: list })}`;
    if (text.length <= max) return text;
  }
  const text = `${added} ${t("account-pages.order.again.unavailable_count", { count: outcome.unavailable.length })}`;
  return text.slice(0, max);
}
