import { describe, expect, it } from "vitest";
import { safeRedirect, safeRedirectFor } from "~/platform/routing/safe-redirect";

// The pen test's open redirect: "/.//evil.example" passed the old check and came out of
// `new URL()` as "//evil.example", which a browser reads as another host.
const ORIGIN = "https://shop.example.se";
const FALLBACK = "/fallback";
const judge = (to: string) => safeRedirect(to, FALLBACK, { origin: ORIGIN });

describe("safe redirect targets: refused", () => {
  it.each([
    // dot segments that collapse into a protocol-relative path
    "/.//evil.example",
    "/./\\evil.example",
    "/..//evil.example",
    "/a/../..//evil.example",
    "/%2e%2e//evil",
    "/%2E%2E//evil",
    "/%2e//evil.example",
    "/.%2e//evil.example",
    "/%252e%252e//evil",
    // encoded slashes and backslashes
    "/%2f/evil.example",
    "/%2F%2Fevil.example",
    "%2F%2Fevil.example",
    "/%5cevil.example",
    "/%5C%5Cevil.example",
    "/%2e/%2fevil.example",
    "/%25%32%66/evil.example",
    // backslashes
    "/\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    // tabs, newlines and other controls inside
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/%09/evil.example",
    "/%0a/evil.example",
    "/\u0000/evil.example",
    " /evil",
    // schemes and protocol-relative forms
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "javascript%3Aalert(1)",
    "data:text/html,<script>alert(1)</script>",
    "https://evil.example",
    "http://evil.example/cart",
    "HTTPS://EVIL.EXAMPLE",
    "//evil.example",
    "///evil.example",
    "////evil.example",
    "https:evil.example",
    "https:/evil.example",
    // userinfo pointing elsewhere, look-alike hosts, other ports and schemes on the same host
    "https://shop.example.se@evil.example/",
    "https://shop.example.se.evil.example/cart",
    "https://shop.example.se:8443/cart",
    "http://shop.example.se/cart",
    // relative or broken
    "evil.example",
    "cart",
    "/%E0%A4%A",
    "",
    `/${"a".repeat(3000)}`,
  ])("%j falls back", (to) => {
    expect(judge(to)).toBe(FALLBACK);
  });
});

describe("safe redirect targets: accepted", () => {
  it.each([
    ["/", "/"],
    ["/cart", "/cart"],
    ["/mina-sidor/kund-och-projekt", "/mina-sidor/kund-och-projekt"],
    ["/produkt/skruv-4x40?variant=123#stock", "/produkt/skruv-4x40?variant=123#stock"],
    ["/search?q=borr%20maskin", "/search?q=borr%20maskin"],
    ["/search?q=a&b=c#x", "/search?q=a&b=c#x"],
    // dot segments that stay on the site are normalised
    ["/a/./b/../cart", "/a/cart"],
    // absolute URLs on the shop itself become their path (userinfo dropped)
    ["https://shop.example.se/cart?x=1#y", "/cart?x=1#y"],
    ["https://user:pw@shop.example.se/cart", "/cart"],
    ["HTTPS://SHOP.EXAMPLE.SE/cart", "/cart"],
  ])("%j → %j", (to, expected) => {
    expect(judge(to)).toBe(expected);
  });

  it("never returns a protocol-relative or backslash path, whatever the input", () => {
    const tricky = ["/.//x", "/./\\x", "/%2e%2e//x", "/a/..//x", "/.//x?y", "/.%2F/x"];
    for (const to of tricky) {
      const result = judge(to);
      expect(result.startsWith("/")).toBe(true);
      expect(result).not.toMatch(/^\/[/\\]/);
    }
  });

  it("safeRedirectFor uses the request's own origin", () => {
    const request = new Request("https://shop.example.se/logga-in");
    expect(safeRedirectFor(request, "https://shop.example.se/cart")).toBe("/cart");
    expect(safeRedirectFor(request, "/.//evil.example")).toBe("/");
    expect(safeRedirectFor(request, "https://evil.example/cart", "/x")).toBe("/x");
  });
});
