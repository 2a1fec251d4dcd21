import { describe, expect, it } from "vitest";
import { defaultDeliveryMethod, deliveryRefusal, DELIVERY_METHOD_IDS, type DeliveryOption } from "./delivery-options";

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
  option("EXB", { start: "06:00", end: "16:00" }),
  option("24-12", { start: "12:00", end: "23:59" }),
];
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
