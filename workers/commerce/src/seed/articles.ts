/** Demo articles grouped into products of one to five variants (the rows of each: article-rows.ts). */
import { makeArticle, type ArticleBundle } from "./article-rows";
import { DEFAULT_ARTICLE_COUNT, DEMO_COUNT, type GenerateOptions, type Leaf, type Row } from "./demo-data";
import { createRandom } from "./prng";
import { TOWNS } from "./taxonomy";

const SERIES = ["", "Pro", "Basic", "Plus", "Eco", "XL", "Premium", "Compact"];

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
