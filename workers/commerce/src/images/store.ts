/** What the product pictures (routes/images.ts) are drawn from: the article's or category's name, family and data. */
export interface ArticlePictureFacts {
  name: string;
  brand: string | null;
  image_count: number;
  attributes: string;
  category: string | null;
  top_category: string | null;
}

export async function categoryPictureFacts(db: D1Database, id: string) {
  return db
    .prepare(
      `SELECT c.name,
         (SELECT l.name FROM categories l WHERE l.level = 3 AND (l.id = c.id OR substr(l.path, 1, length(c.path) + 1) = c.path || '/')
          ORDER BY l.position, l.id LIMIT 1) AS leaf,
         (SELECT t.name FROM categories t WHERE t.level = 1 AND (t.path = c.path OR substr(c.path, 1, length(t.path) + 1) = t.path || '/')) AS top
       FROM categories c WHERE c.id = ?`,
    )
    .bind(id)
    .first<{ name: string; leaf: string | null; top: string | null }>();
}

export async function articlePictureFacts(db: D1Database, articleNumber: string) {
  return db
    .prepare(
      `SELECT a.name, b.name AS brand, a.image_count, a.attributes, c.name AS category,
         (SELECT t.name FROM categories t WHERE t.level = 1 AND substr(c.path, 1, length(t.path) + 1) = t.path || '/') AS top_category
       FROM articles a LEFT JOIN categories c ON c.id = a.category_id LEFT JOIN brands b ON b.id = a.brand_id
       WHERE a.article_number = ?`,
    )
    .bind(articleNumber)
    .first<ArticlePictureFacts>();
}
