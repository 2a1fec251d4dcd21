/**
 * One delivery of a checkout becomes one order: its lines, checked against the purchase rules and
 * priced for the token's context, written in one batch under the scoped idempotency key so a retry
 * or a race finds the order instead of placing it twice.
 */
import { customerOrderNumberProblems } from "@shop/domain/customer-order-number";
import { nextDeliveryDate, stockholmToday } from "@shop/domain/delivery-date";
import { PICKUP_DELIVERY_METHODS, ZIP_CODE_DELIVERY_METHODS } from "@shop/domain/delivery-options";
import { vatOf } from "@shop/domain/money";
import { canPurchase, purchaseRefusal } from "@shop/domain/purchase-constraints";
import type { AccessClaims } from "../auth/jwt";
import { catalogueContext } from "../catalogue/context";
import { priceArticles } from "../catalogue/prices";
import { articlePurchasability } from "../catalogue/purchasability";
import { loadStockRows } from "../catalogue/stock";
import { loadArticles } from "../catalogue/variants";
import { centralWarehouseIds } from "../catalogue/warehouses";
import {
  failure,
  successResult,
  tempOrderId,
  type CheckoutResult,
  type OrderDetailsInput,
  type OrderItemRowLite,
  type OrderRowLite,
  type RefusedOrderLine,
} from "./checkout-results";
import { checkQuoteLines, completeOrderedQuotes, quoteConflict, quotesStillOrderable } from "./quote-order";
import { cartContents, type CartItemRow, type CartRow } from "./store";

/** The order a call with this scoped key already placed for the delivery (always the caller's own). */
async function existingOrder(
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

export async function orderDelivery(
  db: D1Database,
  claims: AccessClaims,
  cart: CartRow,
  deliveryId: string,
  details: OrderDetailsInput,
  scope: string,
): Promise<CheckoutResult> {
  const done = await existingOrder(db, claims.sub, scope, deliveryId);
  if (done) return done;
  const { items, deliveries } = await cartContents(db, cart.id);
  const delivery = deliveries.find((d) => d.delivery_id === deliveryId);
  const lines = items.filter((i) => i.delivery_id === deliveryId);
  if (!delivery || lines.length === 0)
    return failure(deliveryId, "EMPTY_DELIVERY", "The delivery has no items in the cart");
  if (delivery.is_included_in_order !== 1)
    return failure(deliveryId, "DELIVERY_NOT_INCLUDED", "The delivery is not included in the order");
  const today = stockholmToday();
  const requested =
    details.requestedDeliveryDate ?? delivery.requested_delivery_date ?? nextDeliveryDate(today, { today });
  if (requested < today)
    return failure(deliveryId, "REQUESTED_DATE_IN_PAST", `The requested delivery date ${requested} has passed`);
  const orderNumber = details.customerOrderNumber?.trim() || null;
  if (orderNumber && customerOrderNumberProblems(orderNumber).length)
    return failure(
      deliveryId,
      "INVALID_CUSTOMER_ORDER_NUMBER",
      `Customer order number: ${customerOrderNumberProblems(orderNumber).join(", ")}`,
    );
  // Unique per customer, except among the deliveries of one checkout (they share the buyer's number).
  if (orderNumber) {
    const used = await db
      .prepare(
        "SELECT id FROM orders WHERE customer_id = ? AND customer_order_number = ? COLLATE NOCASE AND COALESCE(checkout_key, '') <> ? LIMIT 1",
      )
      .bind(claims.customerId, orderNumber, scope)
      .first();
    if (used)
      return failure(
        deliveryId,
        "CUSTOMER_ORDER_NUMBER_USED",
        `Customer order number ${orderNumber} is already used by order ${(used as { id: number }).id}`,
      );
  }

  let address: Record<string, unknown> = {};
  if (details.addressId) {
    const row = await db
      .prepare("SELECT * FROM addresses WHERE id = ? AND customer_id = ?")
      .bind(details.addressId, claims.customerId)
      .first<Record<string, unknown>>();
    if (!row) return failure(deliveryId, "ADDRESS_NOT_FOUND", "The delivery address does not exist");
    if (row.valid_for_delivery !== 1)
      return failure(deliveryId, "ADDRESS_NOT_VALID_FOR_DELIVERY", "The address cannot be used for deliveries");
    address = row;
  }
  // Without a zip code sent, the customer's own zip code applies (the context zip code of spec section 3).
  const zipCode = ZIP_CODE_DELIVERY_METHODS.has(deliveryId)
    ? (details.zipCode ??
      (
        await db
          .prepare("SELECT zip_code FROM customers WHERE id = ?")
          .bind(claims.customerId)
          .first<{ zip_code: string | null }>()
      )?.zip_code ??
      null)
    : null;
  if (ZIP_CODE_DELIVERY_METHODS.has(deliveryId) && !zipCode)
    return failure(deliveryId, "ZIP_CODE_REQUIRED", "An express delivery needs the zip code it goes to");
  const pickup = PICKUP_DELIVERY_METHODS.has(deliveryId);
  const warehouseId = deliveryId === "EXB" && details.storeId ? details.storeId : (await centralWarehouseIds(db))[0];

  const articles = await loadArticles(
    db,
    lines.map((l) => l.article_number),
  );
  const byNumber = new Map(articles.map((a) => [a.article_number, a]));
  const stock = await loadStockRows(
    db,
    articles.map((a) => a.article_number),
  );
  // The same rule as the add (cart/lines.ts), now with the pickup's chosen store: each refused line with its reason.
  const refusedLines = new Map<string, RefusedOrderLine>();
  for (const l of lines) {
    const a = byNumber.get(l.article_number);
    const p = a
      ? articlePurchasability(a, stock.get(a.article_number) ?? [], pickup ? (details.storeId ?? null) : null)
      : null;
    if (p && canPurchase(p, pickup ? "store" : "online")) continue;
    const reason = p ? purchaseRefusal(p, pickup ? "store" : "online") : null;
    refusedLines.set(l.article_number, { articleNumber: l.article_number, name: a?.name ?? null, reason });
  }
  if (refusedLines.size) {
    const numbers = [...refusedLines.keys()];
    return failure(
      deliveryId,
      "ARTICLE_NOT_PURCHASABLE",
      `Cannot be ordered: ${[...refusedLines.values()].map((l) => `${l.articleNumber} (${l.reason ?? "unknown article"})`).join(", ")}`,
      numbers,
      [...refusedLines.values()],
    );
  }

  // A quote that cannot be ordered is the checkout's 409 (cart/quote-order.ts); the batch holds the limits read here.
  const quotes = await checkQuoteLines(db, claims, lines, scope);
  if (quotes.problem) throw quoteConflict(quotes.problem);

  // Orders always carry prices, also for users who may not see them (EJ_SE_PRISER).
  const ctx = { ...(await catalogueContext(db, claims)), noPrices: false, noDiscounts: false };
  const quantities = new Map<string, number>();
  for (const l of lines) quantities.set(l.article_number, (quantities.get(l.article_number) ?? 0) + l.quantity);
  const prices = await priceArticles(db, ctx, articles, quantities);
  const orderLines = lines.map((l: CartItemRow, index) => {
    const a = byNumber.get(l.article_number)!;
    const price = prices.get(l.article_number);
    // Ask-for-price articles are ordered at 0 and priced by sales on the confirmation; a quote's line at its agreed price.
    const catalogueUnit = price?.netPriceOre == null ? 0 : price.netPriceOre + price.alloyingPriceOre;
    const unit = l.quoted_price_ore ?? catalogueUnit;
    return {
      line: index + 1,
      articleNumber: a.article_number,
      name: a.name,
      quantity: l.quantity,
      unit: a.unit,
      label: l.label,
      unitPriceOre: unit,
      lineNetOre: unit * l.quantity,
      cartItemId: l.id,
      quoteId: l.quote_id,
      quoteItemId: l.quote_item_id || null,
    };
  });
  const net = orderLines.reduce((s, l) => s + l.lineNetOre, 0);
  const vat = vatOf(net);
  const temp = tempOrderId();
  const now = new Date();
  const createdAt = now.toISOString();
  const confirmedAt = new Date(now.getTime() + 5 * 60_000).toISOString();
  const orderId = "(SELECT id FROM orders WHERE temp_order_id = ?1)";
  const orderExists = "EXISTS (SELECT 1 FROM orders WHERE temp_order_id = ?1)";
  // The lines exactly as read (id and quantity): if a concurrent call ordered or changed them meanwhile, the order is
  // not written at all, so the same lines can never be ordered twice (D1 runs the batch as one transaction). Nor is
  // it written once another checkout consumed one of its quotes (quotesStillOrderable).
  const snapshot = JSON.stringify(orderLines.map((l) => ({ id: l.cartItemId, q: l.quantity })));
  const statements = [
    db
      .prepare(
        `INSERT INTO orders (temp_order_id, customer_id, project_id, user_id, delivery_id, warehouse_id, customer_order_number, reference, message,
           requested_delivery_date, delivery_address, net_ore, vat_ore, total_ore, checkout_key, created_at, zip_code)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?20
         WHERE (SELECT COUNT(*) FROM cart_items c JOIN json_each(?18) j ON c.id = json_extract(j.value, '$.id') AND c.quantity = json_extract(j.value, '$.q')
                WHERE c.cart_id = ?17) = ?19
           AND ${quotesStillOrderable("?21", "?22", "?15")}`,
      )
      .bind(
        temp,
        claims.customerId,
        claims.projectId ?? "",
        claims.sub,
        deliveryId,
        warehouseId,
        orderNumber,
        details.reference ?? null,
        details.message ?? null,
        requested,
        JSON.stringify(address),
        net,
        vat,
        net + vat,
        scope,
        createdAt,
        cart.id,
        snapshot,
        orderLines.length,
        zipCode,
        JSON.stringify(quotes.quoteIds),
        JSON.stringify(quotes.limits),
      ),
    ...orderLines.map((l) =>
      db
        .prepare(
          `INSERT INTO order_items (order_id, line, article_number, name, quantity, unit, label, unit_price_ore, line_net_ore,
             quote_id, quote_item_id) SELECT ${orderId}, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11 WHERE ${orderExists}`,
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
    completeOrderedQuotes(db, temp, [...new Set(orderLines.flatMap((l) => (l.quoteId ? [l.quoteId] : [])))]),
    // The status moves on by itself: confirmed five minutes after the order was received.
    db
      .prepare(
        `INSERT INTO order_status_events (order_id, status, at) SELECT ${orderId}, 'RECEIVED', ?2 WHERE ${orderExists} UNION ALL SELECT ${orderId}, 'CONFIRMED', ?3 WHERE ${orderExists}`,
      )
      .bind(temp, createdAt, confirmedAt),
    db
      .prepare(
        `DELETE FROM cart_items WHERE cart_id = ?2 AND id IN (SELECT json_extract(value, '$.id') FROM json_each(?3)) AND ${orderExists}`,
      )
      .bind(temp, cart.id, snapshot),
    db
      .prepare(
        "DELETE FROM cart_deliveries WHERE cart_id = ?1 AND delivery_id = ?2 AND NOT EXISTS (SELECT 1 FROM cart_items WHERE cart_id = ?1 AND delivery_id = ?2)",
      )
      .bind(cart.id, deliveryId),
  ];
  try {
    await db.batch(statements);
  } catch (error) {
    const raced = await existingOrder(db, claims.sub, scope, deliveryId);
    if (raced) return raced;
    throw error;
  }
  const created = await existingOrder(db, claims.sub, scope, deliveryId);
  if (!created && quotes.quoteIds.length) {
    // Not written: when a quote was consumed meanwhile (a parallel checkout of another cart), that is the answer.
    const { problem } = await checkQuoteLines(db, claims, lines, scope);
    if (problem) throw quoteConflict(problem);
  }
  return (
    created ??
    failure(deliveryId, "CART_CHANGED", "The delivery's lines changed during checkout; reload the cart and try again")
  );
}
