import { describe, expect, it } from "vitest";
import { bracketFor, computePrice, redactPrice } from "./pricing";
import { formatSek, oreToSek, sekToOre, withVat } from "./money";

describe("money", () => {
  it("converts between öre and SEK without float drift", () => {
    expect(sekToOre("0,10")).toBe(10);
    expect(sekToOre(19.99)).toBe(1999);
    expect(sekToOre("1234.5")).toBe(123450);
    expect(oreToSek(1999)).toBe(19.99);
    expect(() => sekToOre("12,345")).toThrow();
  });

  it("adds 25 % VAT rounding half up to whole öre", () => {
    expect(withVat(1000)).toBe(1250);
    expect(withVat(2)).toBe(3); // 0.5 öre VAT rounds up
    expect(formatSek(123450).replace(/\s/g, " ")).toMatch(/1 234,50 kr/);
  });
});

describe("computePrice", () => {
  const base = { listPriceOre: 10_000, salesPriceUnit: "st" };

  it("gives the list price without customer terms", () => {
    expect(computePrice(base)).toMatchObject({
      priceType: "LIST",
      netPriceOre: 10_000,
      discountAmountOre: 0,
      netPriceIncludingVatOre: 12_500,
    });
  });

  it("applies the discount group in basis points", () => {
    const price = computePrice({ ...base, discountGroup: { name: "RG01", basisPoints: 2550 } });
    expect(price).toMatchObject({
      priceType: "NET",
      netPriceOre: 7450,
      discountAmountOre: 2550,
      discountPercentage: 2550,
    });
    expect(price.discounts).toEqual([{ name: "RG01", type: "DISCOUNT_GROUP", amountOre: 2550, percentage: 2550 }]);
  });

  it("prefers a negotiated net price over the discount group", () => {
    expect(
      computePrice({ ...base, discountGroup: { name: "RG01", basisPoints: 1000 }, customerNetPriceOre: 8000 })
        .netPriceOre,
    ).toBe(8000);
  });

  it("uses a campaign price only when it is lower, and remembers the price before", () => {
    const lower = computePrice({
      ...base,
      discountGroup: { name: "RG", basisPoints: 1000 },
      campaign: { name: "Vinter", priceOre: 7000 },
    });
    expect(lower).toMatchObject({ priceType: "CAMPAIGN", netPriceOre: 7000, preCampaignPriceOre: 9000 });
    const higher = computePrice({
      ...base,
      discountGroup: { name: "RG", basisPoints: 5000 },
      campaign: { name: "Vinter", priceOre: 7000 },
    });
    expect(higher).toMatchObject({ priceType: "NET", netPriceOre: 5000, preCampaignPriceOre: null });
  });

  it("chooses the bracket for the quantity", () => {
    const brackets = [
      { minQuantity: 10, priceOre: 9000 },
      { minQuantity: 50, priceOre: 8000 },
    ];
    expect(bracketFor(brackets, 9)).toBeUndefined();
    expect(bracketFor(brackets, 49)?.priceOre).toBe(9000);
    expect(bracketFor(brackets, 50)?.priceOre).toBe(8000);
    const price = computePrice({ ...base, brackets, quantity: 60 });
    expect(price).toMatchObject({
      priceType: "BRACKET",
      netPriceOre: 8000,
      lineNetOre: 480_000,
      hasBracketPrices: true,
    });
  });

  it("adds the metal surcharge per unit and VAT on the line", () => {
    const price = computePrice({ ...base, alloyingOre: 333, quantity: 3 });
    expect(price.lineAlloyingOre).toBe(999);
    expect(price.lineVatOre).toBe(Math.round((30_000 + 999) * 0.25));
    expect(price.lineTotalIncludingVatOre).toBe(30_000 + 999 + price.lineVatOre!);
    expect(price.netPriceIncludingVatOre).toBe(10_333 + Math.round(10_333 * 0.25));
  });

  it("has no amounts for ask-for-price articles, and uses absolute quantities", () => {
    expect(computePrice({ ...base, askForPrice: true })).toMatchObject({
      askForPrice: true,
      netPriceOre: null,
      salesPriceOre: null,
    });
    expect(computePrice({ ...base, quantity: -4 }).quantity).toBe(4);
  });

  it("redacts prices for EJ_SE_PRISER and discounts for EJ_SE_RABATTER", () => {
    const price = computePrice({
      ...base,
      discountGroup: { name: "RG", basisPoints: 2000 },
      campaign: { name: "K", priceOre: 7000 },
    });
    expect(redactPrice(price, { noPrices: true, noDiscounts: false })).toBeNull();
    const noDiscounts = redactPrice(price, { noPrices: false, noDiscounts: true })!;
    expect(noDiscounts).toMatchObject({
      salesPriceOre: 7000,
      netPriceOre: 7000,
      discountAmountOre: null,
      discountPercentage: null,
      discounts: [],
      preCampaignPriceOre: null,
    });
  });
});
