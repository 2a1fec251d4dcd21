/**
 * Favourite lists (shopping lists) and favourite products (spec sections 3, 5, 7).
 * A list is PRIVATE (its owner only) or SHARED (every user of the same customer may read it and
 * change its items); only the owner renames, re-shares or deletes it. Storage in favourites/*store.ts.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { singleLineText } from "@shop/contract/single-line-text";
import { canSeeFavouriteList } from "../auth/access";
import { claimsOf } from "../auth/middleware";
import { loadArticles } from "../catalogue/variants";
import type { AppEnv } from "../env";
import { customerOf, favoriteLists, itemsPage, listQuery, listView, paging } from "../favourites/lists";
import { addFavouriteProduct, deleteFavouriteProducts, favouriteProductsPage } from "../favourites/product-store";
import { findFavouriteProduct, MAX_FAVOURITE_PRODUCTS } from "../favourites/product-store";
import { addListArticles, createList, deleteList, deleteListItems, findCustomerList } from "../favourites/store";
import { findList, MAX_LIST_ITEMS, renameList, setListItemQuantity, type ListRow } from "../favourites/store";
import { ApiError, badRequest, forbidden, jsonBody, notFound, queryParams } from "../http/errors";

const articleNumber = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z-]{1,20}$/, "Not an article number");
const quantity = z.number().int().min(1).max(1_000_000);
const access = z.enum(["PRIVATE", "SHARED"]);
const listName = singleLineText(80).min(1);
const listItems = z
  .array(z.object({ articleNumber, quantity: quantity.default(1) }))
  .min(1)
  .max(200);
const newList = z.object({ favoriteName: listName, access: access.default("PRIVATE"), items: listItems.optional() });
const listChange = z
  .object({ favoriteName: listName.optional(), name: listName.optional(), access: access.optional() })
  .refine(
    (b) => b.favoriteName !== undefined || b.name !== undefined || b.access !== undefined,
    "Give a name or an access",
  );
const articlesToAdd = z.union([
  z.object({ articleNumber, quantity: quantity.default(1) }),
  z.object({ items: listItems }),
]);
const itemIds = z.array(z.string().regex(/^[A-Za-z0-9_-]{1,80}$/));
const productsPage = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_FAVOURITE_PRODUCTS).default(MAX_FAVOURITE_PRODUCTS),
  offset: z.coerce.number().int().min(0).default(0),
});

/** The list if the caller may see it; a private list of someone else answers 404 like a missing one. */
async function visibleList(c: Context<AppEnv>, forChange: "items" | "list" | "read" = "read"): Promise<ListRow> {
  const claims = claimsOf(c);
  const list = await findCustomerList(c.env.DB, c.req.param("id") ?? "", customerOf(claims));
  if (!list || !canSeeFavouriteList(claims, list)) throw notFound("Favourite list not found");
  if (forChange === "list" && list.user_id !== claims.sub)
    throw forbidden("Only the owner can change or delete the list");
  return list;
}

/** 400 naming unknown articles, 409 when the list would pass MAX_LIST_ITEMS. */
async function addArticles(db: D1Database, listId: string, items: { articleNumber: string; quantity: number }[]) {
  const known = new Set(
    (
      await loadArticles(
        db,
        items.map((i) => i.articleNumber),
      )
    ).map((a) => a.article_number),
  );
  const unknown = items.filter((i) => !known.has(i.articleNumber));
  if (unknown.length) {
    const issues = unknown.map((i) => ({
      path: "articleNumber",
      code: "ARTICLE_NOT_FOUND",
      message: `Article ${i.articleNumber} does not exist`,
    }));
    throw badRequest("Unknown articles", issues);
  }
  if (!(await addListArticles(db, listId, items))) {
    throw new ApiError(409, `A favourite list holds at most ${MAX_LIST_ITEMS} articles`);
  }
}

const unknownArticle = (number: string) =>
  badRequest("Unknown article", [
    { path: "articleNumber", code: "ARTICLE_NOT_FOUND", message: `Article ${number} does not exist` },
  ]);

export const favouriteRoutes = new Hono<AppEnv>()
  .get("/v2/favorites", async (c) => c.json(await favoriteLists(c.env.DB, claimsOf(c), queryParams(c, listQuery))))
  .post("/v2/favorites", async (c) => {
    const claims = claimsOf(c);
    const body = await jsonBody(c, newList);
    const id = `fl-${crypto.randomUUID()}`;
    const owner = { userId: claims.sub, customerId: customerOf(claims) };
    await createList(c.env.DB, { id, name: body.favoriteName, access: body.access, ...owner });
    if (body.items) await addArticles(c.env.DB, id, body.items);
    return c.json(listView(await findList(c.env.DB, id)), 201);
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
    const body = await jsonBody(c, listChange);
    await renameList(c.env.DB, list.id, body.favoriteName ?? body.name ?? list.name, body.access ?? list.access);
    return c.json(listView(await findList(c.env.DB, list.id)));
  })
  .delete("/v2/favorites/:id", async (c) => {
    const list = await visibleList(c, "list");
    await deleteList(c.env.DB, list.id);
    return c.body(null, 204);
  })
  .put("/v2/favorites/:id/articles/batch/delete", async (c) => {
    const list = await visibleList(c, "items");
    const body = await jsonBody(c, z.object({ favoriteItemIds: itemIds.min(1).max(MAX_LIST_ITEMS) }));
    const deleted = await deleteListItems(c.env.DB, list.id, body.favoriteItemIds);
    return c.json({ deleted, ...(await itemsPage(c.env.DB, list.id, 20, 0)) });
  })
  .put("/v2/favorites/:id/articles/:itemId", async (c) => {
    const list = await visibleList(c, "items");
    const body = await jsonBody(c, z.object({ quantity }));
    const row = await setListItemQuantity(c.env.DB, list.id, c.req.param("itemId"), body.quantity);
    if (!row) throw notFound("Favourite item not found");
    return c.json({ favoriteItemId: row.id, articleNumber: row.article_number, quantity: row.quantity });
  })
  .put("/v2/favorites/:id/articles", async (c) => {
    const list = await visibleList(c, "items");
    const body = await jsonBody(c, articlesToAdd);
    await addArticles(c.env.DB, list.id, "items" in body ? body.items : [body]);
    return c.json({ ...listView(await findList(c.env.DB, list.id)), ...(await itemsPage(c.env.DB, list.id, 20, 0)) });
  })
  // Favourite products: the heart on a product, at most 50 per user.
  .get("/users/favourites", async (c) => {
    const query = queryParams(c, productsPage);
    // The session check rides in the same batch (app.ts SESSION_ALONGSIDE): one D1 round trip, not two.
    const rows = await favouriteProductsPage(c.env.DB, claimsOf(c).sub, query, c.get("sessionRider"));
    const data = rows.map((r) => ({ favouriteId: r.id, articleNumber: r.article_number }));
    return c.json({ data, max: MAX_FAVOURITE_PRODUCTS });
  })
  .post("/users/favourites", async (c) => {
    const userId = claimsOf(c).sub;
    const body = await jsonBody(c, z.object({ articleNumber }));
    if ((await loadArticles(c.env.DB, [body.articleNumber])).length === 0) throw unknownArticle(body.articleNumber);
    const existing = await findFavouriteProduct(c.env.DB, userId, body.articleNumber);
    if (existing) return c.json({ favouriteId: existing.id, articleNumber: body.articleNumber });
    const favouriteId = await addFavouriteProduct(c.env.DB, userId, body.articleNumber);
    if (favouriteId === null) {
      const message = `At most ${MAX_FAVOURITE_PRODUCTS} favourite products; remove one before adding another`;
      const issue = { path: "articleNumber", code: "FAVOURITES_LIMIT", message: `Max ${MAX_FAVOURITE_PRODUCTS}` };
      throw new ApiError(409, message, [issue]);
    }
    return c.json({ favouriteId, articleNumber: body.articleNumber }, 201);
  })
  .delete("/users/favourites", async (c) => {
    const raw = c.req.queries("favouriteIds") ?? [];
    const ids = raw
      .flatMap((v) => v.split(","))
      .map((v) => v.trim())
      .filter(Boolean);
    const parsed = itemIds.min(1).max(MAX_FAVOURITE_PRODUCTS).safeParse(ids);
    if (!parsed.success) {
      throw badRequest("Invalid query", [
        { path: "favouriteIds", code: "invalid_format", message: "Comma-separated favourite ids" },
      ]);
    }
    return c.json({ deleted: await deleteFavouriteProducts(c.env.DB, claimsOf(c).sub, parsed.data) });
  });
