import { readyConsentBanner } from "./support/consent";
import { expect, test, type BrowserContext, type Page } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";

/**
 * The consent banner and the cookie settings, with and without JavaScript (the no-js project runs this file
 * too): every visit starts without the default "only necessary" cookie of playwright.config.ts.
 */
const CATEGORY = "/kategorier/el/kabel-och-ledning";
const PRODUCT = "/produkt/personskyddsautomat-voltena-vt70-1-n-c6-30-ma-1000296";

test.beforeEach(async ({ context }) => {
  await context.clearCookies({ name: "samtycke" });
});

const banner = (page: Page) => page.getByRole("region", { name: "Vi använder cookies" });

async function storedConsent(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === "samtycke")?.value;
}

test("the banner shows on every page until the buyer has chosen", async ({ page }) => {
  for (const path of ["/", CATEGORY, PRODUCT, "/cart"]) {
    await page.goto(path);
    await readyConsentBanner(page);
    await expect(banner(page), path).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Godkänn alla" })).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Endast nödvändiga" })).toBeVisible();
  }
  // Fixed at the bottom of the viewport: it covers, it does not push the page.
  const box = await banner(page).boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && Math.round(box.y + box.height)).toBe(viewport?.height);
});

test("'Godkänn alla' stores every category, hides the banner and stays on the page", async ({ page, context }) => {
  await page.goto(CATEGORY);
  await readyConsentBanner(page);
  await banner(page).getByRole("button", { name: "Godkänn alla" }).click();
  await expect(banner(page)).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === CATEGORY);
  await expect(page.getByRole("status").getByText("Dina cookie-val är sparade.")).toBeVisible();
  expect(await storedConsent(context)).toBe("v1.s1.m1");
  await page.goto(PRODUCT);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test("'Endast nödvändiga' stores no optional category and drops the tracking id", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "sparnings_id", value: "V1StGXR8_Z5jdHi6B-myT", url: baseURL }]);
  await page.goto("/");
  await readyConsentBanner(page);
  await banner(page).getByRole("button", { name: "Endast nödvändiga" }).click();
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(context)).toBe("v1.s0.m0");
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("sparnings_id");
});

test("a choice per category: the necessary one always on, statistics chosen, marketing not", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await readyConsentBanner(page);
  await banner(page).getByText("Välj själv").click();
  const necessary = banner(page).getByRole("checkbox", { name: "Nödvändiga" });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  await expect(banner(page).getByText("Hjälper oss att förstå hur butiken används")).toBeVisible();
  await banner(page).getByRole("checkbox", { name: "Statistik" }).check();
  await expect(banner(page).getByRole("checkbox", { name: "Marknadsföring" })).not.toBeChecked();
  await banner(page).getByRole("button", { name: "Spara val" }).click();
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(context)).toBe("v1.s1.m0");
});

test("the footer link 'Cookie-inställningar' changes the choice later and leads back", async ({ page, context }) => {
  await page.goto(CATEGORY);
  await readyConsentBanner(page);
  await banner(page).getByRole("button", { name: "Godkänn alla" }).click();
  await expect(banner(page)).toBeHidden();
  await page.getByRole("contentinfo").getByRole("link", { name: "Cookie-inställningar" }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === "/samtycke" && url.searchParams.get("redirectTo") === CATEGORY,
  );
  await expect(page.getByRole("heading", { level: 1, name: "Cookie-inställningar" })).toBeVisible();
  await expect(page.getByText("Ditt nuvarande val: alla cookies.")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("checkbox", { name: "Statistik" })).toBeChecked();
  await main.getByRole("checkbox", { name: "Statistik" }).uncheck();
  await main.getByRole("button", { name: "Spara val" }).click();
  await expect(page).toHaveURL((url) => url.pathname === CATEGORY);
  // With JavaScript the banner's own notice of the first choice may still be showing (3 s): the last is this one.
  await expect(page.getByRole("status").getByText("Dina cookie-val är sparade.").last()).toBeVisible();
  expect(await storedConsent(context)).toBe("v1.s0.m1");
  await expect(banner(page)).toBeHidden();
});

test("the banner is used with the keyboard alone", async ({ page, context }) => {
  await page.goto("/");
  // The banner comes first in the tab order, so a keyboard user meets it before anything it covers.
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("button", { name: "Godkänn alla" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("button", { name: "Endast nödvändiga" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByText("Välj själv")).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("checkbox", { name: "Statistik" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("checkbox", { name: "Marknadsföring" })).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("button", { name: "Spara val" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(context)).toBe("v1.s0.m1");
});

test("the open banner and the settings page have no serious or critical accessibility violations", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "axe-core runs in the page's JavaScript (the markup is the same without it)");
  await page.goto("/");
  await readyConsentBanner(page);
  await banner(page).getByText("Välj själv").click();
  await expectNoSeriousAxeViolations(page);
  await page.goto("/samtycke");
  await expectNoSeriousAxeViolations(page);
});
