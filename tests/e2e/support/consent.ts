import { expect, test, type Page } from "./test";

/**
 * The consent banner, ready for a click. With JavaScript its code loads after the page (only buyers who have
 * not chosen need it): a click before that is an ordinary form post, which works but reloads the page, so a
 * test of the in-place answer waits for the banner's hydrated marker first.
 */
export async function readyConsentBanner(page: Page) {
  const banner = page.getByRole("region", { name: "Vi använder cookies" });
  if (test.info().project.use.javaScriptEnabled !== false)
    await expect(banner.locator('input[name="respond"]')).toBeAttached();
  return banner;
}
