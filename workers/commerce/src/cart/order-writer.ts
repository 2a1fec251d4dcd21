/**
 * The one placement of an order: the statements that write an order, its lines, its quotes' completion and its status
 * history, under a scoped checkout key (UNIQUE with the delivery), so a retry or a race finds the order instead of
 * placing it twice. Checkout (cart/order-delivery.ts) and an approved order (approvals/placement.ts) both place through
 * here; each adds its own guard (the condition the order is written under) and its own statements after it.
 */
import { completeOrderedQuotes, quotesStillOrderable, type QuoteLineLimit } from "./quote-order";
import { successResult, type CheckoutResult, type OrderItemRowLite, type OrderRowLite } from "./checkout-results";

export interface OrderLine {
  line: number;
  articleNumber: string;
  name: string;
  quantity: number;
  unit: string;
  label: string;
  unitPriceOre: number;
  lineNetOre: number;
  quoteId: string | null;
  quoteItemId: string | null;
}

/** A delivery ready to become an order: checked, priced and dated (cart/order-delivery.ts `prepareDelivery`). */
export interface PreparedOrder {
  deliveryId: string;
  warehouseId: string;
  customerOrderNumber: string | null;
  reference: string | null;
  /** The cost centre (0150); absent in approvals frozen before it existed. */
  costCentre?: string | null;
  message: string | null;
  requestedDeliveryDate: string;
  /** The delivery address as it was when the order was prepared. */
  deliveryAddress: Record<string, unknown>;
  zipCode: string | null;
  lines: OrderLine[];
  netOre: number;
  vatOre: number;
  /** The quotes on the lines and each quote item's remaining quantity (cart/quote-order.ts). */
  quoteIds: string[];
  quoteLimits: QuoteLineLimit[];
}

export interface OrderOwner {
  customerId: string;
  projectId: string;
  userId: string;
  approvalId: string | null;
}

/** `(SELECT id FROM orders WHERE temp_order_id = ?1)`: the statements after the order find it by its temp id. */
export const ORDER_ID = "(SELECT id FROM orders WHERE temp_order_id = ?1)";
export const ORDER_EXISTS = "EXISTS (SELECT 1 FROM orders WHERE temp_order_id = ?1)";

/**
 * The order's statements. The order row is written only while `guard` holds (its placeholders start at ?19) and every
 * quote of it is still orderable; the lines, quotes and status events follow only when it was written.
 */
export function orderStatements(
  db: D1Database,
  owner: OrderOwner,
  order: PreparedOrder,
  scope: string,
  temp: string,
  guard: { sql: string; binds: unknown[] },
): D1PreparedStatement[] {
  const now = new Date();
  const createdAt = now.toISOString();
  const confirmedAt = new Date(now.getTime() + 5 * 60_000).toISOString();
  const quoteIds = 19 + guard.binds.length;
  return [
    db
      .prepare(
        `INSERT INTO orders (temp_order_id, customer_id, project_id, user_id, delivery_id, warehouse_id, customer_order_number, reference, message,
           requested_delivery_date, delivery_address, net_ore, vat_ore, total_ore, checkout_key, created_at, zip_code, approval_id)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18
         WHERE ${guard.sql} AND ${quotesStillOrderable(`?${quoteIds}`, `?${quoteIds + 1}`, "?15")}`,
      )
      .bind(
        temp,
        owner.customerId,
        owner.projectId,
        owner.userId,
        order.deliveryId,
        order.warehouseId,
        order.customerOrderNumber,
        order.reference,
        order.message,
        order.requestedDeliveryDate,
        JSON.stringify(order.deliveryAddress),
        order.netOre,
        order.vatOre,
        order.netOre + order.vatOre,
        scope,
        createdAt,
        order.zipCode,
        owner.approvalId,
        ...guard.binds,
        JSON.stringify(order.quoteIds),
        JSON.stringify(order.quoteLimits),
      ),
    ...order.lines.map((l) =>
      db
        .prepare(
          `INSERT INTO order_items (order_id, line, article_number, name, quantity, unit, label, unit_price_ore, line_net_ore,
             quote_id, quote_item_id) SELECT ${ORDER_ID}, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11 WHERE ${ORDER_EXISTS}`,
        )
        .bind(
          temp,
          l.line,
          l.articleNumber,
          l.name,
          l.quantity,
          l.unit,
          l.label,
          l.unitPriceOre,
          l.lineNetOre,
          l.quoteId,
          l.quoteItemId,
        ),
    ),
    // The cost centre (0150) beside the row rather than in it, so the guard's placeholders stay where callers put them.
    db
      .prepare(`UPDATE orders SET cost_centre = ?2 WHERE temp_order_id = ?1 AND ?2 IS NOT NULL`)
      .bind(temp, order.costCentre ?? null),
    completeOrderedQuotes(db, temp, order.quoteIds),
    // The status moves on by itself: confirmed five minutes after the order was received.
    db
      .prepare(
        `INSERT INTO order_status_events (order_id, status, at) SELECT ${ORDER_ID}, 'RECEIVED', ?2 WHERE ${ORDER_EXISTS} UNION ALL SELECT ${ORDER_ID}, 'CONFIRMED', ?3 WHERE ${ORDER_EXISTS}`,
      )
      .bind(temp, createdAt, confirmedAt),
  ];
}

/** The order a placement with this scoped key already wrote for the delivery (always the owner's own). */
export async function existingOrder(
  db: D1Database,
  userId: string,
  scope: string,
  deliveryId: string,
): Promise<CheckoutResult | null> {
  const order = await db
    .prepare("SELECT * FROM orders WHERE checkout_key = ? AND delivery_id = ? AND user_id = ?")
    .bind(scope, deliveryId, userId)
    .first<OrderRowLite>();
  if (!order) return null;
  const { results: items } = await db
    .prepare("SELECT * FROM order_items WHERE order_id = ? ORDER BY line")
    .bind(order.id)
    .all<OrderItemRowLite>();
  return successResult(order, items);
}
