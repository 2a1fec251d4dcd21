import { expect, test } from "./support/test";

/**
 * Oversize forms (docs/security.md, limits): the storefront reads a form with a size limit and
 * answers a Swedish 413 page instead of reading any amount into memory or failing with a 500.
 */
test("an oversize post to a content form gets a Swedish 413 page and is not stored", async ({ page }) => {
  await page.goto("/formular/form-kontakta-oss");
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const response = await page.request.post("/formular/form-kontakta-oss", {
    form: { csrf, message: "x".repeat(100_000) },
    // Same-origin, as the browser's own form post would be.
    headers: { origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(413);
  expect(await response.text()).toContain("Formuläret är för stort för att skickas");
});
