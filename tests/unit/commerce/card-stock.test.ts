import { describe, expect, it } from "vitest";
import { stockView, type StockQuery } from "../../../workers/commerce/src/catalogue/stock";
import type { StockLocationInput } from "@shop/domain/stock";

const today = new Date("2026-11-24T12:00:00Z");

const rows: StockLocationInput[] = [
  { locationId: "VIRTUAL", quantity: 0, stocked: false, availableFromDays: 3, availableToDays: 5 },
  { locationId: "9000", quantity: 0, stocked: true, orderMultiple: 10, availableFromDays: 2, availableToDays: 4 },
  { locationId: "1001", quantity: 12, stocked: true, orderMultiple: 5 },
  { locationId: "1002", quantity: 0, stocked: false, availabilityDate: "2026-12-01" },
];

const queries: Array<[string, StockQuery, string | null]> = [
  ["no preference", { centralIds: ["9000"] }, "9000"],
  ["a chosen store", { locationId: "1002", centralIds: ["9000"] }, "1002"],
  ["the buyer's stores", { locationIds: ["1001", "1002", "9000"], centralIds: ["9000"] }, "1001"],
  ["delivery from central storage", { deliveryId: "DBI", locationId: "1001", centralIds: ["9000"] }, "9000"],
  ["a store the article is not in", { locationId: "1003", locationIds: ["1003"], centralIds: ["9000"] }, null],
];

describe("stock for a product card (the chosen location only)", () => {
  it.each(queries)("picks and describes the location the full view picks: %s", (_, query, chosen) => {
    const full = stockView("1000000", "LAG", rows, query, today);
    const card = stockView("1000000", "LAG", rows, { ...query, chosenOnly: true }, today);
    expect(card.selectedLocation).toEqual(full.selectedLocation);
    expect(card.selectedLocation.locationId).toBe(chosen);
    expect(card.orderMultiple).toBe(full.orderMultiple);
    expect(card.totalQuantity).toBe(full.totalQuantity);
    expect(card.locations).toEqual([full.selectedLocation]);
  });

  it("answers the fallback when the article has no stock row", () => {
    const full = stockView("1000000", "TRA", [], { centralIds: ["9000"] }, today);
    const card = stockView("1000000", "TRA", [], { centralIds: ["9000"], chosenOnly: true }, today);
    expect(card.selectedLocation).toEqual(full.selectedLocation);
    expect(card.selectedLocation.locationId).toBeNull();
  });
});
