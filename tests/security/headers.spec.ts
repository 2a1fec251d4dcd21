import { expect, test, type APIResponse } from "../e2e/support/test";
import { apiLogIn } from "./support/shop";

/**
 * Headers per response type (pen test): nosniff everywhere, a locked-down CSP on everything that
 * is not a page, form-action limited on pages, and no caching of anything personal.
 */

function expectNosniff(response: APIResponse, what: string) {
  expect(response.headers()["x-content-type-options"], what).toBe("nosniff");
}

function expectLockedDownCsp(response: APIResponse, what: string) {
  const csp = response.headers()["content-security-policy"] ?? "";
  expect(csp, what).toMatch(/(^|;\s*)default-src 'none'/);
  expect(csp, what).toMatch(/frame-ancestors 'none'/);
}

function expectNoStore(response: APIResponse, what: string) {
  const cacheControl = response.headers()["cache-control"] ?? "";
  expect(cacheControl, what).toContain("private");
  expect(cacheControl, what).toContain("no-store");
}

test.describe("visitor", () => {
  test("the document: nosniff, and a CSP whose form-action is the shop only", async ({ request }) => {
    const response = await request.get("/");
    expectNosniff(response, "document");
    const csp = response.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/form-action 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'self'");
  });

  test("JSON from /api/sok and /api/varukorg, and their errors", async ({ request }) => {
    for (const path of ["/api/sok?q=kabel", "/api/sok?q=", "/api/varukorg"]) {
      const response = await request.get(path);
      expect(response.headers()["content-type"], path).toMatch(/^application\/json/);
      expectNosniff(response, path);
      expectLockedDownCsp(response, path);
    }
    expectNoStore(await request.get("/api/varukorg"), "/api/varukorg");
  });

  test("CSV file", async ({ request }) => {
    const response = await request.get("/snabborder/exempel.csv");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/csv/);
    expectNosniff(response, "csv");
    expectLockedDownCsp(response, "csv");
  });

  test("redirects and error answers", async ({ request }) => {
    for (const path of ["/logga-ut", "/mina-sidor", "/varukorg/export?format=csv"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(303);
      expectNosniff(response, path);
      expectLockedDownCsp(response, path);
      expectNoStore(response, path);
    }
    const missing = await request.get("/finns-inte-alls");
    expect(missing.status()).toBe(404);
    expectNosniff(missing, "404 page");
  });
});

test.describe("signed-in buyer", () => {
  test.beforeEach(async ({ request }) => {
    await apiLogIn(request, "buyer@demo.se");
  });

  test("every answer is private and not stored: pages, public pages, JSON, data", async ({ request }) => {
    for (const path of [
      "/",
      "/mina-sidor/profil",
      "/cart",
      "/kategorier/el",
      "/api/sok?q=kabel",
      "/api/varukorg",
      "/_root.data",
    ]) {
      const response = await request.get(path);
      expectNosniff(response, path);
      expectNoStore(response, path);
    }
  });

  test("the order confirmation PDF", async ({ request }) => {
    const response = await request.get("/api/orderbekraftelse/500001");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expectNosniff(response, "pdf");
    expectLockedDownCsp(response, "pdf");
    expectNoStore(response, "pdf");
  });

  test("the cart export (CSV), whatever the cart holds", async ({ request }) => {
    const response = await request.get("/varukorg/export?format=csv");
    expectNosniff(response, "export");
    expectLockedDownCsp(response, "export");
    expectNoStore(response, "export");
  });
});
