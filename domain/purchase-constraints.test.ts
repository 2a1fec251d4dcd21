import { describe, expect, it } from "vitest";
import { purchasability } from "./purchase-constraints";

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
