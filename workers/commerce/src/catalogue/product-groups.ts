/** Selected product groups: a named, ordered list of articles that a content page shows (GET /selected-product-groups/:id). */

export interface ProductGroup {
  id: string;
  name: string;
  articleNumbers: string[];
}

/** The group with its article numbers in the group's order, or null when there is no such group. */
export async function findProductGroup(db: D1Database, id: string): Promise<ProductGroup | null> {
  const group = await db
    .prepare("SELECT id, name FROM selected_product_groups WHERE id = ?")
    .bind(id)
    .first<{ id: string; name: string }>();
  if (!group) return null;
  const { results } = await db
    .prepare("SELECT article_number FROM selected_product_group_articles WHERE group_id = ? ORDER BY position")
    .bind(id)
    .all<{ article_number: string }>();
  return { id: group.id, name: group.name, articleNumbers: results.map((r) => r.article_number) };
}
