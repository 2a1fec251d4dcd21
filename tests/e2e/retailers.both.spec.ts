import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";

// Runs with JavaScript on and off (playwright.config.ts projects "js" and "no-js").

test("the retailer page is linked from the footer and lists the retailers from content", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Återförsäljare" }).click();
  await expect(page).toHaveURL(/\/aterforsaljare$/);
  await expect(page.getByRole("heading", { level: 1, name: "Återförsäljare" })).toBeVisible();
  await expect(page.getByText("8 återförsäljare")).toBeVisible();

  const kalmar = page.getByRole("article", { name: "Kalmar El & Ljus" });
  await expect(kalmar.getByText("Svensknabbevägen 20, 392 39 Kalmar")).toBeVisible();
  await expect(kalmar.getByText("El, Belysning")).toBeVisible();
  const link = kalmar.getByRole("link", { name: /^Besök Kalmar El & Ljus/ });
  await expect(link).toHaveAttribute("href", "https://www.example.se/aterforsaljare/kalmar-el");
  await expect(link).toHaveAttribute("rel", /noopener/);

  // Sorted by name, as the content query asks.
  const names = await page.getByRole("article").getByRole("heading", { level: 2 }).allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "sv")));
  // No maps key in the e2e stack: no map and no error.
  await expect(page.getByRole("region", { name: "Karta över återförsäljarna" })).toHaveCount(0);
  await expect(page.getByText("Återförsäljarna kunde inte hämtas just nu.")).toHaveCount(0);
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(page);
});
