import { expect, test } from "../e2e/support/test";
import { SHOP } from "./support/shop";

/**
 * A method an address does not take: Remix answered a post to a read-only resource route with
 * 405 {"message":"Unexpected Server Error"}. Callers now get 405 with the Swedish reason and the
 * methods the address takes; a page posted to without an action shows the Swedish error page.
 */

const NOT_ALLOWED = "Metoden stöds inte här.";

test("a post to a read-only API answers 405 JSON with the reason and Allow", async ({ request }) => {
  for (const path of ["/api/varukorg", "/api/sok", "/api/brand-config"]) {
    const response = await request.post(path, { headers: { Origin: SHOP }, form: { csrf: "x" }, maxRedirects: 0 });
    expect(response.status(), path).toBe(405);
    expect(await response.json(), path).toEqual({ message: NOT_ALLOWED });
    expect(response.headers()["allow"], path).toBe("GET, HEAD");
  }
});

test("a document post to a page without an action shows the Swedish 405 page", async ({ request }) => {
  const response = await request.post("/kampanjer", {
    headers: { Origin: SHOP, Accept: "text/html" },
    form: { csrf: "x" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(405);
  const html = await response.text();
  expect(html).toContain('lang="sv"');
  expect(html).toContain(NOT_ALLOWED);
});
