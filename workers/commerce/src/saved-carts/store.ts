/**
 * Saved carts in D1 (migration 0155): the only SQL of the saved carts. Who may see or change one is
 * saved-carts/access.ts; the limits are checked in the statements that write, so two saves at once cannot get past
 * them.
 */

export interface SavedCartRow {
  id: string;
  user_id: string;
  customer_id: string;
  project_id: string;
  name: string;
  shared: number;
  created_at: string;
  updated_at: string;
}

/** A row of the list: the cart with its owner's name, line count and delivery ids. */
export interface SavedCartListRow extends SavedCartRow {
  owner_first_name: string | null;
  owner_last_name: string | null;
  line_count: number;
  delivery_ids: string | null;
}

export interface SavedDeliveryRow {
  delivery_id: string;
  position: number;
  requested_delivery_date: string | null;
  is_included_in_order: number;
}

export interface SavedLineRow {
  position: number;
  delivery_id: string;
  article_number: string;
  name: string;
  label: string;
  quantity: number;
}

export interface SavedCartContents {
  deliveries: SavedDeliveryRow[];
  lines: SavedLineRow[];
}

export function newSavedCartId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(5));
  return `SVK-${[...bytes]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase()}`;
}

const now = () => new Date().toISOString();

export async function savedCartById(db: D1Database, id: string): Promise<SavedCartRow | null> {
  return db.prepare("SELECT * FROM saved_carts WHERE id = ?").bind(id).first<SavedCartRow>();
}

export async function savedCartContents(db: D1Database, id: string): Promise<SavedCartContents> {
  const [deliveries, lines] = await db.batch([
    db.prepare("SELECT * FROM saved_cart_deliveries WHERE saved_cart_id = ? ORDER BY position").bind(id),
    db.prepare("SELECT * FROM saved_cart_lines WHERE saved_cart_id = ? ORDER BY position").bind(id),
  ]);
  return {
    deliveries: deliveries.results as unknown as SavedDeliveryRow[],
    lines: lines.results as unknown as SavedLineRow[],
  };
}

/** The owner's name of each saved cart of a list or a detail. */
export async function ownerName(db: D1Database, userId: string): Promise<string> {
  const user = await db
    .prepare("SELECT first_name, last_name FROM users WHERE id = ?")
    .bind(userId)
    .first<{ first_name: string; last_name: string }>();
  return user ? `${user.first_name} ${user.last_name}`.trim() : "";
}

/**
 * The saved carts of a customer the caller sees: his own and the shared ones of colleagues, within `scopeSql` (the
 * token's customer and project scope, auth/access.ts scopeCondition over the cart's customer and project). His own
 * first, then the latest changed.
 */
export async function listSavedCarts(
  db: D1Database,
  input: { customerId: string; userId: string; scopeSql: string | null; scopeBinds: string[]; limit: number },
): Promise<{ rows: SavedCartListRow[]; ownCount: number }> {
  // ?1 customer, ?2 user; the scope's ?s1…?sN follow them.
  const scope = input.scopeSql ? `AND ${input.scopeSql.replace(/\?s(\d+)/g, (_, n) => `?${2 + Number(n)}`)}` : "";
  const sql = `SELECT s.*, u.first_name AS owner_first_name, u.last_name AS owner_last_name,
      (SELECT COUNT(*) FROM saved_cart_lines l WHERE l.saved_cart_id = s.id) AS line_count,
      (SELECT group_concat(delivery_id, ',') FROM (SELECT delivery_id FROM saved_cart_deliveries d
         WHERE d.saved_cart_id = s.id ORDER BY d.position)) AS delivery_ids
    FROM saved_carts s LEFT JOIN users u ON u.id = s.user_id
    WHERE s.customer_id = ?1 AND (s.user_id = ?2 OR s.shared = 1) ${scope}
    ORDER BY s.user_id = ?2 DESC, s.updated_at DESC, s.id
    LIMIT ${Math.trunc(input.limit)}`;
  const [list, count] = await db.batch([
    db.prepare(sql).bind(input.customerId, input.userId, ...input.scopeBinds),
    db
      .prepare("SELECT COUNT(*) AS n FROM saved_carts WHERE user_id = ? AND customer_id = ?")
      .bind(input.userId, input.customerId),
  ]);
  return {
    rows: list.results as unknown as SavedCartListRow[],
    ownCount: (count.results[0] as { n: number } | undefined)?.n ?? 0,
  };
}

export type InsertOutcome = "created" | "limit" | "name_taken";

/**
 * Writes a new saved cart with its deliveries and lines in one batch. The cart row is inserted only while the owner
 * keeps fewer than `max` at the customer and no other of his carts there has the name (case-insensitively); the
 * deliveries and lines only when it was.
 */
export async function insertSavedCart(
  db: D1Database,
  cart: { id: string; userId: string; customerId: string; projectId: string; name: string; shared: boolean },
  contents: {
    deliveries: { deliveryId: string; requestedDeliveryDate: string | null; isIncludedInOrder: boolean }[];
    lines: { deliveryId: string; articleNumber: string; name: string; label: string; quantity: number }[];
  },
  max: number,
): Promise<InsertOutcome> {
  const at = now();
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO saved_carts (id, user_id, customer_id, project_id, name, shared, created_at, updated_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7
         WHERE (SELECT COUNT(*) FROM saved_carts WHERE user_id = ?2 AND customer_id = ?3) < ?8
           AND NOT EXISTS (SELECT 1 FROM saved_carts WHERE user_id = ?2 AND customer_id = ?3 AND name = ?5 COLLATE NOCASE)`,
      )
      .bind(cart.id, cart.userId, cart.customerId, cart.projectId, cart.name, cart.shared ? 1 : 0, at, max),
    db
      .prepare(
        `INSERT INTO saved_cart_deliveries (saved_cart_id, delivery_id, position, requested_delivery_date, is_included_in_order)
         SELECT ?1, json_extract(value, '$.deliveryId'), key, json_extract(value, '$.requestedDeliveryDate'),
                json_extract(value, '$.included')
         FROM json_each(?2) WHERE EXISTS (SELECT 1 FROM saved_carts WHERE id = ?1)`,
      )
      .bind(
        cart.id,
        JSON.stringify(
          contents.deliveries.map((d) => ({
            deliveryId: d.deliveryId,
            requestedDeliveryDate: d.requestedDeliveryDate,
            included: d.isIncludedInOrder ? 1 : 0,
          })),
        ),
      ),
    db
      .prepare(
        `INSERT INTO saved_cart_lines (saved_cart_id, position, delivery_id, article_number, name, label, quantity)
         SELECT ?1, key, json_extract(value, '$.deliveryId'), json_extract(value, '$.articleNumber'),
                json_extract(value, '$.name'), json_extract(value, '$.label'), json_extract(value, '$.quantity')
         FROM json_each(?2) WHERE EXISTS (SELECT 1 FROM saved_carts WHERE id = ?1)`,
      )
      .bind(cart.id, JSON.stringify(contents.lines)),
  ]);
  if ((inserted.meta.changes ?? 0) > 0) return "created";
  const taken = await db
    .prepare("SELECT 1 FROM saved_carts WHERE user_id = ? AND customer_id = ? AND name = ? COLLATE NOCASE")
    .bind(cart.userId, cart.customerId, cart.name)
    .first();
  return taken ? "name_taken" : "limit";
}

/**
 * Renames and/or (un)shares a saved cart. A new name must be free among the owner's other carts at the customer;
 * false when it is not (nothing changed).
 */
export async function updateSavedCart(
  db: D1Database,
  id: string,
  change: { name?: string; shared?: boolean },
): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE saved_carts SET name = COALESCE(?2, name), shared = COALESCE(?3, shared), updated_at = ?4
       WHERE id = ?1 AND NOT EXISTS (
         SELECT 1 FROM saved_carts o WHERE o.user_id = saved_carts.user_id AND o.customer_id = saved_carts.customer_id
           AND o.id <> ?1 AND o.name = ?2 COLLATE NOCASE)`,
    )
    .bind(id, change.name ?? null, change.shared === undefined ? null : change.shared ? 1 : 0, now())
    .run();
  return (result.meta.changes ?? 0) > 0;
}

export async function deleteSavedCart(db: D1Database, id: string): Promise<void> {
  await db.batch([
    db.prepare("DELETE FROM saved_cart_lines WHERE saved_cart_id = ?").bind(id),
    db.prepare("DELETE FROM saved_cart_deliveries WHERE saved_cart_id = ?").bind(id),
    db.prepare("DELETE FROM saved_carts WHERE id = ?").bind(id),
  ]);
}
