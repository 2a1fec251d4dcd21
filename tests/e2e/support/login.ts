import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "demo1234";

/** Signs in through the login page, as a buyer would, and waits for the redirect. */
export async function logIn(page: Page, email: string, redirectTo = "/") {
  await page.goto(`/logga-in?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel("E-post").fill(email);
  await page.getByLabel("Lösenord").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(page).toHaveURL((url) => url.pathname === redirectTo.split("?")[0]);
}

/** Any amount the shop formats as a price ("158,94 kr", with a normal or non-breaking space). */
export const PRICE_PATTERN = /\d+,\d{2}(?:\s|&nbsp;|\u00a0)kr/;
