import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bracketFor, bracketLadder, computePrice, redactPrice, type PriceInput } from "./pricing";
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

describe("one pricing model (issue #44)", () => {
  const list = 20_000;
  const brackets = [
    { minQuantity: 10, priceOre: 19_400, discountBp: 300 },
    { minQuantity: 50, priceOre: 18_800, discountBp: 600 },
  ];

  it("takes a bracket's discount off the buyer's own price, not the list price", () => {
    const input = { listPriceOre: list, discountGroup: { name: "RG", basisPoints: 2000 }, brackets };
    expect(computePrice({ ...input, quantity: 1 }).netPriceOre).toBe(16_000);
    expect(computePrice({ ...input, quantity: 10 })).toMatchObject({ priceType: "BRACKET", netPriceOre: 15_520 });
    expect(bracketLadder(input)).toEqual([
      { minQuantity: 10, priceOre: 15_520 },
      { minQuantity: 50, priceOre: 15_040 },
    ]);
  });

  it("leaves out a fixed bracket above the buyer's price for one", () => {
    const input = {
      listPriceOre: list,
      customerNetPriceOre: 12_000,
      brackets: [{ minQuantity: 10, priceOre: 16_424 }],
    };
    expect(computePrice({ ...input, quantity: 10 }).netPriceOre).toBe(12_000);
    expect(bracketLadder(input)).toEqual([]);
  });

  const inputs = fc.record({
    listPriceOre: fc.integer({ min: 190, max: 5_000_000 }),
    alloyingOre: fc.integer({ min: 0, max: 10_000 }),
    discountGroup: fc.option(fc.record({ name: fc.constant("RG"), basisPoints: fc.integer({ min: 0, max: 5000 }) })),
    customerNetPriceOre: fc.option(fc.integer({ min: 1, max: 5_000_000 })),
    campaign: fc.option(fc.record({ name: fc.constant("Kampanj"), priceOre: fc.integer({ min: 1, max: 5_000_000 }) })),
    brackets: fc.array(
      fc.record({
        minQuantity: fc.integer({ min: 2, max: 500 }),
        priceOre: fc.integer({ min: 1, max: 5_000_000 }),
        discountBp: fc.option(fc.integer({ min: 0, max: 5000 })),
      }),
      { maxLength: 4 },
    ),
  }) as fc.Arbitrary<PriceInput>;

  it("never charges more per unit for more, nor more for a campaign (property)", () => {
    fc.assert(
      fc.property(inputs, fc.integer({ min: 1, max: 1000 }), (input, quantity) => {
        const single = computePrice({ ...input, quantity: 1 });
        const many = computePrice({ ...input, quantity });
        expect(many.netPriceOre!).toBeLessThanOrEqual(single.netPriceOre!);
        expect(many.lineNetOre).toBe(many.netPriceOre! * quantity);
        if (single.preCampaignPriceOre !== null) expect(single.netPriceOre!).toBeLessThan(single.preCampaignPriceOre);
        for (const step of bracketLadder(input)) expect(step.priceOre).toBeLessThan(single.netPriceOre!);
      }),
    );
  });
});
