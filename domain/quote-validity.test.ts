import { describe, expect, it } from "vitest";
import { isQuoteExpired, quoteValidThrough } from "./quote-validity";

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
