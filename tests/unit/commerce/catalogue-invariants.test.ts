/**
 * Invariants of the whole generated demo catalogue (issue #44): what a trade buyer would catch within minutes.
 * Pure: the generator's rows, no database. The priced side (brackets, campaigns, quotes per demo customer) is in
 * tests/workers/commerce/catalogue-invariants.test.ts.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  generateArticles,
  generateBrands,
  generateCategories,
  generateFamilies,
  type ArticleBundle,
} from "../../../workers/commerce/src/seed/generate";
import { dimensionValues, stemName } from "../../../workers/commerce/src/seed/taxonomy-spec";

const { leaves } = generateCategories();
const brands = generateBrands();
const brandName = new Map(brands.map((b) => [String(b.id), String(b.name)]));
const leafById = new Map(leaves.map((l) => [l.id, l]));

function catalogue(articles: number, seed?: number): ArticleBundle[] {
  const generated = [...generateArticles({ articles, seed, today: "2026-11-24" }, leaves, brands, 1000)].flat();
  const families = generateFamilies(leaves, brands, { firstId: articles + 1, today: "2026-11-24" }).bundles;
  return [...generated, ...families];
}

const demo = catalogue(5000);
const attributesOf = (b: ArticleBundle) =>
  (JSON.parse(String(b.article.attributes)) as { name: string; value: string }[]).map(
    (a) => [a.name, a.value] as const,
  );
const nameOf = (b: ArticleBundle) => String(b.article.name);
const productOf = (b: ArticleBundle) => String(b.article.product_id);
const leafOf = (b: ArticleBundle) => leafById.get(String(b.article.category_id))!;

/** The names that occur more than once, with how often. */
function duplicateNames(bundles: readonly ArticleBundle[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const b of bundles) counts.set(nameOf(b), (counts.get(nameOf(b)) ?? 0) + 1);
  return new Map([...counts].filter(([, n]) => n > 1));
}

const TIER_WORDS = /\b(Eco|Basic|Compact|Plus|Pro|XL|Premium)\b/;
/** Words of which an article can be only one: a name or data table holding two contradicts itself. */
const EXCLUSIVE: RegExp[][] = [
  [/\binfälld\b/i, /\butanpåliggande\b/i],
  [/\bförzinkad\b|\bförzinkat\b/i, /\brostfri\b|\brostfritt\b/i],
  [/\bmjukt\b/i, /\bhårt\b/i],
];
/** Real makers and chains: a demo must not put words in their mouth (or prices on their products). */
const REAL_NAMES = [
  "Nexans", "Draka", "Prysmian", "Schneider Electric", "ABB", "Hager", "Eaton", "Malmbergs", "Gelia", "Gustavsberg",
  "FM Mattsson", "Uponor", "Tece", "Gyproc", "Knauf", "Paroc", "Isover", "Rockwool", "Bostik", "Casco", "Soudal",
  "Makita", "Milwaukee", "Bosch", "Bahco", "Knipex", "Wera", "Fluke", "ESSVE", "Fischer", "Würth", "3M", "Housegard",
  "Philips", "KME", "Wieland", "Viega", "Pipelife", "Wavin", "Mora Armatur", "Purus", "Jafo", "Blücher", "Unipak",
  "Loctite", "Moelven", "Kronospan", "Hultafors", "Metrel", "HellermannTyton", "Ejendals", "Hellberg", "Presto",
  "Nexa", "Airam", "Glamox", "Fagerhult", "Hide-a-lite", "Norlys", "OBO Bettermann", "Byggmax",
]; // prettier-ignore

/** The kind of product (its stem) an article's name starts with, longest first ("Dvärgbrytare 1-pol" has a maker between). */
function kindOf(b: ArticleBundle) {
  const spec = leafOf(b).spec;
  const type = (s: (typeof spec.stems)[number]) => (typeof s === "string" ? s : s.type);
  const candidates = spec.stems.filter((s) => nameOf(b).startsWith(`${type(s)} `));
  const match = candidates.find((s) => typeof s !== "string" && s.qualifier && nameOf(b).includes(` ${s.qualifier} `));
  return match ?? candidates.sort((x, y) => type(y).length - type(x).length)[0];
}

/** Price per piece of a packed article (per sales unit otherwise). */
const perPiece = (b: ArticleBundle) => Number(b.article.list_price_ore) / Number(b.article.conversion_factor ?? 1);

describe("the demo catalogue reads like a wholesaler's range", () => {
  it("names every article uniquely", () => {
    const duplicates = duplicateNames(demo);
    expect([...duplicates].slice(0, 5), `${duplicates.size} names used more than once`).toEqual([]);
  });

  it("names articles uniquely whatever the seed and size (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 20, max: 1500 }), (seed, size) => {
        expect(duplicateNames(catalogue(size, seed)).size).toBe(0);
      }),
      { numRuns: 8 },
    );
  });

  it("uses no tier words as filler and never contradicts itself", () => {
    const tiers = demo.filter((b) => TIER_WORDS.test(nameOf(b)) || TIER_WORDS.test(String(b.product?.name ?? "")));
    expect(tiers.map(nameOf).slice(0, 5), `${tiers.length} names with tier words`).toEqual([]);
    const contradictions = demo.filter((b) => {
      const text = [nameOf(b), ...attributesOf(b).map(([, v]) => v)].join(" | ");
      return EXCLUSIVE.some((words) => words.filter((w) => w.test(text)).length > 1);
    });
    expect(contradictions.map(nameOf).slice(0, 5), `${contradictions.length} contradicting articles`).toEqual([]);
  });

  it("has fictional makers only", () => {
    const real = brands.filter((b) => REAL_NAMES.some((r) => String(b.name).includes(r)));
    expect(real.map((b) => b.name)).toEqual([]);
    const realInNames = demo.filter((b) => REAL_NAMES.some((r) => new RegExp(`\\b${r}\\b`).test(nameOf(b))));
    expect(realInNames.map(nameOf).slice(0, 5), `${realInNames.length} names with a real maker`).toEqual([]);
  });

  it("gives every article of a family the family's one attribute schema", () => {
    const misfits: string[] = [];
    const byLeaf = new Map<string, ArticleBundle[]>();
    for (const b of demo) byLeaf.set(leafOf(b).spec.name, [...(byLeaf.get(leafOf(b).spec.name) ?? []), b]);
    for (const [leaf, bundles] of byLeaf) {
      // One schema: every article of a leaf carries the same attribute names (SSG is an optional code).
      const schemaOf = (b: ArticleBundle) =>
        attributesOf(b)
          .map(([n]) => n)
          .filter((n) => n !== "SSG")
          .sort()
          .join(",");
      const schemas = new Set(bundles.filter((b) => !String(b.article.product_id).startsWith("f-")).map(schemaOf));
      if (schemas.size > 1) misfits.push(`${leaf}: ${schemas.size} schemas`);
      // A value in a unit of another family ("Volym: 2 moduler" on a sealant).
      for (const b of bundles)
        for (const [n, v] of attributesOf(b))
          if ((n === "Volym" && !/\b(ml|l)$/.test(v)) || (n === "Moduler" && !/modul(er)?$/.test(v)))
            misfits.push(`${nameOf(b)}: ${n} ${v}`);
    }
    expect(misfits.slice(0, 8), `${misfits.length} misfits`).toEqual([]);
  });

  it("sells packs, drums and pieces in units that agree with the name", () => {
    const wrong = demo.filter((b) => {
      const { unit, conversion_factor: factor, conversion_unit: conversionUnit } = b.article;
      if (unit !== leafOf(b).spec.unit && !String(b.article.product_id).startsWith("f-")) return true;
      if (unit === "förp")
        return !(Number(factor) > 1 && conversionUnit === "st" && nameOf(b).includes(`${factor} st`));
      if (unit === "st") return factor !== null;
      return false;
    });
    expect(wrong.map(nameOf).slice(0, 5), `${wrong.length} articles with inconsistent units`).toEqual([]);
  });

  it("prices a product's variants by their deciding dimension, and packs cheaper per piece as they grow", () => {
    const byProduct = new Map<string, ArticleBundle[]>();
    for (const b of demo) byProduct.set(productOf(b), [...(byProduct.get(productOf(b)) ?? []), b]);
    let dimensionViolations = 0;
    let packViolations = 0;
    const examples: string[] = [];
    for (const variants of byProduct.values()) {
      if (String(variants[0].article.product_id).startsWith("f-")) continue;
      const spec = leafOf(variants[0]).spec;
      const [dimension] = spec.dimension;
      const values = dimensionValues(spec, kindOf(variants[0]) ?? spec.name);
      // A family priced alike in every size (gloves) may not get dearer, but never cheaper.
      const flat = spec.growth === 1;
      const rank = (b: ArticleBundle) => values.indexOf(attributesOf(b).find(([n]) => n === dimension)?.[1] ?? "");
      for (const a of variants)
        for (const b of variants) {
          const samePack = a.article.conversion_factor === b.article.conversion_factor;
          if (samePack && rank(a) < rank(b) && (flat ? perPiece(a) > perPiece(b) : perPiece(a) >= perPiece(b))) {
            dimensionViolations++;
            if (examples.length < 6)
              examples.push(`${nameOf(a)} ${a.article.list_price_ore} ≥ ${nameOf(b)} ${b.article.list_price_ore}`);
          }
          const packA = Number(a.article.conversion_factor ?? 1);
          const packB = Number(b.article.conversion_factor ?? 1);
          if (rank(a) === rank(b) && a.article.unit === "förp" && packA < packB && perPiece(a) <= perPiece(b)) {
            packViolations++;
            if (examples.length < 6)
              examples.push(`${nameOf(a)} ${a.article.list_price_ore} vs ${nameOf(b)} ${b.article.list_price_ore}`);
          }
        }
    }
    expect(examples, `${dimensionViolations} dimension and ${packViolations} pack price violations`).toEqual([]);
  });

  it("sells a bigger pack of the same screw, plug or tie cheaper per piece", () => {
    const packed = demo.filter((b) => b.article.unit === "förp" && leafOf(b).spec.packageOf);
    const key = (b: ArticleBundle) =>
      [
        b.article.brand_id,
        kindOf(b) ? stemName(kindOf(b)!) : "",
        ...attributesOf(b)
          .slice(0, 2)
          .map(([, v]) => v),
      ].join("|");
    const groups = new Map<string, ArticleBundle[]>();
    for (const b of packed) groups.set(key(b), [...(groups.get(key(b)) ?? []), b]);
    const violations: string[] = [];
    for (const group of groups.values())
      for (const a of group)
        for (const b of group)
          if (Number(a.article.conversion_factor) < Number(b.article.conversion_factor) && perPiece(a) <= perPiece(b))
            violations.push(`${nameOf(a)} ${a.article.list_price_ore} vs ${nameOf(b)} ${b.article.list_price_ore}`);
    expect(violations.slice(0, 5), `${violations.length} pack price violations`).toEqual([]);
  });

  it("prices a multi-pole breaker above a single-pole one of the same maker and rating", () => {
    const breakers = demo.filter((b) => leafOf(b).spec.name === "Dvärgbrytare" && nameOf(b).startsWith("Dvärgbrytare"));
    const key = (b: ArticleBundle) => {
      const attributes = new Map(attributesOf(b));
      return `${b.article.brand_id}|${attributes.get("Märkström")}`;
    };
    const poles = (b: ArticleBundle) => Number.parseInt(new Map(attributesOf(b)).get("Poler") ?? "1", 10);
    const violations: string[] = [];
    for (const a of breakers)
      for (const b of breakers)
        if (
          key(a) === key(b) &&
          poles(a) < poles(b) &&
          Number(a.article.list_price_ore) >= Number(b.article.list_price_ore)
        )
          violations.push(`${nameOf(a)} ${a.article.list_price_ore} ≥ ${nameOf(b)} ${b.article.list_price_ore}`);
    expect(violations.slice(0, 5), `${violations.length} pole price violations`).toEqual([]);
  });

  it("gives one maker's articles a maker of the family", () => {
    const strangers = demo.filter((b) => {
      const spec = leafOf(b).spec;
      return (
        !String(b.article.product_id).startsWith("f-") &&
        !spec.brands.includes(brandName.get(String(b.article.brand_id))!)
      );
    });
    expect(strangers.map(nameOf).slice(0, 5)).toEqual([]);
  });
});
