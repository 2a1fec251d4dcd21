import { describe, expect, it } from "vitest";
import { visibleDeliveryOptions, type DeliveryOption } from "./delivery-options";

const option = (id: string, hours: DeliveryOption["availableBetweenHours"] = null): DeliveryOption => ({
  id,
  name: id,
  orderType: hours ? "express" : "standard",
  requiresZipCode: false,
  requiresStore: false,
  availableBetweenHours: hours,
});
const options = [
  option("DBI"),
  option("EXH"),
  option("XXX", { start: "06:00", end: "14:00" }),
  option("24-12", { start: "12:00", end: "23:59" }),
];
const ids = (list: DeliveryOption[]) => list.map((o) => o.id);

describe("visible delivery options", () => {
  it("hides options outside their hours (Stockholm time)", () => {
    // Tuesday 2026-11-24 09:30 in Stockholm (UTC+1).
    expect(ids(visibleDeliveryOptions(options, { now: new Date("2026-11-24T08:30:00Z"), limited: false }))).toEqual([
      "DBI",
      "EXH",
      "XXX",
    ]);
    expect(ids(visibleDeliveryOptions(options, { now: new Date("2026-11-24T14:00:00Z"), limited: false }))).toEqual([
      "DBI",
      "EXH",
      "24-12",
    ]);
  });

  it("hides timed options on weekends and holidays", () => {
    expect(ids(visibleDeliveryOptions(options, { now: new Date("2026-11-21T09:00:00Z"), limited: false }))).toEqual([
      "DBI",
      "EXH",
    ]);
    expect(ids(visibleDeliveryOptions(options, { now: new Date("2026-12-25T09:00:00Z"), limited: false }))).toEqual([
      "DBI",
      "EXH",
    ]);
  });

  it("keeps only the limited set for EJ_ALLA_LEVERANSSATT", () => {
    expect(ids(visibleDeliveryOptions(options, { now: new Date("2026-11-24T08:30:00Z"), limited: true }))).toEqual([
      "DBI",
      "EXH",
    ]);
  });
});
