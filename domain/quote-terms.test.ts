import { describe, expect, it } from "vitest";
import { fileSizeText, MAX_QUOTE_ATTACHMENT_BYTES, quoteExpired, quoteValidUntil } from "./quote-terms";

describe("a quote's validity", () => {
  it("runs validFor calendar days from validFrom, across months, years and leap days", () => {
    expect(quoteValidUntil("2026-03-01", 30)).toBe("2026-03-31");
    expect(quoteValidUntil("2026-12-15", 30)).toBe("2027-01-14");
    expect(quoteValidUntil("2028-02-28", 1)).toBe("2028-02-29");
    // The spring daylight-saving change (29 March 2026) does not move the day.
    expect(quoteValidUntil("2026-03-28", 2)).toBe("2026-03-30");
  });

  it("is valid through its last day and expired the day after", () => {
    expect(quoteExpired("2026-03-01", 30, "2026-03-31")).toBe(false);
    expect(quoteExpired("2026-03-01", 30, "2026-04-01")).toBe(true);
    expect(quoteExpired("2026-03-01", 30, "2026-02-27")).toBe(false);
  });

  it("refuses what is not a day and a count", () => {
    expect(() => quoteValidUntil("1 mars", 30)).toThrow(RangeError);
    expect(() => quoteValidUntil("2026-03-01", -1)).toThrow(RangeError);
    expect(() => quoteValidUntil("2026-03-01", 1.5)).toThrow(RangeError);
  });
});

describe("attachment sizes", () => {
  it("is 2 MB at most (spec section 9)", () => {
    expect(MAX_QUOTE_ATTACHMENT_BYTES).toBe(2_097_152);
  });

  it("reads as bytes, kB or MB with a decimal comma", () => {
    expect(fileSizeText(850)).toBe("850 B");
    expect(fileSizeText(12_500)).toBe("12 kB");
    expect(fileSizeText(1_468_006)).toBe("1,4 MB");
    expect(fileSizeText(MAX_QUOTE_ATTACHMENT_BYTES)).toBe("2 MB");
  });
});
