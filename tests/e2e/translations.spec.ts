import { expect, test, type Page } from "./support/test";
import { NAMESPACES } from "~/platform/i18n/namespaces";
import { logIn } from "./support/login";

const PRODUCT = "/produkt/personskyddsautomat-voltena-vt70-1-n-c6-30-ma-1000296";
/** A key left untranslated: a namespace of app/locales/sv followed by a dotted key ("catalogue.cart.add"). */
const RAW_KEY = new RegExp(`\\b(?:${NAMESPACES.join("|")})\\.[a-z_]+(?:\\.[a-z_]+)*\\b`);

/** The namespaces the document names for the browser (app/platform/i18n/i18n-provider.tsx, TranslationsScript). */
async function documentNamespaces(page: Page, path: string): Promise<{ names: string[]; html: string }> {
  const html = await (await page.request.get(path)).text();
  const json = html.match(/<script id="__translations" type="application\/json">(.*?)<\/script>/s)?.[1] ?? "{}";
  const payload = JSON.parse(json) as { bundles?: string[][] };
  return { names: (payload.bundles ?? []).flat(), html };
}

type RemixWindow = {
  __remixRouter: { navigate(to: string): Promise<void>; state: { navigation: { state: string } } };
  stayedOnDocument?: boolean;
};

/**
 * A client-side navigation through Remix's router (what a click on a link does), so the page is not reloaded and
 * the next route's namespaces must come from /locales/sv/<ns>.json before it renders.
 */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => (window as unknown as RemixWindow).__remixRouter.navigate(to), path);
  await expect(page).toHaveURL((url) => url.pathname === path.split("?")[0]);
  await page.waitForFunction(() => (window as unknown as RemixWindow).__remixRouter.state.navigation.state === "idle");
}

async function expectNoRawKey(page: Page) {
  const main = page.locator("main");
  await expect(main).toBeVisible();
  expect((await main.innerText()).match(RAW_KEY)?.[0] ?? null).toBeNull();
}

test("navigating client-side from home to a product, the cart and my pages shows no raw key", async ({ page }) => {
  await logIn(page, "buyer@demo.se", "/");
  const fetched: string[] = [];
  page.on("request", (request) => {
    const match = new URL(request.url()).pathname.match(/^\/locales\/sv\/([\w-]+)\.json$/);
    if (match) fetched.push(match[1]);
  });
  await page.evaluate(() => ((window as unknown as RemixWindow).stayedOnDocument = true));
  await expectNoRawKey(page);

  await navigate(page, PRODUCT);
  await expect(page.getByRole("button", { name: "Lägg i varukorg" }).first()).toBeVisible();
  await expectNoRawKey(page);

  await navigate(page, "/cart");
  await expect(page.getByRole("heading", { level: 1, name: "Varukorg" })).toBeVisible();
  await expectNoRawKey(page);

  await navigate(page, "/mina-sidor");
  await expect(page.getByRole("navigation", { name: "Mina sidor" })).toBeVisible();
  await expectNoRawKey(page);

  // Still the first document, and the pages' own namespaces were fetched on the way.
  expect(await page.evaluate(() => (window as unknown as RemixWindow).stayedOnDocument)).toBe(true);
  expect(fetched).toEqual(expect.arrayContaining(["catalogue-pages", "checkout", "account-pages"]));
});

test("the product page's first document carries its namespaces only, not the whole catalogue", async ({ page }) => {
  const product = await documentNamespaces(page, PRODUCT);
  expect(product.names).toEqual(expect.arrayContaining(["shell", "errors", "catalogue", "catalogue-pages"]));
  expect(product.names).not.toContain("account-pages");
  expect(product.names).not.toContain("checkout");
  expect(product.names.length).toBeLessThan(NAMESPACES.length);
  const home = await documentNamespaces(page, "/");
  expect(home.names).not.toContain("catalogue-pages");
});

test("the document names its texts and preloads them instead of carrying them; the shell's group is shared", async ({
  page,
}) => {
  const response = await page.request.get(PRODUCT);
  // The script names namespaces only: a few hundred bytes, where the texts of these namespaces are over 20 kB.
  const script = /<script id="__translations" type="application\/json">(.*?)<\/script>/s.exec(await response.text());
  expect(script?.[1].length).toBeLessThan(500);
  const preloads = (response.headers()["link"] ?? "").matchAll(/<(\/locales\/sv\/[^>]+)>; rel=preload; as=fetch/g);
  const urls = [...preloads].map((match) => match[1]);
  expect(urls.length).toBeGreaterThanOrEqual(2);
  expect((await page.request.get("/")).headers()["link"]).toContain(urls[0]);
  const shell = await page.request.get(urls[0]);
  expect(shell.headers()["cache-control"]).toContain("max-age=31536000");
  expect(await shell.json()).toMatchObject({ shell: { toast: { close: "Stäng meddelande" } } });
});

test("a namespace is served with the catalogue version in its URL and cached for a year", async ({ page }) => {
  const html = await (await page.request.get("/")).text();
  const version = /"version":"(\w+)"/.exec(html)?.[1];
  expect(version).toBeTruthy();
  const current = await page.request.get(`/locales/sv/account-pages.json?v=${version}`);
  expect(current.status()).toBe(200);
  expect(current.headers()["cache-control"]).toContain("max-age=31536000");
  expect(Object.keys((await current.json())["account-pages"])).toContain("nav");
  const stale = await page.request.get("/locales/sv/account-pages.json?v=old");
  expect(stale.headers()["cache-control"]).toBe("no-cache");
  expect((await page.request.get("/locales/sv/finns-inte.json")).status()).toBe(404);
});
