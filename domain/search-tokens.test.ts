import { describe, expect, it } from "vitest";
import { editDistance, searchWords, typoBudget } from "./search-tokens";

const spell = (q: string) => searchWords(q).map((w) => [w.kind, w.text, w.spellings]);

describe("searchWords", () => {
  it("writes a dimension the ways the index holds it", () => {
    for (const q of ["5x50", "5,0x50", "5,0 x 50", "5.0x50", "5 x 50 mm"])
      expect(spell(q)).toEqual([["dimension", "5x50", ["5x50", "5 0x50", "5g50"]]]);
    expect(spell("12x40")).toEqual([["dimension", "12x40", ["12x40", "12 0x40"]]]);
    expect(spell("4,5x50")[0][2]).toEqual(["4 5x50"]);
  });
  it("3x1,5 = 3G1,5 for cables", () => {
    expect(spell("ekk 3x1,5")[1]).toEqual(["dimension", "3x1,5", ["3x1 5", "3 0x1 5", "3g1 5"]]);
    expect(spell("3G1,5")).toEqual([spell("ekk 3x1,5")[1]]);
  });
  it("16a = 16 A; 1.5 = 1,5; cat 6a = Cat6A", () => {
    expect(spell("16a")).toEqual([["number", "16a", ["16 a", "16a"]]]);
    expect(spell("16 A")).toEqual(spell("16a"));
    expect(spell("1.5")).toEqual([["number", "1,5", ["1 5"]]]);
    expect(spell("cat 6a")).toEqual([["mixed", "cat6a", ["cat6a"]]]);
    expect(spell("Cat6A")).toEqual(spell("cat 6a"));
  });
  it("folds, lower-cases, and splits hyphens", () => {
    expect(searchWords("LED-lampa Dvärgbrytare").map((w) => w.text)).toEqual(["led", "lampa", "dvargbrytare"]);
  });
  it("knows a code", () => {
    expect(searchWords("1000296")[0].kind).toBe("code");
  });
});

describe("typos", () => {
  it("allows 1 edit for 4–7 letters, 2 from 8, none on codes", () => {
    expect(typoBudget(searchWords("rör")[0])).toBe(0);
    expect(typoBudget(searchWords("kabbel")[0])).toBe(1);
    expect(typoBudget(searchWords("instalationskabel")[0])).toBe(2);
    expect(typoBudget(searchWords("1000296")[0])).toBe(0);
    expect(typoBudget(searchWords("5x50")[0])).toBe(0);
  });
  it("counts a swap as one edit", () => {
    expect(editDistance("kabbel", "kabel", 1)).toBe(1);
    expect(editDistance("kaebl", "kabel", 1)).toBe(1);
    expect(editDistance("borrmakin", "borrmaskin", 2)).toBe(1);
    expect(editDistance("abc", "xyz", 1)).toBe(2);
  });
});
