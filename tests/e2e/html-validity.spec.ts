import { expect, test } from "./support/test";
import { htmlErrors } from "./support/html-validity";
import { logIn } from "./support/login";

/**
 * The main pages are valid HTML (tests/e2e/support/html-validity.ts: what is checked and why). Visitors' pages are
 * fetched as a first visit (no cookie: the consent banner is on them) and rendered whole, as for a browser without
 * JavaScript; the signed-in pages as the browser gets them once it runs scripts (`js=1`), streamed.
 */

async function firstProductPath(request: import("@playwright/test").APIRequestContext): Promise<string> {
  const category = await (await request.get("/kategorier/el")).text();
  const product = /href="(\/produkt\/[^"?#]+)"/.exec(category)?.[1];
  expect(product, "a product link on /kategorier/el").toBeTruthy();
  return product!;
}

test("a visitor's main pages are valid HTML", async ({ playwright, baseURL }) => {
  test.setTimeout(120_000);
  const visitor = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const pages = [
    "/",
    "/kategorier/el",
    await firstProductPath(visitor),
    "/search?q=kabel",
    "/cart",
    "/hitta-butik",
    "/butiker/1001",
    "/om-oss",
    "/kampanjer",
    "/kampanjer/vinterkampanj-el",
    "/finns-inte",
    "/butiker/9999",
    "/logga-in",
  ];
  const report: Record<string, string[]> = {};
  for (const path of pages) {
    const answer = await visitor.get(path);
    expect([200, 404], path).toContain(answer.status());
    const errors = await htmlErrors(await answer.text());
    if (errors.length > 0) report[path] = errors;
  }
  await visitor.dispose();
  expect(report).toEqual({});
});

test("a signed-in buyer's pages are valid HTML, streamed", async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, "buyer@demo.se", "/mina-sidor");
  const report: Record<string, string[]> = {};
  for (const path of ["/mina-sidor", "/mina-sidor/orderhistorik", "/cart", "/kategorier/el", "/"]) {
    const answer = await page.request.get(path);
    expect(answer.status(), path).toBe(200);
    const errors = await htmlErrors(await answer.text());
    if (errors.length > 0) report[path] = errors;
  }
  expect(report).toEqual({});
});
