/** Demo articles with products, attributes, stock, bracket prices, relations and search rows. */
import { createRandom, slugify, type Random } from "./prng";
import { FILTER_TAGS, TOWNS } from "./taxonomy";
import {
  addDays,
  articleNumberAt,
  CENTRAL_IDS,
  DEFAULT_ARTICLE_COUNT,
  DEMO_ARTICLES,
  DEMO_COUNT,
  eanAt,
  json,
  VIRTUAL_LOCATION,
  type GenerateOptions,
  type Leaf,
  type Row,
} from "./demo-data";

const SERIES = ["", "Pro", "Basic", "Plus", "Eco", "XL", "Premium", "Compact"];

export interface ArticleBundle {
  article: Row;
  product?: Row;
  attributes: Row[];
  stock: Row[];
  brackets: Row[];
  relations: Row[];
  search: Row;
}

/** Articles in chunks, so 200,000 never sit in memory at once. */
export function* generateArticles(
  options: GenerateOptions,
  leaves: Leaf[],
  brands: Row[],
  chunkSize = 500,
): Generator<ArticleBundle[]> {
  const count = Math.max(DEMO_COUNT + 3, options.articles ?? DEFAULT_ARTICLE_COUNT);
  const rnd = createRandom(options.seed ?? 20261121);
  const stores = TOWNS.map((t) => t[0]);
  let index = 0;
  let productNo = 0;
  let chunk: ArticleBundle[] = [];
  const leafByName = (name: string) => leaves.find((l) => l.spec.name === name)!;
  while (index < count) {
    const forcedLeaf =
      index === 0
        ? leafByName("Installationskabel")
        : index === 13
          ? leafByName("Fogmassa")
          : index < DEMO_COUNT
            ? leafByName("Dvärgbrytare")
            : undefined;
    const leaf = forcedLeaf ?? rnd.pick(leaves);
    const brandIndex = (leaf.l1Index * 4 + rnd.int(0, 7)) % brands.length;
    const brand = brands[brandIndex];
    const stem = rnd.pick(leaf.spec.stems);
    const series = rnd.pick(SERIES);
    productNo++;
    const productId = `p${productNo}`;
    const productName = [stem, series].filter(Boolean).join(" ");
    const variantCount = index < DEMO_COUNT ? 1 : Math.min(count - index, rnd.int(1, 5));
    const dims = [...leaf.spec.dimension[1]];
    let first = true;
    for (let v = 0; v < variantCount; v++) {
      const bundle = makeArticle(index, rnd, {
        leaf,
        brand,
        productId,
        productName,
        dim: dims[v % dims.length],
        options,
        stores,
      });
      if (first) {
        bundle.product = {
          id: productId,
          name: productName,
          description: `${productName} från ${brand.name}. ${leaf.spec.name} för professionellt bruk.`,
          category_id: leaf.id,
          brand_id: String(brand.id),
        };
        first = false;
      }
      chunk.push(bundle);
      index++;
      if (chunk.length >= chunkSize) {
        yield chunk;
        chunk = [];
      }
    }
  }
  if (chunk.length) yield chunk;
}

interface ArticleContext {
  leaf: Leaf;
  brand: Row;
  productId: string;
  productName: string;
  dim: string;
  options: GenerateOptions;
  stores: string[];
}

function makeArticle(index: number, rnd: Random, ctx: ArticleContext): ArticleBundle {
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
  if (index === 14 || rnd.chance(0.15)) attributes.push(["SSG", String(500_000 + index * 7).padStart(7, "0")]);
  const tags = FILTER_TAGS.filter(() => rnd.chance(0.12));
  let stockType = rnd.next() < 0.72 ? "LAG" : rnd.pick(["TRA", "TRA_PLUS", "VIR"]);
  let discontinued = index > 20 && rnd.chance(0.01) ? 1 : 0;
  let replacement: string | null = discontinued && rnd.chance(0.5) ? articleNumberAt(index - 1) : null;
  let onlyStore = index > 20 && rnd.chance(0.005) ? 1 : 0;
  let mustBeInStockedAt = index > 20 && rnd.chance(0.01) ? 1 : 0;
  let askForPrice = index > 20 && rnd.chance(0.005) ? 1 : 0;
  let alloying = spec.metal ? Math.round((listPrice * rnd.int(5, 15)) / 100) : 0;
  let orderMultiple: number | null = rnd.chance(0.08) ? rnd.pick([5, 10, 25, 50]) : null;
  let stocked = true;
  let noLocations = false;
  let hasBrackets = rnd.chance(0.04);
  let emptyStock = false;
  const D = DEMO_ARTICLES;
  switch (articleNumber) {
    case D.metalSurcharge:
      stockType = "LAG";
      alloying = Math.round(listPrice * 0.12);
      break;
    case D.discontinuedWithStock:
      stockType = "LAG";
      discontinued = 1;
      replacement = D.replacement;
      break;
    case D.replacement:
      stockType = "LAG";
      discontinued = 0;
      break;
    case D.discontinuedNoStock:
      stockType = "LAG";
      discontinued = 1;
      replacement = D.replacement;
      emptyStock = true;
      break;
    case D.discontinuedNoStockNoReplacement:
      stockType = "LAG";
      discontinued = 1;
      replacement = null;
      emptyStock = true;
      break;
    case D.onlyStore:
      stockType = "LAG";
      onlyStore = 1;
      break;
    case D.mustBeInStockedAt:
      stockType = "LAG";
      mustBeInStockedAt = 1;
      break;
    case D.askForPrice:
      askForPrice = 1;
      break;
    case D.bracketPrices:
      hasBrackets = true;
      break;
    case D.transit:
      stockType = "TRA";
      break;
    case D.transitPlus:
      stockType = "TRA_PLUS";
      break;
    case D.virtual:
      stockType = "VIR";
      break;
    case D.orderMultiple:
      stockType = "LAG";
      orderMultiple = 10;
      break;
    case D.noStockLocations:
      noLocations = true;
      stocked = false;
      break;
    default:
      if (index < DEMO_COUNT) {
        discontinued = 0;
        replacement = null;
      }
  }
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
  const stock: Row[] = [];
  const stockedAt: string[] = [];
  if (!noLocations) {
    const central = (qty: number, extra: Partial<Row> = {}) => {
      for (const id of CENTRAL_IDS)
        stock.push({
          article_number: articleNumber,
          location_id: id,
          quantity: qty,
          stocked: stocked ? 1 : 0,
          order_multiple: orderMultiple,
          availability_date: null,
          available_from_days: null,
          available_to_days: null,
          sub_availabilities: "[]",
          ...extra,
        });
    };
    if (stockType === "LAG") {
      central(emptyStock ? 0 : rnd.int(articleNumber === D.discontinuedWithStock ? 5 : 0, 800));
      const storeCount = rnd.int(2, 5);
      const chosen =
        articleNumber === D.mustBeInStockedAt
          ? ["1001", "2001"]
          : Array.from({ length: storeCount }, () => rnd.pick(ctx.stores));
      for (const id of new Set(chosen)) {
        stock.push({
          article_number: articleNumber,
          location_id: id,
          quantity: emptyStock ? 0 : rnd.int(0, 60),
          stocked: 1,
          order_multiple: orderMultiple,
          availability_date: null,
          available_from_days: null,
          available_to_days: null,
          sub_availabilities: "[]",
        });
        stockedAt.push(id);
      }
    } else if (stockType === "TRA") {
      const days = rnd.int(3, 12);
      const date = addDays(options.today, days);
      central(0, {
        available_from_days: days,
        available_to_days: days + 2,
        availability_date: date,
        sub_availabilities: json([
          { date, quantity: rnd.int(20, 200) },
          { date: addDays(options.today, days + 14), quantity: rnd.int(20, 200) },
        ]),
      });
    } else if (stockType === "TRA_PLUS") {
      central(0, { stocked: 0 });
    } else {
      // Supplier stock: delivered via central storage in 5-10 days; the VIRTUAL row holds the
      // supplier's quantity but is never a location to pick from.
      central(0, { stocked: 0 });
      stock.push({
        article_number: articleNumber,
        location_id: VIRTUAL_LOCATION,
        quantity: rnd.int(50, 5000),
        stocked: 0,
        order_multiple: orderMultiple,
        availability_date: null,
        available_from_days: null,
        available_to_days: null,
        sub_availabilities: "[]",
      });
    }
    if (stockType === "LAG") stockedAt.unshift(...CENTRAL_IDS);
  }
  const brackets: Row[] = hasBrackets
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
    only_store: onlyStore,
    must_be_in_stocked_at: mustBeInStockedAt,
    list_price_ore: listPrice,
    alloying_ore: alloying,
    discount_group: leaf.discountGroup,
    ask_for_price: askForPrice,
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
      attributes: [...attributes.map((a) => a[1]), ...tags].join(" "),
    },
  };
}
