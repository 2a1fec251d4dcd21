import { describe, expect, it } from "vitest";
import { priceView, storeStockRows } from "./offer-views";
import type { PriceWire } from "@shop/contract/commerce/catalogue";

const wire: PriceWire = {
  priceType: "NET",
  askForPrice: false,
  netPrice: 28.74,
  alloyingPrice: 5.75,
  salesPrice: 47.9,
  salesPriceUnit: "m",
  salesPriceIncludingVat: 67.06,
  discountAmount: 19.16,
  discountPercentage: 40,
  preCampaignPrice: null,
  hasBracketPrices: false,
};

describe("priceView", () => {
  it("formats the net price from exact öre and shows the list price and discount when allowed", () => {
    const view = priceView(wire, { noDiscounts: false });
    expect(view?.net).toMatch(/^28,74\skr$/);
    expect(view?.netDecimal).toBe("28.74");
    expect(view?.list).toMatch(/^47,90\skr$/);
    expect(view?.discountPercent).toBe("40");
  });

  it("writes a percentage with a decimal comma and gives a comparison price for packs and drums (#44)", () => {
    expect(priceView({ ...wire, discountPercentage: 17.12 }, { noDiscounts: false })?.discountPercent).toBe("17,12");
    const pack = priceView(
      { ...wire, netPrice: 87.92, salesPriceUnit: "förp" },
      { noDiscounts: false, salesUnit: { unit: "förp", conversionFactor: 250, conversionUnit: "st" } },
    );
    expect(pack?.comparison).toEqual({ price: "0,35\u00a0kr", unit: "st" });
    const drum = priceView(wire, {
      noDiscounts: false,
      salesUnit: { unit: "m", conversionFactor: 100, conversionUnit: "m/trumma" },
    });
    expect(drum?.comparison).toEqual({ price: "2\u00a0874,00\u00a0kr", unit: "trumma" });
  });

  it("never shows discount information to EJ_SE_RABATTER", () => {
    const view = priceView({ ...wire, preCampaignPrice: 50 }, { noDiscounts: true });
    expect(view).toMatchObject({ list: null, discountPercent: null, campaignBefore: null });
  });

  it("ask-for-price shows no amount; no price stays no price", () => {
    expect(priceView({ ...wire, askForPrice: true }, { noDiscounts: false })).toMatchObject({
      askForPrice: true,
      net: null,
      netDecimal: null,
    });
    expect(priceView(null, { noDiscounts: false })).toBeNull();
  });
});

describe("storeStockRows", () => {
  it("lists stores by Swedish name order and marks stores without a stock row as order on request", () => {
    const location = {
      quantity: 5,
      stocked: true,
      orderMultiple: 1,
      availability: "IN_STOCK",
      status: "green",
      availabilityDate: null,
      availableFromDays: null,
      availableToDays: null,
    };
    const stock = {
      articleNumber: "1",
      stockType: "LAG",
      orderMultiple: 1,
      totalQuantity: 5,
      selectedLocation: { ...location, locationId: "9000" },
      locations: [{ ...location, locationId: "2" }],
    };
    const rows = storeStockRows(stock, [
      { id: "1", name: "Örebro" },
      { id: "2", name: "Umeå" },
      { id: "3", name: "Ängelholm" },
    ]);
    expect(rows.map((r) => r.name)).toEqual(["Umeå", "Ängelholm", "Örebro"]);
    expect(rows[0].badge).toMatchObject({ status: "green", quantity: 5, quantityText: "5\u00a0st" });
    expect(
      storeStockRows(
        { ...stock, locations: [{ ...location, quantity: 431, locationId: "2" }] },
        [{ id: "2", name: "Umeå" }],
        "m",
      )[0].badge.quantityText,
    ).toBe("431\u00a0m");
    expect(rows[1].badge).toMatchObject({ status: "gray", availability: "ORDER_ON_REQUEST" });
  });
});
