import { expect, test } from "./support/test";

/**
 * The stylesheets and scripts a real page links to: build output under /assets, named by content hash. The scripts
 * are named in the module script that imports them after the first paint (app/platform/rendering/after-paint-markup.ts).
 */
async function linkedAssets(html: string): Promise<string[]> {
  const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  const scripts = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  return [...stylesheets, ...scripts];
}

test("content-hashed build files are cached for a year without revalidation", async ({ request }) => {
  const assets = await linkedAssets(await (await request.get("/")).text());
  expect(assets.some((href) => href.endsWith(".css"))).toBe(true);
  expect(assets.some((href) => href.endsWith(".js"))).toBe(true);
  for (const href of [assets.find((a) => a.endsWith(".css")), assets.find((a) => a.endsWith(".js"))]) {
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  }
});

test("fonts, logos, icons and the favicon keep their names, so they are cached for a week, not a year", async ({
  request,
}) => {
  for (const path of [
    "/favicon.svg",
    "/icons/outline/cart.svg",
    "/brands/byggmax-el/logo.svg",
    "/brands/nordel/fonts/source-serif-4-regular.woff2",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const cacheControl = response.headers()["cache-control"] ?? "";
    expect(cacheControl, path).toContain("max-age=604800");
    expect(cacheControl, path).not.toContain("immutable");
  }
});

test("the headers file itself is not served, and pages are not cached by these rules", async ({ request }) => {
  expect((await request.get("/_headers")).status()).toBe(404);
  const page = await request.get("/logga-in");
  expect(page.headers()["cache-control"] ?? "").not.toContain("max-age=31536000");
});

test("a page asks for its scripts only once its stylesheet has arrived, and then becomes interactive", async ({
  page,
}) => {
  // On a slow connection the 90 KB of scripts would otherwise share the first bytes with the stylesheet and the
  // images, and the page (usable without them) would paint later (app/platform/rendering/after-paint-markup.ts).
  await page.goto("/");
  await page.waitForFunction(() => "__remixRouter" in window);
  const timing = await page.evaluate(() => {
    const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const from = (pattern: RegExp) => entries.filter((entry) => pattern.test(new URL(entry.name).pathname));
    return {
      stylesheetArrived: Math.max(...from(/^\/assets\/.*\.css$/).map((entry) => entry.responseEnd)),
      scriptsAsked: from(/^\/assets\/.*\.js$/).map((entry) => entry.startTime),
    };
  });
  expect(timing.scriptsAsked.length).toBeGreaterThan(2);
  expect(Math.min(...timing.scriptsAsked)).toBeGreaterThanOrEqual(timing.stylesheetArrived);
});
