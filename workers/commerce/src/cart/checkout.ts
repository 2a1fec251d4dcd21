/**
 * Checkout: each delivery in orderDetails becomes an order on its own, so one failing delivery
 * (an article that can no longer be bought, a past requested date) leaves the others ordered —
 * the partial-order case. The call is idempotent with Stripe's semantics: a key belongs to the calling
 * user (another user's same key is simply another key), to one cart and to one request body (a repeat
 * with another cart or body is a 422), and lives 24 hours. The first call claims the key in
 * checkout_requests and stores its answer there; a repeat answers that stored answer, or 409 while the
 * first call is still running. Orders carry the scoped key "<user>/<cart>/<claimed at>/<key>" in
 * checkout_key with (checkout_key, delivery_id) UNIQUE, so even a crash between order and answer cannot
 * order twice, and no lookup by key can ever reach another user's or another cart's order.
 */
import { customerOrderNumberProblems } from "@shop/domain/customer-order-number";
import { nextDeliveryDate, stockholmToday } from "@shop/domain/delivery-date";
import { oreToSek, vatOf } from "@shop/domain/money";
import { moneyVisibility } from "../auth/money-filter";
import { purchasability } from "@shop/domain/purchase-constraints";
import type { AccessClaims } from "../auth/jwt";
import { denies } from "../auth/claims";
import { catalogueContext } from "../catalogue/context";
import { priceArticles } from "../catalogue/prices";
import { loadStockRows } from "../catalogue/stock";
import { loadArticles } from "../catalogue/variants";
import { ApiError, forbidden } from "../http/errors";
import { CENTRAL_IDS } from "../seed/generate";
import { cartContents, PICKUP_DELIVERIES, type CartItemRow, type CartRow } from "./store";

export interface OrderDetailsInput {
  customerOrderNumber?: string | null;
  reference?: string | null;
  message?: string | null;
  addressId?: string | null;
  storeId?: string | null;
  requestedDeliveryDate?: string | null;
  email?: string | null;
  zipCode?: string | null;
}

/** Delivery methods whose order carries the zip code the express delivery goes to. */
export const ZIP_CODE_DELIVERIES = new Set(["XXX", "24-12"]);

export interface CheckoutInput {
  orderDetails: Record<string, OrderDetailsInput>;
  sendOrderReceipt: boolean;
}

export interface CheckoutResult {
  deliveryId: string;
  success: boolean;
  tempOrderId: string | null;
  orderId: string | null;
  orderItems: { articleNumber: string; name: string; quantity: number; unit: string; label: string; unitPrice: number; lineNet: number }[];
  /** `currency` marks the result's amounts for the money filter (auth/money-filter.ts). */
  orderDetails: { warehouseId: string | null; requestedDeliveryDate: string | null; customerOrderNumber: string | null; reference: string | null; zipCode?: string | null; total: number | null; currency: "SEK" };
  errors: { code: string; message: string; articleNumbers?: string[] }[];
}

const POLL_MS = 100;
const WAIT_FOR_FIRST_CALL_MS = 8000;

function tempOrderId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return `WEB-${[...bytes].map((b) => b.toString(16).padStart(2, "0")).join("").toUpperCase()}`;
}

function failure(deliveryId: string, code: string, message: string, articleNumbers?: string[]): CheckoutResult {
  return {
    deliveryId, success: false, tempOrderId: null, orderId: null, orderItems: [],
    orderDetails: { warehouseId: null, requestedDeliveryDate: null, customerOrderNumber: null, reference: null, total: null, currency: "SEK" },
    errors: [{ code, message, ...(articleNumbers ? { articleNumbers } : {}) }],
  };
}

/** How long a key is kept: a repeat after that is a new checkout (Stripe keeps keys 24 hours). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** The key orders are stored under: the caller's key inside its user, cart and claim. */
function scopedKey(userId: string, cartId: string, claimedAt: number, key: string): string {
  return `${userId}/${cartId}/${claimedAt}/${key}`;
}

/** SHA-256 (hex) of the request body in canonical form (object keys sorted, absent fields left out). */
export async function requestHash(input: CheckoutInput): Promise<string> {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(canonical)
      : v !== null && typeof v === "object"
        ? Object.fromEntries(Object.keys(v).sort().filter((k) => (v as Record<string, unknown>)[k] !== undefined).map((k) => [k, canonical((v as Record<string, unknown>)[k])]))
        : v;
  const bytes = new TextEncoder().encode(JSON.stringify(canonical({ orderDetails: input.orderDetails, sendOrderReceipt: input.sendOrderReceipt })));
  return [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

const keyReused = (what: "cart" | "body") =>
  new ApiError(422, what === "cart" ? "The idempotency key was already used for another cart" : "The idempotency key was already used with another request body", [
    { path: "Idempotency-Key", code: what === "cart" ? "key_reused_other_cart" : "key_reused_other_body", message: "Use a new key per checkout" },
  ]);

type Claim = { replay: CheckoutResult[] } | { scope: string };

/**
 * Claims the caller's key, or answers the stored result of an earlier call with it (waiting briefly if
 * it is still running). Keys older than 24 hours are purged on the way, so they start afresh.
 */
async function claimOrReplay(db: D1Database, userId: string, key: string, cartId: string, hash: string): Promise<Claim> {
  const now = Date.now();
  const [, claimed] = await db.batch<{ created_at: number }>([
    db.prepare("DELETE FROM checkout_requests WHERE created_at < ?").bind(now - IDEMPOTENCY_KEY_TTL_MS),
    db.prepare("INSERT OR IGNORE INTO checkout_requests (user_id, idempotency_key, cart_id, created_at, request_hash, running) VALUES (?, ?, ?, ?, ?, 1) RETURNING created_at")
      .bind(userId, key, cartId, now, hash),
  ]);
  if (claimed.results.length) return { scope: scopedKey(userId, cartId, now, key) };
  const deadline = Date.now() + WAIT_FOR_FIRST_CALL_MS;
  for (;;) {
    const row = await db.prepare("SELECT cart_id, request_hash, result, running, created_at FROM checkout_requests WHERE user_id = ? AND idempotency_key = ?")
      .bind(userId, key).first<{ cart_id: string; request_hash: string | null; result: string | null; running: number; created_at: number }>();
    if (!row) return claimOrReplay(db, userId, key, cartId, hash);
    if (row.cart_id !== cartId) throw keyReused("cart");
    // Requests from before the body hash existed (NULL) replay for any body, as they did.
    if (row.request_hash !== null && row.request_hash !== hash) throw keyReused("body");
    if (row.result) return { replay: JSON.parse(row.result) as CheckoutResult[] };
    if (row.running === 0) {
      // The earlier call failed and released the key: take it over (one caller wins), in the same scope,
      // so the orders it did place are found again instead of placed twice.
      const taken = await db.prepare("UPDATE checkout_requests SET running = 1, request_hash = COALESCE(request_hash, ?) WHERE user_id = ? AND idempotency_key = ? AND running = 0 AND result IS NULL")
        .bind(hash, userId, key).run();
      if (taken.meta.changes) return { scope: scopedKey(userId, cartId, row.created_at, key) };
      continue;
    }
    if (Date.now() > deadline) throw new ApiError(409, "A checkout with this idempotency key is still running", [{ path: "Idempotency-Key", code: "in_progress", message: "Retry in a moment" }], { "retry-after": "2" });
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

export async function checkout(db: D1Database, claims: AccessClaims, cart: CartRow, input: CheckoutInput, key: string): Promise<{ results: CheckoutResult[]; replayed: boolean }> {
  if (denies(claims, "EJ_ORDER")) throw forbidden("Not allowed to place orders");
  if (!claims.customerId) throw new ApiError(400, "Choose a customer before ordering", [{ path: "customerId", code: "missing_context", message: "The token has no customer context" }]);
  // The order is written for the token's customer and project at their prices: only that context's cart may
  // become it (a cart of the same user for another customer or project would be ordered on the wrong account).
  if (cart.customer_id !== claims.customerId || cart.project_id !== (claims.projectId ?? "")) {
    throw new ApiError(422, "The cart belongs to another customer or project than the session; switch to it before ordering", [
      { path: "cartId", code: "cart_context_mismatch", message: `Cart of ${cart.customer_id || "-"}/${cart.project_id || "-"}` },
    ]);
  }
  const claim = await claimOrReplay(db, claims.sub, key, cart.id, await requestHash(input));
  if ("replay" in claim) return { results: claim.replay, replayed: true };
  try {
    const results: CheckoutResult[] = [];
    for (const [deliveryId, details] of Object.entries(input.orderDetails)) {
      results.push(await orderDelivery(db, claims, cart, deliveryId, details, claim.scope));
    }
    if (input.sendOrderReceipt && results.some((r) => r.success)) await queueReceipt(db, claims, results, input.orderDetails);
    await db.prepare("UPDATE checkout_requests SET result = ?, running = 0 WHERE user_id = ? AND idempotency_key = ?").bind(JSON.stringify(results), claims.sub, key).run();
    return { results, replayed: false };
  } catch (error) {
    // Release the key so a retry can finish the job; orders already made are found again by (scoped key, delivery).
    await db.prepare("UPDATE checkout_requests SET running = 0 WHERE user_id = ? AND idempotency_key = ? AND result IS NULL").bind(claims.sub, key).run();
    throw error;
  }
}

/** The order a call with this scoped key already placed for the delivery (always the caller's own). */
async function existingOrder(db: D1Database, userId: string, scope: string, deliveryId: string): Promise<CheckoutResult | null> {
  const order = await db.prepare("SELECT * FROM orders WHERE checkout_key = ? AND delivery_id = ? AND user_id = ?").bind(scope, deliveryId, userId).first<OrderRowLite>();
  if (!order) return null;
  const { results: items } = await db.prepare("SELECT * FROM order_items WHERE order_id = ? ORDER BY line").bind(order.id).all<OrderItemRowLite>();
  return successResult(order, items);
}

interface OrderRowLite {
  id: number;
  temp_order_id: string;
  delivery_id: string;
  warehouse_id: string;
  requested_delivery_date: string;
  customer_order_number: string | null;
  reference: string | null;
  zip_code: string | null;
  total_ore: number;
}
interface OrderItemRowLite {
  article_number: string;
  name: string;
  quantity: number;
  unit: string;
  label: string;
  unit_price_ore: number;
  line_net_ore: number;
}

function successResult(order: OrderRowLite, items: OrderItemRowLite[]): CheckoutResult {
  return {
    deliveryId: order.delivery_id,
    success: true,
    tempOrderId: order.temp_order_id,
    orderId: String(order.id),
    orderItems: items.map((i) => ({ articleNumber: i.article_number, name: i.name, quantity: i.quantity, unit: i.unit, label: i.label, unitPrice: oreToSek(i.unit_price_ore), lineNet: oreToSek(i.line_net_ore) })),
    orderDetails: { warehouseId: order.warehouse_id, requestedDeliveryDate: order.requested_delivery_date, customerOrderNumber: order.customer_order_number, reference: order.reference, zipCode: order.zip_code, total: oreToSek(order.total_ore), currency: "SEK" },
    errors: [],
  };
}

async function orderDelivery(db: D1Database, claims: AccessClaims, cart: CartRow, deliveryId: string, details: OrderDetailsInput, scope: string): Promise<CheckoutResult> {
  const done = await existingOrder(db, claims.sub, scope, deliveryId);
  if (done) return done;
  const { items, deliveries } = await cartContents(db, cart.id);
  const delivery = deliveries.find((d) => d.delivery_id === deliveryId);
  const lines = items.filter((i) => i.delivery_id === deliveryId);
  if (!delivery || lines.length === 0) return failure(deliveryId, "EMPTY_DELIVERY", "The delivery has no items in the cart");
  if (delivery.is_included_in_order !== 1) return failure(deliveryId, "DELIVERY_NOT_INCLUDED", "The delivery is not included in the order");
  const today = stockholmToday();
  const requested = details.requestedDeliveryDate ?? delivery.requested_delivery_date ?? nextDeliveryDate(today, { today });
  if (requested < today) return failure(deliveryId, "REQUESTED_DATE_IN_PAST", `The requested delivery date ${requested} has passed`);
  const orderNumber = details.customerOrderNumber?.trim() || null;
  if (orderNumber && customerOrderNumberProblems(orderNumber).length) return failure(deliveryId, "INVALID_CUSTOMER_ORDER_NUMBER", `Customer order number: ${customerOrderNumberProblems(orderNumber).join(", ")}`);
  // Unique per customer, except among the deliveries of one checkout (they share the buyer's number).
  if (orderNumber) {
    const used = await db.prepare("SELECT id FROM orders WHERE customer_id = ? AND customer_order_number = ? COLLATE NOCASE AND COALESCE(checkout_key, '') <> ? LIMIT 1").bind(claims.customerId, orderNumber, scope).first();
    if (used) return failure(deliveryId, "CUSTOMER_ORDER_NUMBER_USED", `Customer order number ${orderNumber} is already used by order ${(used as { id: number }).id}`);
  }

  let address: Record<string, unknown> = {};
  if (details.addressId) {
    const row = await db.prepare("SELECT * FROM addresses WHERE id = ? AND customer_id = ?").bind(details.addressId, claims.customerId).first<Record<string, unknown>>();
    if (!row) return failure(deliveryId, "ADDRESS_NOT_FOUND", "The delivery address does not exist");
    if (row.valid_for_delivery !== 1) return failure(deliveryId, "ADDRESS_NOT_VALID_FOR_DELIVERY", "The address cannot be used for deliveries");
    address = row;
  }
  // Without a zip code sent, the customer's own zip code applies (the context zip code of spec section 3).
  const zipCode = ZIP_CODE_DELIVERIES.has(deliveryId)
    ? details.zipCode ?? (await db.prepare("SELECT zip_code FROM customers WHERE id = ?").bind(claims.customerId).first<{ zip_code: string | null }>())?.zip_code ?? null
    : null;
  if (ZIP_CODE_DELIVERIES.has(deliveryId) && !zipCode) return failure(deliveryId, "ZIP_CODE_REQUIRED", "An express delivery needs the zip code it goes to");
  const pickup = PICKUP_DELIVERIES.has(deliveryId);
  const warehouseId = deliveryId === "EXB" && details.storeId ? details.storeId : CENTRAL_IDS[0];

  const articles = await loadArticles(db, lines.map((l) => l.article_number));
  const byNumber = new Map(articles.map((a) => [a.article_number, a]));
  const stock = await loadStockRows(db, articles.map((a) => a.article_number));
  const blocked = lines.filter((l) => {
    const a = byNumber.get(l.article_number);
    if (!a) return true;
    const p = purchasability({
      constraints: { onlyStore: a.only_store === 1, mustBeInStockedAt: a.must_be_in_stocked_at === 1 },
      discontinued: a.discontinued === 1,
      stockedAt: JSON.parse(a.stocked_at) as string[],
      quantities: (stock.get(a.article_number) ?? []).filter((r) => r.locationId !== "VIRTUAL").map((r) => ({ locationId: r.locationId, quantity: r.quantity })),
      storeId: pickup ? details.storeId ?? null : null,
    });
    return pickup ? !p.store : !p.online;
  });
  if (blocked.length) {
    const numbers = [...new Set(blocked.map((l) => l.article_number))];
    return failure(deliveryId, "ARTICLE_NOT_PURCHASABLE", `Cannot be ordered: ${numbers.join(", ")}`, numbers);
  }

  // Orders always carry prices, also for users who may not see them (EJ_SE_PRISER).
  const ctx = { ...(await catalogueContext(db, claims)), noPrices: false, noDiscounts: false };
  const quantities = new Map<string, number>();
  for (const l of lines) quantities.set(l.article_number, (quantities.get(l.article_number) ?? 0) + l.quantity);
  const prices = await priceArticles(db, ctx, articles, quantities);
  const orderLines = lines.map((l: CartItemRow, index) => {
    const a = byNumber.get(l.article_number)!;
    const price = prices.get(l.article_number);
    // Ask-for-price articles are ordered at 0 and priced by sales on the confirmation.
    const unit = price?.netPriceOre == null ? 0 : price.netPriceOre + price.alloyingPriceOre;
    return { line: index + 1, articleNumber: a.article_number, name: a.name, quantity: l.quantity, unit: a.unit, label: l.label, unitPriceOre: unit, lineNetOre: unit * l.quantity, cartItemId: l.id };
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
  // not written at all, so the same lines can never be ordered twice (D1 runs the batch as one transaction).
  const snapshot = JSON.stringify(orderLines.map((l) => ({ id: l.cartItemId, q: l.quantity })));
  const statements = [
    db
      .prepare(
        `INSERT INTO orders (temp_order_id, customer_id, project_id, user_id, delivery_id, warehouse_id, customer_order_number, reference, message,
           requested_delivery_date, delivery_address, net_ore, vat_ore, total_ore, checkout_key, created_at, zip_code)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?20
         WHERE (SELECT COUNT(*) FROM cart_items c JOIN json_each(?18) j ON c.id = json_extract(j.value, '$.id') AND c.quantity = json_extract(j.value, '$.q')
                WHERE c.cart_id = ?17) = ?19`,
      )
      .bind(temp, claims.customerId, claims.projectId ?? "", claims.sub, deliveryId, warehouseId, orderNumber, details.reference ?? null, details.message ?? null, requested, JSON.stringify(address), net, vat, net + vat, scope, createdAt, cart.id, snapshot, orderLines.length, zipCode),
    ...orderLines.map((l) =>
      db.prepare(`INSERT INTO order_items (order_id, line, article_number, name, quantity, unit, label, unit_price_ore, line_net_ore) SELECT ${orderId}, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9 WHERE ${orderExists}`)
        .bind(temp, l.line, l.articleNumber, l.name, l.quantity, l.unit, l.label, l.unitPriceOre, l.lineNetOre),
    ),
    // The status moves on by itself: confirmed five minutes after the order was received.
    db.prepare(`INSERT INTO order_status_events (order_id, status, at) SELECT ${orderId}, 'RECEIVED', ?2 WHERE ${orderExists} UNION ALL SELECT ${orderId}, 'CONFIRMED', ?3 WHERE ${orderExists}`).bind(temp, createdAt, confirmedAt),
    db.prepare(`DELETE FROM cart_items WHERE cart_id = ?2 AND id IN (SELECT json_extract(value, '$.id') FROM json_each(?3)) AND ${orderExists}`).bind(temp, cart.id, snapshot),
    db.prepare("DELETE FROM cart_deliveries WHERE cart_id = ?1 AND delivery_id = ?2 AND NOT EXISTS (SELECT 1 FROM cart_items WHERE cart_id = ?1 AND delivery_id = ?2)").bind(cart.id, deliveryId),
  ];
  try {
    await db.batch(statements);
  } catch (error) {
    const raced = await existingOrder(db, claims.sub, scope, deliveryId);
    if (raced) return raced;
    throw error;
  }
  const created = await existingOrder(db, claims.sub, scope, deliveryId);
  return created ?? failure(deliveryId, "CART_CHANGED", "The delivery's lines changed during checkout; reload the cart and try again");
}

async function queueReceipt(db: D1Database, claims: AccessClaims, results: CheckoutResult[], details: Record<string, OrderDetailsInput>) {
  const user = await db.prepare("SELECT email, first_name FROM users WHERE id = ?").bind(claims.sub).first<{ email: string; first_name: string }>();
  if (!user) return;
  // The receipt shows the amounts the buyer may see, by the same rule as every JSON answer.
  const view = moneyVisibility(claims);
  const ok = results.filter((r) => r.success);
  const lines = ok.flatMap((r) => [
    `Order ${r.orderId} (${r.tempOrderId}), leveranssätt ${r.deliveryId}, önskat leveransdatum ${r.orderDetails.requestedDeliveryDate}`,
    ...r.orderItems.map((i) => `  ${i.articleNumber}  ${i.name}  ${i.quantity} ${i.unit}${view.prices ? `  ${i.lineNet.toFixed(2)} kr` : ""}`),
    ...(view.prices && view.financials ? [`  Summa inkl. moms: ${r.orderDetails.total?.toFixed(2)} kr`] : []),
  ]);
  const failed = results.filter((r) => !r.success).map((r) => r.deliveryId);
  const body = [
    `Hej ${user.first_name}!`, "", "Tack för din beställning. Vi har tagit emot:", "", ...lines,
    ...(failed.length ? ["", `Följande leveranser kunde inte beställas och ligger kvar i varukorgen: ${failed.join(", ")}`] : []),
    "", "Orderbekräftelsen finns under Mina sidor > Orderhistorik.",
  ].join("\n");
  const recipients = new Set([user.email, ...ok.flatMap((r) => (details[r.deliveryId]?.email ? [details[r.deliveryId].email!] : []))]);
  await db.batch([...recipients].map((to) => db.prepare("INSERT INTO outbox (to_address, subject, body) VALUES (?, ?, ?)").bind(to, `Orderkvitto ${ok.map((r) => r.orderId).join(", ")}`, body)));
}
