/** One demo article's rows: the article, its attributes, stock, bracket prices, relations and search row. */
import { articleFlags } from "./article-flags";
import { articleStock } from "./article-stock";
import { articleNumberAt, eanAt, json, type GenerateOptions, type Leaf, type Row } from "./demo-data";
import { slugify, type Random } from "./prng";
import { FILTER_TAGS } from "./taxonomy";
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
  productName: string;
  dim: string;
  options: GenerateOptions;
  stores: string[];
}

export function makeArticle(index: number, rnd: Random, ctx: ArticleContext): ArticleBundle {
  const { leaf, brand, options } = ctx;
  const spec = leaf.spec;
  const articleNumber = articleNumberAt(index);
  const pack = spec.packageOf ? rnd.pick(spec.packageOf) : null;
  const name = `${ctx.productName} ${ctx.dim}${pack ? ` (${pack} st)` : ""}`;
  const ean = eanAt(index);
  const [low, high] = spec.price;
  const listPrice = Math.max(190, Math.round(rnd.int(low, high) / 100) * 100 - 10);
  const attributes: [string, string][] = [[spec.dimension[0], ctx.dim]];
  for (const [attrName, values] of spec.attributes ?? []) attributes.push([attrName, rnd.pick(values)]);
  const searchable = attributes.length;
  attributes.push(...technicalData(spec.name, name, ctx.dim, index));
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
  const brackets: Row[] = flags.hasBrackets
    ? [
        [10, 62],
        [50, 52],
        [100, 45],
      ].map(([min, pct]) => ({
        article_number: articleNumber,
        min_quantity: min,
        price_ore: Math.round((listPrice * pct) / 100),
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
    conversion_factor: pack ?? (unit === "m" ? 100 : null),
    conversion_unit: pack ? "st" : unit === "m" ? "m/trumma" : null,
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
      name: `${name} ${spec.name}`,
      codes: `${articleNumber} ${ean}`,
      brand: String(brand.name),
      // The technical data stays out of the search text: only the variant's own attributes and SSG are searched.
      attributes: [...attributes.slice(0, searchable).map((a) => a[1]), ...(ssg ? [ssg] : []), ...tags].join(" "),
    },
  };
}
