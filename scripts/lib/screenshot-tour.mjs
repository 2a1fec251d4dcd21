// The pages `npm run screenshots` shows, walked as a buyer would: pages are found through the shop's own links (the
// first category with products, the first product of its grid, the newest order, the first quote), never by a fixed
// slug, so the tour still works when the demo catalogue changes.
import { expect } from "@playwright/test";

export const demoBuyer = { email: "buyer@demo.se", password: "demo1234" };
export const demoPunchout = { username: "punchout", password: "demo1234" };

/** Options of every screenshot: what is on the screen, without a blinking caret or a transition caught halfway. */
const shotOptions = { animations: "disabled", caret: "hide" };

/**
 * Screenshots the page once it has settled: its heading shown (a client-side navigation has rendered), no pending
 * requests, fonts loaded, and a moment for a resized viewport to be drawn anew.
 */
export async function shoot(page, file) {
  await page.locator("h1").first().waitFor({ state: "visible" });
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  // Frames are not awaited in the page: without JavaScript (the punch-out page) its callbacks never run.
  await page.waitForTimeout(150);
  await page.screenshot({ path: file, ...shotOptions });
}

/**
 * Closes the site's notice banners (each posts a form; the choice is remembered), so the pages after it show their
 * content first, as a returning buyer sees them.
 */
export async function closeBanners(page) {
  const close = page.getByRole("button", { name: "Stäng meddelande" });
  while ((await close.count()) > 0) {
    const before = await close.count();
    await close.first().click();
    await expect(close).not.toHaveCount(before);
  }
}

/** Screenshots the page with the viewport `height` pixels tall for once (a category's grid, search results). */
export async function shootTall(page, file, height) {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: viewport.width, height });
  await shoot(page, file);
  await page.setViewportSize(viewport);
}

export async function signIn(page, { email, password } = demoBuyer) {
  await page.goto(`/logga-in?redirectTo=${encodeURIComponent("/")}`);
  await page.getByLabel("E-post").fill(email);
  await page.getByLabel("Lösenord").fill(password);
  await page.getByRole("button", { name: "Logga in" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}

/** The first category of the header's menu whose page lists products (a subcategory, e.g. /kategorier/el/kabel). */
export async function firstCategoryWithProducts(page) {
  await page.goto("/");
  const hrefs = await page
    .locator('header a[href^="/kategorier/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href")))]);
  const deepestFirst = [...hrefs].sort((a, b) => b.split("/").length - a.split("/").length);
  for (const href of deepestFirst.slice(0, 10)) {
    await page.goto(href);
    if ((await page.locator(".product-card").count()) > 0) return href;
  }
  throw new Error(`No category of the header menu lists products (tried ${deepestFirst.slice(0, 10).join(", ")}).`);
}

/** The product pages the category's grid links to, in grid order. */
export async function productLinksOf(page, categoryPath, count) {
  await page.goto(categoryPath);
  const hrefs = await page
    .locator('.product-card a[href^="/produkt/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href")))]);
  if (hrefs.length === 0) throw new Error(`${categoryPath} lists no product links.`);
  return hrefs.slice(0, count);
}

/** Adds the first `count` products of the category's grid to the cart with each card's own button. */
export async function addFromGrid(page, categoryPath, count) {
  await page.goto(categoryPath);
  // Scripts loaded (the page is interactive): a click before that posts the form natively and reloads the page.
  await page.waitForLoadState("networkidle");
  const cards = page.locator(".product-card");
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    await card.getByLabel("Antal").fill(String(index + 2));
    await card.getByRole("button", { name: "Lägg i varukorg" }).click();
    await expect(card.getByRole("status")).toContainText("har lagts i varukorgen", { timeout: 30_000 });
  }
}

/** The first link under `prefix` on the page at `listPath` that is a detail page (no further path segment). */
export async function firstDetailLink(page, listPath, prefix) {
  await page.goto(listPath);
  const hrefs = await page
    .locator(`main a[href^="${prefix}"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  const detail = hrefs.find((href) => /^[^/?#]+$/.test(href.slice(prefix.length)));
  if (!detail) throw new Error(`${listPath} links to no page under ${prefix}.`);
  return detail;
}

/** Opens the shop the way a procurement system does (OCI, by GET), then adds the category's first product. */
export async function punchoutHandOver(page, categoryPath) {
  const fields = new URLSearchParams({
    username: demoPunchout.username,
    PASSWORD: demoPunchout.password,
    // The hand-over page is shown, never sent: nothing listens here.
    HOOK_URL: "http://127.0.0.1:9/oci/hook",
    "~OkCode": "ADDI",
    "~TARGET": "_top",
    "~CALLER": "CTLG",
  });
  await page.goto(`/punchout?${fields}`);
  await page.waitForURL((url) => url.pathname === "/");
  await closeBanners(page);
  const [product] = await productLinksOf(page, categoryPath, 1);
  await page.goto(product);
  const form = page.getByRole("form", { name: /^Lägg i varukorg/ });
  const delivery = form.getByLabel("Leveranssätt");
  if ((await delivery.count()) > 0) await delivery.selectOption({ index: 1 });
  await form.getByLabel("Antal").fill("4");
  await form.getByRole("button", { name: "Lägg i varukorg" }).click();
  await expect(page.getByText(/har lagts i varukorgen/)).toBeVisible();
  await page.goto("/cart");
  await page.getByRole("button", { name: "Överför varukorg" }).click();
  await expect(page.getByRole("heading", { name: "Överför varukorg" })).toBeVisible();
}
