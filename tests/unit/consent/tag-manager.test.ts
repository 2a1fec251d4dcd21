import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { NO_CONSENT, FULL_CONSENT, type Consent } from "@shop/domain/consent";
import { allowsTagManager } from "~/features/consent/tag-manager-url";
import { tagManagerScript } from "~/features/consent/tag-manager.server";
import { contentSecurityPolicy } from "~/platform/security/security-headers.server";

/** Runs the head script as a browser would, with just the document it touches; returns what it did. */
function runBootstrap(consent: Consent | null, gtmId = "GTM-E2E7TEST") {
  const appended: Array<Record<string, unknown>> = [];
  const window: Record<string, unknown> = {};
  const document = {
    currentScript: { nonce: "n0nce" },
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (node: Record<string, unknown>) => appended.push(node) },
  };
  window.window = window;
  window.document = document;
  runInNewContext(tagManagerScript(gtmId, consent) ?? "", window);
  // The data layer holds `arguments` objects (what gtag pushes); compare them as arrays.
  const dataLayer = (window.dataLayer as unknown[]).map((entry) =>
    Object.prototype.toString.call(entry) === "[object Arguments]" ? Array.from(entry as ArrayLike<unknown>) : entry,
  );
  return { dataLayer, appended, gtag: window.gtag };
}

const denied = {
  ad_storage: "denied",
  analytics_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
};
const granted = {
  ad_storage: "granted",
  analytics_storage: "granted",
  ad_user_data: "granted",
  ad_personalization: "granted",
};

describe("the tag manager's head script", () => {
  it("before any choice: the denied defaults, no update and no tag manager", () => {
    const { dataLayer, appended, gtag } = runBootstrap(null);
    expect(typeof gtag).toBe("function");
    expect(dataLayer).toEqual([["consent", "default", { ...denied, wait_for_update: 500 }]]);
    expect(appended).toEqual([]);
  });

  it("with only necessary cookies: the defaults and a denied update, still no tag manager", () => {
    const { dataLayer, appended } = runBootstrap(NO_CONSENT);
    expect(dataLayer).toEqual([
      ["consent", "default", { ...denied, wait_for_update: 500 }],
      ["consent", "update", denied],
    ]);
    expect(appended).toEqual([]);
  });

  it("with consent: defaults first, then the choice, then gtm.js loads async with the script's nonce", () => {
    const { dataLayer, appended } = runBootstrap(FULL_CONSENT);
    expect(dataLayer.slice(0, 2)).toEqual([
      ["consent", "default", { ...denied, wait_for_update: 500 }],
      ["consent", "update", granted],
    ]);
    expect(dataLayer[2]).toMatchObject({ event: "gtm.js", "gtm.start": expect.any(Number) });
    expect(appended).toEqual([
      {
        tag: "script",
        async: true,
        nonce: "n0nce",
        src: "https://www.googletagmanager.com/gtm.js?id=GTM-E2E7TEST",
      },
    ]);
  });

  it("loads the tag manager for statistics or marketing alone, with the matching signals", () => {
    const statistics = runBootstrap({ statistics: true, marketing: false });
    expect(statistics.dataLayer[1]).toEqual(["consent", "update", { ...denied, analytics_storage: "granted" }]);
    expect(statistics.appended).toHaveLength(1);
    const marketing = runBootstrap({ statistics: false, marketing: true });
    expect(marketing.dataLayer[1]).toEqual(["consent", "update", { ...granted, analytics_storage: "denied" }]);
    expect(marketing.appended).toHaveLength(1);
    expect([null, NO_CONSENT].map(allowsTagManager)).toEqual([false, false]);
  });

  it("takes no id it could not load", () => {
    expect(tagManagerScript("GTM-X</script><script>alert(1)", FULL_CONSENT)).toBeNull();
  });

  it("is not set up at all without a usable id", () => {
    for (const id of [undefined, null, "", "GTM-abc", "UA-12345"])
      expect(tagManagerScript(id, FULL_CONSENT)).toBeNull();
  });
});

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(/;\s*/).map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]),
  );
}

describe("the CSP and the tag manager", () => {
  const env = { COMMERCE_URL: "http://localhost:8788", CONTENT_URL: "http://localhost:8789" };
  const analytics = [
    "https://www.googletagmanager.com",
    "https://www.google-analytics.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
  ];

  it("opens the tag manager's and analytics' hosts when a usable GTM id is configured", () => {
    const csp = directives(contentSecurityPolicy({ nonce: "n", env: { ...env, GTM_ID: "GTM-AB12CD" }, local: true }));
    expect(csp["script-src"]).toEqual(["'self'", "'nonce-n'", "https://www.googletagmanager.com"]);
    expect(csp["img-src"]).toEqual(expect.arrayContaining(analytics));
    expect(csp["connect-src"]).toEqual(["'self'", ...analytics]);
  });

  it.each([undefined, "", "gtm-ab12cd", "GTM-"])("keeps them closed with GTM_ID %j", (GTM_ID) => {
    const csp = contentSecurityPolicy({ nonce: "n", env: { ...env, GTM_ID }, local: true });
    expect(csp).not.toMatch(/googletagmanager|google-analytics|analytics\.google/);
    expect(directives(csp)["script-src"]).toEqual(["'self'", "'nonce-n'"]);
  });
});
