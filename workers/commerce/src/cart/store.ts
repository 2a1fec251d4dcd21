/**
 * Cart storage on D1. Every write that could race with another is ONE statement (an upsert whose
 * arithmetic happens inside SQLite), and the statements of one call go in one `db.batch`, which D1
 * runs as a transaction. D1 executes statements one at a time per database, so 50 concurrent adds
 * to one cart cannot lose an update: nothing reads a quantity in the worker and writes it back.
 */
import { roundToOrderMultiple } from "@shop/domain/stock";
import type { AccessClaims } from "../auth/jwt";
import { assertCartAccess } from "../auth/access";
import { denies } from "../auth/claims";
import { loadStockRows, stockView } from "../catalogue/stock";
import { loadArticles, type ArticleRow } from "../catalogue/variants";
import { ApiError, notFound } from "../http/errors";
import { CENTRAL_IDS } from "../seed/generate";

/** Lines per cart. A trade cart of 200 lines is already a bulk order; more belongs in a file to sales. */
export { CART_LINE_LIMIT } from "@shop/domain/cart-limits";
import { CART_LINE_LIMIT } from "@shop/domain/cart-limits";
export const DELIVERY_IDS = ["DBI", "EXH", "XXX", "EXB", "24-12"] as const;
export type DeliveryId = (typeof DELIVERY_IDS)[number];
/** Store pickups: their stock is the chosen store's. */
export const PICKUP_DELIVERIES: ReadonlySet<string> = new Set(["EXH", "EXB"]);

export interface CartRow {
  id: string;
  user_id: string | null;
  customer_id: string;
  project_id: string;
  status: string;
  created_at: string;
  updated_at: string;
}
export interface CartItemRow {
  id: string;
  cart_id: string;
  delivery_id: string;
  article_number: string;
  label: string;
  quantity: number;
  created_at: string;
}
export interface CartDeliveryRow {
  cart_id: string;
  delivery_id: string;
  position: number;
  requested_delivery_date: string | null;
  is_included_in_order: number;
}

export interface ItemError {
  id: string;
  code: string;
  message: string;
}

const newId = (prefix: string) => `${prefix}-${crypto.randomUUID()}`;

/** The open cart of the token's user, customer and project; created on first use. */
export async function openCart(db: D1Database, claims: AccessClaims): Promise<CartRow> {
  const customer = claims.customerId ?? "";
  const project = claims.projectId ?? "";
  const [, found] = await db.batch<CartRow>([
    // The partial unique index makes a concurrent second create a no-op.
    db.prepare("INSERT OR IGNORE INTO carts (id, user_id, customer_id, project_id) VALUES (?, ?, ?, ?)").bind(newId("c"), claims.sub, customer, project),
    db.prepare("SELECT * FROM carts WHERE user_id = ? AND customer_id = ? AND project_id = ? AND status = 'OPEN'").bind(claims.sub, customer, project),
  ]);
  return found.results[0];
}

/** The caller's own open cart; anyone else's answers 404 like a missing one, so ids cannot be probed. */
export async function ownedCart(db: D1Database, claims: AccessClaims, cartId: string): Promise<CartRow> {
  const cart = await db.prepare("SELECT * FROM carts WHERE id = ? AND user_id = ? AND status = 'OPEN'").bind(cartId, claims.sub).first<CartRow>();
  if (!cart) throw notFound("Cart not found");
  assertCartAccess(claims, cart);
  return cart;
}

export async function cartContents(db: D1Database, cartId: string) {
  const [items, deliveries] = await db.batch([
    db.prepare("SELECT * FROM cart_items WHERE cart_id = ? ORDER BY rowid").bind(cartId),
    db.prepare("SELECT * FROM cart_deliveries WHERE cart_id = ? ORDER BY position").bind(cartId),
  ]);
  return { items: items.results as unknown as CartItemRow[], deliveries: deliveries.results as unknown as CartDeliveryRow[] };
}

/** Deliveries that hold items, in the order they were added. */
export function activeDeliveryIds(items: readonly CartItemRow[], deliveries: readonly CartDeliveryRow[]): string[] {
  const used = new Set(items.map((i) => i.delivery_id));
  return deliveries.filter((d) => used.has(d.delivery_id)).map((d) => d.delivery_id);
}

/** Active deliveries that will become orders at checkout. */
export function deliveryIdsInOrder(items: readonly CartItemRow[], deliveries: readonly CartDeliveryRow[]): string[] {
  const used = new Set(items.map((i) => i.delivery_id));
  return deliveries.filter((d) => used.has(d.delivery_id) && d.is_included_in_order === 1).map((d) => d.delivery_id);
}

export function cartView(cart: CartRow, items: readonly CartItemRow[], deliveries: readonly CartDeliveryRow[]) {
  const dateOf = new Map(deliveries.map((d) => [d.delivery_id, d.requested_delivery_date]));
  return {
    cartId: cart.id,
    status: cart.status,
    customerId: cart.customer_id || null,
    projectId: cart.project_id || null,
    lineLimit: CART_LINE_LIMIT,
    deliveryIdsInOrder: deliveryIdsInOrder(items, deliveries),
    activeDeliveryIds: activeDeliveryIds(items, deliveries),
    deliveries: deliveries.map((d) => ({ deliveryId: d.delivery_id, requestedDeliveryDate: d.requested_delivery_date, isIncludedInOrder: d.is_included_in_order === 1 })),
    items: items.map((i) => itemView(i, dateOf.get(i.delivery_id) ?? null)),
  };
}

export function itemView(i: CartItemRow, requestedDeliveryDate: string | null = null) {
  return { cartItemId: i.id, articleNumber: i.article_number, quantity: i.quantity, deliveryId: i.delivery_id, label: i.label, requestedDeliveryDate };
}

/** Order multiple per article for a delivery, from the same stock rules the catalogue answers with. */
export async function orderMultiples(db: D1Database, articles: readonly ArticleRow[], deliveryIds: readonly string[]) {
  const rows = await loadStockRows(db, articles.map((a) => a.article_number));
  const result = new Map<string, number>();
  for (const a of articles) {
    for (const deliveryId of deliveryIds) {
      const view = stockView(a.article_number, a.stock_type, rows.get(a.article_number) ?? [], { deliveryId, centralIds: CENTRAL_IDS }, new Date());
      result.set(`${a.article_number}|${deliveryId}`, view.orderMultiple);
    }
  }
  return result;
}

async function allowedDeliveries(db: D1Database, claims: AccessClaims): Promise<Set<string>> {
  if (!denies(claims, "EJ_ALLA_LEVERANSSATT")) return new Set(DELIVERY_IDS);
  const { results } = await db.prepare("SELECT id FROM delivery_options WHERE offered_when_limited = 1").all<{ id: string }>();
  return new Set(results.map((r) => r.id));
}

function ensureDelivery(db: D1Database, cartId: string, deliveryId: string) {
  return db
    .prepare("INSERT OR IGNORE INTO cart_deliveries (cart_id, delivery_id, position) VALUES (?1, ?2, (SELECT COALESCE(MAX(position), -1) + 1 FROM cart_deliveries WHERE cart_id = ?1))")
    .bind(cartId, deliveryId);
}

/**
 * Adds the quantity to the line (article, delivery, label), creating it if the cart has room.
 * Rounding to the order multiple happens in the same statement, on the summed quantity.
 */
function upsertLine(db: D1Database, cartId: string, item: { articleNumber: string; deliveryId: string; label: string; quantity: number }, multiple: number, limit: number) {
  return db
    .prepare(
      `INSERT INTO cart_items (id, cart_id, delivery_id, article_number, label, quantity)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6
       WHERE (SELECT COUNT(*) FROM cart_items WHERE cart_id = ?2) < ?8
          OR EXISTS (SELECT 1 FROM cart_items WHERE cart_id = ?2 AND delivery_id = ?3 AND article_number = ?4 AND label = ?5)
       ON CONFLICT (cart_id, delivery_id, article_number, label)
       DO UPDATE SET quantity = ((cart_items.quantity + excluded.quantity + ?7 - 1) / ?7) * ?7
       RETURNING *`,
    )
    .bind(newId("ci"), cartId, item.deliveryId, item.articleNumber, item.label, roundToOrderMultiple(item.quantity, multiple), multiple, limit);
}

const touch = (db: D1Database, cartId: string) => db.prepare("UPDATE carts SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = ?").bind(cartId);

export interface AddItem {
  articleNumber: string;
  quantity: number;
  deliveryId: string;
  label?: string | null;
}

/**
 * Adds items in one transaction. Unknown articles and delivery methods the user may not use are
 * errors by id; items the cart has no room for get CART_LIMIT. `allOrNothing` (file upload) refuses
 * the whole set when the new lines would not fit.
 */
export async function addItems(db: D1Database, claims: AccessClaims, cartId: string, items: readonly AddItem[], options: { allOrNothing?: boolean; limit?: number } = {}) {
  const limit = options.limit ?? CART_LINE_LIMIT;
  const errors: ItemError[] = [];
  const articles = await loadArticles(db, items.map((i) => i.articleNumber));
  const byNumber = new Map(articles.map((a) => [a.article_number, a]));
  const allowed = await allowedDeliveries(db, claims);
  const valid: (AddItem & { label: string })[] = [];
  for (const item of items) {
    if (!byNumber.has(item.articleNumber)) errors.push({ id: item.articleNumber, code: "ARTICLE_NOT_FOUND", message: `Article ${item.articleNumber} does not exist` });
    else if (!allowed.has(item.deliveryId)) errors.push({ id: item.articleNumber, code: "DELIVERY_NOT_ALLOWED", message: `Delivery method ${item.deliveryId} is not available to this user` });
    else valid.push({ ...item, label: item.label?.trim() ?? "" });
  }
  if (valid.length === 0) return { cartItems: [], errors };
  if (options.allOrNothing) {
    const { results } = await db.prepare("SELECT delivery_id, article_number, label FROM cart_items WHERE cart_id = ?").bind(cartId).all<{ delivery_id: string; article_number: string; label: string }>();
    const keys = new Set(results.map((r) => `${r.delivery_id}|${r.article_number}|${r.label}`));
    for (const v of valid) keys.add(`${v.deliveryId}|${v.articleNumber}|${v.label}`);
    if (keys.size > limit) {
      return { cartItems: [], errors: [...errors, { id: "CART_LIMIT", code: "CART_LIMIT", message: `The cart would have ${keys.size} lines; at most ${limit} are allowed` }] };
    }
  }
  const multiples = await orderMultiples(db, valid.map((v) => byNumber.get(v.articleNumber)!), [...new Set(valid.map((v) => v.deliveryId))]);
  const deliveries = [...new Set(valid.map((v) => v.deliveryId))];
  const statements = [
    ...deliveries.map((d) => ensureDelivery(db, cartId, d)),
    ...valid.map((v) => upsertLine(db, cartId, v, multiples.get(`${v.articleNumber}|${v.deliveryId}`) ?? 1, limit)),
    touch(db, cartId),
  ];
  const results = await db.batch<CartItemRow>(statements);
  const cartItems: ReturnType<typeof itemView>[] = [];
  valid.forEach((v, i) => {
    const row = results[deliveries.length + i].results[0];
    if (row) cartItems.push(itemView(row));
    else errors.push({ id: v.articleNumber, code: "CART_LIMIT", message: `The cart holds at most ${limit} lines` });
  });
  return { cartItems, errors };
}

export interface UpdateItem {
  cartItemId: string;
  quantity?: number;
  deliveryId?: string;
  label?: string | null;
}

/**
 * Sets a line's absolute quantity, or moves it to another delivery or label. Moving onto an existing
 * line merges the two (one line per article, delivery and label).
 */
export async function updateItems(db: D1Database, claims: AccessClaims, cartId: string, updates: readonly UpdateItem[]) {
  const errors: ItemError[] = [];
  const ids = updates.map((u) => u.cartItemId);
  const { results: rows } = await db
    .prepare(`SELECT * FROM cart_items WHERE cart_id = ? AND id IN (SELECT value FROM json_each(?))`).bind(cartId, JSON.stringify(ids))
    .all<CartItemRow>();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const articles = await loadArticles(db, rows.map((r) => r.article_number));
  const allowed = await allowedDeliveries(db, claims);
  const multiples = await orderMultiples(db, articles, [...new Set([...rows.map((r) => r.delivery_id), ...updates.flatMap((u) => (u.deliveryId ? [u.deliveryId] : []))])]);
  const statements: D1PreparedStatement[] = [];
  const answerFor: { id: string; index: number; targetKey?: string }[] = [];
  for (const u of updates) {
    const row = byId.get(u.cartItemId);
    if (!row) {
      errors.push({ id: u.cartItemId, code: "ITEM_NOT_FOUND", message: "No such line in this cart" });
      continue;
    }
    const deliveryId = u.deliveryId ?? row.delivery_id;
    if (!allowed.has(deliveryId)) {
      errors.push({ id: u.cartItemId, code: "DELIVERY_NOT_ALLOWED", message: `Delivery method ${deliveryId} is not available to this user` });
      continue;
    }
    const label = u.label === undefined ? row.label : (u.label ?? "").trim();
    const multiple = multiples.get(`${row.article_number}|${deliveryId}`) ?? 1;
    const quantity = roundToOrderMultiple(u.quantity ?? row.quantity, multiple);
    if (deliveryId === row.delivery_id && label === row.label) {
      statements.push(db.prepare("UPDATE cart_items SET quantity = ? WHERE id = ? AND cart_id = ? RETURNING *").bind(quantity, row.id, cartId));
      answerFor.push({ id: row.id, index: statements.length - 1 });
    } else {
      statements.push(ensureDelivery(db, cartId, deliveryId));
      // Merge into an existing target line, else move this one.
      statements.push(
        db.prepare("UPDATE cart_items SET quantity = ((quantity + ?5 + ?6 - 1) / ?6) * ?6 WHERE cart_id = ?1 AND delivery_id = ?2 AND article_number = ?3 AND label = ?4").bind(cartId, deliveryId, row.article_number, label, quantity, multiple),
      );
      statements.push(
        db.prepare(
          `UPDATE cart_items SET delivery_id = ?3, label = ?4, quantity = ?5 WHERE id = ?1 AND cart_id = ?2
             AND NOT EXISTS (SELECT 1 FROM cart_items t WHERE t.cart_id = ?2 AND t.delivery_id = ?3 AND t.article_number = ?6 AND t.label = ?4)`,
        ).bind(row.id, cartId, deliveryId, label, quantity, row.article_number),
      );
      // Merged: the moved line is gone; moved: it now has the new delivery and label and stays.
      statements.push(db.prepare("DELETE FROM cart_items WHERE id = ?1 AND cart_id = ?2 AND (delivery_id <> ?3 OR label <> ?4)").bind(row.id, cartId, deliveryId, label));
      statements.push(db.prepare("SELECT * FROM cart_items WHERE cart_id = ? AND delivery_id = ? AND article_number = ? AND label = ?").bind(cartId, deliveryId, row.article_number, label));
      answerFor.push({ id: row.id, index: statements.length - 1 });
    }
  }
  if (statements.length === 0) return { cartItems: [], errors };
  statements.push(touch(db, cartId));
  const results = await db.batch<CartItemRow>(statements);
  const cartItems = answerFor.flatMap((a) => results[a.index].results.map((r) => itemView(r)));
  return { cartItems, errors };
}

export async function removeItems(db: D1Database, cartId: string, itemIds: readonly string[] | "all") {
  if (itemIds === "all") {
    const [, , result] = await db.batch([db.prepare("DELETE FROM cart_deliveries WHERE cart_id = ?").bind(cartId), touch(db, cartId), db.prepare("DELETE FROM cart_items WHERE cart_id = ?").bind(cartId)]);
    return { removed: result.meta.changes ?? 0, errors: [] as ItemError[] };
  }
  const { results } = await db.prepare(`SELECT id FROM cart_items WHERE cart_id = ? AND id IN (SELECT value FROM json_each(?))`).bind(cartId, JSON.stringify(itemIds)).all<{ id: string }>();
  const found = new Set(results.map((r) => r.id));
  const errors: ItemError[] = itemIds.filter((id) => !found.has(id)).map((id) => ({ id, code: "ITEM_NOT_FOUND", message: "No such line in this cart" }));
  if (found.size) await db.batch([db.prepare(`DELETE FROM cart_items WHERE cart_id = ? AND id IN (SELECT value FROM json_each(?))`).bind(cartId, JSON.stringify([...found])), touch(db, cartId)]);
  return { removed: found.size, errors };
}

export async function setRequestedDate(db: D1Database, cartId: string, deliveryId: string | null, date: string) {
  if (deliveryId) await db.batch([ensureDelivery(db, cartId, deliveryId), db.prepare("UPDATE cart_deliveries SET requested_delivery_date = ? WHERE cart_id = ? AND delivery_id = ?").bind(date, cartId, deliveryId), touch(db, cartId)]);
  else await db.batch([db.prepare("UPDATE cart_deliveries SET requested_delivery_date = ? WHERE cart_id = ?").bind(date, cartId), touch(db, cartId)]);
}

export async function setIncluded(db: D1Database, cartId: string, deliveryId: string, included: boolean) {
  await db.batch([ensureDelivery(db, cartId, deliveryId), db.prepare("UPDATE cart_deliveries SET is_included_in_order = ? WHERE cart_id = ? AND delivery_id = ?").bind(included ? 1 : 0, cartId, deliveryId), touch(db, cartId)]);
}

/**
 * Moves every line of `source` (the user's cart in another customer/project)
 * into `dest`, summing lines that exist in both; the source is then closed.
 */
export async function transferCart(db: D1Database, claims: AccessClaims, destId: string, sourceId: string) {
  const dest = await ownedCart(db, claims, destId);
  // An anonymous source needs its token (cart/anonymous.ts transferAnonymousCart), never just its id.
  const source = await db.prepare("SELECT * FROM carts WHERE id = ? AND status = 'OPEN' AND user_id = ?").bind(sourceId, claims.sub).first<CartRow>();
  if (!source || source.id === dest.id) throw notFound("Source cart not found");
  const [{ results: merged }] = await db.batch<{ n: number }>([
    db.prepare(
      `SELECT COUNT(*) AS n FROM (SELECT delivery_id, article_number, label FROM cart_items WHERE cart_id = ?1
       UNION SELECT delivery_id, article_number, label FROM cart_items WHERE cart_id = ?2)`,
    ).bind(dest.id, source.id),
  ]);
  if ((merged[0]?.n ?? 0) > CART_LINE_LIMIT) throw new ApiError(409, `The carts together would exceed ${CART_LINE_LIMIT} lines`, [{ path: "", code: "CART_LIMIT", message: "Cart line limit" }]);
  await db.batch([
    db.prepare(
      `INSERT OR IGNORE INTO cart_deliveries (cart_id, delivery_id, position, requested_delivery_date, is_included_in_order)
       SELECT ?1, delivery_id, (SELECT COALESCE(MAX(position), -1) FROM cart_deliveries WHERE cart_id = ?1) + 1 + position, requested_delivery_date, is_included_in_order
       FROM cart_deliveries WHERE cart_id = ?2`,
    ).bind(dest.id, source.id),
    db.prepare(
      `INSERT INTO cart_items (id, cart_id, delivery_id, article_number, label, quantity, created_at)
       SELECT 'ci-' || lower(hex(randomblob(16))), ?1, delivery_id, article_number, label, quantity, created_at FROM cart_items WHERE cart_id = ?2 AND true
       ON CONFLICT (cart_id, delivery_id, article_number, label) DO UPDATE SET quantity = cart_items.quantity + excluded.quantity`,
    ).bind(dest.id, source.id),
    db.prepare("DELETE FROM cart_items WHERE cart_id = ?").bind(source.id),
    db.prepare("DELETE FROM cart_deliveries WHERE cart_id = ?").bind(source.id),
    db.prepare("UPDATE carts SET status = 'TRANSFERRED', updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = ?").bind(source.id),
    touch(db, dest.id),
  ]);
  return dest;
}

export async function setCartStatus(db: D1Database, cartId: string, status: "DELETED") {
  await db.batch([
    db.prepare("DELETE FROM cart_items WHERE cart_id = ?").bind(cartId),
    db.prepare("DELETE FROM cart_deliveries WHERE cart_id = ?").bind(cartId),
    db.prepare("UPDATE carts SET status = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = ?").bind(status, cartId),
  ]);
}
