/** A product family for the configurator: every article of a product the viewer's assortment holds, and the order of its attributes. */
import { PRODUCT_FAMILY_MAX, type productFamilySchema } from "@shop/contract/commerce/configurator";
import type { WireAnswer } from "@shop/contract/wire";
import { attributeSequence } from "./attribute-sequence";
import type { CatalogueContext } from "./context";
import { reference } from "./reference";
import { variantViews, type ArticleRow } from "./variants";

/** Null when the product is unknown or none of its articles is in the viewer's assortment. */
export async function loadProductFamily(db: D1Database, ctx: CatalogueContext, productId: string) {
  const product = await db
    .prepare("SELECT id, name, category_id FROM products WHERE id = ?")
    .bind(productId)
    .first<{ id: string; name: string; category_id: string }>();
  if (!product) return null;
  const { results } = await db
    .prepare(
      `SELECT a.*, p.name AS product_name, p.description AS product_description FROM articles a
       JOIN products p ON p.id = a.product_id WHERE a.product_id = ? ORDER BY a.id LIMIT ?`,
    )
    .bind(productId, PRODUCT_FAMILY_MAX)
    .all<ArticleRow>();
  // Purchasability and replacements as everywhere else; prices are the buyer's and asked for per match.
  const variants = await variantViews(db, ctx, results, { skipPrice: true, skipStock: true });
  if (variants.length === 0) return null;
  const category = (await reference(db)).categories.get(product.category_id);
  return {
    productId: product.id,
    name: product.name,
    categoryId: product.category_id,
    attributeSequence: category ? await attributeSequence(db, category) : { sequence: [], disabled: [] },
    variants: variants.map((v) => ({
      articleNumber: v.articleNumber,
      name: v.name,
      variantSlug: v.variantSlug,
      attributes: v.attributes.map((a) => ({ name: a.name, value: a.value })),
      discontinued: v.discontinued,
      purchasability: v.purchasability,
      ersattningsartikel: v.ersattningsartikel,
    })),
  };
}

export type ProductFamilyAnswer = WireAnswer<
  typeof productFamilySchema,
  NonNullable<Awaited<ReturnType<typeof loadProductFamily>>>
>;
