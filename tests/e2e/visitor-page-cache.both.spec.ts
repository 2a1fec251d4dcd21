import { expect, test, type APIRequestContext, type Browser } from "./support/test";
import { e2eCachePurgeToken } from "./ports.mjs";
import { logIn, PRICE_PATTERN } from "./support/login";
import { netPriceText } from "./support/catalogue-prices";

/**
 * Visitors' catalogue and content pages come from the shared edge cache (app/edge-cache): a first visit gets no
 * cookie, forms still work without a token (same-origin proven by the browser), and a signed-in buyer's page is
 * never shared.
 */
const ARTICLE = "1028268";
const PRODUCT = `/produkt/halogenfri-kabel-eqlq-kopparlinjen-kl14-4g6-100-m-trumma-${ARTICLE}`;

/**
 * The net prices of the article for buyer@demo.se (customer 10001) and limited@demo.se (customer 10005), as the
 * commerce service answers them: the two must differ for the test to prove anything.
 */
async function netPrices(request: APIRequestContext) {
  const buyer = await netPriceText(request, "buyer@demo.se", ARTICLE);
  const limited = await netPriceText(request, "limited@demo.se", ARTICLE);
  expect(buyer).not.toBe(limited);
  return { BUYER_PRICE: buyer, LIMITED_PRICE: limited };
}

const PUBLIC_PAGES = [
  "/",
  "/kategorier/el",
  PRODUCT,
  "/search?q=kabel",
  "/kampanjer",
  "/sortiment",
  "/hitta-butik",
  "/om-oss",
];

/** The shop's session cookie, if the browser has one (the tests' consent answer is a cookie too). */
async function sessionCookies(holder: { storageState(): Promise<{ cookies: { name: string }[] }> }) {
  return (await holder.storageState()).cookies.filter((cookie) => cookie.name === "__session");
}

/** Asks until the page comes from the cache: a first request may render it, the next ones are shared. */
async function servedFromCache(request: APIRequestContext, path: string) {
  let response = await request.get(path);
  for (let attempt = 0; attempt < 5 && !/HIT|STALE/.test(response.headers()["x-edge-cache"] ?? ""); attempt++)
    response = await request.get(path);
  return response;
}

test("a visitor's catalogue and content pages set no cookie, say they may be shared and come from the cache", async ({
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  for (const path of PUBLIC_PAGES) {
    const response = await servedFromCache(request, path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["set-cookie"], path).toBeUndefined();
    expect(response.headers()["cache-control"], path).toMatch(/^public, .*s-maxage=\d+/);
    expect(response.headers()["x-edge-cache"], path).toMatch(/^(HIT|STALE)$/);
  }
  // The buyer's own pages never say public, and the sign-in page is where a token (and the cookie) is issued.
  const signIn = await request.get("/logga-in");
  expect(signIn.headers()["cache-control"]).toBe("private, no-store");
  expect(signIn.headers()["set-cookie"]).toMatch(/^__session=/);
  await request.dispose();
});

async function productPageAs(browser: Browser, email: string | null) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (email) await logIn(page, email);
  const response = await page.goto(PRODUCT);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    "Halogenfri kabel EQLQ Kopparlinjen KL14 4G6 100 m trumma",
  );
  if (email) await expect(page.locator(".skeleton")).toHaveCount(0);
  const text = (await page.locator("main").innerText()).replace(/\u00a0/g, " ");
  const headers = response!.headers();
  await context.close();
  return { text, cache: headers["x-edge-cache"], cacheControl: headers["cache-control"] };
}

test("two buyers with different prices each get their own product page, never the shared one", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { BUYER_PRICE, LIMITED_PRICE } = await netPrices(request);
  // The visitor's page is in the cache first, so a buyer served from it would show.
  const visitor = await productPageAs(browser, null);
  const buyer = await productPageAs(browser, "buyer@demo.se");
  const limited = await productPageAs(browser, "limited@demo.se");
  const visitorAgain = await productPageAs(browser, null);

  for (const signedIn of [buyer, limited]) {
    expect(signedIn.cache).toBe("BYPASS");
    expect(signedIn.cacheControl).toBe("private, no-store");
  }
  expect(buyer.text).toContain(`${BUYER_PRICE} kr`);
  expect(buyer.text).not.toContain(LIMITED_PRICE);
  expect(limited.text).toContain(`${LIMITED_PRICE} kr`);
  expect(limited.text).not.toContain(BUYER_PRICE);
  for (const page of [visitor, visitorAgain]) {
    expect(page.text).toContain("Logga in för att se ditt pris");
    expect(page.text).not.toMatch(PRICE_PATTERN);
  }
  // Shared (HIT or STALE), or rendered again when the purge test below just moved the data version.
  expect(visitorAgain.cache).not.toBe("BYPASS");
});

test("a visitor adds to cart from a shared product page and signs in, with or without JavaScript", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const { BUYER_PRICE } = await netPrices(request);
  await servedFromCache(page.request, PRODUCT);
  const shown = await page.goto(PRODUCT);
  expect(shown!.headers()["x-edge-cache"]).toMatch(/^(HIT|STALE)$/);
  expect(await sessionCookies(context)).toEqual([]);

  await page.getByLabel("Antal").fill("2");
  await page.getByRole("button", { name: "Lägg i varukorg" }).click();
  await expect(
    page.getByText(/2 m av Halogenfri kabel EQLQ Kopparlinjen KL14 4G6 100 m trumma har lagts i varukorgen/),
  ).toBeVisible();
  // The cart made a session: from now on this visitor's pages are their own.
  expect(await sessionCookies(context)).toHaveLength(1);
  const own = await page.goto(PRODUCT);
  expect(own!.headers()["x-edge-cache"]).toBe("BYPASS");

  await logIn(page, "buyer@demo.se");
  await page.goto(PRODUCT);
  await expect(page.locator("main")).toContainText(`${BUYER_PRICE} kr`);
});

test("a form without a token is refused unless the browser proves it comes from the shop", async ({
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const form = { csrf: "", intent: "add", articleNumber: ARTICLE, quantity: "1" };
  const elsewhere = await request.post(PRODUCT, {
    form,
    headers: { Origin: "https://angripare.example", Accept: "text/html" },
    maxRedirects: 0,
  });
  expect(elsewhere.status()).toBe(403);
  const unproven = await request.post(PRODUCT, { form, headers: { Accept: "text/html" }, maxRedirects: 0 });
  expect(unproven.status()).toBe(403);
  expect(await unproven.text()).toContain("Formuläret har gått ut");
  // Nothing was added: the visitor still has no cart (no session cookie was ever set).
  expect(await sessionCookies(request)).toEqual([]);
  await request.dispose();
});

test("a content or catalogue change renders every shared page anew; the key is required", async ({
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  await servedFromCache(request, "/kategorier/el");
  const refused = await request.post("/api/cache/version", { headers: { Authorization: "Bearer fel" } });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).message).toMatch(/Nyckeln/);
  const bumped = await request.post("/api/cache/version", {
    headers: { Authorization: `Bearer ${e2eCachePurgeToken}` },
  });
  expect(bumped.status()).toBe(200);
  expect((await bumped.json()).version).toMatch(/^\d+$/);
  // The storefront reads the version at most every few seconds per isolate.
  await expect
    .poll(async () => (await request.get("/kategorier/el")).headers()["x-edge-cache"], { timeout: 15_000 })
    .toBe("MISS");
  await request.dispose();
});
