import { beforeAll, describe, expect, it } from "vitest";
import { variants } from "./graphql-variants";
import { DEMO_ARTICLES, seedTestCatalogue } from "./helpers";

beforeAll(async () => {
  await seedTestCatalogue();
});

describe("getVariants prices", () => {
  it("prices the same article differently per customer and project context", async () => {
    const article = DEMO_ARTICLES.metalSurcharge;
    const [inNorrland] = await variants("buyer@demo.se", { articleNumbers: [article] });
    const [inSyd] = await variants(
      "buyer@demo.se",
      { articleNumbers: [article] },
      { customerId: "10002", projectId: "10002-01" },
    );
    expect(inNorrland.price.salesPrice).toBe(inSyd.price.salesPrice);
    expect(inNorrland.price.netPrice).not.toBe(inSyd.price.netPrice);
    expect(inNorrland.price.netPrice).toBeLessThan(inNorrland.price.salesPrice);
    expect(inNorrland.price.alloyingPrice).toBeGreaterThan(0);
  });

  it("computes VAT 25 % and line totals from öre", async () => {
    const [v] = await variants("buyer@demo.se", {
      articleNumbers: [DEMO_ARTICLES.metalSurcharge],
      completeOrderPrice: true,
      stockInput: { articles: [{ articleNumber: DEMO_ARTICLES.metalSurcharge, quantity: 3 }] },
    });
    const p = v.price;
    const unitOre = Math.round(p.netPrice * 100) + Math.round(p.alloyingPrice * 100);
    expect(Math.round(p.netPriceIncludingVat * 100)).toBe(unitOre + Math.round(unitOre * 0.25));
    expect(p.orderPrice.quantity).toBe(3);
    expect(Math.round(p.orderPrice.net * 100)).toBe(Math.round(p.netPrice * 100) * 3);
    expect(Math.round(p.orderPrice.totalIncludingVat * 100)).toBe(
      Math.round((p.orderPrice.net + p.orderPrice.alloying + p.orderPrice.vat) * 100),
    );
  });

  it("applies a lower campaign price and keeps the price it replaced", async () => {
    const [v] = await variants("buyer@demo.se", { articleNumbers: [DEMO_ARTICLES.campaign] });
    expect(v.price.priceType).toBe("CAMPAIGN");
    expect(v.price.preCampaignPrice).toBeGreaterThan(v.price.netPrice);
  });

  it("uses bracket prices for large quantities", async () => {
    const articleNumber = DEMO_ARTICLES.bracketPrices;
    const [one] = await variants("buyer@demo.se", { articleNumbers: [articleNumber], completeOrderPrice: true });
    const [hundred] = await variants("buyer@demo.se", {
      articleNumbers: [articleNumber],
      completeOrderPrice: true,
      stockInput: { articles: [{ articleNumber, quantity: 100 }] },
    });
    expect(one.price.hasBracketPrices).toBe(true);
    expect(hundred.price.priceType).toBe("BRACKET");
    expect(hundred.price.netPrice).toBeLessThan(one.price.netPrice);
  });

  it("gives ask-for-price articles no amounts", async () => {
    const [v] = await variants("buyer@demo.se", { articleNumbers: [DEMO_ARTICLES.askForPrice] });
    expect(v.price).toMatchObject({ askForPrice: true, priceType: "ASK_FOR_PRICE", netPrice: null, salesPrice: null });
  });

  it("returns no price at all for EJ_SE_PRISER and no discount fields for EJ_SE_RABATTER", async () => {
    // noprices@demo.se buys for 10003 (VVS och bygg): the hazard article is a Bygg article.
    const [hidden] = await variants("noprices@demo.se", { articleNumbers: [DEMO_ARTICLES.hazard] });
    expect(hidden.articleNumber).toBe(DEMO_ARTICLES.hazard);
    expect(hidden.price).toBeNull();
    const [limited] = await variants("limited@demo.se", { articleNumbers: [DEMO_ARTICLES.replacement] });
    expect(limited.price.netPrice).toBeGreaterThan(0);
    expect(limited.price).toMatchObject({
      discountAmount: null,
      discountPercentage: null,
      discounts: null,
      preCampaignPrice: null,
    });
    expect(limited.price.salesPrice).toBe(limited.price.netPrice);
  });

  it("skips price and stock when asked", async () => {
    const [v] = await variants("buyer@demo.se", {
      articleNumbers: [DEMO_ARTICLES.replacement],
      skipPrice: true,
      skipStock: true,
    });
    expect(v.price).toBeUndefined();
    expect(v.stock).toBeUndefined();
    expect(v.name).toBeTruthy();
  });
});
