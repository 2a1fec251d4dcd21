/** Demo articles grouped into products of one to five variants (the rows of each: article-rows.ts). */
import { makeArticle, type ArticleBundle } from "./article-rows";
import { DEFAULT_ARTICLE_COUNT, DEMO_COUNT, type GenerateOptions, type Leaf, type Row } from "./demo-data";
import { modelName, productFacts, productName as nameOfProduct, type ProductPlan } from "./article-naming";
import { productDescription } from "./descriptions";
import { createRandom } from "./prng";
import { MAKER_CODES, TOWNS } from "./taxonomy";
import { dimensionValues, stemName } from "./taxonomy-spec";

/**
 * Drawn once per product and no longer used: the series words (Pro, Basic …) it chose are gone from the names, but the
 * draw stays so every later draw, and with it every article's number, kind, stock and flags, stays as it was.
 */
const RETIRED_SERIES_DRAW = 8;

export type { ArticleBundle };

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
  const brandByName = new Map(brands.map((b) => [String(b.name), b]));
  const drawn = leaves.filter((l) => !l.spec.drawnThrough);
  const splitOff = new Map(
    leaves.flatMap((l) =>
      l.spec.drawnThrough ? l.spec.stems.map((s) => [`${l.spec.drawnThrough}|${stemName(s)}`, l]) : [],
    ),
  );
  // Models per maker and leaf: the running number that makes each product's name its own.
  const models = new Map<string, number>();
  const leafOrdinal = new Map(leaves.map((l, i) => [l.id, i]));
  while (index < count) {
    const forcedLeaf =
      index === 0
        ? leafByName("Installationskabel")
        : index === 13
          ? leafByName("Fogmassa")
          : index < DEMO_COUNT
            ? leafByName("Dvärgbrytare")
            : undefined;
    const drawnLeaf = forcedLeaf ?? rnd.pick(drawn);
    const brandDraw = rnd.int(0, 7);
    const stem = rnd.pick(drawnLeaf.spec.stems);
    const leaf = splitOff.get(`${drawnLeaf.spec.name}|${stemName(stem)}`) ?? drawnLeaf;
    const brandName = leaf.spec.brands[brandDraw % leaf.spec.brands.length];
    const brand = brandByName.get(brandName)!;
    rnd.int(0, RETIRED_SERIES_DRAW - 1);
    productNo++;
    const productId = `p${productNo}`;
    const modelKey = `${leaf.id}|${brandName}`;
    const modelNo = models.get(modelKey) ?? 0;
    models.set(modelKey, modelNo + 1);
    const plan: ProductPlan = {
      leaf: leaf.spec,
      stem,
      maker: brandName,
      model: modelName(MAKER_CODES.get(brandName)!, leafOrdinal.get(leaf.id)!, modelNo),
      attributes: [],
      facts: productFacts(leaf.spec, stem, productNo),
    };
    const productName = nameOfProduct(plan);
    const variantCount = index < DEMO_COUNT ? 1 : Math.min(count - index, rnd.int(1, 5));
    const dims = dimensionValues(leaf.spec, stem);
    let first = true;
    for (let v = 0; v < variantCount; v++) {
      const bundle = makeArticle(index, rnd, {
        leaf,
        brand,
        productId,
        plan,
        dim: dims[v % dims.length],
        options,
        stores,
      });
      if (first) {
        bundle.product = {
          id: productId,
          name: productName,
          description: productDescription(leaf.spec.name, productName, String(brand.name)),
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
