import { describe, expect, it } from "vitest";
import {
  isQuoteExpired,
  isQuoteNotYetValid,
  isQuoteWindowTooLong,
  isCalendarDate,
  latestQuoteValidThrough,
  MAX_QUOTE_VALID_DAYS,
  quoteStartRefusal,
  quoteValidThrough,
} from "./quote-validity";

describe("quote validity", () => {
  it("holds through valid from + valid for days", () => {
    expect(quoteValidThrough("2026-03-01", 30)).toBe("2026-03-31");
    expect(quoteValidThrough("2026-12-20", 30)).toBe("2027-01-19");
    expect(quoteValidThrough("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("expires the day after the last valid day", () => {
    expect(isQuoteExpired("2026-03-01", 30, "2026-03-31")).toBe(false);
    expect(isQuoteExpired("2026-03-01", 30, "2026-04-01")).toBe(true);
    expect(isQuoteExpired("2026-03-01", 30, "2026-02-27")).toBe(false);
  });
});

describe("quote validity window", () => {
  it("is not yet valid before valid from, and valid from that day", () => {
    expect(isQuoteNotYetValid("2026-03-01", "2026-02-28")).toBe(true);
    expect(isQuoteNotYetValid("2026-03-01", "2026-03-01")).toBe(false);
  });

  it("holds a price at most 365 days from today, whenever the window starts", () => {
    expect(latestQuoteValidThrough("2026-12-02")).toBe("2027-12-02");
    expect(isQuoteWindowTooLong("2026-12-02", MAX_QUOTE_VALID_DAYS, "2026-12-02")).toBe(false);
    expect(isQuoteWindowTooLong("2026-12-03", MAX_QUOTE_VALID_DAYS, "2026-12-02")).toBe(true);
    expect(isQuoteWindowTooLong("2027-09-28", 30, "2026-12-02")).toBe(false);
    expect(isQuoteWindowTooLong("2027-09-28", 90, "2026-12-02")).toBe(true);
    expect(isQuoteWindowTooLong("2020-01-01", 30, "2026-12-02")).toBe(false);
  });
});

describe("a quote's first valid day", () => {
  it("is a real calendar date with a four-digit year", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("2027-02-29")).toBe(false);
    expect(isCalendarDate("0000-01-01")).toBe(false);
    expect(isCalendarDate("+010000-01-01")).toBe(false);
    expect(isCalendarDate("2026-1-01")).toBe(false);
  });

  it("lies from today through the last day a window may hold", () => {
    expect(quoteStartRefusal("2026-12-02", "2026-12-02")).toBeNull();
    expect(quoteStartRefusal("2027-12-02", "2026-12-02")).toBeNull();
    expect(quoteStartRefusal("2026-12-01", "2026-12-02")).toBe("before_today");
    expect(quoteStartRefusal("2027-12-03", "2026-12-02")).toBe("too_late");
    expect(quoteStartRefusal("9999-12-31", "2026-12-02")).toBe("too_late");
    expect(quoteStartRefusal("0001-01-01", "2026-12-02")).toBe("before_today");
    expect(quoteStartRefusal("2026-02-30", "2026-12-02")).toBe("not_a_date");
  });

  it("compares windows as dates, not as strings, whatever the year", () => {
    expect(isQuoteWindowTooLong("9999-12-31", MAX_QUOTE_VALID_DAYS, "2026-12-02")).toBe(true);
    expect(isQuoteWindowTooLong("9999-12-31", 1, "2026-12-02")).toBe(true);
    expect(isQuoteExpired("9999-12-31", 365, "2026-12-02")).toBe(false);
    expect(isQuoteNotYetValid("9999-12-31", "2026-12-02")).toBe(true);
  });
});
