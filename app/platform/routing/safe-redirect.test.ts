import { describe, expect, it } from "vitest";
import { assertSafeRedirect, EXTERNAL_URL_NOT_ALLOWED, safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it.each(["/", "/cart", "/produkt/skruv-4x40?variant=123#stock", "/search?q=borr%20maskin", "/kategorier/el/kabel"])(
    "keeps the site-relative path %s",
    (to) => {
      expect(safeRedirect(to)).toBe(to);
    },
  );

  it.each([
    "https://evil.com",
    "http://evil.com/cart",
    "//evil.com",
    "///evil.com",
    "/\\evil.com",
    "\\\\evil.com",
    "/\t/evil.com",
    "/\n/evil.com",
    " //evil.com",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "%2F%2Fevil.com",
    "/%2F/evil.com",
    "/%5Cevil.com",
    "/%09/evil.com",
    "%252F%252Fevil.com",
    "javascript%3Aalert(1)",
    "/%E0%A4%A",
    "cart",
    "",
  ])("falls back to the start page for %j", (to) => {
    expect(safeRedirect(to)).toBe("/");
  });

  it("falls back for missing or non-string values", () => {
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(undefined)).toBe("/");
    expect(safeRedirect(new File(["x"], "x.txt"))).toBe("/");
  });

  it("uses the given fallback", () => {
    expect(safeRedirect("https://evil.com", "/mina-sidor")).toBe("/mina-sidor");
  });

  it("accepts an absolute URL on the shop's own origin as its path", () => {
    expect(safeRedirect("https://shop.example.se/cart?x=1", "/", { origin: "https://shop.example.se" })).toBe(
      "/cart?x=1",
    );
    expect(safeRedirect("https://shop.example.se.evil.com/cart", "/", { origin: "https://shop.example.se" })).toBe("/");
  });
});

describe("assertSafeRedirect", () => {
  it("throws the spec's message for external URLs", () => {
    expect(() => assertSafeRedirect("https://evil.com")).toThrow(EXTERNAL_URL_NOT_ALLOWED);
    expect(EXTERNAL_URL_NOT_ALLOWED).toBe("Navigating to an external URL is not allowed by default.");
  });

  it("allows external http(s) only when explicitly allowed, never other protocols", () => {
    expect(assertSafeRedirect("https://admin.example.com/users", { allowExternal: true })).toBe(
      "https://admin.example.com/users",
    );
    expect(() => assertSafeRedirect("javascript:alert(1)", { allowExternal: true })).toThrow(EXTERNAL_URL_NOT_ALLOWED);
    expect(() => assertSafeRedirect("data:text/html,x", { allowExternal: true })).toThrow(EXTERNAL_URL_NOT_ALLOWED);
  });
});
