/** The rows of the configurator families (families.ts): products, articles, attributes, stock, search. */
import type { ArticleBundle } from "./article-rows";
import type { ArticleFlags } from "./article-flags";
import { articleStock } from "./article-stock";
import { json, type Leaf, type Row } from "./demo-data";
import { familyArticles, FAMILIES, FAMILY_SEQUENCES } from "./families";
import { createRandom, eanCheckDigit } from "./prng";
import { TOWNS } from "./taxonomy";

function familyEan(ordinal: number): string {
  // 7350 9…: a range the generated EANs (7350 00…) never reach.
  const first12 = `7350${String(90_000_000 + ordinal)}`;
  return first12 + eanCheckDigit(first12);
}

function flagsOf(stockType: string, alloying: number): ArticleFlags {
  return {
    stockType,
    discontinued: 0,
    replacement: null,
    onlyStore: 0,
    mustBeInStockedAt: 0,
    askForPrice: 0,
    alloying,
    orderMultiple: null,
    stocked: true,
    noLocations: false,
    hasBrackets: false,
    emptyStock: false,
  };
}

/**
 * The families' rows. Article ids follow the generated articles (`firstId` = their count + 1): the id is also the
 * search rowid and the popularity order.
 */
export function generateFamilies(
  leaves: Leaf[],
  brands: Row[],
  options: { firstId: number; today: string },
): { products: Row[]; bundles: ArticleBundle[] } {
  const rnd = createRandom(20261124);
  const stores = TOWNS.map((t) => t[0]);
  const leafOf = (name: string) => leaves.find((l) => l.spec.name === name)!;
  const brandOf = (name: string) => brands.find((b) => b.name === name)!;
  const products = FAMILIES.map((f) => ({
    id: f.productId,
    name: f.productName,
    description: f.description,
    category_id: leafOf(f.leaf).id,
    brand_id: String(brandOf(f.brand).id),
  }));
  const bundles = familyArticles().map((a): ArticleBundle => {
    const { family } = a;
    const leaf = leafOf(family.leaf);
    const brand = brandOf(family.brand);
    const id = options.firstId + a.ordinal;
    const listPrice = Math.max(190, Math.round(family.price(a.combination) / 10) * 10 - 10);
    // Most are stocked; every seventh comes from the central warehouse's inbound delivery.
    const stockType = a.ordinal % 7 === 3 ? "TRA" : "LAG";
    const alloying = leaf.spec.metal ? Math.round(listPrice * 0.08) : 0;
    const { stock, stockedAt } = articleStock(
      rnd,
      a.articleNumber,
      flagsOf(stockType, alloying),
      options.today,
      stores,
    );
    const ean = familyEan(a.ordinal);
    return {
      article: {
        id,
        article_number: a.articleNumber,
        product_id: family.productId,
        name: a.name,
        ean,
        variant_slug: a.variantSlug,
        brand_id: String(brand.id),
        category_id: leaf.id,
        category_l2: leaf.l2,
        stock_type: stockType,
        unit: family.unit,
        conversion_factor: family.conversion?.factor ?? null,
        conversion_unit: family.conversion?.unit ?? null,
        discontinued: 0,
        replacement_article_number: null,
        only_store: 0,
        must_be_in_stocked_at: 0,
        list_price_ore: listPrice,
        alloying_ore: alloying,
        discount_group: leaf.discountGroup,
        ask_for_price: 0,
        material_group: `4${String(leaf.l1Index + 1).padStart(3, "0")}0000`,
        filter_tags: json([]),
        attributes: json(a.attributes.map(([name, value]) => ({ name, value }))),
        warnings: json([]),
        image_count: 1,
        stocked_at: json(stockedAt),
      },
      attributes: a.attributes.map(([name, value]) => ({ article_id: id, name, value })),
      stock,
      brackets: [],
      relations: [],
      search: {
        rowid: id,
        name: a.name,
        codes: `${a.articleNumber} ${ean}`,
        brand: String(brand.name),
        // The category's name with the attributes, as for every article (article-rows.ts).
        attributes: [leaf.spec.name, ...a.attributes.map(([, value]) => value)].join(" "),
      },
    };
  });
  return { products, bundles };
}

/** The generated attribute sequences with those of the families' leaves replaced (FAMILY_SEQUENCES). */
export function withFamilySequences(sequences: Row[], leaves: Leaf[]): Row[] {
  const replaced = new Map(
    Object.entries(FAMILY_SEQUENCES).map(([name, order]) => [leaves.find((l) => l.spec.name === name)!.id, order]),
  );
  const rows = sequences.filter((row) => !replaced.has(String(row.category_id)));
  for (const [categoryId, { sequence, disabled }] of replaced) {
    [...sequence, ...disabled].forEach((name, position) =>
      rows.push({
        category_id: categoryId,
        position,
        attribute_name: name,
        disabled: position >= sequence.length ? 1 : 0,
      }),
    );
  }
  return rows;
}
