import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatPrice,
  formatQuantity,
  stockholmIsoWeekday,
  unitLabel,
  weekdayLabel,
  weekdayLabels,
} from "@shop/domain/format";
import { serverT } from "./catalogue.server";

// Intl writes no-break spaces (U+00A0) between digit groups and before "kr", and U+2212 for minus.
const nbsp = (text: string) => text.replace(/ /g, "\u00a0");

describe("formatPrice", () => {
  it("shows öre as kronor with two decimals in Swedish notation", () => {
    expect(formatPrice(123450)).toBe(nbsp("1 234,50 kr"));
    expect(formatPrice(0)).toBe(nbsp("0,00 kr"));
    expect(formatPrice(5)).toBe(nbsp("0,05 kr"));
    expect(formatPrice(100)).toBe(nbsp("1,00 kr"));
  });

  it("keeps every öre of large amounts (no float rounding)", () => {
    expect(formatPrice(9_007_199_254_740_991)).toBe(nbsp("90 071 992 547 409,91 kr"));
    expect(formatPrice(123_456_789_012_345_678n)).toBe(nbsp("1 234 567 890 123 456,78 kr"));
  });

  it("shows credits with a minus sign", () => {
    expect(formatPrice(-1999)).toBe(nbsp("\u221219,99 kr"));
  });

  it("refuses amounts that are not whole öre", () => {
    expect(() => formatPrice(12.5)).toThrow(RangeError);
    expect(() => formatPrice(Number.NaN)).toThrow(RangeError);
  });
});

describe("dates in Europe/Stockholm", () => {
  it("formats instants on the Stockholm calendar day, not the UTC one", () => {
    // 23:30 UTC on 23 December is already 24 December in Stockholm (winter, UTC+1).
    expect(formatDate(new Date("2024-12-23T23:30:00Z"))).toBe("2024-12-24");
    expect(formatDateTime("2024-12-23T23:30:00Z")).toBe("2024-12-24 00:30");
  });

  it("follows summer time", () => {
    expect(formatDateTime("2024-06-06T10:15:00Z")).toBe("2024-06-06 12:15");
  });

  it("keeps a calendar day string on its own day", () => {
    expect(formatDate("2024-12-23")).toBe("2024-12-23");
    expect(formatLongDate("2024-12-23")).toBe("23 december 2024");
  });

  it("rejects an invalid date instead of printing 'Invalid Date'", () => {
    expect(() => formatDate("not a date")).toThrow(RangeError);
  });
});

describe("weekday and unit labels", () => {
  it("lists Mån to Sön from the catalogue, Monday first", () => {
    expect(weekdayLabels(serverT)).toEqual(["Mån", "Tis", "Ons", "Tor", "Fre", "Lör", "Sön"]);
  });

  it("labels the Stockholm weekday of a date", () => {
    expect(stockholmIsoWeekday("2024-12-23")).toBe(1);
    expect(weekdayLabel("2024-12-23", serverT)).toBe("Mån");
    expect(weekdayLabel("2024-12-29", serverT)).toBe("Sön");
    // Sunday 23:30 UTC is Monday in Stockholm.
    expect(weekdayLabel(new Date("2024-12-29T23:30:00Z"), serverT)).toBe("Mån");
  });

  it("uses 'st' as the piece unit", () => {
    expect(unitLabel(serverT)).toBe("st");
    expect(formatQuantity(1200, serverT)).toBe(nbsp("1 200 st"));
    expect(formatQuantity(2.5, serverT, "m")).toBe(nbsp("2,5 m"));
  });
});

describe("prices and whole quantities, written without Intl in the browser", () => {
  // The reference: what Intl's sv-SE formats write (Node has the full locale data).
  const intlPrice = new Intl.NumberFormat("sv-SE", { style: "currency", currency: "SEK", minimumFractionDigits: 2 });
  const intlQuantity = new Intl.NumberFormat("sv-SE", { maximumFractionDigits: 3 });
  const samples = [0, 1, 9, 10, 99, 100, 999, 1_000, 9_999, 10_000, 123_456, 1_000_000, 2 ** 31, 2 ** 53 - 1];
  const spread = Array.from({ length: 200 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 10 ** (i % 16)));

  it("formats every amount in öre exactly as Intl would, negative ones with the minus sign", () => {
    for (const ore of [...samples, ...spread].flatMap((value) => [value, -value])) {
      if (Object.is(ore, -0)) continue;
      const exact = `${ore < 0 ? "-" : ""}${BigInt(Math.abs(ore)) / 100n}.${String(Math.abs(ore) % 100).padStart(2, "0")}`;
      expect(formatPrice(ore)).toBe(intlPrice.format(exact as Intl.StringNumericLiteral));
    }
  });

  it("formats every whole quantity as Intl would, and decimal ones with Intl", () => {
    for (const quantity of [...samples, ...spread].flatMap((value) => [value, -value]).filter((v) => !Object.is(v, -0)))
      expect(formatQuantity(quantity, serverT, "st")).toBe(`${intlQuantity.format(quantity)}\u00a0st`);
    expect(formatQuantity(12.5, serverT, "m")).toBe("12,5\u00a0m");
    expect(formatQuantity(1234.5678, serverT, "m")).toBe(nbsp("1 234,568 m"));
  });
});
