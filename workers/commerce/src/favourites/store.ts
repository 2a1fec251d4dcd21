/**
 * Favourite lists (shopping lists) on D1. Adding articles checks the list's size inside the insert, so
 * concurrent adds cannot pass MAX_LIST_ITEMS.
 */
export const MAX_LIST_ITEMS = 500;

export interface ListRow {
  id: string;
  name: string;
  access: "PRIVATE" | "SHARED";
  user_id: string;
  customer_id: string;
  created_at: string;
  updated_at: string;
  total_rows: number;
  full_name: string | null;
}

export interface ListItemRow {
  id: string;
  article_number: string;
  quantity: number;
}

/** Orders of the list overview, by the query's name for them. */
export const LIST_SORTS = {
  "-updatedAt": "l.updated_at DESC",
  updatedAt: "l.updated_at ASC",
  name: "l.name COLLATE NOCASE ASC",
  "-name": "l.name COLLATE NOCASE DESC",
  "-createdAt": "l.created_at DESC",
} as const;
export type ListSort = keyof typeof LIST_SORTS;

const LIST_SELECT = `SELECT l.*, (SELECT COUNT(*) FROM favorite_list_items i WHERE i.list_id = l.id) AS total_rows,
  (SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = l.user_id) AS full_name FROM favorite_lists l`;

const now = () => new Date().toISOString();
const touch = (db: D1Database, id: string) =>
  db.prepare("UPDATE favorite_lists SET updated_at = ? WHERE id = ?").bind(now(), id);

/** A list of the customer, whoever owns it (the caller decides who may see it). */
export async function findCustomerList(db: D1Database, id: string, customerId: string) {
  return db.prepare(`${LIST_SELECT} WHERE l.id = ? AND l.customer_id = ?`).bind(id, customerId).first<ListRow>();
}

export async function findList(db: D1Database, id: string): Promise<ListRow> {
  return (await db.prepare(`${LIST_SELECT} WHERE l.id = ?`).bind(id).first<ListRow>())!;
}

export interface ListsQuery {
  customerId: string;
  userId: string;
  access?: "PRIVATE" | "SHARED";
  ownerId?: string;
  fromUpdatedAt?: string;
  sort: ListSort;
  limit: number;
  offset: number;
}

/** The user's own lists and the lists shared within the customer, one page and the count of all. */
export async function ownAndSharedLists(db: D1Database, query: ListsQuery) {
  const where = ["l.customer_id = ?1", "(l.user_id = ?2 OR l.access = 'SHARED')"];
  const params: unknown[] = [query.customerId, query.userId];
  if (query.access) where.push(`l.access = ?${params.push(query.access)}`);
  if (query.ownerId) where.push(`l.user_id = ?${params.push(query.ownerId)}`);
  if (query.fromUpdatedAt) where.push(`l.updated_at >= ?${params.push(query.fromUpdatedAt)}`);
  const order = `${LIST_SORTS[query.sort]}, l.id LIMIT ${query.limit} OFFSET ${query.offset}`;
  const [rows, count] = await db.batch([
    db.prepare(`${LIST_SELECT} WHERE ${where.join(" AND ")} ORDER BY ${order}`).bind(...params),
    db.prepare(`SELECT COUNT(*) AS n FROM favorite_lists l WHERE ${where.join(" AND ")}`).bind(...params),
  ]);
  return { rows: rows.results as unknown as ListRow[], total: (count.results[0] as { n: number }).n };
}

export async function listItemsPage(db: D1Database, listId: string, limit: number, offset: number) {
  const [rows, count] = await db.batch([
    db
      .prepare(
        "SELECT id, article_number, quantity FROM favorite_list_items WHERE list_id = ? ORDER BY created_at, id LIMIT ? OFFSET ?",
      )
      .bind(listId, limit, offset),
    db.prepare("SELECT COUNT(*) AS n FROM favorite_list_items WHERE list_id = ?").bind(listId),
  ]);
  return { rows: rows.results as unknown as ListItemRow[], total: (count.results[0] as { n: number }).n };
}

export interface NewList {
  id: string;
  name: string;
  access: "PRIVATE" | "SHARED";
  userId: string;
  customerId: string;
}

export async function createList(db: D1Database, list: NewList): Promise<void> {
  const at = now();
  await db
    .prepare(
      `INSERT INTO favorite_lists (id, name, access, user_id, customer_id, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(list.id, list.name, list.access, list.userId, list.customerId, at, at)
    .run();
}

export async function renameList(db: D1Database, id: string, name: string, access: "PRIVATE" | "SHARED") {
  await db
    .prepare("UPDATE favorite_lists SET name = ?, access = ?, updated_at = ? WHERE id = ?")
    .bind(name, access, now(), id)
    .run();
}

export async function deleteList(db: D1Database, id: string) {
  await db.batch([
    db.prepare("DELETE FROM favorite_list_items WHERE list_id = ?").bind(id),
    db.prepare("DELETE FROM favorite_lists WHERE id = ?").bind(id),
  ]);
}

/**
 * Adds articles (summing quantities of articles already on the list, capped at 1 000 000). False when
 * an article did not fit under MAX_LIST_ITEMS; the others of the batch are kept.
 */
export async function addListArticles(
  db: D1Database,
  listId: string,
  items: { articleNumber: string; quantity: number }[],
) {
  const results = await db.batch([
    ...items.map((i) =>
      db
        .prepare(
          `INSERT INTO favorite_list_items (id, list_id, article_number, quantity) SELECT ?1, ?2, ?3, ?4
           WHERE (SELECT COUNT(*) FROM favorite_list_items WHERE list_id = ?2) < ?5
             OR EXISTS (SELECT 1 FROM favorite_list_items WHERE list_id = ?2 AND article_number = ?3)
           ON CONFLICT (list_id, article_number)
             DO UPDATE SET quantity = MIN(1000000, favorite_list_items.quantity + excluded.quantity) RETURNING id`,
        )
        .bind(`fi-${crypto.randomUUID()}`, listId, i.articleNumber, i.quantity, MAX_LIST_ITEMS),
    ),
    touch(db, listId),
  ]);
  return !results.slice(0, items.length).some((r) => r.results.length === 0);
}

/** Answers how many of the items were on the list. */
export async function deleteListItems(db: D1Database, listId: string, itemIds: string[]): Promise<number> {
  const [result] = await db.batch([
    db
      .prepare("DELETE FROM favorite_list_items WHERE list_id = ? AND id IN (SELECT value FROM json_each(?))")
      .bind(listId, JSON.stringify(itemIds)),
    touch(db, listId),
  ]);
  return result.meta.changes ?? 0;
}

/** The changed item, or undefined when the list has no such item. */
export async function setListItemQuantity(db: D1Database, listId: string, itemId: string, quantity: number) {
  const [result] = await db.batch([
    db
      .prepare(
        "UPDATE favorite_list_items SET quantity = ? WHERE id = ? AND list_id = ? RETURNING id, article_number, quantity",
      )
      .bind(quantity, itemId, listId),
    touch(db, listId),
  ]);
  return result.results[0] as ListItemRow | undefined;
}
