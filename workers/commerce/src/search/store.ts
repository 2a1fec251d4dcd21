/** Search-side records on D1 beside the article search itself (search/search.ts): attribute lookups (behaviour events: search/popularity.ts). */
export interface AttributeMatch {
  article_number: string;
  name: string;
  variant_slug: string;
  category_l2: string;
  value: string;
}

/** Articles whose attribute `name` has one of the values, in catalogue order. */
export async function articlesByAttribute(db: D1Database, name: string, values: string[], limit: number) {
  const { results } = await db
    .prepare(
      `SELECT a.article_number, a.name, a.variant_slug, a.category_l2, aa.value FROM article_attributes aa
       JOIN articles a ON a.id = aa.article_id
       WHERE aa.name = ?1 AND aa.value IN (SELECT value FROM json_each(?2)) ORDER BY a.id LIMIT ?3`,
    )
    .bind(name, JSON.stringify(values), limit)
    .all<AttributeMatch>();
  return results;
}
