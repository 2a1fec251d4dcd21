/**
 * Carts on D1: the open cart of a user's context, its deliveries, its view, line removal and moves
 * between carts. Adding and changing lines is in cart/lines.ts. Every write that could race with
 * another is ONE statement, and the statements of one call go in one `db.batch`, which D1 runs as
 * a transaction.
 */
import type { NotPurchasableReason } from "@shop/domain/purchase-constraints";
import type { AccessClaims } from "../auth/jwt";
import { assertCartAccess } from "../auth/access";
import { oreToSek } from "@shop/domain/money";
import { ApiError, notFound } from "../http/errors";

/** Lines per cart. A trade cart of 200 lines is already a bulk order; more belongs in a file to sales. */
export { CART_LINE_LIMIT } from "@shop/domain/cart-limits";
import { CART_LINE_LIMIT } from "@shop/domain/cart-limits";

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
  /** Set on a line of an accepted quote (cart/quote-lines.ts); '' and null on an ordinary line. */
  quote_id: string | null;
  quote_item_id: string;
  /** The quote's agreed purchase price: this line's price through checkout into the order. */
  quoted_price_ore: number | null;
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
  /** A purchase-rule refusal's reason (NOT_PURCHASABLE_ONLINE). */
  reason?: NotPurchasableReason;
}

export const newId = (prefix: string) => `${prefix}-${crypto.randomUUID()}`;

/** The open cart of the token's user, customer and project; created on first use. */
export async function openCart(db: D1Database, claims: AccessClaims): Promise<CartRow> {
  const customer = claims.customerId ?? "";
  const project = claims.projectId ?? "";
  const [, found] = await db.batch<CartRow>([
    // The partial unique index makes a concurrent second create a no-op.
    db
      .prepare("INSERT OR IGNORE INTO carts (id, user_id, customer_id, project_id) VALUES (?, ?, ?, ?)")
      .bind(newId("c"), claims.sub, customer, project),
    db
      .prepare("SELECT * FROM carts WHERE user_id = ? AND customer_id = ? AND project_id = ? AND status = 'OPEN'")
      .bind(claims.sub, customer, project),
  ]);
  return found.results[0];
}

/** The caller's own open cart; anyone else's answers 404 like a missing one, so ids cannot be probed. */
export async function ownedCart(db: D1Database, claims: AccessClaims, cartId: string): Promise<CartRow> {
  const cart = await db
    .prepare("SELECT * FROM carts WHERE id = ? AND user_id = ? AND status = 'OPEN'")
    .bind(cartId, claims.sub)
    .first<CartRow>();
  if (!cart) throw notFound("Cart not found");
  assertCartAccess(claims, cart);
  return cart;
}

/** The two reads of a cart's contents, for a caller that runs them at the end of its own batch (cart/lines.ts). */
export function cartContentReads(db: D1Database, cartId: string): [D1PreparedStatement, D1PreparedStatement] {
  return [
    db.prepare("SELECT * FROM cart_items WHERE cart_id = ? ORDER BY rowid").bind(cartId),
    db.prepare("SELECT * FROM cart_deliveries WHERE cart_id = ? ORDER BY position").bind(cartId),
  ];
}

export interface CartContents {
  items: CartItemRow[];
  deliveries: CartDeliveryRow[];
}

export function cartContentsOf(items: D1Result, deliveries: D1Result): CartContents {
  return {
    items: items.results as unknown as CartItemRow[],
    deliveries: deliveries.results as unknown as CartDeliveryRow[],
  };
}

export async function cartContents(db: D1Database, cartId: string): Promise<CartContents> {
  const [items, deliveries] = await db.batch(cartContentReads(db, cartId));
  return cartContentsOf(items, deliveries);
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
    deliveries: deliveries.map((d) => ({
      deliveryId: d.delivery_id,
      requestedDeliveryDate: d.requested_delivery_date,
      isIncludedInOrder: d.is_included_in_order === 1,
    })),
    items: items.map((i) => itemView(i, dateOf.get(i.delivery_id) ?? null)),
  };
}

export function itemView(i: CartItemRow, requestedDeliveryDate: string | null = null) {
  return {
    cartItemId: i.id,
    articleNumber: i.article_number,
    quantity: i.quantity,
    deliveryId: i.delivery_id,
    label: i.label,
    requestedDeliveryDate,
    quoteId: i.quote_id ?? null,
    quotedPrice: i.quoted_price_ore === null || i.quoted_price_ore === undefined ? null : oreToSek(i.quoted_price_ore),
  };
}

/** The delivery's row (position, date, included), created the first time a line uses it. */
export function ensureDelivery(db: D1Database, cartId: string, deliveryId: string) {
  return db
    .prepare(
      "INSERT OR IGNORE INTO cart_deliveries (cart_id, delivery_id, position) VALUES (?1, ?2, (SELECT COALESCE(MAX(position), -1) + 1 FROM cart_deliveries WHERE cart_id = ?1))",
    )
    .bind(cartId, deliveryId);
}

export const touch = (db: D1Database, cartId: string) =>
  db.prepare("UPDATE carts SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = ?").bind(cartId);

export async function removeItems(db: D1Database, cartId: string, itemIds: readonly string[] | "all") {
  if (itemIds === "all") {
    const [, , result] = await db.batch([
      db.prepare("DELETE FROM cart_deliveries WHERE cart_id = ?").bind(cartId),
      touch(db, cartId),
      db.prepare("DELETE FROM cart_items WHERE cart_id = ?").bind(cartId),
    ]);
    return { removed: result.meta.changes ?? 0, errors: [] as ItemError[] };
  }
  const { results } = await db
    .prepare(`SELECT id FROM cart_items WHERE cart_id = ? AND id IN (SELECT value FROM json_each(?))`)
    .bind(cartId, JSON.stringify(itemIds))
    .all<{ id: string }>();
  const found = new Set(results.map((r) => r.id));
  const errors: ItemError[] = itemIds
    .filter((id) => !found.has(id))
    .map((id) => ({ id, code: "ITEM_NOT_FOUND", message: "No such line in this cart" }));
  if (found.size)
    await db.batch([
      db
        .prepare(`DELETE FROM cart_items WHERE cart_id = ? AND id IN (SELECT value FROM json_each(?))`)
        .bind(cartId, JSON.stringify([...found])),
      touch(db, cartId),
    ]);
  return { removed: found.size, errors };
}

export async function setRequestedDate(db: D1Database, cartId: string, deliveryId: string | null, date: string) {
  if (deliveryId)
    await db.batch([
      ensureDelivery(db, cartId, deliveryId),
      db
        .prepare("UPDATE cart_deliveries SET requested_delivery_date = ? WHERE cart_id = ? AND delivery_id = ?")
        .bind(date, cartId, deliveryId),
      touch(db, cartId),
    ]);
  else
    await db.batch([
      db.prepare("UPDATE cart_deliveries SET requested_delivery_date = ? WHERE cart_id = ?").bind(date, cartId),
      touch(db, cartId),
    ]);
}

export async function setIncluded(db: D1Database, cartId: string, deliveryId: string, included: boolean) {
  await db.batch([
    ensureDelivery(db, cartId, deliveryId),
    db
      .prepare("UPDATE cart_deliveries SET is_included_in_order = ? WHERE cart_id = ? AND delivery_id = ?")
      .bind(included ? 1 : 0, cartId, deliveryId),
    touch(db, cartId),
  ]);
}

/**
 * Moves every line of `source` (the user's cart in another customer/project)
 * into `dest`, summing lines that exist in both; the source is then closed. A quote's line keeps its quote (checkout
 * checks the quote against the cart's customer) unless `dest` already holds that quote item.
 */
export async function transferCart(db: D1Database, claims: AccessClaims, destId: string, sourceId: string) {
  const dest = await ownedCart(db, claims, destId);
  // An anonymous source needs its token (cart/anonymous.ts transferAnonymousCart), never just its id.
  const source = await db
    .prepare("SELECT * FROM carts WHERE id = ? AND status = 'OPEN' AND user_id = ?")
    .bind(sourceId, claims.sub)
    .first<CartRow>();
  if (!source || source.id === dest.id) throw notFound("Source cart not found");
  const [{ results: merged }] = await db.batch<{ n: number }>([
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM (SELECT delivery_id, article_number, label, quote_item_id FROM cart_items WHERE cart_id = ?1
       UNION SELECT delivery_id, article_number, label, quote_item_id FROM cart_items WHERE cart_id = ?2)`,
      )
      .bind(dest.id, source.id),
  ]);
  if ((merged[0]?.n ?? 0) > CART_LINE_LIMIT)
    throw new ApiError(409, `The carts together would exceed ${CART_LINE_LIMIT} lines`, [
      { path: "", code: "CART_LIMIT", message: "Cart line limit" },
    ]);
  await db.batch([
    db
      .prepare(
        `INSERT OR IGNORE INTO cart_deliveries (cart_id, delivery_id, position, requested_delivery_date, is_included_in_order)
       SELECT ?1, delivery_id, (SELECT COALESCE(MAX(position), -1) FROM cart_deliveries WHERE cart_id = ?1) + 1 + position, requested_delivery_date, is_included_in_order
       FROM cart_deliveries WHERE cart_id = ?2`,
      )
      .bind(dest.id, source.id),
    db
      .prepare(
        `INSERT INTO cart_items (id, cart_id, delivery_id, article_number, label, quantity, created_at, quote_id,
           quote_item_id, quoted_price_ore)
       SELECT 'ci-' || lower(hex(randomblob(16))), ?1, delivery_id, article_number, label, quantity, created_at, quote_id,
           quote_item_id, quoted_price_ore
       FROM cart_items WHERE cart_id = ?2
         AND (quote_item_id = '' OR quote_item_id NOT IN (SELECT quote_item_id FROM cart_items WHERE cart_id = ?1))
       ON CONFLICT (cart_id, delivery_id, article_number, label, quote_item_id)
       DO UPDATE SET quantity = cart_items.quantity + excluded.quantity`,
      )
      .bind(dest.id, source.id),
    db.prepare("DELETE FROM cart_items WHERE cart_id = ?").bind(source.id),
    db.prepare("DELETE FROM cart_deliveries WHERE cart_id = ?").bind(source.id),
    db
      .prepare(
        "UPDATE carts SET status = 'TRANSFERRED', updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = ?",
      )
      .bind(source.id),
    touch(db, dest.id),
  ]);
  return dest;
}

export async function setCartStatus(db: D1Database, cartId: string, status: "DELETED") {
  await db.batch([
    db.prepare("DELETE FROM cart_items WHERE cart_id = ?").bind(cartId),
    db.prepare("DELETE FROM cart_deliveries WHERE cart_id = ?").bind(cartId),
    db
      .prepare("UPDATE carts SET status = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = ?")
      .bind(status, cartId),
  ]);
}
