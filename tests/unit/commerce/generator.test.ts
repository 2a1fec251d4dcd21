import { describe, expect, it } from "vitest";
import { isValidEan13 } from "../../../workers/commerce/src/seed/prng";
import {
  DEMO_ARTICLES,
  generateArticles,
  generateBrands,
  generateCategories,
  generateLocations,
} from "../../../workers/commerce/src/seed/generate";
import { exactCodeCandidate, ftsQuery, searchTokens } from "../../../workers/commerce/src/search/query";

function all(count: number) {
  const { leaves } = generateCategories();
  return [...generateArticles({ articles: count, today: "2026-11-20" }, leaves, generateBrands(), 100)].flat();
}

describe("demo catalogue generator", () => {
  it("is deterministic", () => {
    expect(all(300)).toEqual(all(300));
  });

  it("makes unique article numbers, slugs and valid EAN-13s", () => {
    const articles = all(2000).map((b) => b.article);
    expect(articles).toHaveLength(2000);
    expect(new Set(articles.map((a) => a.article_number)).size).toBe(2000);
    expect(new Set(articles.map((a) => a.variant_slug)).size).toBe(2000);
    expect(articles.every((a) => isValidEan13(String(a.ean)))).toBe(true);
    expect(articles.every((a) => Number.isInteger(a.list_price_ore) && Number(a.list_price_ore) > 0)).toBe(true);
  });

  it("has a three-level tree, 15+ stores, central warehouses and VIRTUAL", () => {
    const { categories } = generateCategories();
    expect(new Set(categories.map((c) => c.level))).toEqual(new Set([1, 2, 3]));
    expect(categories.find((c) => c.path === "el/kabel-och-ledning/installationskabel")).toBeTruthy();
    const { locations } = generateLocations();
    expect(locations.filter((l) => l.type === "STORE").length).toBeGreaterThanOrEqual(15);
    expect(locations.map((l) => l.id)).toEqual(expect.arrayContaining(["9000", "9100", "VIRTUAL"]));
  });

  it("contains the rule cases", () => {
    const byNumber = new Map(all(100).map((b) => [b.article.article_number, b]));
    expect(byNumber.get(DEMO_ARTICLES.discontinuedWithStock)!.article).toMatchObject({
      discontinued: 1,
      replacement_article_number: DEMO_ARTICLES.replacement,
    });
    expect(byNumber.get(DEMO_ARTICLES.onlyStore)!.article.only_store).toBe(1);
    expect(byNumber.get(DEMO_ARTICLES.askForPrice)!.article.ask_for_price).toBe(1);
    expect(byNumber.get(DEMO_ARTICLES.bracketPrices)!.brackets).toHaveLength(3);
    expect(byNumber.get(DEMO_ARTICLES.metalSurcharge)!.article.alloying_ore).toBeGreaterThan(0);
    expect(new Set([...byNumber.values()].map((b) => b.article.stock_type))).toEqual(
      new Set(["LAG", "TRA", "TRA_PLUS", "VIR"]),
    );
    expect(JSON.parse(String(byNumber.get(DEMO_ARTICLES.hazard)!.article.warnings))).toHaveLength(1);
    expect(byNumber.get(DEMO_ARTICLES.noStockLocations)!.stock).toEqual([]);
  });
});

describe("search query building", () => {
  it("folds case and Swedish letters, quotes words and makes them prefixes", () => {
    expect(searchTokens("Gängtätning 3G1,5")).toEqual(["gangtatning", "3g1", "5"]);
    expect(ftsQuery(searchTokens('kabel" OR NEAR(x'))).toBe('"kabel"* "or"* "near"* "x"*');
    expect(ftsQuery([])).toBeNull();
  });

  it("recognises article numbers and EANs", () => {
    expect(exactCodeCandidate(" 1000 074 ")).toBe("1000074");
    expect(exactCodeCandidate("kabel")).toBeNull();
  });
});
