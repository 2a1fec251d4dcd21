import { beforeAll, describe, expect, it } from "vitest";
import { variants } from "./graphql-variants";
import { DEMO_ARTICLES, seedTestCatalogue } from "./helpers";

beforeAll(async () => {
  await seedTestCatalogue();
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
