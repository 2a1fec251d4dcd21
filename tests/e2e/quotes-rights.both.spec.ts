import { expect, test } from "./support/test";
import { activatedBuyer, serviceToken } from "./support/accounts-extra";
import { ARTICLES, addViaService, commerceToken, logIn } from "./support/checkout";
import { createQuoteViaService } from "./support/quotes";

/** Who may do what with quotes: no amounts without price rights, no quote controls without the quote right. */

test("a buyer without price rights sees no amount on a quote page", async ({ page, request }) => {
  const token = await commerceToken(request, "noprices@demo.se");
  const quoteId = await createQuoteViaService(request, token, {
    title: `Utan priser ${Date.now().toString(36)}`,
    items: [{ articleNumber: ARTICLES.cable.number, quantity: 2 }],
    customItems: [{ name: "Montage", quantity: 2, unit: "tim", price: 450.5 }],
  });
  await logIn(page, "noprices@demo.se", `/mina-sidor/offerter/${quoteId}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("row", { name: new RegExp(ARTICLES.cable.number) })).toBeVisible();
  await expect(main.getByRole("table", { name: "Egna rader" })).toBeVisible();
  // No "1 234,50 kr", no "901" of the custom line, no price column.
  await expect(main).not.toContainText(/\d,\d{2}\s*kr/);
  await expect(main).not.toContainText("901");
  await expect(main.getByRole("columnheader", { name: "À-pris" })).toHaveCount(0);
  await expect(main.getByRole("columnheader", { name: "Radbelopp" })).toHaveCount(0);
  await expect(main.getByRole("textbox", { name: /Pris i kr för Montage/ })).toHaveValue("");
});

test("a buyer without the quote right sees no create control and a forged post creates nothing", async ({
  page,
  request,
}) => {
  const buyer = await activatedBuyer(request, {
    prefix: "no-quotes",
    creator: "admin@demo.se",
    firstName: "Ove",
    lastName: "Utanoffert",
    denials: ["EJ_SKAPA_OFFERT"],
  });
  const token = await buyer.token();
  await addViaService(request, token, [{ articleNumber: ARTICLES.duct.number, quantity: 1, deliveryId: "DBI" }]);
  await page.goto(`/logga-in?redirectTo=${encodeURIComponent("/cart")}`);
  await page.getByLabel("E-post").fill(buyer.email);
  await page.getByLabel("Lösenord").fill(buyer.password);
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("link", { name: "Till leverans" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Skapa offert av varukorgen" })).toHaveCount(0);

  await page.goto("/mina-sidor/offerter");
  await expect(
    page.getByRole("navigation", { name: "Mina sidor" }).getByRole("link", { name: "Offerter" }),
  ).toBeVisible();
  await expect(page.getByText("Du har inga offerter ännu.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Ny offert" })).toHaveCount(0);

  // The same post the hidden form would make: refused, nothing created.
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const forged = await page.request.post("/mina-sidor/offerter?index", {
    form: { csrf, source: "cart" },
    headers: { origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(303);
  expect(forged.headers().location).toBe("/cart");
  await page.goto("/mina-sidor/offerter");
  await expect(page.getByText("Du har inga offerter ännu.")).toBeVisible();
});

// Needs the quote service's `forUserId` (an admin makes a quote for a colleague) — wt-qsvc.
test("a buyer without the quote right reads a quote made for him, without edit or status controls", async ({
  page,
  request,
}) => {
  const buyer = await activatedBuyer(request, {
    prefix: "quote-reader",
    creator: "admin@demo.se",
    firstName: "Rut",
    lastName: "Läsare",
    denials: ["EJ_SKAPA_OFFERT"],
  });
  const token = await buyer.token();
  const userId = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()).sub as string;
  const title = `Gjord åt Rut ${Date.now().toString(36)}`;
  const quoteId = await createQuoteViaService(request, await serviceToken(request, "admin@demo.se", "demo1234"), {
    forUserId: userId,
    title,
    items: [{ articleNumber: ARTICLES.ladder.number, quantity: 1 }],
  });
  await page.goto(`/logga-in?redirectTo=${encodeURIComponent(`/mina-sidor/offerter/${quoteId}`)}`);
  await page.getByLabel("E-post").fill(buyer.email);
  await page.getByLabel("Lösenord").fill(buyer.password);
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Upprättad av")).toBeVisible();
  for (const name of ["Spara uppgifter", "Lägg till artikel", "Ladda upp", "Skicka för granskning", "Kopiera offerten"])
    await expect(page.getByRole("button", { name })).toHaveCount(0);
  await expect(page.getByText("Ta bort offerten")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Ladda ner PDF" })).toBeVisible();
});
