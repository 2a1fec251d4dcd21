import { expect, test } from "./support/test";
import { ARTICLES } from "./support/checkout";

// Runs with JavaScript on and off (playwright.config.ts projects "js" and "no-js").
// Cables are sold per metre: 1000000 is in stock centrally (431 m in the seed), 1028268 comes on a 100 m drum.
const CABLE_IN_STOCK = "1000000";

test("a cable page gives its stock in metres", async ({ page }) => {
  await page.goto(`/search?q=${CABLE_IN_STOCK}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator(".stock-badge").first()).toHaveText(/^I lager \(\d[\d\u00a0]*\u00a0m\)$/);
  await expect(page.getByText(/I lager \(\d+ st\)/)).toHaveCount(0);
});

test("a drum's conversion reads the right way round", async ({ page }) => {
  await page.goto(`/search?q=${ARTICLES.cable.number}`);
  await expect(page.getByRole("heading", { level: 1, name: ARTICLES.cable.name })).toBeVisible();
  await expect(page.getByText("Säljs per m (1 trumma = 100\u00a0m)")).toBeVisible();
});
