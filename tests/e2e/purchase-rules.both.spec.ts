import { expect, test } from "./support/test";
import { ARTICLES } from "./support/checkout";
import { signInFreshBuyer } from "./support/fresh-buyer";

// Runs with JavaScript on and off (playwright.config.ts projects "js" and "no-js").
// 1000185 is sold in stores only: a home delivery (DBI, the quick order's default) cannot take it.
const ONLY_STORE_REASON = "Den här varan säljs bara i butik och kan inte beställas på webben.";

test.describe.configure({ timeout: 90_000 });

test("quick order refuses the store-only article with its reason and adds the rest", async ({ page, request }) => {
  await signInFreshBuyer(page, request, "/snabborder");
  await page
    .getByLabel("Artikelnummer och antal (en rad per artikel)")
    .fill(`${ARTICLES.duct.number} 1\n${ARTICLES.onlyStore.number} 2`);
  await page.getByRole("button", { name: "Lägg i varukorgen" }).first().click();
  await expect(page.getByText(/1 artik(el|lar) har lagts i varukorgen\./)).toBeVisible();
  await expect(page.getByText(ONLY_STORE_REASON, { exact: false })).toBeVisible();
  await expect(page.getByLabel("Artikelnummer och antal (en rad per artikel)")).toHaveValue(
    `${ARTICLES.onlyStore.number} 2`,
  );
  await page.goto("/cart");
  await expect(page.getByRole("link", { name: ARTICLES.duct.name })).toBeVisible();
  await expect(page.getByText(`Art.nr ${ARTICLES.onlyStore.number}`)).toHaveCount(0);
});

test("file import refuses the store-only article, naming the line and the reason", async ({ page, request }) => {
  await signInFreshBuyer(page, request, "/snabborder");
  await page.getByLabel("Fil (CSV eller XLSX)").setInputFiles({
    name: "order.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`Artikelnummer;Antal\n${ARTICLES.duct.number};1\n${ARTICLES.onlyStore.number};2\n`),
  });
  await page.getByRole("button", { name: "Importera fil" }).click();
  await expect(page.getByText(/1 artik(el|lar) har lagts i varukorgen\./)).toBeVisible();
  await expect(
    page.getByText(new RegExp(`${ARTICLES.onlyStore.number}[^.]*: ${ONLY_STORE_REASON.replace(/\./g, "\\.")}`)),
  ).toBeVisible();
  await page.goto("/cart");
  await expect(page.getByRole("link", { name: ARTICLES.duct.name })).toBeVisible();
  await expect(page.getByText(`Art.nr ${ARTICLES.onlyStore.number}`)).toHaveCount(0);
});
