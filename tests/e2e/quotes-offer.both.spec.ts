import { expect, test } from "./support/test";
import { e2ePorts } from "./ports.mjs";
import { serviceToken } from "./support/accounts-extra";
import { ARTICLES } from "./support/checkout";
import { FRESH_BUYER_PASSWORD, freshBuyer } from "./support/fresh-buyer";
import { createQuoteViaService, deskOffer, quoteViaService } from "./support/quotes";

const commerceUrl = `http://127.0.0.1:${e2ePorts.commercePort}`;

/**
 * The wholesaler's offer to the order, with and without JavaScript. Needs the quote service's desk offer, the cart
 * from a quote at agreed prices and the order completing the quote (wt-qsvc): it cannot pass before that merge.
 */
test("an offered quote is accepted, goes to the cart at the agreed price, is ordered and completed", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = await freshBuyer(request);
  const token = await serviceToken(request, email, FRESH_BUYER_PASSWORD);
  const title = `Offert till order ${Date.now().toString(36)}`;
  const quoteId = await createQuoteViaService(request, token, {
    title,
    items: [{ articleNumber: ARTICLES.cable.number, quantity: 2 }],
    customItems: [{ name: "Montage", quantity: 1, unit: "tim", price: 500 }],
  });
  const review = await request.patch(`${commerceUrl}/v1/quotes/${quoteId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { status: "inReview" },
  });
  expect(review.ok(), await review.text()).toBe(true);
  const [line] = (await quoteViaService(request, token, quoteId)).items;
  await deskOffer(request, quoteId, [{ quoteItemId: line.quoteItemId, agreedPrice: 99.9 }]);

  await page.goto(`/logga-in?redirectTo=${encodeURIComponent(`/mina-sidor/offerter/${quoteId}`)}`);
  await page.getByLabel("E-post").fill(email);
  await page.getByLabel("Lösenord").fill(FRESH_BUYER_PASSWORD);
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Offert mottagen")).toBeVisible();
  const items = page.getByRole("table", { name: "Artiklar" });
  await expect(items.getByRole("columnheader", { name: "Överenskommet inköpspris" })).toBeVisible();
  await expect(items.getByRole("row", { name: new RegExp(ARTICLES.cable.number) })).toContainText("99,90 kr");

  await page.getByRole("button", { name: "Acceptera offert" }).click();
  await expect(page.getByText("Offerten har status Accepterad.")).toBeVisible();
  await page.getByRole("button", { name: "Lägg i varukorgen" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(
    page.getByText("1 rad från offerten har lagts i varukorgen. Kom inte med: Montage (egen rad)."),
  ).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(ARTICLES.cable.name) })).toContainText("99,90");

  await page.getByRole("link", { name: "Till leverans" }).click();
  await expect(page).toHaveURL(/\/delivery$/);
  await page.locator("#address-DBI-new").check();
  await page.locator("#new-DBI-name").fill("Eklund Fastigheter AB");
  await page.locator("#new-DBI-recipientName").fill("Karin Eklund");
  await page.locator("#new-DBI-address1").fill("Storgatan 12");
  await page.locator("#new-DBI-postalCode").fill("114 55");
  await page.locator("#new-DBI-postalAddress").fill("Stockholm");
  await page.getByRole("button", { name: "Till sammanfattning" }).click();
  await expect(page).toHaveURL(/\/summary$/);
  await page.getByRole("button", { name: "Skicka order" }).click();
  await expect(page).toHaveURL(/\/checkout-success-page$/);

  await page.goto(`/mina-sidor/offerter/${quoteId}`);
  await expect(page.getByRole("definition").filter({ hasText: "Slutförd" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Lägg i varukorgen" })).toHaveCount(0);
});

// Needs the quote service's `q` (title, receiver name, quote id) — wt-qsvc.
test("my quotes are found by a word of the title or by the quote id", async ({ page, request }) => {
  const email = await freshBuyer(request);
  const token = await serviceToken(request, email, FRESH_BUYER_PASSWORD);
  const word = Date.now().toString(36);
  const first = await createQuoteViaService(request, token, { title: `Förskola ${word}` });
  const second = await createQuoteViaService(request, token, { title: "Garage" });
  await page.goto(`/logga-in?redirectTo=${encodeURIComponent("/mina-sidor/offerter")}`);
  await page.getByLabel("E-post").fill(email);
  await page.getByLabel("Lösenord").fill(FRESH_BUYER_PASSWORD);
  await page.getByRole("button", { name: "Logga in" }).click();
  const table = page.getByRole("table", { name: "Offerter" });
  await expect(table.getByRole("row")).toHaveCount(3);

  await page.getByLabel("Sök offert").fill(word);
  await page.getByRole("button", { name: "Visa" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("link", { name: `Förskola ${word}` })).toHaveAttribute(
    "href",
    `/mina-sidor/offerter/${first}`,
  );

  await page.getByLabel("Sök offert").fill(second);
  await page.getByRole("button", { name: "Visa" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${second}`));
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("link", { name: "Garage" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "1 offert" })).toBeVisible();
});
