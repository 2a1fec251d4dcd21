import { afterEach, describe, expect, it, vi } from "vitest";
import {
  applyDocumentSecurityHeaders,
  contentSecurityPolicy,
  frameAncestors,
  withBaselineSecurityHeaders,
} from "./security-headers.server";

const env = { COMMERCE_URL: "http://localhost:8788", CONTENT_URL: "https://cms.example.se/space", FRAME_ANCESTORS: "" };

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(/;\s*/)
      .map((d) => d.split(" "))
      .map(([name, ...values]) => [name, values]),
  );
}

describe("Content-Security-Policy", () => {
  it("allows inline scripts only with the request nonce", () => {
    const csp = directives(contentSecurityPolicy({ nonce: "abc123", env, local: false }));
    expect(csp["script-src"]).toEqual(["'self'", "'nonce-abc123'"]);
    expect(csp["script-src"]).not.toContain("'unsafe-inline'");
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["connect-src"]).toEqual(["'self'"]);
    expect(csp).toHaveProperty("upgrade-insecure-requests");
  });

  it("allows images from the commerce and content services", () => {
    const csp = directives(contentSecurityPolicy({ nonce: "n", env, local: true }));
    expect(csp["img-src"]).toEqual(["'self'", "data:", "http://localhost:8788", "https://cms.example.se"]);
    expect(csp).not.toHaveProperty("upgrade-insecure-requests");
  });

  it("lets only the shop frame itself unless FRAME_ANCESTORS names procurement systems", () => {
    expect(directives(contentSecurityPolicy({ nonce: "n", env, local: true }))["frame-ancestors"]).toEqual(["'self'"]);
    const punchout = { ...env, FRAME_ANCESTORS: "https://buyer.example.com https://*.ariba.com" };
    expect(directives(contentSecurityPolicy({ nonce: "n", env: punchout, local: true }))["frame-ancestors"]).toEqual([
      "'self'",
      "https://buyer.example.com",
      "https://*.ariba.com",
    ]);
  });

  describe("with a malformed FRAME_ANCESTORS", () => {
    afterEach(() => vi.restoreAllMocks());
    it("drops entries that are not origins, so nothing can be injected into the header", () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      expect(frameAncestors("https://ok.example.com *; script-src * javascript:x")).toEqual([
        "'self'",
        "https://ok.example.com",
      ]);
      expect(warn).toHaveBeenCalled();
    });
  });
});

describe("security headers", () => {
  it("puts CSP and the baseline on documents", () => {
    const headers = new Headers();
    applyDocumentSecurityHeaders(headers, { nonce: "n1", env, local: false });
    expect(headers.get("Content-Security-Policy")).toContain("'nonce-n1'");
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("Strict-Transport-Security")).toMatch(/^max-age=\d{8,}/);
  });

  it("puts the baseline (not the CSP) on data responses, even with immutable headers", async () => {
    const fetched = await fetch("data:application/json,{}");
    const response = withBaselineSecurityHeaders(fetched);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Security-Policy")).toBeNull();
    expect(await response.json()).toEqual({});
  });
});
