import { expect, test } from "./support/test";
import { ARTICLES, commerceToken, emptyCart, logIn, nextWeekday } from "./support/checkout";

// Runs once with JavaScript and once without; each run uses its own buyer so their carts never meet.
test("a buyer orders two deliveries: quick order, quantity, store and new address, dates", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const email = javaScriptEnabled ? "admin@demo.se" : "buyer@demo.se";
  await emptyCart(request, await commerceToken(request, email));
  await logIn(page, email, "/snabborder");

  // Three articles into two deliveries.
  await page
    .getByRole("textbox", { name: "Artikelnummer och antal (en rad per artikel)" })
    .fill(`${ARTICLES.cable.number} 2\n${ARTICLES.duct.number} 3`);
  await page.getByRole("button", { name: "Lägg i varukorgen" }).click();
  await expect(page.getByText("2 artiklar har lagts i varukorgen.")).toBeVisible();
  await page.locator("#quick-delivery").selectOption("EXH");
  await page
    .getByRole("textbox", { name: "Artikelnummer och antal (en rad per artikel)" })
    .fill(`${ARTICLES.ladder.number} 1`);
  await page.getByRole("button", { name: "Lägg i varukorgen" }).click();
  await expect(page.getByText("1 artikel har lagts i varukorgen.")).toBeVisible();

  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Leverans 1: Utkörning" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Leverans 2: Leverans till butik" })).toBeVisible();

  // Change a quantity.
  const duct = page.getByRole("row", { name: new RegExp(ARTICLES.duct.name) });
  await duct.getByRole("spinbutton", { name: `Antal för ${ARTICLES.duct.name}` }).fill("5");
  await duct.getByRole("button", { name: "Uppdatera" }).click();
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("spinbutton", { name: `Antal för ${ARTICLES.duct.name}` })).toHaveValue("5", {
      timeout: 1000,
    });
  }).toPass({ timeout: 10_000 });

  // A later delivery date for the first delivery.
  const dateInput = page.getByLabel("Önskat leveransdatum för leverans 1");
  const date = nextWeekday(await dateInput.inputValue());
  await dateInput.fill(date);
  await page.getByRole("button", { name: "Spara datum" }).first().click();
  await expect(async () => {
    await page.reload();
    await expect(page.getByLabel("Önskat leveransdatum för leverans 1")).toHaveValue(date, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });

  await page.getByRole("link", { name: "Till leverans" }).click();
  await expect(page).toHaveURL(/\/delivery$/);
  await page.getByRole("combobox", { name: "Butik" }).selectOption({ index: 1 });
  await page.getByRole("radio", { name: "Ny leveransadress" }).check();
  await page.getByRole("textbox", { name: "Företag / namn", exact: true }).fill("Bygg & El AB");
  await page.getByRole("textbox", { name: "Mottagarnamn", exact: true }).fill("Anna Andersson");
  await page.getByRole("textbox", { name: "Gatuadress", exact: true }).fill("Storgatan 12");
  await page.getByRole("textbox", { name: "Postnummer", exact: true }).fill("114 55");
  await page.getByRole("textbox", { name: "Ort", exact: true }).fill("Stockholm");
  await page.getByRole("button", { name: "Till sammanfattning" }).click();

  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByText(/Hämtas i butik: /)).toBeVisible();
  await expect(page.getByText("Storgatan 12")).toBeVisible();
  await page.getByLabel("Er referens (valfri)").fill("Projekt Hammarby");
  await page.getByRole("button", { name: "Skicka order" }).click();

  await expect(page).toHaveURL(/\/checkout-success-page$/);
  await expect(page.getByRole("listitem").filter({ hasText: /^Utkörning: ordernummer WEB-[0-9A-F]+$/ })).toBeVisible();
  await expect(
    page.getByRole("listitem").filter({ hasText: /^Leverans till butik: ordernummer WEB-[0-9A-F]+$/ }),
  ).toBeVisible();

  // The ordered lines have left the cart.
  await page.goto("/cart");
  await expect(page.getByText("Din varukorg är tom.")).toBeVisible();
});
