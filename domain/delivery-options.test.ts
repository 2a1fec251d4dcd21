import { describe, expect, it } from "vitest";
import {
  defaultDeliveryMethod,
  deliveryRefusal,
  DELIVERY_METHOD_IDS,
  visibleDeliveryOptions,
  type DeliveryOption,
} from "./delivery-options";

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

const all = new Set<string>(DELIVERY_METHOD_IDS);
// Tuesday 2026-11-24, Stockholm is UTC+1.
const tuesdayAt = (hhmm: string) => new Date(`2026-11-24T${hhmm}:00+01:00`);
const xxx = options[2];

describe("deliveryRefusal", () => {
  it("accepts an express option inside its window and refuses it outside", () => {
    expect(deliveryRefusal(xxx, { allowed: all, now: tuesdayAt("09:30") })).toBeNull();
    expect(deliveryRefusal(xxx, { allowed: all, now: tuesdayAt("14:00") })).toBe("delivery_method_closed");
    expect(deliveryRefusal(xxx, { allowed: all, now: tuesdayAt("05:59") })).toBe("delivery_method_closed");
  });

  it("refuses an express option on a weekend and on the brand's closing day, but not a standard one", () => {
    const saturday = new Date("2026-11-28T09:30:00+01:00");
    expect(deliveryRefusal(xxx, { allowed: all, now: saturday })).toBe("delivery_method_closed");
    const closed = { allowed: all, now: tuesdayAt("09:30"), closingDays: ["2026-11-24"] };
    expect(deliveryRefusal(xxx, closed)).toBe("delivery_method_closed");
    expect(deliveryRefusal(options[0], closed)).toBeNull();
  });

  it("refuses a method the user may not use, or one that does not exist", () => {
    expect(deliveryRefusal(xxx, { allowed: new Set(["DBI"]), now: tuesdayAt("09:30") })).toBe(
      "delivery_method_invalid",
    );
    expect(deliveryRefusal(undefined, { allowed: all, now: tuesdayAt("09:30") })).toBe("delivery_method_invalid");
  });
});

describe("defaultDeliveryMethod", () => {
  const base = { options, allowed: all, now: tuesdayAt("09:30") };

  it("takes the preferred method, else the customer's default, else DBI", () => {
    expect(defaultDeliveryMethod({ ...base, preferred: "EXH", customerDefault: "DBI" })).toBe("EXH");
    expect(defaultDeliveryMethod({ ...base, preferred: null, customerDefault: "XXX" })).toBe("XXX");
    expect(defaultDeliveryMethod({ ...base })).toBe("DBI");
  });

  it("skips a preferred method that is closed now and takes the next open one in the same order", () => {
    const evening = { ...base, now: tuesdayAt("20:00") };
    expect(defaultDeliveryMethod({ ...evening, preferred: "XXX", customerDefault: "EXH" })).toBe("EXH");
    expect(defaultDeliveryMethod({ ...evening, preferred: "XXX", customerDefault: "24-12" })).toBe("24-12");
  });

  it("skips methods the user may not use, and answers null when nothing can take lines", () => {
    const limited = { ...base, allowed: new Set(["EXH"]) };
    expect(defaultDeliveryMethod({ ...limited, preferred: "XXX" })).toBe("EXH");
    expect(defaultDeliveryMethod({ ...base, allowed: new Set<string>() })).toBeNull();
  });
});
