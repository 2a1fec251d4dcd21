import { describe, expect, it } from "vitest";
import { catalogueRefusal, onlineRefusal, purchasability, purchaseRefusal } from "./purchase-constraints";

const none = { onlyStore: false, mustBeInStockedAt: false };

describe("purchasability", () => {
  it("allows everything without constraints", () => {
    expect(purchasability({ constraints: none, discontinued: false, stockedAt: [], quantities: [] })).toEqual({
      online: true,
      store: true,
      reasons: [],
    });
  });

  it("onlyStore disables online purchase", () => {
    expect(
      purchasability({ constraints: { ...none, onlyStore: true }, discontinued: false, stockedAt: [], quantities: [] }),
    ).toEqual({ online: false, store: true, reasons: ["ONLY_STORE"] });
  });

  it("mustBeInStockedAt allows store purchase only where stocked", () => {
    const input = {
      constraints: { ...none, mustBeInStockedAt: true },
      discontinued: false,
      stockedAt: ["1001"],
      quantities: [],
    };
    expect(purchasability({ ...input, storeId: "1001" }).store).toBe(true);
    expect(purchasability({ ...input, storeId: "1002" })).toMatchObject({
      store: false,
      reasons: ["NOT_STOCKED_AT_STORE"],
    });
    expect(purchasability(input).online).toBe(true);
  });

  it("a discontinued article is buyable only while some location has it", () => {
    const discontinued = { constraints: none, discontinued: true, stockedAt: [] };
    expect(purchasability({ ...discontinued, quantities: [{ locationId: "9000", quantity: 2 }] }).online).toBe(true);
    expect(purchasability({ ...discontinued, quantities: [{ locationId: "9000", quantity: 0 }] })).toEqual({
      online: false,
      store: false,
      reasons: ["DISCONTINUED_OUT_OF_STOCK"],
    });
  });
});

describe("purchaseRefusal", () => {
  const base = { discontinued: false, stockedAt: ["1001"], quantities: [] };
  it("names why a line cannot be delivered the chosen way", () => {
    const onlyStore = purchasability({ ...base, constraints: { ...none, onlyStore: true } });
    expect(purchaseRefusal(onlyStore, "online")).toBe("ONLY_STORE");
    expect(purchaseRefusal(onlyStore, "store")).toBeNull();
    const gone = purchasability({ ...base, discontinued: true, constraints: none });
    expect(purchaseRefusal(gone, "online")).toBe("DISCONTINUED_OUT_OF_STOCK");
    expect(purchaseRefusal(gone, "store", { storeChosen: false })).toBe("DISCONTINUED_OUT_OF_STOCK");
  });

  it("leaves the store's range to the order while no store is chosen", () => {
    const stocked = { ...base, constraints: { ...none, mustBeInStockedAt: true } };
    expect(purchaseRefusal(purchasability(stocked), "store", { storeChosen: false })).toBeNull();
    expect(purchaseRefusal(purchasability({ ...stocked, storeId: "1002" }), "store")).toBe("NOT_STOCKED_AT_STORE");
    expect(purchaseRefusal(purchasability({ ...stocked, storeId: "1001" }), "store")).toBeNull();
    expect(purchaseRefusal(purchasability(stocked), "online")).toBeNull();
  });
});

describe("onlineRefusal", () => {
  it("reads the catalogue's purchasability: the reason online is refused, or null", () => {
    expect(onlineRefusal({ online: true, store: true, reasons: [] })).toBeNull();
    expect(onlineRefusal({ online: false, store: true, reasons: ["ONLY_STORE"] })).toBe("ONLY_STORE");
    expect(onlineRefusal({ online: false, store: false, reasons: ["NOT_STOCKED_AT_STORE", "ONLY_STORE"] })).toBe(
      "ONLY_STORE",
    );
    expect(onlineRefusal({ online: false, store: true, reasons: ["SOMETHING_NEW"] })).toBeNull();
  });

  it("reads the store side for a pickup line: a store-only article is refused there only when not stocked", () => {
    const storeOnly = { online: false, store: true, reasons: ["ONLY_STORE"] };
    expect(catalogueRefusal(storeOnly, "store")).toBeNull();
    expect(
      catalogueRefusal({ online: false, store: false, reasons: ["ONLY_STORE", "NOT_STOCKED_AT_STORE"] }, "store"),
    ).toBe("NOT_STOCKED_AT_STORE");
  });
});
