import { describe, expect, it } from "vitest";
import { buildDictionary } from "../../../workers/commerce/src/search/terms";
import { buildSynonymIndex } from "../../../workers/commerce/src/search/synonyms";
import { planQuery } from "../../../workers/commerce/src/search/query-plan";

const terms = buildDictionary([
  ["slagskruvdragare", 40],
  ["borrskruvdragare", 49],
  ["installationskabel", 100],
  ["kraftkabel", 60],
  ["led", 84],
  ["lampa", 84],
  ["traskruv", 117],
  ["brandvarnare", 116],
  ["koksblandare", 30],
  ["blandare", 183],
  ["jordfelsbrytare", 42],
]);
const synonyms = buildSynonymIndex([
  { term: "jfb", replacement: "jordfelsbrytare", twoWay: false },
  { term: "kran", replacement: "blandare", twoWay: false },
  { term: "rokdetektor", replacement: "brandvarnare", twoWay: true },
]);
const plan = (q: string) => planQuery(q, terms, synonyms);

describe("planQuery", () => {
  it("grades forms in tiers: exact, prefix, compound part, synonym, typo", () => {
    const p = plan("skruvdragare");
    expect(p.tiers[0]).toBe('"skruvdragare"');
    expect(p.tiers[1]).toBe('("skruvdragare" OR "skruvdragare"*)');
    // Indexed words, listed exactly: no prefix beyond FTS5's prefix indexes (below).
    expect(p.match).toMatch(/"borrskruvdragare"(?!\*)/);
    expect(p.match).toMatch(/"slagskruvdragare"(?!\*)/);
    expect(p.corrected).toBeNull();
  });
  it("corrects typos within the budget and says so", () => {
    expect(plan("kabbel").corrected).toBe("kabel");
    expect(plan("instalationskabel").corrected).toBe("installationskabel");
    expect(plan("ledlmpa").corrected).toBe("led lampa");
    expect(plan("xqzv").match).toBe('("xqzv" OR "xqzv"*)');
  });
  it("joins, splits and follows synonyms, also at the end of a compound", () => {
    expect(plan("trä skruv").match).toMatch(/"traskruv"(?!\*)/);
    expect(plan("ledlampa").match).toMatch(/"led lampa"(?!\*)/);
    expect(plan("jfb").match).toMatch(/"jordfelsbrytare"(?!\*)/);
    // Not an indexed word: left to FTS5 as a prefix.
    expect(plan("brandvarnare").match).toContain('"rokdetektor"*');
    expect(plan("kökskran").match).toMatch(/"koksblandare"(?!\*)/);
  });
  it("takes a word split or joined as the index holds it as the word itself, and an inflection as no second word", () => {
    expect(plan("trä skruv").tiers[0]).toContain('"traskruv"');
    expect(plan("ledlampa").tiers[0]).toContain('"led lampa"');
    const inflected = buildDictionary([
      ["pressreducering", 40],
      ["armatur", 90],
    ]);
    const none = buildSynonymIndex([]);
    // Not pressreducering + "ar…" (armatur): a plural, corrected to the word.
    expect(planQuery("pressreduceringar", inflected, none).corrected).toBe("pressreducering");
  });
  it("writes a prefix longer than FTS5's prefix indexes as the indexed words that start with it", () => {
    const kabel = buildDictionary(
      [
        ["kabel", 90],
        ["kabelkanal", 30],
        ["kabelstege", 20],
        ["kab", 1],
      ],
      ["kabelx3g15"],
    );
    const none = buildSynonymIndex([]);
    expect(planQuery("kabel", kabel, none).tiers[1]).toBe('("kabel" OR "kabelkanal" OR "kabelstege" OR "kabelx3g15")');
    // Four letters or fewer: FTS5's prefix index answers it.
    expect(planQuery("kab", kabel, none).tiers[1]).toBe('("kab" OR "kab"*)');
    // More words than are worth listing: FTS5's prefix query after all.
    const many = buildDictionary(
      Array.from({ length: 60 }, (_, i) => [`kabel${"abcdefghij"[i % 10]}${"klmnopqrst"[Math.floor(i / 10)]}`, 1]),
    );
    expect(planQuery("kabel", many, none).tiers[1]).toBe('("kabel" OR "kabel"*)');
  });
  it("writes only quoted letters, digits, spaces and commas, whatever is typed", () => {
    for (const q of [
      'kabel" OR NEAR(x',
      "'; DROP TABLE x; --",
      "a*b^c:d",
      "(((",
      "\u0000\u202e",
      "5x50)",
      "NOT AND OR",
    ]) {
      const p = plan(q);
      const unquoted = (p.match ?? "").replace(/"[\p{L}\p{N} ,]*"\*?/gu, "");
      expect(unquoted.replace(/\(|\)| OR | AND /g, "").trim(), q).toBe("");
    }
  });
});
