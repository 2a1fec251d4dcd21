import { describe, expect, it } from "vitest";
import { comparisonPrice, conversionText, formatNumber, quantityInUnit } from "./sales-unit";

const NBSP = "\u00a0";
const drum = { unit: "m", conversionFactor: 100, conversionUnit: "m/trumma" };
const pack = { unit: "förp", conversionFactor: 250, conversionUnit: "st" };

describe("sales units as a buyer reads them", () => {
  it("formats numbers with Swedish separators", () => {
    expect(formatNumber(17.12)).toBe("17,12");
    expect(formatNumber(1234.5)).toBe(`1${NBSP}234,5`);
    expect(quantityInUnit(431, "m")).toBe(`431${NBSP}m`);
  });

  it("says the conversion the right way round", () => {
    expect(conversionText(drum)).toBe(`1 trumma = 100${NBSP}m`);
    expect(conversionText(pack)).toBe(`1 förp = 250${NBSP}st`);
    expect(conversionText({ unit: "st" })).toBeNull();
  });

  it("gives a comparison price per piece for a pack and per drum for a cable", () => {
    expect(comparisonPrice(8792, pack)).toEqual({ ore: 35, unit: "st" });
    expect(comparisonPrice(3449, drum)).toEqual({ ore: 344900, unit: "trumma" });
    expect(comparisonPrice(null, pack)).toBeNull();
    expect(comparisonPrice(1000, { unit: "st" })).toBeNull();
  });
});
