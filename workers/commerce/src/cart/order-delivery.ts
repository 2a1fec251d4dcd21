/**
 * One delivery of a checkout becomes one order: its lines, checked against the purchase rules and
 * priced for the token's context (`prepareDelivery`), written in one batch under the scoped idempotency key so a
 * retry or a race finds the order instead of placing it twice (`placeDelivery`, through cart/order-writer.ts). The
 * two steps are apart so checkout can weigh the prepared orders against the buyer's order limits first
 * (cart/checkout.ts) and submit them for approval instead.
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
  tempOrderId,
  type CheckoutResult,
  type OrderDetailsInput,
  type RefusedOrderLine,
} from "./checkout-results";
import { existingOrder, ORDER_EXISTS, orderStatements, type PreparedOrder } from "./order-writer";
import { checkQuoteLines, quoteConflict } from "./quote-order";
import { cartContents, type CartItemRow, type CartRow } from "./store";

export { existingOrder };

/** A delivery checked and priced, with the cart lines it was read from (the batch holds them to it). */
export interface PreparedDelivery {
  order: PreparedOrder;
  cartLines: { id: string; quantity: number }[];
}

/** Prepares a delivery and places it at once (checkout of a buyer without order limits takes this path too). */
export async function orderDelivery(
  db: D1Database,
  claims: AccessClaims,
  cart: CartRow,
  deliveryId: string,
  details: OrderDetailsInput,
  scope: string,
): Promise<CheckoutResult> {
  const prepared = await prepareDelivery(db, claims, cart, deliveryId, details, scope);
  return "order" in prepared ? placeDelivery(db, claims, cart, prepared, scope) : prepared;
}

/**
 * Checks and prices a delivery of the cart: the order it would become, or the delivery's failure (the same answers a
 * checkout gave before order limits existed), or the order this scoped key already placed for it.
 */
export async function prepareDelivery(
  db: D1Database,
  claims: AccessClaims,
  cart: CartRow,
  deliveryId: string,
  details: OrderDetailsInput,
  scope: string,
): Promise<PreparedDelivery | CheckoutResult> {
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
  return {
    order: {
      deliveryId,
      warehouseId,
      customerOrderNumber: orderNumber,
      reference: details.reference ?? null,
      costCentre: details.costCentre ?? null,
      message: details.message ?? null,
      requestedDeliveryDate: requested,
      deliveryAddress: address,
      zipCode,
      lines: orderLines.map(({ cartItemId: _cartItemId, ...line }) => line),
      netOre: net,
      vatOre: vatOf(net),
      quoteIds: quotes.quoteIds,
      quoteLimits: quotes.limits,
    },
    cartLines: orderLines.map((l) => ({ id: l.cartItemId, quantity: l.quantity })),
  };
}

/** Writes a prepared delivery as an order and takes its lines out of the cart, in one batch. */
export async function placeDelivery(
  db: D1Database,
  claims: AccessClaims,
  cart: CartRow,
  prepared: PreparedDelivery,
  scope: string,
): Promise<CheckoutResult> {
  const { order } = prepared;
  const deliveryId = order.deliveryId;
  const temp = tempOrderId();
  // The lines exactly as read (id and quantity): if a concurrent call ordered or changed them meanwhile, the order is
  // not written at all, so the same lines can never be ordered twice (D1 runs the batch as one transaction). Nor is
  // it written once another checkout consumed one of its quotes (quotesStillOrderable, in the writer).
  const snapshot = JSON.stringify(prepared.cartLines.map((l) => ({ id: l.id, q: l.quantity })));
  const statements = [
    ...orderStatements(
      db,
      { customerId: claims.customerId!, projectId: claims.projectId ?? "", userId: claims.sub, approvalId: null },
      order,
      scope,
      temp,
      {
        sql: `(SELECT COUNT(*) FROM cart_items c JOIN json_each(?20) j ON c.id = json_extract(j.value, '$.id') AND c.quantity = json_extract(j.value, '$.q')
               WHERE c.cart_id = ?19) = ?21`,
        binds: [cart.id, snapshot, prepared.cartLines.length],
      },
    ),
    db
      .prepare(
        `DELETE FROM cart_items WHERE cart_id = ?2 AND id IN (SELECT json_extract(value, '$.id') FROM json_each(?3)) AND ${ORDER_EXISTS}`,
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
  if (!created && order.quoteIds.length) {
    // Not written: when a quote was consumed meanwhile (a parallel checkout of another cart), that is the answer.
    const { items } = await cartContents(db, cart.id);
    const { problem } = await checkQuoteLines(
      db,
      claims,
      items.filter((i) => i.delivery_id === deliveryId),
      scope,
    );
    if (problem) throw quoteConflict(problem);
  }
  return (
    created ??
    failure(deliveryId, "CART_CHANGED", "The delivery's lines changed during checkout; reload the cart and try again")
  );
}
