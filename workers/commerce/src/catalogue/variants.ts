/** Variant (article) answers: catalogue data, price for the token's context and stock, in one shape. */
import { CENTRAL_STORAGE_DELIVERY_METHODS } from "@shop/domain/delivery-options";
import type { StockType } from "@shop/domain/stock";
import type { searchHitSchema } from "@shop/contract/commerce/catalogue";
import type { WireAnswer } from "@shop/contract/wire";
import { inAssortment, type CatalogueContext } from "./context";
import { priceArticlesWith } from "./prices";
import { articlePurchasability } from "./purchasability";
import { ancestry, breadcrumbEntry, reference } from "./reference";
import { BatchReader, selectIn } from "./sql";
import { stockRowsWith, stockView, type StockView } from "./stock";
import { centralWarehouseIdsWith } from "./warehouses";
import { priceWire, type PriceWire } from "./wire";

export interface ArticleRow {
  id: number;
  article_number: string;
  product_id: string;
  product_name: string;
  product_description: string;
  name: string;
  ean: string | null;
  variant_slug: string;
  brand_id: string;
  category_id: string;
  category_l2: string;
  stock_type: StockType;
  unit: string;
  conversion_factor: number | null;
  conversion_unit: string | null;
  discontinued: number;
  replacement_article_number: string | null;
  only_store: number;
  must_be_in_stocked_at: number;
  list_price_ore: number;
  alloying_ore: number;
  discount_group: string;
  ask_for_price: number;
  material_group: string;
  filter_tags: string;
  attributes: string;
  warnings: string;
  image_count: number;
  stocked_at: string;
}

export const ARTICLE_COLUMNS = `a.*, p.name AS product_name, p.description AS product_description`;

const ARTICLE_TABLE_COLUMNS = [
  "id",
  "article_number",
  "product_id",
  "name",
  "ean",
  "variant_slug",
  "brand_id",
  "category_id",
  "category_l2",
  "stock_type",
  "unit",
  "conversion_factor",
  "conversion_unit",
  "discontinued",
  "replacement_article_number",
  "only_store",
  "must_be_in_stocked_at",
  "list_price_ore",
  "alloying_ore",
  "discount_group",
  "ask_for_price",
  "material_group",
  "filter_tags",
  "attributes",
  "warnings",
  "image_count",
  "stocked_at",
] as const satisfies readonly Exclude<keyof ArticleRow, "product_name" | "product_description">[];

/**
 * The same row as ARTICLE_COLUMNS in one JSON value (articles `a` joined to products `p`), for a statement
 * that answers other rows too: search returns its page of articles with its counts in one round trip.
 */
export const ARTICLE_ROW_JSON = `json_object(${[
  ...ARTICLE_TABLE_COLUMNS.map((c) => `'${c}', a.${c}`),
  "'product_name', p.name",
  "'product_description', p.description",
].join(", ")})`;

export async function loadArticles(db: D1Database, articleNumbers: readonly string[]): Promise<ArticleRow[]> {
  const rows = await selectIn<ArticleRow>(
    db,
    [...new Set(articleNumbers)],
    (ph) =>
      `SELECT ${ARTICLE_COLUMNS} FROM articles a JOIN products p ON p.id = a.product_id WHERE a.article_number IN (${ph})`,
  );
  const order = new Map(articleNumbers.map((n, i) => [n, i]));
  return rows.sort((x, y) => (order.get(x.article_number) ?? 0) - (order.get(y.article_number) ?? 0));
}

export async function loadArticlesByIds(db: D1Database, ids: readonly number[]): Promise<ArticleRow[]> {
  const rows = await selectIn<ArticleRow>(
    db,
    ids.map(String),
    (ph) => `SELECT ${ARTICLE_COLUMNS} FROM articles a JOIN products p ON p.id = a.product_id WHERE a.id IN (${ph})`,
  );
  const order = new Map(ids.map((n, i) => [n, i]));
  return rows.sort((x, y) => (order.get(x.id) ?? 0) - (order.get(y.id) ?? 0));
}

export interface VariantOptions {
  skipPrice?: boolean;
  skipStock?: boolean;
  /** Leave out relations (accessories, spare parts): product cards and carts do not show them. */
  skipRelations?: boolean;
  /** Describe the chosen stock location only (StockQuery.chosenOnly): cards and cart lines show that one alone. */
  chosenStockOnly?: boolean;
  completeOrderPrice?: boolean;
  deliveryId?: string | null;
  locationId?: string | null;
  locationIds?: readonly string[];
  quantities?: ReadonlyMap<string, number>;
  /** Articles outside the context's assortment are left out (default true). */
  scopeToAssortment?: boolean;
  /**
   * More reads for the same round trip. Its settle step runs after the batch and before any view is built
   * (it may complete the article rows in place); when it answers false, variantViews throws StaleArticles.
   */
  alongside?: (reader: BatchReader) => () => boolean;
  /** A read of another concern that takes the same round trip (a search's session check, auth/session-rider.ts). */
  board?: (reader: BatchReader) => void;
}

/** The rows a caller gave no longer match the catalogue (see VariantOptions.alongside): read them again. */
export class StaleArticles extends Error {}

export function imagesOf(a: Pick<ArticleRow, "article_number" | "name" | "image_count">) {
  return Array.from({ length: Math.max(1, a.image_count) }, (_, i) => ({
    assetType: i === 0 ? "primary" : "gallery",
    assetUrl: `/images/${a.article_number}${i === 0 ? "" : `-${i + 1}`}.svg`,
    assetLabel: i === 0 ? a.name : `${a.name}, bild ${i + 1}`,
    assetMimeType: "image/svg+xml",
  }));
}

export async function variantViews(
  db: D1Database,
  ctx: CatalogueContext,
  articles: ArticleRow[],
  options: VariantOptions = {},
) {
  const scoped =
    options.scopeToAssortment === false ? articles : articles.filter((a) => inAssortment(ctx, a.category_l2));
  const numbers = scoped.map((a) => a.article_number);
  // Prices, stock, relations and replacement articles in one D1 round trip.
  const reader = new BatchReader(db);
  const finishPrices = options.skipPrice ? () => new Map() : priceArticlesWith(reader, ctx, scoped, options.quantities);
  const finishStock = stockRowsWith(reader, numbers);
  const centralIdsOf = centralWarehouseIdsWith(reader, db);
  type RelationRow = { article_number: string; relation_type: string; related_article_number: string };
  const relationsOf = options.skipRelations
    ? (): RelationRow[] => []
    : reader.addIn<RelationRow>(numbers, (ph) => `SELECT * FROM article_relations WHERE article_number IN (${ph})`);
  const replacementsOf = reader.addIn<{ article_number: string; name: string; variant_slug: string }>(
    scoped.flatMap((a) => (a.replacement_article_number ? [a.replacement_article_number] : [])),
    (ph) => `SELECT article_number, name, variant_slug FROM articles WHERE article_number IN (${ph})`,
  );
  const settle = options.alongside?.(reader);
  options.board?.(reader);
  const [ref] = await Promise.all([reference(db), reader.run()]);
  if (settle && !settle()) throw new StaleArticles("articles changed since they were read");
  const prices = finishPrices();
  const stockRows = finishStock();
  const centralIds = centralIdsOf();
  const relationRows = relationsOf();
  const replacements = replacementsOf();
  const replacementByNumber = new Map(replacements.map((r) => [r.article_number, r]));
  const today = new Date(`${ctx.today}T12:00:00Z`);
  const storeId =
    options.deliveryId && CENTRAL_STORAGE_DELIVERY_METHODS.has(options.deliveryId)
      ? null
      : (options.locationId ?? null);
  return scoped.map((a) => {
    const chain = ancestry(ref, a.category_id);
    const leaf = chain[chain.length - 1];
    const brand = ref.brands.get(a.brand_id);
    const rows = stockRows.get(a.article_number) ?? [];
    const stock: StockView | null = options.skipStock
      ? null
      : stockView(
          a.article_number,
          a.stock_type,
          rows,
          {
            locationIds: options.locationIds,
            deliveryId: options.deliveryId,
            locationId: options.locationId,
            centralIds,
            chosenOnly: options.chosenStockOnly,
          },
          today,
        );
    const price = prices.get(a.article_number);
    const stockedAt = JSON.parse(a.stocked_at) as string[];
    const replacement = a.replacement_article_number
      ? replacementByNumber.get(a.replacement_article_number)
      : undefined;
    const attributes = (JSON.parse(a.attributes) as { name: string; value: string }[]).map((x) => ({
      attributeName: x.name,
      attributeValue: x.value,
      name: x.name,
      value: x.value,
    }));
    return {
      name: a.name,
      articleNumber: a.article_number,
      ean: a.ean,
      variantSlug: a.variant_slug,
      discontinued: a.discontinued === 1,
      stockType: a.stock_type,
      stockedAt,
      filterTags: JSON.parse(a.filter_tags) as string[],
      purchaseConstraints: { onlyStore: a.only_store === 1, mustBeInStockedAt: a.must_be_in_stocked_at === 1 },
      purchasability: articlePurchasability(a, rows, storeId),
      webSalesUnit: { unit: a.unit, conversionFactor: a.conversion_factor, conversionUnit: a.conversion_unit },
      materialGroup: a.material_group,
      product: {
        id: a.product_id,
        name: a.product_name,
        description: a.product_description,
        breadcrumb: leaf ? { ...breadcrumbEntry(leaf), parents: chain.slice(0, -1).map(breadcrumbEntry) } : null,
        categoryPaths: leaf ? [leaf.path] : [],
      },
      brands: brand ? [{ brand: brand.name, id: brand.id, slug: brand.slug }] : [],
      images: imagesOf(a),
      attributes,
      warnings: JSON.parse(a.warnings) as {
        code: string;
        description: string;
        signalWord: string;
        assetUrl: string;
        detailedDescription: string;
      }[],
      relations: relationRows
        .filter((r) => r.article_number === a.article_number)
        .map((r) => ({ type: r.relation_type, articleNumber: r.related_article_number })),
      ersattningsartikel: replacement
        ? { articleNumber: replacement.article_number, name: replacement.name, variantSlug: replacement.variant_slug }
        : null,
      price: options.skipPrice || price == null ? null : (priceWire(price, options.completeOrderPrice) as PriceWire),
      stock,
    };
  });
}
/** A variant as search hits, product pages and carts answer it (the storefront reads it as a search hit). */
export type VariantView = WireAnswer<typeof searchHitSchema, Awaited<ReturnType<typeof variantViews>>[number]>;
