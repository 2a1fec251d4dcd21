import { describe, expect, it } from "vitest";
import { cssString, headerCartStyle } from "./header-cart-style.server";

describe("headerCartStyle", () => {
  it("draws nothing without a cart or for an empty one", () => {
    expect(headerCartStyle(null)).toEqual({});
    expect(headerCartStyle({ lineCount: 0, totalOre: 0 })).toEqual({});
  });

  it("a visitor or a buyer without price rights: the count and its sentence, no amount", () => {
    const style = headerCartStyle({ lineCount: 1, totalOre: null });
    expect(style).toEqual({
      "--header-cart-count": '"1"',
      "--header-cart-name": '"1 rad i varukorgen"',
    });
    expect(JSON.stringify(style)).not.toMatch(/kr/);
  });

  it("a buyer with price rights: the total too", () => {
    expect(headerCartStyle({ lineCount: 3, totalOre: 123456 })).toEqual({
      "--header-cart-count": '"3"',
      "--header-cart-name": '"3 rader i varukorgen, summa inkl. moms 1\u00a0234,56\u00a0kr"',
      "--header-cart-total": '"1\u00a0234,56\u00a0kr"',
    });
  });

  it("escapes what would end the CSS string", () => {
    expect(cssString('a"b\\c\nd')).toBe('"a\\"b\\\\c d"');
  });
});
