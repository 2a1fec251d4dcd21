import { expect, test, type Page } from "./support/test";
import { logIn } from "./support/accounts";
import { freshBuyer } from "./support/accounts-extra";
import { ARTICLES } from "./support/checkout";
import { addFavourites, categoryArticles, favouriteArticles, openFavouritesFlyout } from "./support/favourites";

// Runs with JavaScript on and off (playwright.config.ts projects "js" and "no-js").

const ADDED = "Artikeln har lagts till i favoriter.";
const DELETED = "Artikeln har tagits bort från favoriter.";

/** Where a buyer sees his favourites: the flyout's list with JavaScript, the favourites page without. */
async function expectListedAsFavourite(page: Page, javaScriptEnabled: boolean, name: string, listed: boolean) {
  if (javaScriptEnabled) {
    const flyout = await openFavouritesFlyout(page);
    const link = flyout.getByRole("link", { name, exact: true });
    await (listed ? expect(link).toBeVisible() : expect(flyout.getByText(/favoriter/).first()).toBeVisible());
    if (!listed) await expect(link).toHaveCount(0);
    await flyout.locator("summary").click();
    return;
  }
  const back = page.url();
  await page.goto("/mina-sidor/favoriter");
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });
  await expect(row).toHaveCount(listed ? 1 : 0);
  await page.goto(back);
}

test("a product is saved from the product page, listed as a favourite, and removed again", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.setTimeout(60_000);
  const buyer = await freshBuyer(request, "fav-produkt");
  await logIn(page, buyer.email, buyer.password, "/mina-sidor");
  await page.goto(`/search?q=${ARTICLES.cable.number}`);
  await expect(page).toHaveURL(/\/produkt\//);
  const save = page.getByRole("button", { name: `Spara i inköpslista: ${ARTICLES.cable.name}` });
  await save.click();
  await expect(page.getByText(ADDED).first()).toBeVisible();
  await expect(page.getByText("Sparad i favoriter")).toBeVisible();
  expect(await favouriteArticles(request, await buyer.token())).toEqual([ARTICLES.cable.number]);
  await expectListedAsFavourite(page, javaScriptEnabled, ARTICLES.cable.name, true);

  await page.getByRole("button", { name: `Ta bort ur favoriter: ${ARTICLES.cable.name}` }).click();
  await expect(page.getByText(DELETED).first()).toBeVisible();
  await expect(page.getByRole("button", { name: `Spara i inköpslista: ${ARTICLES.cable.name}` })).toBeVisible();
  expect(await favouriteArticles(request, await buyer.token())).toEqual([]);
  await expectListedAsFavourite(page, javaScriptEnabled, ARTICLES.cable.name, false);
});

test("a product is saved from a category card and the card shows it saved", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.setTimeout(60_000);
  const buyer = await freshBuyer(request, "fav-kort");
  await logIn(page, buyer.email, buyer.password, "/mina-sidor");
  await page.goto("/kategorier/el/kabel-och-ledning?sort=name_asc");
  const card = page.locator("article.product-card").nth(1);
  const name = (await card.getByRole("heading").innerText()).trim();
  const number = await card.getAttribute("data-item");
  await card.getByRole("button", { name: `Spara i inköpslista: ${name}` }).click();
  await expect(page.getByText(ADDED).first()).toBeVisible();
  // Back on the same listing, and the card (only this one) says so.
  await expect(page).toHaveURL(/\/kategorier\/el\/kabel-och-ledning\?sort=name_asc$/);
  await expect(card.getByText("Sparad i favoriter")).toBeVisible();
  await expect(page.getByText("Sparad i favoriter")).toHaveCount(1);
  expect(await favouriteArticles(request, await buyer.token())).toEqual([number]);
  await expectListedAsFavourite(page, javaScriptEnabled, name, true);

  await card.getByRole("button", { name: `Ta bort ur favoriter: ${name}` }).click();
  await expect(page.getByText(DELETED).first()).toBeVisible();
  await expect(card.getByRole("button", { name: `Spara i inköpslista: ${name}` })).toBeVisible();
  expect(await favouriteArticles(request, await buyer.token())).toEqual([]);
});

test("visitors see a login link on the product page and no control on cards", async ({ page }) => {
  await page.goto(`/search?q=${ARTICLES.cable.number}`);
  await expect(page.getByRole("link", { name: "Logga in för att spara i inköpslista" })).toBeVisible();
  await page.goto("/kategorier/el/kabel-och-ledning");
  await expect(page.getByRole("button", { name: /Spara i inköpslista/ })).toHaveCount(0);
});

test("with JavaScript a shopping list is chosen from the control and holds the article", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the choice of list is a JavaScript enhancement");
  test.setTimeout(60_000);
  const buyer = await freshBuyer(request, "fav-lista");
  await logIn(page, buyer.email, buyer.password, "/mina-sidor");
  await page.goto(`/search?q=${ARTICLES.duct.number}`);
  await expect(page).toHaveURL(/\/produkt\//);
  await page.getByRole("button", { name: "Välj lista" }).click();
  const chooser = page.getByRole("group", { name: "Spara i" });
  await chooser.getByRole("radio", { name: "Ny inköpslista" }).check();
  await chooser.getByRole("textbox", { name: "Namn på den nya listan" }).fill("Kök Storgatan");
  await page.getByRole("button", { name: "Spara", exact: true }).click();
  await expect(
    page.getByText("Inköpslistan Kök Storgatan har skapats och artikeln har lagts till i den."),
  ).toBeVisible();
  // Not a favourite: the list was chosen. Focus is back on the control that opened the chooser.
  await expect(page.getByText("Sparad i favoriter")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Välj lista" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("group", { name: "Spara i" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Välj lista" })).toBeFocused();

  // The list is offered next time; the second article goes into it.
  await page.goto(`/search?q=${ARTICLES.ladder.number}`);
  await page.getByRole("button", { name: "Välj lista" }).click();
  await page.getByRole("radio", { name: "Kök Storgatan" }).check();
  await page.getByRole("button", { name: "Spara", exact: true }).click();
  await expect(page.getByText("Artikeln har lagts till i listan.")).toBeVisible();

  await page.goto("/mina-sidor/inkopslistor");
  await page.getByRole("link", { name: "Kök Storgatan" }).click();
  await expect(page.getByRole("cell", { name: ARTICLES.duct.number, exact: true })).toBeVisible();
  await expect(page.getByRole("cell", { name: ARTICLES.ladder.number, exact: true })).toBeVisible();
});

test("the 51st favourite is refused with the info dialog or page, and nothing is added", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const buyer = await freshBuyer(request, "fav-full");
  const token = await buyer.token();
  const fifty = (await categoryArticles(request, token, 60)).filter((n) => n !== ARTICLES.cable.number).slice(0, 50);
  await addFavourites(request, token, fifty);
  await logIn(page, buyer.email, buyer.password, "/mina-sidor");
  await page.goto(`/search?q=${ARTICLES.cable.number}`);
  await page.getByRole("button", { name: `Spara i inköpslista: ${ARTICLES.cable.name}` }).click();
  const body = "Du kan ha högst 50 favoriter. Ta bort en favorit innan du lägger till en ny.";
  if (javaScriptEnabled) {
    const dialog = page.getByRole("dialog", { name: "Favoritlistan är full" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(body);
    // The optimistic "saved" is undone: the service refused.
    await expect(page.getByText("Sparad i favoriter")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Stäng" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: `Spara i inköpslista: ${ARTICLES.cable.name}` })).toBeFocused();
  } else {
    await expect(page).toHaveURL(/\/mina-sidor\/favoriter$/);
    const info = page.getByRole("alert").filter({ hasText: "Favoritlistan är full" });
    await expect(info).toContainText(body);
    await expect(page.getByText("50 av 50 favoriter")).toBeVisible();
  }
  const saved = await favouriteArticles(request, token);
  expect(saved).toHaveLength(50);
  expect(saved).not.toContain(ARTICLES.cable.number);
});
