import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./security-headers.server";

const env = { COMMERCE_URL: "http://localhost:8788", CONTENT_URL: "http://localhost:8789", FRAME_ANCESTORS: "" };

const directives = (csp: string) =>
  Object.fromEntries(csp.split(/;\s*/).map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]));

describe("Content-Security-Policy for error reporting", () => {
  it("opens no reporting origin and no blob: worker without a DSN", () => {
    for (const SENTRY_DSN of [undefined, "", "  ", "not a url"]) {
      const csp = directives(contentSecurityPolicy({ nonce: "n", env: { ...env, SENTRY_DSN }, local: true }));
      expect(csp["connect-src"]).toEqual(["'self'"]);
      expect(csp).not.toHaveProperty("worker-src");
    }
  });

  it("allows the DSN's origin (never its key or path) and replay's compression worker when a DSN is set", () => {
    const SENTRY_DSN = "https://publickey@o123.ingest.sentry.io/4567";
    const csp = directives(contentSecurityPolicy({ nonce: "n", env: { ...env, SENTRY_DSN }, local: false }));
    expect(csp["connect-src"]).toEqual(["'self'", "https://o123.ingest.sentry.io"]);
    expect(csp["worker-src"]).toEqual(["'self'", "blob:"]);
    expect(csp["script-src"]).toEqual(["'self'", "'nonce-n'"]);
  });
});
