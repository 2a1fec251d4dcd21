import { expect, test } from "./support/test";

/**
 * Spec section 2: route preloads, at most five at a time. Product cards of a listing preload their page on intent
 * through the page's limiter (app/platform/routing/prefetch-region.tsx; the cap itself is unit-tested).
 */
test("resting on a product card's link preloads its page's data, and a sweep over the grid starts at most five", async ({
  page,
}) => {
  const inFlight = new Set<string>();
  let most = 0;
  page.on("request", (request) => {
    if (!/\/produkt\/[^/]+\.data/.test(request.url())) return;
    inFlight.add(request.url());
    most = Math.max(most, inFlight.size);
  });
  const done = (request: { url(): string }) => inFlight.delete(request.url());
  page.on("requestfinished", done);
  page.on("requestfailed", done);

  await page.goto(`/search?q=${encodeURIComponent("kabel")}`);
  const links = page.locator(".product-grid .product-card__name a");
  await expect(links.nth(7)).toBeVisible();
  const first = (await links.first().getAttribute("href"))!;
  // The grid's intent listener starts with the page's scripts; a pointer that arrived before them rests again.
  await expect(async () => {
    await page.mouse.move(0, 0);
    const preload = page.waitForRequest((request) => request.url().includes(`${first}.data`), { timeout: 2_000 });
    await links.first().hover();
    await preload;
  }).toPass();

  // A keyboard sweep: each link holds focus long enough to count as intent.
  for (let index = 1; index < 8; index++) {
    await links.nth(index).focus();
    await page.waitForTimeout(150);
  }
  expect(most).toBeLessThanOrEqual(5);
});
