import { expect, test } from "../e2e/support/test";
import { logIn } from "../e2e/support/login";
import { csrfOf, SHOP } from "./support/shop";

/**
 * Cross-origin writes (pen test): they answered 500 with an empty body (Remix's own Origin check
 * throws before the app). Now one policy refuses them with 403: the Swedish error page for a
 * browser navigation, JSON { message } for data and API requests. Same-origin posts, posts
 * without Origin (old browsers; the CSRF token still applies) and the punch-out entry still work.
 */

const REFUSAL = "Du har inte behörighet att utföra den här åtgärden.";
const HOSTILE_ORIGINS = ["http://evil.example", "null"];
const DOCUMENT_ROUTES = ["/logga-in", "/cart", "/mina-sidor/profil", "/snabborder", "/produkt/whatever"];

for (const origin of HOSTILE_ORIGINS) {
  test(`document posts from Origin ${origin} get the Swedish 403 page`, async ({ request }) => {
    for (const path of DOCUMENT_ROUTES) {
      const response = await request.post(path, {
        headers: { Origin: origin, Accept: "text/html,application/xhtml+xml" },
        form: { csrf: "x", intent: "anything" },
        maxRedirects: 0,
      });
      expect(response.status(), path).toBe(403);
      expect(response.headers()["content-type"]).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain('lang="sv"');
      expect(html).toContain(REFUSAL);
      expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    }
  });

  test(`resource-route, API and data posts from Origin ${origin} get 403 JSON`, async ({ request }) => {
    for (const path of [
      "/banner/close",
      "/samtycke",
      "/samtycke.data",
      "/logga-ut",
      "/api/varukorg",
      "/cart.data",
      "/logga-in?_data=routes%2Flogga-in",
    ]) {
      const response = await request.post(path, {
        headers: { Origin: origin },
        form: { bannerId: "x" },
        maxRedirects: 0,
      });
      expect(response.status(), path).toBe(403);
      expect(response.headers()["content-type"]).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ message: REFUSAL });
    }
  });
}

test("a cross-origin post does not reach the action: the buyer stays signed in", async ({ page }) => {
  await logIn(page, "buyer@demo.se");
  const csrf = await csrfOf(page.request, "/");
  const response = await page.request.post("/logga-ut", {
    headers: { Origin: "http://evil.example" },
    form: { csrf },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  await page.goto("/mina-sidor/profil");
  await expect(page).toHaveURL(/\/mina-sidor\/profil$/);
});

test("same-origin posts still work, from the browser and with an explicit Origin", async ({ page }) => {
  await logIn(page, "buyer@demo.se");
  const response = await page.request.post("/banner/close", {
    headers: { Origin: SHOP },
    form: { bannerId: "security-test", redirectTo: "/cart" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers()["location"]).toBe("/cart");
});

test("a post without Origin is allowed, and still needs the CSRF token", async ({ page }) => {
  await logIn(page, "buyer@demo.se");
  const forged = await page.request.post("/logga-ut", { form: { csrf: "fel" }, maxRedirects: 0 });
  expect(forged.status()).toBe(403);
  const csrf = await csrfOf(page.request, "/");
  const real = await page.request.post("/logga-ut", { form: { csrf }, maxRedirects: 0 });
  expect(real.status()).toBe(303);
});

test("the punch-out entry still accepts posts from a procurement system's origin", async ({ request }) => {
  const procurement = "http://127.0.0.1:9";
  const wrong = await request.post("/punchout", {
    headers: { Origin: procurement, Accept: "text/html" },
    form: { USERNAME: "punchout@demo.se", PASSWORD: "wrong-password", HOOK_URL: `${procurement}/oci/hook` },
    maxRedirects: 0,
  });
  expect(wrong.status()).toBe(303);
  expect(wrong.headers()["location"]).toMatch(/^\/punchout\/fel\?kod=/);
  const right = await request.post("/punchout", {
    headers: { Origin: procurement, Accept: "text/html" },
    form: { USERNAME: "punchout@demo.se", PASSWORD: "demo1234", HOOK_URL: `${procurement}/oci/hook` },
    maxRedirects: 0,
  });
  expect(right.status()).toBe(303);
  expect(right.headers()["location"]).toBe("/");
});
