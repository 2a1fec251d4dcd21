import { expect, test } from "./support/test";
import { logIn } from "./support/accounts";
import { ARTICLES } from "./support/checkout";

/**
 * Spec sections 4 (Other) and 9: the added-item notice goes after 3 s and a toast after 3000 ms, unless the buyer
 * holds it with the pointer or focus (WCAG 2.2.1). Time is the page's fake clock, never a real wait.
 */
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test("the added-item notice on a product card goes after 3 s, and stays while the pointer is on it", async ({
  page,
}) => {
  await page.goto(`/search?q=${encodeURIComponent("kabelstege kt60")}`);
  const card = page
    .locator(".product-card")
    .filter({ has: page.getByRole("link", { name: ARTICLES.ladder.name, exact: true }) });
  const notice = card.getByText(new RegExp(`av ${ARTICLES.ladder.name} har lagts i varukorgen`));

  await card.getByRole("button", { name: "Lägg i varukorg" }).click();
  await expect(notice).toBeVisible();
  await page.clock.runFor(2500);
  await expect(notice).toBeVisible();
  await page.clock.runFor(600);
  await expect(notice).toHaveCount(0);

  await card.getByRole("button", { name: "Lägg i varukorg" }).click();
  await expect(notice).toBeVisible();
  await notice.hover();
  await page.clock.runFor(10_000);
  await expect(notice).toBeVisible();
  await page.mouse.move(0, 0);
  await page.clock.runFor(3100);
  await expect(notice).toHaveCount(0);
});

test("the product page's added-item notice goes after 3 s", async ({ page }) => {
  await page.goto(`/search?q=${ARTICLES.duct.number}`);
  await expect(page.getByRole("heading", { level: 1, name: ARTICLES.duct.name })).toBeVisible();
  await page.getByRole("button", { name: "Lägg i varukorg" }).click();
  const notice = page.getByText(`av ${ARTICLES.duct.name} har lagts i varukorgen.`);
  await expect(notice).toBeVisible();
  await page.clock.runFor(3100);
  await expect(notice).toHaveCount(0);
});

test("a toast closes after 3000 ms, and not while its close button has focus", async ({ page }) => {
  await logIn(page, "buyer@demo.se");
  // A buyer is no user administrator: the start page says so in a toast.
  await page.goto("/mina-sidor/anvandare");
  const toast = page.locator(".toast").filter({ hasText: "Du saknar rättigheter för att se denna sida" });
  await expect(toast).toBeVisible();
  await page.clock.runFor(3100);
  await expect(toast).toHaveCount(0);

  await page.goto("/mina-sidor/anvandare");
  await expect(toast).toBeVisible();
  await toast.getByRole("button", { name: "Stäng" }).focus();
  await page.clock.runFor(10_000);
  await expect(toast).toBeVisible();
  await page.getByRole("link").first().focus();
  await page.clock.runFor(3100);
  await expect(toast).toHaveCount(0);
});
