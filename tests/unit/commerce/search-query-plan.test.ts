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
    expect(p.match).toContain('"borrskruvdragare"*');
    expect(p.match).toContain('"slagskruvdragare"*');
    expect(p.corrected).toBeNull();
  });
  it("corrects typos within the budget and says so", () => {
    expect(plan("kabbel").corrected).toBe("kabel");
    expect(plan("instalationskabel").corrected).toBe("installationskabel");
    expect(plan("ledlmpa").corrected).toBe("led lampa");
    expect(plan("xqzv").match).toBe('("xqzv" OR "xqzv"*)');
  });
  it("joins, splits and follows synonyms, also at the end of a compound", () => {
    expect(plan("trä skruv").match).toContain('"traskruv"*');
    expect(plan("ledlampa").match).toContain('"led lampa"*');
    expect(plan("jfb").match).toContain('"jordfelsbrytare"*');
    expect(plan("brandvarnare").match).toContain('"rokdetektor"*');
    expect(plan("kökskran").match).toContain('"koksblandare"*');
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
