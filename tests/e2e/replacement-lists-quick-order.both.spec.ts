import { expect, test } from "./support/test";
import { logIn } from "./support/accounts";
import { freshBuyer } from "./support/accounts-extra";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { ARTICLES } from "./support/checkout";
import { addFavourites } from "./support/favourites";

// Runs with JavaScript on and off (playwright.config.ts projects "js" and "no-js").
// 1000111 is discontinued without stock and replaced by 1000074; 1000148 has no replacement (seed roles).
const NO_REPLACEMENT = "1000148";

test.describe.configure({ timeout: 90_000 });

test("a shopping list row is switched to its replacement; the whole list never adds an unbuyable article", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const buyer = await freshBuyer(request, "ersatt-lista");
  await logIn(page, buyer.email, buyer.password, "/mina-sidor/inkopslistor");
  const listName = `Utgått ${Date.now().toString(36)}`;
  await page.getByRole("textbox", { name: "Listans namn" }).fill(listName);
  await page.getByRole("button", { name: "Skapa lista" }).click();
  await expect(page.getByRole("heading", { level: 1, name: listName })).toBeVisible();
  for (const article of [ARTICLES.discontinuedNoStock.number, NO_REPLACEMENT, ARTICLES.cable.number]) {
    await page.getByRole("textbox", { name: "Artikelnummer" }).fill(article);
    await page.getByRole("button", { name: "Lägg till i listan" }).click();
    await expect(page.getByText("Artikeln har lagts till i listan.")).toBeVisible();
  }
  const rowOf = (article: string) =>
    page.getByRole("row").filter({ has: page.getByRole("cell", { name: article, exact: true }) });
  const row = rowOf(ARTICLES.discontinuedNoStock.number);
  await expect(row.locator(".replacement-notice")).toContainText("Utgått – ersätts av");
  await expect(rowOf(NO_REPLACEMENT).getByText("saknar ersättare")).toBeVisible();
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(page);

  await row.getByRole("button", { name: /^Byt till ersättningsartikel/ }).click();
  await expect(
    page.getByText(`Art.nr ${ARTICLES.discontinuedNoStock.number} byttes mot ersättningsartikeln 1000074.`),
  ).toBeVisible();
  await expect(rowOf(ARTICLES.discontinuedNoStock.number)).toHaveCount(0);
  await expect(rowOf(ARTICLES.replacement.number)).toBeVisible();

  await page.getByRole("button", { name: "Lägg hela listan i varukorgen" }).click();
  await expect(page.getByText(`Art.nr ${NO_REPLACEMENT} har utgått och saknar ersättare`)).toBeVisible();
  await page.goto("/cart");
  await expect(page.getByText(`Art.nr ${ARTICLES.replacement.number}`)).toBeVisible();
  await expect(page.getByRole("link", { name: ARTICLES.cable.name })).toBeVisible();
  await expect(page.getByText(`Art.nr ${NO_REPLACEMENT}`)).toHaveCount(0);
});

test("quick order keeps a discontinued row back and switches it to its replacement in one click", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const buyer = await freshBuyer(request, "ersatt-snabb");
  await logIn(page, buyer.email, buyer.password, "/snabborder");
  await page
    .getByLabel("Artikelnummer och antal (en rad per artikel)")
    .fill(`${ARTICLES.cable.number} 1\n${ARTICLES.discontinuedNoStock.number} 3\n${NO_REPLACEMENT} 1`);
  await page.getByRole("button", { name: "Lägg i varukorgen" }).first().click();
  await expect(page.getByText("1 artikel har lagts i varukorgen.", { exact: false })).toBeVisible();
  await expect(page.getByText(/Artikeln har utgått och kan inte köpas – ersätts av .*1000074/)).toBeVisible();
  await expect(page.getByText("Artikeln har utgått och saknar ersättare.", { exact: false })).toBeVisible();
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(page);

  await page.getByRole("button", { name: /^Byt till ersättningsartikel/ }).click();
  await expect(page.getByText("1 artikel har lagts i varukorgen.", { exact: false })).toBeVisible();
  // The row without replacement stays for the buyer to remove; the replaced one is gone from the rows.
  await expect(page.getByLabel("Artikelnummer och antal (en rad per artikel)")).toHaveValue(`${NO_REPLACEMENT} 1`);
  await page.goto("/cart");
  const line = page.getByRole("row").filter({ hasText: `Art.nr ${ARTICLES.replacement.number}` });
  await expect(line.getByRole("spinbutton", { name: /^Antal för / })).toHaveValue("3");
  await expect(page.getByText(`Art.nr ${ARTICLES.discontinuedNoStock.number}`)).toHaveCount(0);
});

test("a discontinued favourite names its replacement and is switched to it in one click", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const buyer = await freshBuyer(request, "ersatt-favorit");
  await addFavourites(request, await buyer.token(), [ARTICLES.discontinuedNoStock.number, NO_REPLACEMENT]);
  await logIn(page, buyer.email, buyer.password, "/mina-sidor/favoriter");
  const row = page.getByRole("row").filter({ hasText: ARTICLES.discontinuedNoStock.number });
  await expect(row.locator(".replacement-notice")).toContainText("Utgått – ersätts av");
  // Neither can be bought: no add to cart on their rows.
  await expect(row.getByRole("button", { name: "Lägg i varukorgen" })).toHaveCount(0);
  await expect(page.getByRole("row").filter({ hasText: NO_REPLACEMENT }).getByText("saknar ersättare")).toBeVisible();
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(page);
  await row.getByRole("button", { name: /^Byt till ersättningsartikel/ }).click();
  await expect(
    page.getByText(`Art.nr ${ARTICLES.discontinuedNoStock.number} byttes mot ersättningsartikeln 1000074.`),
  ).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: ARTICLES.discontinuedNoStock.number })).toHaveCount(0);
  const replaced = page.getByRole("row").filter({ hasText: ARTICLES.replacement.number });
  await expect(replaced.getByRole("button", { name: "Lägg i varukorgen" })).toBeVisible();
});
