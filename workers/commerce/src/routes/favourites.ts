/**
 * Favourite lists (shopping lists) and favourite products (spec sections 3, 5, 7).
 * A list is PRIVATE (its owner only) or SHARED (every user of the same customer may read it and
 * change its items); only the owner renames, re-shares or deletes it.
 */
import type { shoppingListSchema } from "@shop/contract/commerce/account";
import type { WireAnswer } from "@shop/contract/wire";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AccessClaims } from "../auth/jwt";
import { canSeeFavouriteList } from "../auth/access";
import { claimsOf } from "../auth/middleware";
import { loadArticles } from "../catalogue/variants";
import type { AppEnv } from "../env";
import { ApiError, badRequest, forbidden, jsonBody, notFound, queryParams } from "../http/errors";

export const MAX_FAVOURITE_PRODUCTS = 50;
export const MAX_LIST_ITEMS = 500;

interface ListRow {
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

const articleNumber = z.string().trim().regex(/^[0-9A-Za-z-]{1,20}$/, "Not an article number");
const quantity = z.number().int().min(1).max(1_000_000);
const access = z.enum(["PRIVATE", "SHARED"]);
const paging = { limit: z.coerce.number().int().min(1).max(100).default(20), offset: z.coerce.number().int().min(0).default(0) };
const SORTS = { "-updatedAt": "l.updated_at DESC", updatedAt: "l.updated_at ASC", name: "l.name COLLATE NOCASE ASC", "-name": "l.name COLLATE NOCASE DESC", "-createdAt": "l.created_at DESC" } as const;

const LIST_SELECT = `SELECT l.*, (SELECT COUNT(*) FROM favorite_list_items i WHERE i.list_id = l.id) AS total_rows,
  (SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = l.user_id) AS full_name FROM favorite_lists l`;

function listView(l: ListRow) {
  return { favoriteId: l.id, favoriteName: l.name, access: l.access, userId: l.user_id, customerId: l.customer_id, createdAt: l.created_at, updatedAt: l.updated_at, totalRows: l.total_rows, user: { fullName: l.full_name ?? "" } };
}

export type ShoppingListAnswer = WireAnswer<typeof shoppingListSchema, ReturnType<typeof listView>>;

function customerOf(claims: AccessClaims): string {
  if (!claims.customerId) throw badRequest("Choose a customer first", [{ path: "customerId", code: "missing_context", message: "The token has no customer context" }]);
  return claims.customerId;
}

/** The list if the caller may see it; a private list of someone else answers 404 like a missing one. */
async function visibleList(c: Context<AppEnv>, forChange: "items" | "list" | "read" = "read"): Promise<ListRow> {
  const claims = claimsOf(c);
  const list = await c.env.DB.prepare(`${LIST_SELECT} WHERE l.id = ? AND l.customer_id = ?`).bind(c.req.param("id"), customerOf(claims)).first<ListRow>();
  if (!list || !canSeeFavouriteList(claims, list)) throw notFound("Favourite list not found");
  if (forChange === "list" && list.user_id !== claims.sub) throw forbidden("Only the owner can change or delete the list");
  return list;
}

async function itemsPage(db: D1Database, listId: string, limit: number, offset: number) {
  const [rows, count] = await db.batch([
    db.prepare("SELECT id, article_number, quantity FROM favorite_list_items WHERE list_id = ? ORDER BY created_at, id LIMIT ? OFFSET ?").bind(listId, limit, offset),
    db.prepare("SELECT COUNT(*) AS n FROM favorite_list_items WHERE list_id = ?").bind(listId),
  ]);
  const total = (count.results[0] as { n: number }).n;
  return {
    data: (rows.results as { id: string; article_number: string; quantity: number }[]).map((r) => ({ favoriteItemId: r.id, articleNumber: r.article_number, quantity: r.quantity })),
    totalRows: total,
    next: offset + limit < total ? offset + limit : null,
  };
}

const touch = (db: D1Database, id: string) => db.prepare("UPDATE favorite_lists SET updated_at = ? WHERE id = ?").bind(new Date().toISOString(), id);

async function addArticles(db: D1Database, listId: string, items: { articleNumber: string; quantity: number }[]) {
  const known = new Set((await loadArticles(db, items.map((i) => i.articleNumber))).map((a) => a.article_number));
  const unknown = items.filter((i) => !known.has(i.articleNumber));
  if (unknown.length) throw badRequest("Unknown articles", unknown.map((i) => ({ path: "articleNumber", code: "ARTICLE_NOT_FOUND", message: `Article ${i.articleNumber} does not exist` })));
  const results = await db.batch([
    ...items.map((i) =>
      db.prepare(
        `INSERT INTO favorite_list_items (id, list_id, article_number, quantity) SELECT ?1, ?2, ?3, ?4
         WHERE (SELECT COUNT(*) FROM favorite_list_items WHERE list_id = ?2) < ?5 OR EXISTS (SELECT 1 FROM favorite_list_items WHERE list_id = ?2 AND article_number = ?3)
         ON CONFLICT (list_id, article_number) DO UPDATE SET quantity = MIN(1000000, favorite_list_items.quantity + excluded.quantity) RETURNING id`,
      ).bind(`fi-${crypto.randomUUID()}`, listId, i.articleNumber, i.quantity, MAX_LIST_ITEMS),
    ),
    touch(db, listId),
  ]);
  if (results.slice(0, items.length).some((r) => r.results.length === 0)) throw new ApiError(409, `A favourite list holds at most ${MAX_LIST_ITEMS} articles`);
}

export const listQuery = z.object({
  ...paging,
  sort: z.enum(Object.keys(SORTS) as [keyof typeof SORTS, ...(keyof typeof SORTS)[]]).default("-updatedAt"),
  access: access.optional(),
  userId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).optional(),
  fromUpdatedAt: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
});

/** The caller's own lists and the lists shared within its customer; also behind the gateway's getFavoriteLists. */
export async function favoriteLists(db: D1Database, claims: AccessClaims, query: z.infer<typeof listQuery>) {
  const where = ["l.customer_id = ?1", "(l.user_id = ?2 OR l.access = 'SHARED')"];
  const params: unknown[] = [customerOf(claims), claims.sub];
  if (query.access) where.push(`l.access = ?${params.push(query.access)}`);
  if (query.userId) where.push(`l.user_id = ?${params.push(query.userId)}`);
  if (query.fromUpdatedAt) where.push(`l.updated_at >= ?${params.push(query.fromUpdatedAt)}`);
  const [rows, count] = await db.batch([
    db.prepare(`${LIST_SELECT} WHERE ${where.join(" AND ")} ORDER BY ${SORTS[query.sort]}, l.id LIMIT ${query.limit} OFFSET ${query.offset}`).bind(...params),
    db.prepare(`SELECT COUNT(*) AS n FROM favorite_lists l WHERE ${where.join(" AND ")}`).bind(...params),
  ]);
  const total = (count.results[0] as { n: number }).n;
  return { data: (rows.results as unknown as ListRow[]).map(listView), total, next: query.offset + query.limit < total ? query.offset + query.limit : null };
}

const listItems = z.array(z.object({ articleNumber, quantity: quantity.default(1) })).min(1).max(200);

export const favouriteRoutes = new Hono<AppEnv>()
  .get("/v2/favorites", async (c) => {
    const claims = claimsOf(c);
    return c.json(await favoriteLists(c.env.DB, claims, queryParams(c, listQuery)));
  })
  .post("/v2/favorites", async (c) => {
    const claims = claimsOf(c);
    const body = await jsonBody(c, z.object({ favoriteName: z.string().trim().min(1).max(80), access: access.default("PRIVATE"), items: listItems.optional() }));
    const id = `fl-${crypto.randomUUID()}`;
    const now = new Date().toISOString();
    await c.env.DB.prepare("INSERT INTO favorite_lists (id, name, access, user_id, customer_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)").bind(id, body.favoriteName, body.access, claims.sub, customerOf(claims), now, now).run();
    if (body.items) await addArticles(c.env.DB, id, body.items);
    const list = await c.env.DB.prepare(`${LIST_SELECT} WHERE l.id = ?`).bind(id).first<ListRow>();
    return c.json(listView(list!), 201);
  })
  .get("/v2/favorites/:id", async (c) => {
    const list = await visibleList(c);
    const page = await itemsPage(c.env.DB, list.id, MAX_LIST_ITEMS, 0);
    return c.json({ ...listView(list), favoriteItems: page.data });
  })
  .get("/v3/favorites/:id/items", async (c) => {
    const list = await visibleList(c);
    const query = queryParams(c, z.object(paging));
    return c.json(await itemsPage(c.env.DB, list.id, query.limit, query.offset));
  })
  .put("/v2/favorites/:id", async (c) => {
    const list = await visibleList(c, "list");
    const body = await jsonBody(c, z.object({ favoriteName: z.string().trim().min(1).max(80).optional(), name: z.string().trim().min(1).max(80).optional(), access: access.optional() })
      .refine((b) => b.favoriteName !== undefined || b.name !== undefined || b.access !== undefined, "Give a name or an access"));
    await c.env.DB.prepare("UPDATE favorite_lists SET name = ?, access = ?, updated_at = ? WHERE id = ?").bind(body.favoriteName ?? body.name ?? list.name, body.access ?? list.access, new Date().toISOString(), list.id).run();
    return c.json(listView((await c.env.DB.prepare(`${LIST_SELECT} WHERE l.id = ?`).bind(list.id).first<ListRow>())!));
  })
  .delete("/v2/favorites/:id", async (c) => {
    const list = await visibleList(c, "list");
    await c.env.DB.batch([c.env.DB.prepare("DELETE FROM favorite_list_items WHERE list_id = ?").bind(list.id), c.env.DB.prepare("DELETE FROM favorite_lists WHERE id = ?").bind(list.id)]);
    return c.body(null, 204);
  })
  .put("/v2/favorites/:id/articles/batch/delete", async (c) => {
    const list = await visibleList(c, "items");
    const body = await jsonBody(c, z.object({ favoriteItemIds: z.array(z.string().regex(/^[A-Za-z0-9_-]{1,80}$/)).min(1).max(MAX_LIST_ITEMS) }));
    const [result] = await c.env.DB.batch([
      c.env.DB.prepare(`DELETE FROM favorite_list_items WHERE list_id = ? AND id IN (SELECT value FROM json_each(?))`).bind(list.id, JSON.stringify(body.favoriteItemIds)),
      touch(c.env.DB, list.id),
    ]);
    return c.json({ deleted: result.meta.changes ?? 0, ...(await itemsPage(c.env.DB, list.id, 20, 0)) });
  })
  .put("/v2/favorites/:id/articles/:itemId", async (c) => {
    const list = await visibleList(c, "items");
    const body = await jsonBody(c, z.object({ quantity }));
    const [result] = await c.env.DB.batch([
      c.env.DB.prepare("UPDATE favorite_list_items SET quantity = ? WHERE id = ? AND list_id = ? RETURNING id, article_number, quantity").bind(body.quantity, c.req.param("itemId"), list.id),
      touch(c.env.DB, list.id),
    ]);
    const row = result.results[0] as { id: string; article_number: string; quantity: number } | undefined;
    if (!row) throw notFound("Favourite item not found");
    return c.json({ favoriteItemId: row.id, articleNumber: row.article_number, quantity: row.quantity });
  })
  .put("/v2/favorites/:id/articles", async (c) => {
    const list = await visibleList(c, "items");
    const body = await jsonBody(c, z.union([z.object({ articleNumber, quantity: quantity.default(1) }), z.object({ items: listItems })]));
    await addArticles(c.env.DB, list.id, "items" in body ? body.items : [body]);
    return c.json({ ...listView((await c.env.DB.prepare(`${LIST_SELECT} WHERE l.id = ?`).bind(list.id).first<ListRow>())!), ...(await itemsPage(c.env.DB, list.id, 20, 0)) });
  })
  // Favourite products: the heart on a product, at most 50 per user.
  .get("/users/favourites", async (c) => {
    const query = queryParams(c, z.object({ limit: z.coerce.number().int().min(1).max(MAX_FAVOURITE_PRODUCTS).default(MAX_FAVOURITE_PRODUCTS), offset: z.coerce.number().int().min(0).default(0) }));
    const { results } = await c.env.DB.prepare("SELECT id, article_number FROM user_favourites WHERE user_id = ? ORDER BY created_at, id LIMIT ? OFFSET ?").bind(claimsOf(c).sub, query.limit, query.offset).all<{ id: string; article_number: string }>();
    return c.json({ data: results.map((r) => ({ favouriteId: r.id, articleNumber: r.article_number })), max: MAX_FAVOURITE_PRODUCTS });
  })
  .post("/users/favourites", async (c) => {
    const userId = claimsOf(c).sub;
    const body = await jsonBody(c, z.object({ articleNumber }));
    if ((await loadArticles(c.env.DB, [body.articleNumber])).length === 0) throw badRequest("Unknown article", [{ path: "articleNumber", code: "ARTICLE_NOT_FOUND", message: `Article ${body.articleNumber} does not exist` }]);
    const existing = await c.env.DB.prepare("SELECT id FROM user_favourites WHERE user_id = ? AND article_number = ?").bind(userId, body.articleNumber).first<{ id: string }>();
    if (existing) return c.json({ favouriteId: existing.id, articleNumber: body.articleNumber });
    // The cap is checked inside the insert, so concurrent adds cannot pass it.
    const inserted = await c.env.DB.prepare(
      `INSERT INTO user_favourites (id, user_id, article_number) SELECT ?1, ?2, ?3 WHERE (SELECT COUNT(*) FROM user_favourites WHERE user_id = ?2) < ?4
       ON CONFLICT (user_id, article_number) DO UPDATE SET article_number = excluded.article_number RETURNING id`,
    ).bind(`uf-${crypto.randomUUID()}`, userId, body.articleNumber, MAX_FAVOURITE_PRODUCTS).first<{ id: string }>();
    if (!inserted) throw new ApiError(409, `At most ${MAX_FAVOURITE_PRODUCTS} favourite products; remove one before adding another`, [{ path: "articleNumber", code: "FAVOURITES_LIMIT", message: `Max ${MAX_FAVOURITE_PRODUCTS}` }]);
    return c.json({ favouriteId: inserted.id, articleNumber: body.articleNumber }, 201);
  })
  .delete("/users/favourites", async (c) => {
    const raw = c.req.queries("favouriteIds") ?? [];
    const ids = raw.flatMap((v) => v.split(",")).map((v) => v.trim()).filter(Boolean);
    const parsed = z.array(z.string().regex(/^[A-Za-z0-9_-]{1,80}$/)).min(1).max(MAX_FAVOURITE_PRODUCTS).safeParse(ids);
    if (!parsed.success) throw badRequest("Invalid query", [{ path: "favouriteIds", code: "invalid_format", message: "Comma-separated favourite ids" }]);
    const result = await c.env.DB.prepare("DELETE FROM user_favourites WHERE user_id = ? AND id IN (SELECT value FROM json_each(?))").bind(claimsOf(c).sub, JSON.stringify(parsed.data)).run();
    return c.json({ deleted: result.meta.changes ?? 0 });
  });
