/** What the placeholder images (routes/images.ts) draw: the category's or article's name. */
export async function categoryName(db: D1Database, id: string): Promise<string | null> {
  const row = await db.prepare("SELECT name FROM categories WHERE id = ?").bind(id).first<{ name: string }>();
  return row?.name ?? null;
}

export async function articleImages(db: D1Database, articleNumber: string) {
  return db
    .prepare("SELECT name, image_count FROM articles WHERE article_number = ?")
    .bind(articleNumber)
    .first<{ name: string; image_count: number }>();
}
