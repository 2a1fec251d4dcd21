import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { logIn, PRICE_PATTERN, signInThroughForm } from "./support/login";
import { signInFreshBuyer } from "./support/fresh-buyer";
import { activatedBuyer, addToCartViaService } from "./support/accounts-extra";

/**
 * Phone first (issue #43), with JavaScript on and off: at 390×844 the header is at most 120 px with the search field
 * in it, the first product card of a category or search page starts within the first screen, the filters wait
 * behind "Filtrera", and on a product page price, stock and the buy button are on the first screen and stay in reach
 * while scrolling. The header cart shows its line count (and the total, for a buyer with price rights), drawn by the
 * server from the root loader.
 */
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  expect(found, `${selector} has a box`).not.toBeNull();
  return found!;
}

async function expectCompactHeader(page: Page) {
  const header = await box(page, "header.site-header");
  expect(header.height).toBeLessThanOrEqual(120);
  // A searchbox without JavaScript, a combobox with it: the same field.
  const search = page.locator("header.site-header .search-form input").first();
  await expect(search).toBeVisible();
  const field = (await search.boundingBox())!;
  expect(field.y + field.height).toBeLessThanOrEqual(header.y + header.height);
}

for (const [what, url] of [
  ["a category page", "/kategorier/el"],
  ["a search page", "/search?q=kabel"],
] as const) {
  test(`on a phone ${what} shows its header in 120 px and its first product card on the first screen`, async ({
    page,
  }) => {
    await page.goto(url);
    await expectCompactHeader(page);
    const card = await box(page, ".product-card");
    expect(card.y).toBeLessThanOrEqual(600);
    // The card's one buy button is on the first screen too.
    const buy = await box(page, ".product-card .add-to-cart button[type=submit]");
    expect(buy.y + buy.height).toBeLessThanOrEqual(PHONE.height);
    // The filters wait behind "Filtrera"; opening it shows the sort and the facets, without JavaScript too.
    const sort = page.getByLabel("Sortera", { exact: true });
    await expect(sort).toBeHidden();
    await page.locator(".listing-filters-toggle > summary").click();
    await expect(sort).toBeVisible();
  });
}

test("on a phone the menu button opens the main navigation", async ({ page }) => {
  await page.goto("/");
  await expectCompactHeader(page);
  const nav = page.getByRole("navigation", { name: "Huvudmeny" });
  await expect(nav).toBeHidden();
  await page.locator("summary", { hasText: "Meny" }).click();
  await expect(nav).toBeVisible();
  await nav.getByText("Produkter", { exact: true }).click();
  await expect(nav.locator("details[open] .menu__panel a").first()).toBeVisible();
});

test("on a phone a product page shows price, stock and the buy button without scrolling", async ({ page }) => {
  await logIn(page, "buyer@demo.se", "/search?q=kabel");
  await expectCompactHeader(page);
  await page.locator(".product-card h3 a").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const price = await box(page, "main .product__buy .price");
  const stock = await box(page, "main .product__buy .stock-badge");
  const buyButton = page.locator("main .product__buy").getByRole("button", { name: "Lägg i varukorg" });
  const buy = (await buyButton.boundingBox())!;
  for (const part of [price, stock, buy]) expect(part.y + part.height).toBeLessThanOrEqual(PHONE.height);
  // The buy bar stays reachable while the buyer scrolls through the facts below, and down to the page's last part.
  await page.mouse.wheel(0, 600);
  await expect
    .poll(async () => {
      const moved = (await buyButton.boundingBox())!;
      return moved.y + moved.height;
    })
    .toBeLessThanOrEqual(PHONE.height);
  const last = page.locator("main .product > section").last();
  await last.scrollIntoViewIfNeeded();
  const reached = (await last.boundingBox())!;
  expect(reached.y).toBeGreaterThan(0);
  const stuck = (await buyButton.boundingBox())!;
  expect(stuck.y).toBeGreaterThanOrEqual(0);
  expect(stuck.y + stuck.height).toBeLessThanOrEqual(PHONE.height);
  // Price and stock have scrolled away by then: the bar is what stays.
  expect((await page.locator("main .product__buy .price").first().boundingBox())!.y).toBeLessThan(0);
});

/** The header cart's badge: the `content` of the cart summary's ::after, set from custom properties on <html>. */
function cartBadge(page: Page) {
  return page
    .locator("header.site-header .flyout--cart > summary")
    .evaluate((summary) => getComputedStyle(summary, "::after").content);
}

const cartSummary = (page: Page) => page.locator("header.site-header .flyout--cart > summary");

test("on a phone the header cart shows a buyer's line count and total after an add", async ({ page, request }) => {
  await signInFreshBuyer(page, request, "/search?q=kabel");
  // An empty cart: no badge, the summary is just "Varukorg".
  expect(await cartBadge(page)).toMatch(/^(?:none|normal)$/);
  await expect(cartSummary(page)).toHaveAccessibleName("Varukorg");
  await page.locator(".product-card .add-to-cart button[type=submit]").first().click();
  // With JavaScript the root loader's revalidation brings the count; without, the page after the post.
  await expect.poll(() => cartBadge(page)).toMatch(/^"1" \/ "1 rad i varukorgen, summa inkl\. moms \d/);
  await expect(cartSummary(page)).toHaveAccessibleName(
    /^Varukorg\s*1 rad i varukorgen, summa inkl\. moms \d[\d\s]*,\d{2}\skr$/,
  );
  // The badge sits on the cart icon, inside the 120 px header.
  const badge = await cartSummary(page).evaluate((summary) => {
    const style = getComputedStyle(summary, "::after");
    return { display: style.display, top: parseFloat(style.top), height: parseFloat(style.height) };
  });
  expect(badge.display).toBe("block");
  expect(badge.top + badge.height).toBeLessThanOrEqual(120);
});

test("on a phone the header cart of a visitor and of a buyer without price rights shows no amount", async ({
  page,
  request,
}) => {
  await page.goto("/search?q=kabel");
  // A first visit has no session: no cart, no badge (the page can be shared by the edge cache).
  expect(await cartBadge(page)).toMatch(/^(?:none|normal)$/);
  await page.locator(".product-card .add-to-cart button[type=submit]").first().click();
  await expect.poll(() => cartBadge(page)).toBe('"1" / "1 rad i varukorgen"');
  expect(await page.locator("html").getAttribute("style")).not.toMatch(PRICE_PATTERN);

  const noPrices = await activatedBuyer(request, {
    prefix: "header-cart-noprices",
    creator: "admin@demo.se",
    firstName: "Nils",
    lastName: "Prislös",
    denials: ["EJ_SE_PRISER"],
  });
  await addToCartViaService(request, await noPrices.token(), [
    { articleNumber: "1028268", quantity: 2, deliveryId: "DBI" },
  ]);
  await page.context().clearCookies({ name: "__session" });
  await signInThroughForm(page, { email: noPrices.email, password: noPrices.password, redirectTo: "/" });
  await expect.poll(() => cartBadge(page)).toBe('"1" / "1 rad i varukorgen"');
  await expect(cartSummary(page)).toHaveAccessibleName(/^Varukorg\s*1 rad i varukorgen$/);
  expect(await page.locator("html").getAttribute("style")).not.toMatch(PRICE_PATTERN);
});
