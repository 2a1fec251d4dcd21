import { describe, expect, it } from "vitest";
import { budgetPeriod, budgetRemaining, exceedsBudget, isCalendarDate } from "./project-budgets";

const rule = (period: "MONTH" | "QUARTER" | "YEAR") => ({ period, fromDate: null, toDate: null });

describe("budgetPeriod", () => {
  it("takes the Stockholm calendar month: an order at 00:30 on the 1st belongs to the new month", () => {
    // 2026-03-31T22:30Z is 00:30 on 1 April in Stockholm (summer time, +2).
    expect(budgetPeriod(rule("MONTH"), new Date("2026-03-31T22:30:00Z"))).toEqual({
      startUtc: "2026-03-31T22:00:00.000Z",
      endUtc: "2026-04-30T22:00:00.000Z",
      fromDate: "2026-04-01",
      toDate: "2026-04-30",
    });
    // 21:30Z on 31 March is still March in Stockholm; the month changed from winter to summer time.
    expect(budgetPeriod(rule("MONTH"), new Date("2026-03-31T21:30:00Z"))).toMatchObject({
      startUtc: "2026-02-28T23:00:00.000Z",
      endUtc: "2026-03-31T22:00:00.000Z",
      toDate: "2026-03-31",
    });
  });

  it("takes the calendar quarter and year in Stockholm", () => {
    expect(budgetPeriod(rule("QUARTER"), new Date("2026-05-15T12:00:00Z"))).toEqual({
      startUtc: "2026-03-31T22:00:00.000Z",
      endUtc: "2026-06-30T22:00:00.000Z",
      fromDate: "2026-04-01",
      toDate: "2026-06-30",
    });
    // 23:30Z on 31 December is already the new year (and quarter) in Stockholm.
    expect(budgetPeriod(rule("QUARTER"), new Date("2026-12-31T23:30:00Z"))).toMatchObject({
      startUtc: "2026-12-31T23:00:00.000Z",
      endUtc: "2027-03-31T22:00:00.000Z",
      fromDate: "2027-01-01",
      toDate: "2027-03-31",
    });
    expect(budgetPeriod(rule("YEAR"), new Date("2026-12-31T22:59:59Z"))).toEqual({
      startUtc: "2025-12-31T23:00:00.000Z",
      endUtc: "2026-12-31T23:00:00.000Z",
      fromDate: "2026-01-01",
      toDate: "2026-12-31",
    });
  });

  it("holds a date range from its first day's Stockholm midnight through its last day, and not outside it", () => {
    const range = { period: "RANGE" as const, fromDate: "2026-06-01", toDate: "2026-08-31" };
    expect(budgetPeriod(range, new Date("2026-07-01T10:00:00Z"))).toEqual({
      startUtc: "2026-05-31T22:00:00.000Z",
      endUtc: "2026-08-31T22:00:00.000Z",
      fromDate: "2026-06-01",
      toDate: "2026-08-31",
    });
    expect(budgetPeriod(range, new Date("2026-05-31T21:59:59Z"))).toBeNull();
    expect(budgetPeriod(range, new Date("2026-05-31T22:00:00Z"))).not.toBeNull();
    expect(budgetPeriod(range, new Date("2026-08-31T21:59:59Z"))).not.toBeNull();
    expect(budgetPeriod(range, new Date("2026-08-31T22:00:00Z"))).toBeNull();
  });
});

describe("budget arithmetic", () => {
  it("counts an order that lands exactly on the budget as within it", () => {
    expect(exceedsBudget(1000, 600, 400)).toBe(false);
    expect(exceedsBudget(1000, 600, 401)).toBe(true);
    expect(budgetRemaining(1000, 1200)).toBe(0);
    expect(budgetRemaining(1000, 250)).toBe(750);
  });

  it("accepts only real calendar dates", () => {
    expect(isCalendarDate("2026-02-28")).toBe(true);
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("2026-2-3")).toBe(false);
  });
});

describe("a date range from before 1900 (Stockholm on local mean time then)", () => {
  it("is a period like any other instead of an error that would stop the project's checkouts", () => {
    const rule = { period: "RANGE" as const, fromDate: "1800-01-01", toDate: "2099-12-31" };
    expect(budgetPeriod(rule, new Date("2026-12-02T10:00:00Z"))).toMatchObject({
      fromDate: "1800-01-01",
      endUtc: "2099-12-31T23:00:00.000Z",
    });
  });
});
