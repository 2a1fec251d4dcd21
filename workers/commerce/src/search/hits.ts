/**
 * The hits of a search outcome as variant answers. A fresh outcome brought its article rows along; a
 * remembered one (search/outcome-cache.ts) brings only their keys, and the rows are read again in the same
 * round trip as the prices and stock: the keys are what those reads are built from, and the rows that come
 * back must still match them, else everything is read once more in the usual two steps.
 */
import type { CatalogueContext } from "../catalogue/context";
import {
  ARTICLE_COLUMNS,
  loadArticlesByIds,
  StaleArticles,
  variantViews,
  type ArticleRow,
  type VariantOptions,
} from "../catalogue/variants";
import type { ArticleKey, SearchOutcome } from "./search";

const KEY_FIELDS = [
  "article_number",
  "discount_group",
  "replacement_article_number",
  "category_l2",
] as const satisfies readonly (keyof ArticleKey)[];

export async function searchHitViews(
  db: D1Database,
  ctx: CatalogueContext,
  outcome: Pick<SearchOutcome, "articles" | "keys" | "ids">,
  options: VariantOptions,
) {
  if (outcome.articles)
    return { articles: outcome.articles, hits: await variantViews(db, ctx, outcome.articles, options) };
  // Completed in place by the settle step below, before any view reads more than the keys.
  const rows = outcome.keys.map((key) => ({ ...key }) as ArticleRow);
  try {
    const hits = await variantViews(db, ctx, rows, {
      ...options,
      alongside: (reader) => {
        const freshRows = reader.addIn<ArticleRow>(
          rows.map((r) => String(r.id)),
          (ph) =>
            `SELECT ${ARTICLE_COLUMNS} FROM articles a JOIN products p ON p.id = a.product_id WHERE a.id IN (${ph})`,
        );
        return () => {
          const byId = new Map(freshRows().map((r) => [r.id, r]));
          return rows.every((row) => {
            const fresh = byId.get(row.id);
            if (!fresh || KEY_FIELDS.some((field) => fresh[field] !== row[field])) return false;
            Object.assign(row, fresh);
            return true;
          });
        };
      },
    });
    return { articles: rows, hits };
  } catch (error) {
    if (!(error instanceof StaleArticles)) throw error;
    const articles = await loadArticlesByIds(db, outcome.ids);
    return { articles, hits: await variantViews(db, ctx, articles, options) };
  }
}
