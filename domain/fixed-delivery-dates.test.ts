import { describe, expect, it } from "vitest";
import { allowedDeliveryDate, isAllowedDeliveryDate, offeredDates, selectableFixedDates } from "./fixed-delivery-dates";
import { closingDaysOf } from "../brands";

// Tuesdays and Thursdays around Christmas 2024 (24, 26 Dec are holidays; nordel closes 23 and 27 Dec).
const FIXED = [
  "2024-12-19",
  "2024-12-17",
  "2024-12-24",
  "2024-12-26",
  "2024-12-31",
  "2025-01-02",
  "2025-01-07",
  "2024-12-19",
];

describe("fixed delivery dates", () => {
  it("offers only future fixed dates that are delivery days, sorted and once each", () => {
    expect(selectableFixedDates(FIXED, { today: "2024-12-17" })).toEqual(["2024-12-19", "2025-01-02", "2025-01-07"]);
    expect(
      selectableFixedDates(["2024-12-20", "2024-12-23", "2024-12-27", "not-a-date"], {
        today: "2024-12-16",
        closingDays: closingDaysOf("nordel"),
      }),
    ).toEqual(["2024-12-20"]);
    expect(
      selectableFixedDates(["2024-12-20", "2024-12-23"], {
        today: "2024-12-16",
        closingDays: closingDaysOf("byggmax-el"),
      }),
    ).toEqual(["2024-12-20", "2024-12-23"]);
  });

  it("leaves the choice free without fixed dates, or when none of them can be used", () => {
    expect(offeredDates({ today: "2024-12-17", fixedDates: null })).toBeNull();
    expect(offeredDates({ today: "2025-02-01", fixedDates: FIXED })).toBeNull();
    expect(offeredDates({ today: "2024-12-17", fixedDates: FIXED })).toEqual([
      "2024-12-19",
      "2025-01-02",
      "2025-01-07",
    ]);
  });

  it("allows only the offered dates when the customer has fixed days", () => {
    const options = { today: "2024-12-17", fixedDates: FIXED };
    expect(isAllowedDeliveryDate("2024-12-19", options)).toBe(true);
    expect(isAllowedDeliveryDate("2024-12-18", options)).toBe(false);
    expect(isAllowedDeliveryDate("2024-12-17", options)).toBe(false);
    expect(isAllowedDeliveryDate("2024-12-18", { today: "2024-12-17", fixedDates: null })).toBe(true);
    expect(isAllowedDeliveryDate("2024-12-21", { today: "2024-12-17", fixedDates: null })).toBe(false);
  });

  it("moves a date that is not allowed to the next fixed date, or the last one beyond the list", () => {
    const options = { today: "2024-12-17", fixedDates: FIXED };
    expect(allowedDeliveryDate("2024-12-19", options)).toBe("2024-12-19");
    expect(allowedDeliveryDate("2024-12-10", options)).toBe("2024-12-19");
    expect(allowedDeliveryDate("2024-12-20", options)).toBe("2025-01-02");
    expect(allowedDeliveryDate("2025-03-03", options)).toBe("2025-01-07");
    // Without fixed dates: the next delivery day, as before.
    expect(
      allowedDeliveryDate("2024-12-23", {
        today: "2024-12-17",
        fixedDates: null,
        closingDays: closingDaysOf("nordel"),
      }),
    ).toBe("2024-12-30");
  });
});
