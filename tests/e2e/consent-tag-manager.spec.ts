import { readyConsentBanner } from "./support/consent";
import { expect, test, type Page } from "./support/test";
import { e2eMonitoring } from "./ports.mjs";
import { logIn } from "./support/login";

/**
 * Consent Mode v2 and the tag manager (the e2e stack runs with GTM_ID=GTM-E2E7TEST). The machine has no
 * network, so each test answers the tag manager's requests itself; the answer records what the data layer
 * held when gtm.js ran.
 */
const GTM_URL = `https://www.googletagmanager.com/gtm.js?id=${e2eMonitoring.gtmId}`;
const CATEGORY = "/kategorier/el/kabel-och-ledning";
const PRODUCT = "/produkt/personskyddsautomat-voltena-vt70-1-n-c6-30-ma-1000296";

const DENIED = {
  ad_storage: "denied",
  analytics_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
};
const GRANTED = {
  ad_storage: "granted",
  analytics_storage: "granted",
  ad_user_data: "granted",
  ad_personalization: "granted",
};

// gtag pushes `arguments` objects; read them as arrays.
const READ_DATA_LAYER = `(window.dataLayer || []).map(function (entry) {
  return Object.prototype.toString.call(entry) === "[object Arguments]" ? Array.prototype.slice.call(entry) : entry;
})`;

/** Answers gtm.js with a script that keeps the data layer as it found it; returns the requested URLs. */
async function answerTagManager(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route("https://www.googletagmanager.com/**", (route) => {
    requested.push(route.request().url());
    return route.fulfill({ body: `window.__seenByGtm = ${READ_DATA_LAYER};`, contentType: "text/javascript" });
  });
  return requested;
}

/** Consent Mode's entries and the tag manager's own; the shop's data-layer events are tested elsewhere. */
const isShopEvent = (entry: unknown) =>
  typeof entry === "object" &&
  entry !== null &&
  !Array.isArray(entry) &&
  !String((entry as { event?: unknown }).event ?? "").startsWith("gtm.");
const dataLayerOf = async (page: Page) =>
  (await page.evaluate<unknown[]>(READ_DATA_LAYER)).filter((entry) => !isShopEvent(entry));

test("with consent stored, the Consent Mode default and the choice are in the data layer before gtm.js", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "samtycke", value: "v1.s1.m1", url: baseURL }]);
  const requested = await answerTagManager(page);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/");
  await expect.poll(() => page.evaluate(() => "__seenByGtm" in window)).toBe(true);
  const seen = (await page.evaluate(() => (window as unknown as { __seenByGtm: unknown[] }).__seenByGtm)).filter(
    (entry) => !isShopEvent(entry),
  );
  expect(seen.slice(0, 3)).toEqual([
    ["consent", "default", { ...DENIED, wait_for_update: 500 }],
    ["consent", "update", GRANTED],
    { event: "gtm.js", "gtm.start": expect.any(Number) },
  ]);
  expect(requested).toEqual([GTM_URL]);
  expect(errors).toEqual([]);
  // The shell hydrated around the script gtm.js added to <head>: client navigation still works.
  await page.getByRole("contentinfo").getByRole("link", { name: "Cookie-inställningar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cookie-inställningar" })).toBeVisible();
  expect(requested).toEqual([GTM_URL]);
});

test("'Endast nödvändiga': no request leaves for any host but the shop, through a signed-in walk", async ({
  page,
  context,
}) => {
  await context.clearCookies({ name: "samtycke" });
  const hosts = new Set<string>();
  page.on("request", (request) => hosts.add(new URL(request.url()).hostname));
  await page.goto("/");
  await readyConsentBanner(page);
  await page.getByRole("button", { name: "Endast nödvändiga" }).click();
  await expect(page.getByRole("region", { name: "Vi använder cookies" })).toBeHidden();
  await logIn(page, "buyer@demo.se");
  for (const path of ["/", CATEGORY, PRODUCT, "/cart"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
  }
  expect([...hosts]).toEqual(["127.0.0.1"]);
  // The signals are there for a tag manager that never loads: denied by default and after the choice.
  expect(await dataLayerOf(page)).toEqual([
    ["consent", "default", { ...DENIED, wait_for_update: 500 }],
    ["consent", "update", DENIED],
  ]);
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
});

test("'Godkänn alla' signals the consent and loads the tag manager once, without a reload", async ({
  page,
  context,
}) => {
  await context.clearCookies({ name: "samtycke" });
  const requested = await answerTagManager(page);
  await page.goto("/");
  await readyConsentBanner(page);
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  expect(await dataLayerOf(page)).toEqual([["consent", "default", { ...DENIED, wait_for_update: 500 }]]);
  expect(requested).toEqual([]);
  await page.getByRole("button", { name: "Godkänn alla" }).click();
  await expect.poll(() => requested).toEqual([GTM_URL]);
  await expect(page.getByRole("region", { name: "Vi använder cookies" })).toBeHidden();
  expect(await page.evaluate(() => "__samePage" in window)).toBe(true);
  const dataLayer = await dataLayerOf(page);
  expect(dataLayer.slice(0, 3)).toEqual([
    ["consent", "default", { ...DENIED, wait_for_update: 500 }],
    ["consent", "update", GRANTED],
    { event: "gtm.js", "gtm.start": expect.any(Number) },
  ]);
  expect(dataLayer.filter((entry) => Array.isArray(entry) && entry[1] === "update")).toHaveLength(1);
  // A later client navigation neither signals again nor loads the tag manager a second time.
  await page.getByRole("navigation", { name: "Huvudmeny" }).getByText("Produkter", { exact: true }).click();
  await page.getByRole("navigation", { name: "Huvudmeny" }).getByRole("link", { name: "Kabel och ledning" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kabel och ledning" })).toBeVisible();
  expect(await page.evaluate(() => "__samePage" in window)).toBe(true);
  expect(requested).toEqual([GTM_URL]);
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(1);
});

test("a choice changed on the settings page reaches the tag manager too, without a reload", async ({ page }) => {
  const requested = await answerTagManager(page);
  await page.goto("/");
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await page.getByRole("contentinfo").getByRole("link", { name: "Cookie-inställningar" }).click();
  await page.getByRole("main").getByRole("button", { name: "Godkänn alla" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect.poll(() => requested).toEqual([GTM_URL]);
  expect(await page.evaluate(() => "__samePage" in window)).toBe(true);
  expect((await dataLayerOf(page)).slice(0, 3)).toEqual([
    ["consent", "default", { ...DENIED, wait_for_update: 500 }],
    ["consent", "update", DENIED],
    ["consent", "update", GRANTED],
  ]);
});
