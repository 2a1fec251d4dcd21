import { describe, expect, it } from "vitest";
import {
  chooseStockLocation,
  describeStock,
  describeStockLocation,
  orderMultipleFor,
  roundToOrderMultiple,
  totalQuantity,
} from "./stock";

const today = new Date("2026-11-20T10:00:00Z");
const loc = (locationId: string, quantity: number, extra = {}) => ({ locationId, quantity, stocked: true, ...extra });

describe("stock display", () => {
  it("is green with stock, whatever the type", () => {
    expect(describeStockLocation("TRA", loc("9000", 5), today)).toMatchObject({
      availability: "IN_STOCK",
      status: "green",
      availableFromDays: null,
    });
  });

  it("is yellow 'delivery in days' for transit plus (10-15) and virtual (5-10) by default", () => {
    expect(describeStockLocation("TRA_PLUS", loc("9000", 0), today)).toMatchObject({
      status: "yellow",
      availableFromDays: 10,
      availableToDays: 15,
      availabilityDateISO: "2026-12-05",
    });
    expect(describeStockLocation("VIR", loc("9000", 0), today)).toMatchObject({
      status: "yellow",
      availableFromDays: 5,
      availableToDays: 10,
    });
  });

  it("uses the location's own window or date for transit, and gray 'order on request' otherwise", () => {
    expect(
      describeStockLocation(
        "TRA",
        loc("9000", 0, { availabilityDate: "2026-11-28", availableFromDays: 8, availableToDays: 9 }),
        today,
      ),
    ).toMatchObject({ status: "yellow", availabilityDateISO: "2026-11-28", availableFromDays: 8 });
    expect(describeStockLocation("LAG", loc("9000", 0), today)).toMatchObject({
      availability: "ORDER_ON_REQUEST",
      status: "gray",
    });
  });

  it("falls back to quantity -1 and '-' without locations", () => {
    expect(describeStock("LAG", [], today)).toEqual([
      expect.objectContaining({ locationId: null, quantity: -1, availability: "-" }),
    ]);
  });
});

describe("stock location choice", () => {
  const locations = [loc("VIRTUAL", 999), loc("1001", 3), loc("9000", 40)];

  it("never chooses VIRTUAL", () => {
    expect(chooseStockLocation(locations, ["VIRTUAL", "9000"])?.locationId).toBe("9000");
    expect(chooseStockLocation([loc("VIRTUAL", 5)], ["VIRTUAL"])).toBeUndefined();
  });

  it("takes the first preferred location that exists, else the first real one", () => {
    expect(chooseStockLocation(locations, ["2001", "1001"])?.locationId).toBe("1001");
    expect(chooseStockLocation(locations, [])?.locationId).toBe("1001");
  });

  it("sums only real locations", () => {
    expect(totalQuantity(locations)).toBe(43);
  });
});

describe("order multiple", () => {
  it("defaults to 1, uses a single location's, else the matching location's", () => {
    expect(orderMultipleFor([], "9000")).toBe(1);
    expect(orderMultipleFor([loc("1001", 1, { orderMultiple: 5 })], "9000")).toBe(5);
    expect(
      orderMultipleFor([loc("1001", 1, { orderMultiple: 5 }), loc("9000", 1, { orderMultiple: 10 })], "9000"),
    ).toBe(10);
    expect(
      orderMultipleFor([loc("1001", 1, { orderMultiple: 5 }), loc("9000", 1, { orderMultiple: null })], "9000"),
    ).toBe(1);
  });

  it("rounds a quantity up to the multiple", () => {
    expect(roundToOrderMultiple(7, 5)).toBe(10);
    expect(roundToOrderMultiple(10, 5)).toBe(10);
    expect(roundToOrderMultiple(0, 5)).toBe(5);
    expect(roundToOrderMultiple(3, 0)).toBe(3);
  });
});
