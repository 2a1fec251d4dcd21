import { describe, expect, it } from "vitest";
import { offersAddToCart, planCartRows, replacementStatus, type ReplacementInput } from "./replacement";

const replacement = { articleNumber: "1000074", name: "Dvärgbrytare 1P C16", slug: "dvargbrytare-1000074" };
const article = (over: Partial<ReplacementInput> = {}): ReplacementInput => ({
  discontinued: false,
  purchasableOnline: true,
  replacement: null,
  ...over,
});

describe("replacementStatus", () => {
  it("says nothing about an article that is still sold", () => {
    expect(replacementStatus(article())).toEqual({ kind: "current" });
    expect(replacementStatus(article({ purchasableOnline: false, replacement }))).toEqual({ kind: "current" });
  });

  it("names the replacement of a discontinued article, and whether the old one can still be bought", () => {
    expect(replacementStatus(article({ discontinued: true, replacement }))).toEqual({
      kind: "replaced",
      buyable: true,
      replacement,
    });
    expect(replacementStatus(article({ discontinued: true, purchasableOnline: false, replacement }))).toEqual({
      kind: "replaced",
      buyable: false,
      replacement,
    });
  });

  it("tells a discontinued article without replacement apart by whether stock is left", () => {
    expect(replacementStatus(article({ discontinued: true }))).toEqual({ kind: "remaining_stock" });
    expect(replacementStatus(article({ discontinued: true, purchasableOnline: false }))).toEqual({
      kind: "no_replacement",
    });
  });
});

describe("offersAddToCart", () => {
  it("offers the article itself only while it can be bought", () => {
    const status = (over: Partial<ReplacementInput>) => replacementStatus(article(over));
    expect(offersAddToCart(status({}), true)).toBe(true);
    expect(offersAddToCart(status({ purchasableOnline: false }), false)).toBe(false);
    expect(offersAddToCart(status({ discontinued: true, replacement }), true)).toBe(true);
    expect(offersAddToCart(status({ discontinued: true, replacement, purchasableOnline: false }), false)).toBe(false);
    expect(offersAddToCart(status({ discontinued: true, purchasableOnline: false }), false)).toBe(false);
  });
});

describe("planCartRows", () => {
  const known: Record<string, ReplacementInput> = {
    "1000001": article(),
    "1000037": article({ discontinued: true, replacement }),
    "1000111": article({ discontinued: true, purchasableOnline: false, replacement }),
    "1000148": article({ discontinued: true, purchasableOnline: false }),
  };
  const plan = (numbers: string[]) =>
    planCartRows(
      numbers.map((n, i) => ({ articleNumber: n, quantity: i + 1 })),
      (n) => known[n],
    );

  it("adds buyable articles as they are, the discontinued one with stock left too", () => {
    expect(plan(["1000001", "1000037"])).toEqual([
      { kind: "add", articleNumber: "1000001", quantity: 1 },
      { kind: "add", articleNumber: "1000037", quantity: 2 },
    ]);
  });

  it("puts the replacement in place of an unbuyable discontinued article, with the same quantity", () => {
    expect(plan(["1000001", "1000111"])[1]).toEqual({
      kind: "replaced",
      from: "1000111",
      to: replacement,
      quantity: 2,
    });
  });

  it("skips an unbuyable article without replacement instead of adding it silently", () => {
    expect(plan(["1000148"])).toEqual([{ kind: "skipped", articleNumber: "1000148" }]);
  });

  it("leaves articles it does not know to the cart service", () => {
    expect(plan(["9999999"])).toEqual([{ kind: "add", articleNumber: "9999999", quantity: 1 }]);
  });
});
