import { expect, test } from "./support/test";
import { logIn } from "./support/accounts";
import { activatedBuyer, freshBuyer } from "./support/accounts-extra";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { ARTICLES } from "./support/checkout";
import { addFavourites, openFavouritesFlyout } from "./support/favourites";

// Runs with JavaScript on and off (playwright.config.ts projects "js" and "no-js").

test("the favourites flyout (or its page without JavaScript) puts a favourite in the cart", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.setTimeout(60_000);
  const buyer = await freshBuyer(request, "fav-flyout");
  await addFavourites(request, await buyer.token(), [ARTICLES.cable.number, ARTICLES.duct.number]);
  await logIn(page, buyer.email, buyer.password, "/mina-sidor");
  const flyout = await openFavouritesFlyout(page);
  if (javaScriptEnabled) {
    await expect(flyout.getByText("2 av 50 favoriter")).toBeVisible();
    await expect(flyout.getByRole("link", { name: ARTICLES.duct.name })).toBeVisible();
    if (test.info().project.name === "js") await expectNoSeriousAxeViolations(page);
    const form = flyout.getByRole("form", { name: `Lägg i varukorgen: ${ARTICLES.cable.name}` });
    await form.getByRole("spinbutton", { name: "Antal" }).fill("3");
    await form.getByRole("button", { name: "Lägg i varukorgen" }).click();
    await expect(flyout.getByRole("status").filter({ hasText: ARTICLES.cable.name })).toBeVisible();
  } else {
    await flyout.getByRole("link", { name: "Visa alla favoriter" }).click();
    await expect(page).toHaveURL(/\/mina-sidor\/favoriter$/);
    await expect(page.getByText("2 av 50 favoriter")).toBeVisible();
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: ARTICLES.cable.name }) });
    await row.getByRole("spinbutton", { name: "Antal" }).fill("3");
    await row.getByRole("button", { name: "Lägg i varukorgen" }).click();
    await expect(page.getByText(new RegExp(`3 .*${ARTICLES.cable.name}`)).first()).toBeVisible();
  }
  await page.goto("/cart");
  await expect(page.getByRole("link", { name: ARTICLES.cable.name })).toBeVisible();
  await expect(page.getByRole("link", { name: ARTICLES.duct.name })).toHaveCount(0);
});

test("the favourites page lists favourites, removes one, and passes axe", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.setTimeout(60_000);
  const buyer = await freshBuyer(request, "fav-sida");
  await logIn(page, buyer.email, buyer.password, "/mina-sidor");
  await page.getByRole("navigation", { name: "Mina sidor" }).getByRole("link", { name: "Favoriter" }).click();
  await expect(page).toHaveURL(/\/mina-sidor\/favoriter$/);
  await expect(page.getByText("Du har inga favoriter ännu.", { exact: false })).toBeVisible();
  await addFavourites(request, await buyer.token(), [ARTICLES.cable.number, ARTICLES.duct.number]);
  await page.reload();
  await expect(page.getByText("2 av 50 favoriter")).toBeVisible();
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(page);
  await page.getByRole("button", { name: `Ta bort ${ARTICLES.duct.name} ur favoriter` }).click();
  await expect(page.getByText("Artikeln har tagits bort från favoriter.")).toBeVisible();
  await expect(page.getByText("1 av 50 favoriter")).toBeVisible();
  await expect(page.getByRole("link", { name: ARTICLES.duct.name })).toHaveCount(0);
});

test("a shared list shows its owner's name; only the owner shares it; a colleague puts it all in the cart", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await activatedBuyer(request, {
    prefix: "fav-agare",
    creator: "admin@demo.se",
    firstName: "Stina",
    lastName: "Delare",
  });
  await logIn(page, owner.email, owner.password, "/mina-sidor/inkopslistor");
  const listName = `Badrum ${Date.now().toString(36)}`;
  await page.getByRole("textbox", { name: "Listans namn" }).fill(listName);
  await page.getByRole("button", { name: "Skapa lista" }).click();
  await expect(page.getByRole("heading", { level: 1, name: listName })).toBeVisible();
  await expect(page.getByText("Privat · skapad av Stina Delare")).toBeVisible();
  await page.getByRole("textbox", { name: "Artikelnummer" }).fill(ARTICLES.cable.number);
  await page.getByRole("button", { name: "Lägg till i listan" }).click();
  await expect(page.getByText("Artikeln har lagts till i listan.")).toBeVisible();
  await page.getByRole("button", { name: "Dela listan med kollegor" }).click();
  await expect(page.getByText("Listan är nu delad med dina kollegor.")).toBeVisible();
  await expect(page.getByText("Delad med kollegor · skapad av Stina Delare")).toBeVisible();

  await page.context().clearCookies();
  const colleague = await freshBuyer(request, "fav-kollega");
  await logIn(page, colleague.email, colleague.password, "/mina-sidor/inkopslistor");
  const card = page.locator(".card").filter({ has: page.getByRole("link", { name: listName }) });
  await expect(card).toContainText("Delad med kollegor");
  await expect(card).toContainText("skapad av Stina Delare");
  await card.getByRole("link", { name: listName }).click();
  await expect(page.getByText("Delad med kollegor · skapad av Stina Delare")).toBeVisible();
  // Sharing, renaming and deleting are the owner's: not offered to the colleague.
  await expect(page.getByRole("button", { name: "Gör listan privat" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Ta bort listan" })).toHaveCount(0);
  await page.getByRole("button", { name: "Lägg hela listan i varukorgen" }).click();
  await expect(page.getByText("1 rad har lagts i varukorgen.")).toBeVisible();
  await page.goto("/cart");
  await expect(page.getByRole("link", { name: ARTICLES.cable.name })).toBeVisible();
});
