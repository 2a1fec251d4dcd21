import { describe, expect, it } from "vitest";
import {
  addMonths,
  defaultSpendPeriod,
  monthsBetween,
  spendPeriodProblem,
  spendVisible,
  stockholmMonthBounds,
} from "./spend";

describe("spend periods", () => {
  it("moves months across year ends", () => {
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2025-12", 1)).toBe("2026-01");
    expect(addMonths("2026-11", -23)).toBe("2024-12");
  });

  it("lists a period's months, both ends included", () => {
    expect(monthsBetween("2025-11", "2026-02")).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
    expect(monthsBetween("2026-02", "2026-01")).toEqual([]);
  });

  it("allows at most 24 months, in order, written YYYY-MM", () => {
    expect(spendPeriodProblem("2024-02", "2026-01")).toBeNull();
    expect(spendPeriodProblem("2024-01", "2026-01")).toBe("too_long");
    expect(spendPeriodProblem("2026-02", "2026-01")).toBe("reversed");
    expect(spendPeriodProblem("2026-1", "2026-02")).toBe("invalid");
    expect(spendPeriodProblem("2026-00", "2026-02")).toBe("invalid");
  });

  it("defaults to the Stockholm month of now and the 11 before it", () => {
    // 23:30 UTC on 31 December is already 1 January in Stockholm.
    expect(defaultSpendPeriod(new Date("2026-12-31T23:30:00Z"))).toEqual({ from: "2026-02", to: "2027-01" });
  });

  it("bounds a month by Stockholm midnights, in winter and in summer time", () => {
    expect(stockholmMonthBounds("2026-01")).toEqual({
      startUtc: "2025-12-31T23:00:00.000Z",
      endUtc: "2026-01-31T23:00:00.000Z",
    });
    expect(stockholmMonthBounds("2026-06").endUtc).toBe("2026-06-30T22:00:00.000Z");
  });
});

describe("who sees spend", () => {
  it("is the money view's financial follow-up: EJ_SE_EKONOMISK_UPPFÖLJNING and EJ_SE_PRISER keep one from it", () => {
    expect(spendVisible([])).toBe(true);
    expect(spendVisible(["EJ_SE_RABATTER", "EJ_ORDER"])).toBe(true);
    expect(spendVisible(["EJ_SE_EKONOMISK_UPPFÖLJNING"])).toBe(false);
    expect(spendVisible(["EJ_SE_PRISER"])).toBe(false);
  });
});
