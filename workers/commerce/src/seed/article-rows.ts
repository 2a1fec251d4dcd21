/** One demo article's rows: the article, its attributes, stock, bracket prices, relations and search row. */
import { articleFlags } from "./article-flags";
import { articleName, listPrice as listPriceOf, packageOf, type ProductPlan } from "./article-naming";
import { articleStock } from "./article-stock";
import { articleNumberAt, eanAt, json, type GenerateOptions, type Leaf, type Row } from "./demo-data";
import { slugify, type Random } from "./prng";
import { FILTER_TAGS } from "./taxonomy";
import { stemName, stemOf } from "./taxonomy-spec";
import { technicalData } from "./technical-data";

export interface ArticleBundle {
  article: Row;
  product?: Row;
  attributes: Row[];
  stock: Row[];
  brackets: Row[];
  relations: Row[];
  search: Row;
}

export interface ArticleContext {
  leaf: Leaf;
  brand: Row;
  productId: string;
  /** The product's kind, maker, model and shared attribute values (filled by its first article's draws). */
  plan: ProductPlan;
  dim: string;
  options: GenerateOptions;
  stores: string[];
}

/** Quantity discounts of a bracket article, in basis points off the buyer's own price (domain/pricing.ts). */
export const BRACKET_DISCOUNTS: readonly [minQuantity: number, basisPoints: number][] = [
  [10, 300],
  [50, 600],
  [100, 1000],
];

/**
 * The product's secondary attribute values: its first article's draws. Every article still draws (so the sequence,
 * and with it every later article, stays as it was), but its variants share the first one's values.
 */
function productAttributes(rnd: Random, ctx: ArticleContext): [string, string][] {
  const own = stemOf(ctx.plan.stem).values ?? {};
  const drawn = (ctx.leaf.spec.attributes ?? []).map(([name, values]): [string, string] => {
    const choices = own[name] ?? values;
    return [name, choices[Math.floor(rnd.next() * choices.length)]];
  });
  if (ctx.plan.attributes.length === 0) ctx.plan.attributes.push(...drawn);
  return ctx.plan.attributes;
}

export function makeArticle(index: number, rnd: Random, ctx: ArticleContext): ArticleBundle {
  const { leaf, brand, options, plan } = ctx;
  const spec = leaf.spec;
  const articleNumber = articleNumberAt(index);
  const drawnPack = spec.packageOf ? rnd.pick(spec.packageOf) : null;
  const ean = eanAt(index);
  const [low, high] = spec.price;
  // The drawn price is no longer used (prices follow the family's logic) but drawn still: see RETIRED_SERIES_DRAW.
  rnd.int(low, high);
  const attributes: [string, string][] = [[spec.dimension[0], ctx.dim], ...productAttributes(rnd, ctx)];
  const pack = packageOf(spec, plan.stem, ctx.dim, drawnPack);
  const name = articleName(plan, ctx.dim, pack);
  const listPrice = listPriceOf(plan, ctx.dim, pack);
  const searchable = attributes.length;
  attributes.push(
    ...technicalData({ leaf: spec.name, kind: stemName(plan.stem), dim: ctx.dim, index, facts: plan.facts }),
  );
  const ssg = index === 14 || rnd.chance(0.15) ? String(500_000 + index * 7).padStart(7, "0") : null;
  if (ssg) attributes.push(["SSG", ssg]);
  const tags = FILTER_TAGS.filter(() => rnd.chance(0.12));
  const flags = articleFlags(index, rnd, articleNumber, spec, listPrice);
  const { stockType, discontinued, replacement } = flags;
  const warnings = spec.hazard
    ? [
        {
          code: "GHS07",
          description: "Kan irritera huden och ögonen.",
          signalWord: "Varning",
          assetUrl: "/images/hazard/GHS07.svg",
          detailedDescription:
            "H315 Irriterar huden. H319 Orsakar allvarlig ögonirritation. P102 Förvaras oåtkomligt för barn.",
        },
      ]
    : [];
  const { stock, stockedAt } = articleStock(rnd, articleNumber, flags, options.today, ctx.stores);
  // A quantity discount off the buyer's own price; price_ore is the bracket at list price, for readers of the row.
  const brackets: Row[] = flags.hasBrackets
    ? BRACKET_DISCOUNTS.map(([min, bp]) => ({
        article_number: articleNumber,
        min_quantity: min,
        price_ore: listPrice - Math.round((listPrice * bp) / 10_000),
        discount_bp: bp,
      }))
    : [];
  const relations: Row[] = [];
  if (replacement)
    relations.push({
      article_number: articleNumber,
      relation_type: "ersattningsartikel",
      related_article_number: replacement,
    });
  if (index > 0 && rnd.chance(0.1))
    relations.push({
      article_number: articleNumber,
      relation_type: "tillbehor",
      related_article_number: articleNumberAt(index - 1),
    });
  const id = index + 1;
  const unit = spec.unit;
  const article: Row = {
    id,
    article_number: articleNumber,
    product_id: ctx.productId,
    name,
    ean,
    variant_slug: `${slugify(name)}-${articleNumber}`,
    brand_id: String(brand.id),
    category_id: leaf.id,
    category_l2: leaf.l2,
    stock_type: stockType,
    unit,
    conversion_factor: pack?.factor ?? null,
    conversion_unit: pack?.unit ?? null,
    discontinued,
    replacement_article_number: replacement,
    only_store: flags.onlyStore,
    must_be_in_stocked_at: flags.mustBeInStockedAt,
    list_price_ore: listPrice,
    alloying_ore: flags.alloying,
    discount_group: leaf.discountGroup,
    ask_for_price: flags.askForPrice,
    material_group: `4${String(leaf.l1Index + 1).padStart(3, "0")}0000`,
    filter_tags: json(tags),
    attributes: json(attributes.map(([n, value]) => ({ name: n, value }))),
    warnings: json(warnings),
    image_count: rnd.int(1, 3),
    stocked_at: json(stockedAt),
  };
  return {
    article,
    attributes: attributes.map(([n, value]) => ({ article_id: id, name: n, value })),
    stock,
    brackets,
    relations,
    search: {
      rowid: id,
      name,
      codes: `${articleNumber} ${ean}`,
      brand: String(brand.name),
      // The category's name is searched with the attributes, not as the article's name: a search ranks the articles
      // named so ("Dvärgbrytare …") before the others of the category (a personskyddsautomat), search/search.ts.
      // The technical data stays out of the search text: only the variant's own attributes and SSG are searched.
      attributes: [spec.name, ...attributes.slice(0, searchable).map((a) => a[1]), ...(ssg ? [ssg] : []), ...tags].join(
        " ",
      ),
    },
  };
}
