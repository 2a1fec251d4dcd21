/**
 * A delivery whose method has closed since its lines were put there (an express window that ended, a day without
 * deliveries) is moved to the buyer's default method when the cart is read. Done here, in the service's cart
 * answer, so every client (cart page, delivery step, flyout, punch-out) sees the same cart and is told the same
 * thing; the lines are moved with the ordinary line move, which merges and never drops a line.
 */
import { EXPRESS_DELIVERY_METHODS } from "@shop/domain/delivery-options";
import type { AccessClaims } from "../auth/jwt";
import { deliveryGate, type DeliveryClock } from "./delivery-gate";
import { updateItems } from "./line-updates";

export interface MovedDelivery {
  from: string;
  to: string;
  lines: number;
}

/** `lines` are the cart's lines when the caller has read them already (cart/with-variants.ts): no read of their own. */
export async function moveClosedDeliveries(
  db: D1Database,
  claims: AccessClaims,
  cartId: string,
  clock: DeliveryClock,
  lines?: readonly { id: string; delivery_id: string }[],
): Promise<MovedDelivery[]> {
  const results =
    lines ??
    (
      await db
        .prepare("SELECT id, delivery_id FROM cart_items WHERE cart_id = ?")
        .bind(cartId)
        .all<{ id: string; delivery_id: string }>()
    ).results;
  // Only methods with a time window ever close: a cart without them is answered without reading the options.
  if (!results.some((r) => EXPRESS_DELIVERY_METHODS.has(r.delivery_id))) return [];
  const gate = await deliveryGate(db, claims, clock);
  const closed = results.filter((r) => gate.refusalOf(r.delivery_id) === "delivery_method_closed");
  const to = gate.defaultMethod;
  if (closed.length === 0 || gate.refusalOf(to) !== null) return [];
  const moves = closed.map((r) => ({ cartItemId: r.id, deliveryId: to }));
  await updateItems(db, claims, cartId, moves, clock);
  const counts = new Map<string, number>();
  for (const r of closed) counts.set(r.delivery_id, (counts.get(r.delivery_id) ?? 0) + 1);
  return [...counts].map(([from, lines]) => ({ from, to, lines }));
}
