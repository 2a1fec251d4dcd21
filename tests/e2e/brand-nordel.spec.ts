import { expect, test, type Page } from "./support/test";
import { e2eBrandPorts } from "./ports.mjs";
import { expectNoSeriousAxeViolations } from "./support/axe";

// The e2e stack serves the second demo brand (BRAND=nordel) on its own port (scripts/serve-e2e.mjs).
const nordel = `http://127.0.0.1:${e2eBrandPorts.nordel}`;

/** The header icon the stylesheet draws before a flyout's or the search button's label. */
function iconOf(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element, "::before").getPropertyValue("mask-image"));
}

test("the nordel shop shows its own font, filled icons and its extra route", async ({ page }) => {
  const response = await page.goto(`${nordel}/`);
  // The body font is preloaded with the document.
  expect(response?.headers()["link"]).toContain("</brands/nordel/fonts/source-serif-4-regular.woff2>; rel=preload");
  await expect(page.getByRole("link", { name: /Nordel Elgrossist/ }).first()).toBeVisible();

  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Source Serif 4"?,/);
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family);
  });
  expect(loaded.map((family) => family.replace(/"/g, ""))).toContain("Source Serif 4");

  expect(await iconOf(page, ".flyout--cart > summary")).toContain("/icons/filled/cart.svg");
  expect(await iconOf(page, ".flyout--account > summary")).toContain("/icons/filled/account.svg");
  expect(await iconOf(page, ".search-form button[type=submit]")).toContain("/icons/filled/search.svg");
  const icon = await page.request.get(`${nordel}/icons/filled/cart.svg`);
  expect(icon.status()).toBe(200);

  // The extra route is in the header's "more" menu and renders its page from the brand folder.
  const nav = page.getByRole("navigation", { name: "Huvudmeny" });
  await nav.getByText("Mer", { exact: true }).click();
  await nav.getByRole("link", { name: "Kurser och utbildning" }).click();
  await expect(page).toHaveURL(`${nordel}/kurser`);
  await expect(page.getByRole("heading", { level: 1, name: "Kurser och utbildning" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Solceller för installatören" })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Kurser och utbildning" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The default brand's own extra route is not nordel's.
  expect((await page.request.get(`${nordel}/elbilsladdning`)).status()).toBe(404);
});

test("the default brand keeps system fonts and outline icons, and has no /kurser", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.headers()["link"] ?? "").not.toContain("woff2");
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^system-ui/);
  expect(await iconOf(page, ".flyout--cart > summary")).toContain("/icons/outline/cart.svg");

  const kurser = await page.goto("/kurser");
  expect(kurser?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const own = await page.goto("/elbilsladdning");
  expect(own?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Elbilsladdning" })).toBeVisible();
});
