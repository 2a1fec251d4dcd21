import { describe, expect, it } from "vitest";
import { isValidEan13 } from "../../../workers/commerce/src/seed/prng";
import {
  articleNumberAt,
  CONFIGURATOR_FAMILIES,
  FAMILIES,
  familyArticles,
  generateBrands,
  generateCategories,
  generateFamilies,
  withFamilySequences,
} from "../../../workers/commerce/src/seed/generate";

describe("configurator families in the demo seed", () => {
  it("has at least five families, each with several attributes and combinations that do not exist", () => {
    expect(FAMILIES.length).toBeGreaterThanOrEqual(5);
    for (const family of FAMILIES) {
      const articles = familyArticles().filter((a) => a.family === family);
      const all = family.attributes.reduce((n, [, values]) => n * values.length, 1);
      expect(family.attributes.length).toBeGreaterThanOrEqual(2);
      expect(articles.length).toBeGreaterThan(1);
      expect(articles.length).toBeLessThan(all);
    }
  });

  it("numbers its articles after the generated range, uniquely, with valid EANs", () => {
    const { leaves } = generateCategories();
    const { bundles, products } = generateFamilies(leaves, generateBrands(), { firstId: 401, today: "2026-11-24" });
    const numbers = bundles.map((b) => String(b.article.article_number));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.every((n) => Number(n) > Number(articleNumberAt(199_999)))).toBe(true);
    expect(new Set(bundles.map((b) => b.article.variant_slug)).size).toBe(numbers.length);
    expect(bundles.every((b) => isValidEan13(String(b.article.ean)))).toBe(true);
    expect(bundles[0].article.id).toBe(401);
    expect(products.map((p) => p.id)).toContain(CONFIGURATOR_FAMILIES.breaker.productId);
    expect(numbers).toContain(CONFIGURATOR_FAMILIES.breaker.articleNumber);
  });

  it("replaces the attribute sequence of the families' leaves only, with the internal attribute disabled", () => {
    const { leaves, sequences } = generateCategories();
    const rows = withFamilySequences(sequences, leaves);
    const of = (leaf: string) =>
      rows
        .filter((r) => r.category_id === leaves.find((l) => l.spec.name === leaf)!.id)
        .sort((a, b) => Number(a.position) - Number(b.position))
        .map((r) => `${r.attribute_name}${r.disabled ? " (disabled)" : ""}`);
    expect(of("Dvärgbrytare")).toEqual([
      "Poler",
      "Karakteristik",
      "Märkström",
      "Brytförmåga",
      "Varumärke",
      "SSG (disabled)",
      "E-nummer (disabled)",
    ]);
    expect(of("Jordfelsbrytare")).toEqual([
      "Poler",
      "Märkström",
      "Utlösningsström",
      "Typ",
      "Varumärke",
      "Artikelgrupp (disabled)",
      "SSG (disabled)",
      "E-nummer (disabled)",
    ]);
    expect(of("Installationskabel")).toEqual(["Ledararea", "Färg", "Varumärke", "SSG (disabled)"]);
    expect(rows.length).toBe(sequences.length - (3 + 3 + 3 + 4) + (7 + 8 + 5 + 6));
  });
});
