import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_ARTICLES, graphqlCall, seedTestCatalogue, signIn, call } from "./helpers";

beforeAll(async () => {
  await seedTestCatalogue();
});

const VARIANTS = /* GraphQL */ `
  fragment PriceFields on Price {
    priceType
    askForPrice
    netPrice
    salesPrice
    alloyingPrice
    discountAmount
    discountPercentage
    discounts {
      name
      type
      amount
    }
    preCampaignPrice
    hasBracketPrices
    salesPriceIncludingVat
    netPriceIncludingVat
    orderPrice {
      quantity
      net
      alloying
      vat
      totalIncludingVat
    }
  }
  fragment StockFields on Stock {
    stockType
    orderMultiple
    totalQuantity
    selectedLocation {
      locationId
      quantity
      availability
      status
      availableFromDays
      availableToDays
    }
    locations {
      locationId
      quantity
    }
  }
  fragment VariantFields on Variant {
    name
    articleNumber
    ean
    variantSlug
    discontinued
    stockedAt
    filterTags
    purchaseConstraints {
      onlyStore
      mustBeInStockedAt
    }
    purchasability {
      online
      store
      reasons
    }
    webSalesUnit {
      unit
      conversionFactor
      conversionUnit
    }
    product {
      id
      name
      breadcrumb {
        name
        url
        parents {
          name
        }
      }
      categoryPaths
    }
    brands {
      brand
    }
    images {
      assetUrl
      assetMimeType
    }
    attributes {
      attributeName
      attributeValue
    }
    warnings {
      code
      signalWord
    }
    relations {
      type
      articleNumber
    }
    ersattningsartikel {
      articleNumber
      name
    }
  }
  query getVariants(
    $articleNumbers: [String!]!
    $deliveryId: String
    $stockInput: StockInput
    $locationId: String
    $skipPrice: Boolean = false
    $skipStock: Boolean = false
    $completeOrderPrice: Boolean
  ) {
    getVariants(
      articleNumbers: $articleNumbers
      deliveryId: $deliveryId
      stockInput: $stockInput
      locationId: $locationId
      skipPrice: $skipPrice
      skipStock: $skipStock
      completeOrderPrice: $completeOrderPrice
    ) {
      ...VariantFields
      price @skip(if: $skipPrice) {
        ...PriceFields
      }
      stock @skip(if: $skipStock) {
        ...StockFields
      }
    }
  }
`;

async function variants(
  user: string,
  variables: Record<string, unknown>,
  context: { customerId?: string; projectId?: string } = {},
) {
  const { AccessToken } = await signIn(user, context);
  const response = await graphqlCall(AccessToken, VARIANTS, variables);
  expect(response.status, response.text).toBe(200);
  expect(response.json.errors).toBeUndefined();
  return response.json.data.getVariants as any[];
}

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

describe("getVariants stock and purchase rules", () => {
  it("shows each stock type with its display mode", async () => {
    const list = await variants("buyer@demo.se", {
      articleNumbers: [
        DEMO_ARTICLES.transit,
        DEMO_ARTICLES.transitPlus,
        DEMO_ARTICLES.virtual,
        DEMO_ARTICLES.noStockLocations,
      ],
      deliveryId: "DBI",
    });
    const byNumber = Object.fromEntries(list.map((v) => [v.articleNumber, v.stock]));
    expect(byNumber[DEMO_ARTICLES.transit]).toMatchObject({
      stockType: "TRA",
      selectedLocation: { availability: "DELIVERY_IN_DAYS", status: "yellow" },
    });
    expect(byNumber[DEMO_ARTICLES.transitPlus]).toMatchObject({
      stockType: "TRA_PLUS",
      selectedLocation: { availableFromDays: 10, availableToDays: 15, status: "yellow" },
    });
    expect(byNumber[DEMO_ARTICLES.virtual]).toMatchObject({
      stockType: "VIR",
      selectedLocation: { availableFromDays: 5, availableToDays: 10 },
    });
    // VIRTUAL carries the supplier's quantity but is never the chosen location.
    expect(byNumber[DEMO_ARTICLES.virtual].selectedLocation.locationId).not.toBe("VIRTUAL");
    expect(byNumber[DEMO_ARTICLES.virtual].locations.map((l: { locationId: string }) => l.locationId)).toContain(
      "VIRTUAL",
    );
    expect(byNumber[DEMO_ARTICLES.noStockLocations].selectedLocation).toMatchObject({
      locationId: null,
      quantity: -1,
      availability: "-",
    });
  });

  it("takes central storage for DBI and the store for a pickup, with the order multiple of that location", async () => {
    const [dbi] = await variants("buyer@demo.se", {
      articleNumbers: [DEMO_ARTICLES.mustBeInStockedAt],
      deliveryId: "DBI",
    });
    expect(["9000", "9100"]).toContain(dbi.stock.selectedLocation.locationId);
    const [pickup] = await variants("buyer@demo.se", {
      articleNumbers: [DEMO_ARTICLES.mustBeInStockedAt],
      deliveryId: "EXB",
      locationId: "1001",
    });
    expect(pickup.stock.selectedLocation.locationId).toBe("1001");
    const [multiple] = await variants("buyer@demo.se", {
      articleNumbers: [DEMO_ARTICLES.orderMultiple],
      deliveryId: "DBI",
    });
    expect(multiple.stock.orderMultiple).toBe(10);
  });

  it("applies onlyStore, mustBeInStockedAt and the discontinued rule", async () => {
    const list = await variants("buyer@demo.se", {
      articleNumbers: [
        DEMO_ARTICLES.onlyStore,
        DEMO_ARTICLES.discontinuedWithStock,
        DEMO_ARTICLES.discontinuedNoStock,
        DEMO_ARTICLES.discontinuedNoStockNoReplacement,
      ],
      deliveryId: "EXB",
      locationId: "1002",
    });
    const byNumber = Object.fromEntries(list.map((v) => [v.articleNumber, v]));
    expect(byNumber[DEMO_ARTICLES.onlyStore].purchasability).toMatchObject({
      online: false,
      store: true,
      reasons: ["ONLY_STORE"],
    });
    expect(byNumber[DEMO_ARTICLES.discontinuedWithStock]).toMatchObject({
      discontinued: true,
      purchasability: { online: true },
      ersattningsartikel: { articleNumber: DEMO_ARTICLES.replacement },
    });
    expect(byNumber[DEMO_ARTICLES.discontinuedNoStock]).toMatchObject({
      purchasability: { online: false, store: false, reasons: ["DISCONTINUED_OUT_OF_STOCK"] },
      ersattningsartikel: { articleNumber: DEMO_ARTICLES.replacement },
    });
    expect(byNumber[DEMO_ARTICLES.discontinuedNoStockNoReplacement].ersattningsartikel).toBeNull();
    const [elsewhere] = await variants("buyer@demo.se", {
      articleNumbers: [DEMO_ARTICLES.mustBeInStockedAt],
      deliveryId: "EXB",
      locationId: "1002",
    });
    expect(elsewhere.purchasability).toMatchObject({ store: false, reasons: ["NOT_STOCKED_AT_STORE"] });
    const [stockedHere] = await variants("buyer@demo.se", {
      articleNumbers: [DEMO_ARTICLES.mustBeInStockedAt],
      deliveryId: "EXB",
      locationId: "1001",
    });
    expect(stockedHere.purchasability.store).toBe(true);
  });

  it("carries hazard warnings, SSG and catalogue data", async () => {
    const [hazard, ssg] = await variants("buyer@demo.se", {
      articleNumbers: [DEMO_ARTICLES.hazard, DEMO_ARTICLES.ssg],
    });
    expect(hazard.warnings[0]).toMatchObject({ code: "GHS07", signalWord: "Varning" });
    expect(ssg.attributes).toContainEqual(expect.objectContaining({ attributeName: "SSG" }));
    expect(ssg.product.breadcrumb.parents.map((p: { name: string }) => p.name)).toEqual([
      "El",
      "Elcentraler och säkringar",
    ]);
    expect(ssg.images[0]).toEqual({ assetUrl: `/images/${DEMO_ARTICLES.ssg}.svg`, assetMimeType: "image/svg+xml" });
  });

  it("leaves out articles outside the context's assortment", async () => {
    // Customer 10002 has the 'El och belysning' assortment; the hazard article is a Bygg article.
    const list = await variants(
      "buyer@demo.se",
      { articleNumbers: [DEMO_ARTICLES.hazard, DEMO_ARTICLES.ssg] },
      { customerId: "10002", projectId: "10002-01" },
    );
    expect(list.map((v) => v.articleNumber)).toEqual([DEMO_ARTICLES.ssg]);
  });
});

describe("POST /graphql bad input", () => {
  it("answers 401 for cart operations without a token or with a bad one, 400 for a bad query or variables", async () => {
    const { AccessToken } = await signIn("buyer@demo.se");
    expect((await call("/graphql", { body: { query: "{ getCart { cartId } }" } })).status).toBe(401);
    expect((await call("/graphql", { token: "not-a-jwt", body: { query: "{ __typename }" } })).status).toBe(401);
    const syntax = await graphqlCall(AccessToken, "query { getVariants(");
    expect(syntax.status).toBe(400);
    expect(syntax.json.issues.length).toBeGreaterThan(0);
    const unknownField = await graphqlCall(AccessToken, "query { getVariants(articleNumbers: []) { secret } }");
    expect(unknownField.status).toBe(400);
    const badVariable = await graphqlCall(AccessToken, VARIANTS, { articleNumbers: ["'; DROP TABLE articles"] });
    expect(badVariable.status).toBe(400);
    expect(badVariable.json.issues[0].path).toBe("articleNumbers.0");
    const wrongType = await graphqlCall(AccessToken, VARIANTS, { articleNumbers: 5 });
    expect(wrongType.status).toBe(400);
    expect((await call("/graphql", { token: AccessToken, body: { variables: {} } })).status).toBe(400);
  });
});
