import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Browser } from "./support/test";
import { e2ePersistDir } from "./ports.mjs";
import { logIn, PRICE_PATTERN } from "./support/login";
import { netPriceText } from "./support/catalogue-prices";

/**
 * The shared edge cache (docs/decisions.md) must never carry one buyer's data to
 * another: two buyers in the same assortment (so the second reads the product and category
 * frames the first one's visit put in KV) and a visitor each see only their own prices, and no
 * KV key or shared value holds a token, a customer, a user or a price.
 */

const ARTICLE = "1028268";
const PRODUCT = `/produkt/halogenfri-kabel-eqlq-kopparlinjen-kl14-4g6-100-m-trumma-${ARTICLE}`;
const CATEGORY = "/kategorier/el/kabel-och-ledning/installationskabel?sort=name_asc";

/** The shared frames the visits above put in KV (their keys hold no customer, only the assortment). */
const FRAMES = [
  `shared:v1:variant:A-STANDARD:${ARTICLE}`,
  `shared:v1:variant:visitor:${ARTICLE}`,
  "shared:v1:category:A-STANDARD:el/kabel-och-ledning/installationskabel",
];

async function visit(browser: Browser, email: string | null) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (email) await logIn(page, email);
  await page.goto(PRODUCT);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    "Halogenfri kabel EQLQ Kopparlinjen KL14 4G6 100 m trumma",
  );
  const productText = await (async () => {
    if (email) await expect(page.locator(".skeleton")).toHaveCount(0);
    return (await page.locator("main").innerText()).replace(/\u00a0/g, " ");
  })();
  await page.goto(CATEGORY);
  await expect(page.locator(".product-card").first()).toBeVisible();
  const card = page.locator(".product-card", { hasText: ARTICLE });
  const cardText = (await card.count()) > 0 ? (await card.first().innerText()).replace(/\u00a0/g, " ") : "";
  await context.close();
  return { productText, cardText };
}

function kvKeys(): string[] {
  const output = execFileSync(
    "npx",
    ["wrangler", "kv", "key", "list", "--binding", "CACHE", "--local", "--persist-to", e2ePersistDir],
    {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      timeout: 60_000,
    },
  );
  return (JSON.parse(output.slice(output.indexOf("["))) as { name: string }[]).map((k) => k.name);
}

function kvValues(): string[] {
  const dir = join(e2ePersistDir, "v3", "kv", "storefront-cache", "blobs");
  return readdirSync(dir).map((file) => readFileSync(join(dir, file), "utf8"));
}

test("buyers in one assortment and a visitor each see their own prices; the shared cache holds nothing personal", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // Net prices of the article as the commerce service answers them: buyer@demo.se (customer 10001, with discounts)
  // and limited@demo.se (customer 10005, EJ_SE_RABATTER), both in the standard assortment.
  const BUYER_PRICE = await netPriceText(request, "buyer@demo.se", ARTICLE);
  const LIMITED_PRICE = await netPriceText(request, "limited@demo.se", ARTICLE);
  expect(BUYER_PRICE).not.toBe(LIMITED_PRICE);
  const buyer = await visit(browser, "buyer@demo.se");
  const limited = await visit(browser, "limited@demo.se");
  const visitor = await visit(browser, null);

  expect(buyer.productText).toContain(`${BUYER_PRICE} kr`);
  expect(buyer.productText).not.toContain(LIMITED_PRICE);
  expect(limited.productText).toContain(`${LIMITED_PRICE} kr`);
  expect(limited.productText).not.toContain(BUYER_PRICE);
  expect(visitor.productText).toContain("Logga in för att se ditt pris");
  expect(visitor.productText).not.toMatch(PRICE_PATTERN);

  expect(buyer.cardText).toContain(BUYER_PRICE);
  expect(limited.cardText).toContain(LIMITED_PRICE);
  expect(limited.cardText).not.toContain(BUYER_PRICE);
  expect(visitor.cardText).not.toMatch(PRICE_PATTERN);

  // visitor-page-cache.both.spec.ts may bump the data version meanwhile, which deletes the shared frames: then the
  // buyers' pages are read again, so the frames this test looks at are there.
  let keys = kvKeys();
  for (let attempt = 0; attempt < 3 && !FRAMES.every((key) => keys.includes(key)); attempt++) {
    await visit(browser, "buyer@demo.se");
    await visit(browser, null);
    keys = kvKeys();
  }
  const shared = keys.filter((key) => key.startsWith("shared:"));
  // The frames really were shared: one entry per assortment, used by both buyers.
  for (const frame of FRAMES) expect(shared).toContain(frame);
  for (const key of shared) {
    expect(key).toMatch(/^shared:v1:[a-z-]+:[A-Za-z0-9_./:-]+$/);
    for (const personal of ["buyer", "limited", "demo.se", "eyJ"]) expect(key).not.toContain(personal);
    // Customer and project ids never appear as a part (article numbers such as 1000111 may contain the digits).
    for (const part of key.split(":")) expect(["10001", "10005", "10001-01", "10005-01"]).not.toContain(part);
    const [, , kind, scope] = key.split(":");
    // Attribute orders, content searches and the pickup stores are the same in every assortment.
    if (!["attribute-sequence", "content-search", "stores"].includes(kind!))
      expect(scope).toMatch(/^(visitor|A-[A-Z-]+)$/);
  }
  const values = kvValues().filter((value) => value.includes('"storedAt"'));
  expect(values.length).toBeGreaterThan(0);
  for (const value of values) {
    for (const field of [
      "netPrice",
      "salesPrice",
      "discount",
      "AccessToken",
      "customerId",
      BUYER_PRICE.replace(",", "."),
      LIMITED_PRICE.replace(",", "."),
    ]) {
      expect(value).not.toContain(field);
    }
  }
});
