import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { ARTICLES } from "./support/checkout";
import { buyerWithCart, quoteIdOf, quoteViaService } from "./support/quotes";

/**
 * A buyer's quote from the cart to the review, with and without JavaScript (each run its own fresh buyer): create,
 * edit texts, a quantity and a custom item, attachments (a 3 MB file refused), copy, the list and its search.
 */
test("a quote made from the cart is edited, gets attachments, is copied, listed and sent for review", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  const token = await buyerWithCart(page, request, [
    { articleNumber: ARTICLES.cable.number, quantity: 2 },
    { articleNumber: ARTICLES.duct.number, quantity: 3 },
  ]);
  await page.getByRole("button", { name: "Skapa offert av varukorgen" }).click();
  await expect(page).toHaveURL(/\/mina-sidor\/offerter\/q-[\w-]+$/);
  await expect(page.getByText("Offerten har skapats av varukorgen.")).toBeVisible();
  const quoteId = quoteIdOf(page);
  const items = page.getByRole("table", { name: "Artiklar" });
  await expect(items.getByRole("row", { name: new RegExp(ARTICLES.cable.number) })).toBeVisible();
  await expect(items.getByRole("spinbutton", { name: `Antal för ${ARTICLES.duct.number}` })).toHaveValue("3");

  // Texts and settings.
  const title = `Villa Eklund ${Date.now().toString(36)}`;
  await page.getByLabel("Offertens namn").fill(title);
  await page.getByRole("group", { name: "Mottagare" }).getByLabel("Namn").fill("Eklund Fastigheter AB");
  await page.getByRole("group", { name: "Mottagare" }).getByLabel("Kontaktperson").fill("Karin Eklund");
  await page.getByLabel("Avslutande meddelande").fill("Montage ingår.\nGäller vid beställning inom 30 dagar.");
  await page.getByRole("button", { name: "Spara uppgifter" }).click();
  await expect(page.getByText("Offerten har sparats.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // A quantity.
  await items.getByRole("spinbutton", { name: `Antal för ${ARTICLES.cable.number}` }).fill("4");
  await items.getByRole("button", { name: `Spara raden ${ARTICLES.cable.number}` }).click();
  await expect(page.getByText("Raden har sparats.")).toBeVisible();
  await expect(items.getByRole("spinbutton", { name: `Antal för ${ARTICLES.cable.number}` })).toHaveValue("4");

  // A custom item priced in kronor with a decimal comma, exact to the öre.
  const custom = page.getByRole("form", { name: "Lägg till egen rad" });
  await custom.getByLabel("Text").fill("Montage");
  await custom.getByLabel("Antal").fill("3");
  await custom.getByLabel("Enhet").fill("tim");
  await custom.getByLabel("Pris (kr)").fill("450,50");
  await custom.getByRole("button", { name: "Lägg till egen rad" }).click();
  await expect(page.getByText("Raden har lagts till.")).toBeVisible();
  await expect(page.getByRole("table", { name: "Egna rader" }).getByText("1 351,50 kr")).toBeVisible();

  // A small attachment: listed and downloadable.
  await page.getByLabel("Fil (högst 2 MB)").setInputFiles({
    name: "ritning.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("Planritning plan 1"),
  });
  await page.getByRole("button", { name: "Ladda upp" }).click();
  await expect(page.getByText("Bilagan ritning.txt har laddats upp.")).toBeVisible();
  const link = page.getByRole("link", { name: "Ladda ner ritning.txt" });
  const download = await page.request.get((await link.getAttribute("href")) ?? "");
  expect(download.status()).toBe(200);
  expect(await download.text()).toBe("Planritning plan 1");
  expect(download.headers()["content-disposition"]).toContain("attachment");

  // A 3 MB file: refused with the Swedish message, nothing saved.
  await page.getByLabel("Fil (högst 2 MB)").setInputFiles({
    name: "stor.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.alloc(3 * 1024 * 1024, 1),
  });
  await page.getByRole("button", { name: "Ladda upp" }).click();
  await expect(page.getByText("Filen är för stor. En bilaga får vara högst 2 MB, inget har sparats.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Ladda ner stor.pdf" })).toHaveCount(0);
  expect((await quoteViaService(request, token, quoteId)).attachments.map((a) => a.fileName)).toEqual(["ritning.txt"]);
  // axe runs as a script in the page: checked in the JS run (the markup is the same without JS).
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(page);

  // A copy opens as a new draft.
  await page.getByRole("button", { name: "Kopiera offerten" }).click();
  await expect(page.getByText("Offerten har kopierats.")).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`${quoteId}$`));
  const copyId = quoteIdOf(page);

  // Both in the list, as drafts; the list links to the quote.
  await page.goto("/mina-sidor/offerter");
  const list = page.getByRole("table", { name: "Offerter" });
  await expect(list.getByRole("row", { name: new RegExp(`^${title}`) })).toContainText("Utkast");
  await expect(list.getByRole("row", { name: new RegExp(`Kopia av ${title}`) })).toContainText("Utkast");
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(page);

  // Send the original for review: it can no longer be edited.
  await list.getByRole("link", { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${quoteId}$`));
  await page.getByRole("button", { name: "Skicka för granskning" }).click();
  await expect(page.getByText("Offerten har status Under granskning.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Spara uppgifter" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Återkalla granskning" })).toBeVisible();
  expect((await quoteViaService(request, token, quoteId)).status).toBe("inReview");

  // The status filter (the search is in quotes-offer.both.spec.ts: it needs the service's `q`).
  await page.goto("/mina-sidor/offerter");
  await page.getByLabel("Status").selectOption("inReview");
  await page.getByRole("button", { name: "Visa" }).click();
  await expect(page).toHaveURL(/status=inReview/);
  const filtered = page.getByRole("table", { name: "Offerter" });
  await expect(filtered.getByRole("row")).toHaveCount(2);
  await expect(filtered.getByRole("row", { name: new RegExp(`^${title}`) })).toContainText("Under granskning");
  expect(copyId).not.toBe(quoteId);
});
