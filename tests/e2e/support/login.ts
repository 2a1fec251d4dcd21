import { expect, type Browser, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "demo1234";

/**
 * Signs in through the real login form (with JavaScript on and off) and waits until the page it lands on has
 * rendered. With JavaScript the address changes before React has rendered the new page, so a test that went
 * on at once could still read the login page's CSRF token or have its first click undone by the new page.
 */
export async function signInThroughForm(
  page: Page,
  { email, password = DEMO_PASSWORD, redirectTo }: { email: string; password?: string; redirectTo: string },
) {
  await page.goto(`/logga-in?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel("E-post").fill(email);
  await page.getByLabel("Lösenord").fill(password);
  await page.getByRole("button", { name: "Logga in" }).click();
  const landing = new URL(redirectTo, "http://shop").pathname;
  await expect(page).toHaveURL((url) => url.pathname === landing);
  // The login page's own field is gone once the new page has rendered (whatever its layout: checkout has no flyouts).
  await expect(page.locator("#login-email")).toHaveCount(0);
}

/** A second person in a test of his own browser context (JavaScript as the test's project), signed in at `to`. */
export async function pageAs(
  browser: Browser,
  javaScriptEnabled: boolean,
  email: string,
  password: string,
  to: string,
) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await signInThroughForm(page, { email, password, redirectTo: to });
  return page;
}

/** Signs in as a demo user through the login page and waits for the signed-in page. */
export async function logIn(page: Page, email: string, redirectTo = "/") {
  await signInThroughForm(page, { email, redirectTo });
}

/** Any amount the shop formats as a price ("158,94 kr", with a normal or non-breaking space). */
export const PRICE_PATTERN = /\d+,\d{2}(?:\s|&nbsp;|\u00a0)kr/;
