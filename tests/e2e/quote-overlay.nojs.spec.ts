import { expect, test, type Page } from "./support/test";
import { ARTICLES } from "./support/checkout";
import { serviceToken } from "./support/accounts-extra";
import { FRESH_BUYER_PASSWORD, signInFreshBuyer } from "./support/fresh-buyer";
import { quotesOf } from "./support/quote-overlay";
import { e2ePorts } from "./ports.mjs";

const commerceUrl = `http://127.0.0.1:${e2ePorts.commercePort}`;

const CATEGORY = "/kategorier/el/kabel-och-ledning";
const notice = (page: Page) => page.getByRole("region", { name: "Meddelanden", exact: true });

test("without JavaScript 'Lägg till i offert' posts and returns with a notice", async ({ page, request }) => {
  const email = await signInFreshBuyer(page, request, CATEGORY);

  await page.goto(`/search?q=${ARTICLES.cable.number}`);
  const productPage = page.url();
  await page.getByLabel("Antal").fill("2");
  await page.getByRole("button", { name: /^Lägg till i offert/ }).click();
  await expect(page).toHaveURL(productPage);
  await expect(notice(page)).toContainText(`Lagt till i offerten Ny offert: 2 m ${ARTICLES.cable.name}`);
  // The overlay needs JavaScript; without it the notice is the answer.
  await expect(page.getByRole("region", { name: /^Offert/ })).toHaveCount(0);

  await page.goto(CATEGORY);
  const card = page.locator(".product-card").filter({ hasNotText: ARTICLES.cable.name }).first();
  const cardName = ((await card.getByRole("heading").textContent()) ?? "").trim();
  // On a card the button waits in its '⋯' menu, a <details> that opens without JavaScript.
  await card.locator(".card-menu > summary").click();
  await card.getByRole("button", { name: /^Lägg till i offert/ }).click();
  await expect(page).toHaveURL(new RegExp(`${CATEGORY}$`));
  await expect(notice(page)).toContainText(`Lagt till i offerten Ny offert`);
  await expect(notice(page)).toContainText(cardName);

  const quotes = await quotesOf(request, await serviceToken(request, email, FRESH_BUYER_PASSWORD));
  expect(quotes).toHaveLength(1);
  expect(quotes[0]?.items.map((i) => [i.articleNumber, i.quantity])[0]).toEqual([ARTICLES.cable.number, 2]);
  expect(quotes[0]?.items).toHaveLength(2);
});

test("without JavaScript a quote opened elsewhere receives the next addition", async ({ page, request }) => {
  const email = await signInFreshBuyer(page, request, CATEGORY);
  const token = await serviceToken(request, email, FRESH_BUYER_PASSWORD);
  const created = await request.post(`${commerceUrl}/v1/quotes`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { title: "Villa Ek" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { quoteId } = (await created.json()) as { quoteId: string };

  // What the quote page's 'Lägg till produkter i offerten' posts: the catalogue opens with a notice.
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const opened = await page.request.post("/offert/oppna", { form: { csrf, quoteId }, maxRedirects: 0 });
  expect(opened.status()).toBe(303);
  expect(opened.headers()["location"]).toBe("/kategorier");
  const refused = await page.request.post("/offert/oppna", { form: { csrf, quoteId: "q-gone" }, maxRedirects: 0 });
  expect(refused.status()).toBe(303);

  await page.goto(CATEGORY);
  const first = page.locator(".product-card").first();
  await first.locator(".card-menu > summary").click();
  await first.getByRole("button", { name: /^Lägg till i offert/ }).click();
  await expect(notice(page)).toContainText("Lagt till i offerten Villa Ek");
  const quotes = await quotesOf(request, token);
  expect(quotes.map((q) => [q.quoteId, q.items.length])).toEqual([[quoteId, 1]]);
});
