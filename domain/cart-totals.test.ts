import { describe, expect, it } from "vitest";
import { sumTotals, totalsOf } from "./cart-totals";

describe("cart totals in öre", () => {
  it("adds net and surcharge and takes 25 % VAT once on the sum", () => {
    const totals = totalsOf([
      { netOre: 1999, alloyingOre: 1 },
      { netOre: 3333, alloyingOre: 0 },
    ]);
    expect(totals).toEqual({ netOre: 5332, alloyingOre: 1, vatOre: 1333, totalOre: 6666 });
  });

  it("stays exact where floats would drift", () => {
    const lines = Array.from({ length: 10 }, () => ({ netOre: 10, alloyingOre: 0 }));
    expect(totalsOf(lines).netOre).toBe(100);
    expect(() => totalsOf([{ netOre: 0.1, alloyingOre: 0 }])).toThrow(RangeError);
  });

  it("sums delivery totals into the order total", () => {
    const a = totalsOf([{ netOre: 10000, alloyingOre: 500 }]);
    const b = totalsOf([{ netOre: 2000, alloyingOre: 0 }]);
    expect(sumTotals([a, b])).toEqual({ netOre: 12000, alloyingOre: 500, vatOre: 3125, totalOre: 15625 });
  });
});
