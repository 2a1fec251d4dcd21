/** Favourite products (the heart on a product) on D1, at most MAX_FAVOURITE_PRODUCTS per user. */
import { BatchReader } from "../catalogue/sql";

export const MAX_FAVOURITE_PRODUCTS = 50;

export type FavouriteProductRow = { id: string; article_number: string };

export function favouriteProductsStatement(db: D1Database, userId: string, limit: number, offset: number) {
  return db
    .prepare(
      "SELECT id, article_number FROM user_favourites WHERE user_id = ? ORDER BY created_at, id LIMIT ? OFFSET ?",
    )
    .bind(userId, limit, offset);
}

/**
 * A page of the user's favourite products, read in one D1 batch with the read that `alongside` boards onto it (the
 * session check, auth/session-rider.ts): one round trip for both.
 */
export async function favouriteProductsPage(
  db: D1Database,
  userId: string,
  page: { limit: number; offset: number },
  alongside?: { board(reader: BatchReader): void },
): Promise<FavouriteProductRow[]> {
  const reader = new BatchReader(db);
  alongside?.board(reader);
  const favourites = reader.add<FavouriteProductRow>([favouriteProductsStatement(db, userId, page.limit, page.offset)]);
  await reader.run();
  return favourites();
}

export async function findFavouriteProduct(db: D1Database, userId: string, articleNumber: string) {
  return db
    .prepare("SELECT id FROM user_favourites WHERE user_id = ? AND article_number = ?")
    .bind(userId, articleNumber)
    .first<{ id: string }>();
}

/**
 * Adds the article, answering its favourite id; null when the user already has the maximum. The cap is
 * checked inside the insert, so concurrent adds cannot pass it.
 */
export async function addFavouriteProduct(db: D1Database, userId: string, articleNumber: string) {
  const inserted = await db
    .prepare(
      `INSERT INTO user_favourites (id, user_id, article_number) SELECT ?1, ?2, ?3
       WHERE (SELECT COUNT(*) FROM user_favourites WHERE user_id = ?2) < ?4
       ON CONFLICT (user_id, article_number) DO UPDATE SET article_number = excluded.article_number RETURNING id`,
    )
    .bind(`uf-${crypto.randomUUID()}`, userId, articleNumber, MAX_FAVOURITE_PRODUCTS)
    .first<{ id: string }>();
  return inserted?.id ?? null;
}

/** Answers how many of the ids were the user's. */
export async function deleteFavouriteProducts(db: D1Database, userId: string, ids: string[]): Promise<number> {
  const result = await db
    .prepare("DELETE FROM user_favourites WHERE user_id = ? AND id IN (SELECT value FROM json_each(?))")
    .bind(userId, JSON.stringify(ids))
    .run();
  return result.meta.changes ?? 0;
}
