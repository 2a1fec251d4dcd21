import { describe, expect, it } from "vitest";
import { isCurrentOn } from "./content-validity";

describe("content validity (Europe/Stockholm days, inclusive)", () => {
  const kabeldagar = { validFrom: "2026-11-01", validUntil: "2026-11-30" };

  it("shows a campaign through its last day and hides it the day after", () => {
    expect(isCurrentOn(kabeldagar, "2026-11-30")).toBe(true);
    expect(isCurrentOn(kabeldagar, "2026-12-01")).toBe(false);
    expect(isCurrentOn(kabeldagar, "2026-10-31")).toBe(false);
    expect(isCurrentOn(kabeldagar, "2026-11-01")).toBe(true);
  });

  it("reads a date and time as the Stockholm day it falls on", () => {
    // 23:30 UTC on 30 November is 00:30 on 1 December in Stockholm.
    expect(isCurrentOn({ validUntil: "2026-11-30T23:30:00Z" }, "2026-12-01")).toBe(true);
    expect(isCurrentOn({ validUntil: "2026-11-30T22:30:00Z" }, "2026-12-01")).toBe(false);
  });

  it("does not limit without dates, or with one it cannot read", () => {
    expect(isCurrentOn({}, "2026-12-01")).toBe(true);
    expect(isCurrentOn({ validFrom: null, validUntil: null }, "2026-12-01")).toBe(true);
    expect(isCurrentOn({ validUntil: "snart" }, "2026-12-01")).toBe(true);
  });
});
