import { expect, test, type Page } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { ARTICLES } from "./support/checkout";
import { serviceToken } from "./support/accounts-extra";
import { FRESH_BUYER_PASSWORD, signInFreshBuyer } from "./support/fresh-buyer";
import { addToQuoteButton, quotesOf } from "./support/quote-overlay";

const overlay = (page: Page) => page.getByRole("region", { name: /^Offert/ });
const CATEGORY = "/kategorier/el/kabel-och-ledning";

test("the quote overlay follows the buyer through the catalogue and closes elsewhere", async ({ page, request }) => {
  // Many page loads and additions in one journey: more than the default time on a loaded machine.
  test.slow();
  const email = await signInFreshBuyer(page, request, CATEGORY);
  await expect(overlay(page)).toHaveCount(0);

  // From the product page: the quantity chosen there goes into a new draft, and the overlay opens with the line.
  await page.goto(`/search?q=${ARTICLES.cable.number}`);
  await expect(page).toHaveURL(/\/produkt\//);
  await page.getByLabel("Antal").fill("3");
  await (await addToQuoteButton(page)).click();
  await expect(page.getByRole("status").filter({ hasText: "Lagt till i offerten Ny offert" })).toBeVisible();
  await expect(overlay(page)).toBeVisible();
  await expect(overlay(page).getByRole("heading", { name: "Offert: Ny offert" })).toBeVisible();
  await expect(overlay(page).getByRole("listitem")).toHaveText([new RegExp(`^3 .*${ARTICLES.cable.name}`)]);
  await expectNoSeriousAxeViolations(page);

  // Searching (a client-side navigation) and a category page (a full page load): still open.
  await page.getByRole("search").getByLabel("Sök produkter").fill("kabelkanal");
  await page.getByRole("search").getByRole("button", { name: "Sök" }).click();
  await expect(page).toHaveURL(/\/search\?q=kabelkanal/);
  await expect(overlay(page)).toBeVisible();
  await page.goto(CATEGORY);
  await expect(overlay(page).getByRole("listitem")).toHaveCount(1);

  // A card adds its order multiple; the overlay shows both lines.
  const card = page.locator(".product-card").filter({ hasNotText: ARTICLES.cable.name }).first();
  const cardName = ((await card.getByRole("heading").textContent()) ?? "").trim();
  await (await addToQuoteButton(card)).click();
  await expect(card.getByRole("status")).toContainText("Lagt till i offerten");
  await expect(overlay(page).getByRole("listitem")).toHaveCount(2);
  await expect(overlay(page).getByRole("listitem").nth(1)).toContainText(cardName);
  await expect(overlay(page).getByRole("link", { name: "Gå till offerten" })).toHaveAttribute(
    "href",
    /^\/mina-sidor\/offerter\/q-/,
  );

  // The cart is not a catalogue page: the overlay closes there, and stays closed back in the catalogue.
  const closed = page.waitForResponse((r) => r.url().includes("/offert/stang") && r.ok());
  await page.getByText("Varukorg", { exact: true }).first().click();
  await page.getByRole("link", { name: "Gå till varukorgen" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(overlay(page)).toHaveCount(0);
  await closed;
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${CATEGORY}$`));
  await expect(page.locator(".product-card").first()).toBeVisible();
  await expect(overlay(page)).toHaveCount(0);
  await page.goto(`/search?q=${ARTICLES.cable.number}`);
  await expect(page).toHaveURL(/\/produkt\//);
  await expect(overlay(page)).toHaveCount(0);

  // One quote holds both lines.
  const quotes = await quotesOf(request, await serviceToken(request, email, FRESH_BUYER_PASSWORD));
  expect(quotes).toHaveLength(1);
  expect(quotes[0]?.status).toBe("draft");
  expect(quotes[0]?.items.map((i) => i.quantity)[0]).toBe(3);
  expect(quotes[0]?.items).toHaveLength(2);
});

test("the overlay closes with its button or Escape, and starts a new quote on request", async ({ page, request }) => {
  test.slow();
  const email = await signInFreshBuyer(page, request, CATEGORY);
  const card = page.locator(".product-card").first();
  await (await addToQuoteButton(card)).click();
  await expect(overlay(page).getByRole("listitem")).toHaveCount(1);

  // A new quote becomes the open one; the first can be picked again from the list.
  await overlay(page).getByRole("button", { name: "Börja på en ny offert" }).click();
  await expect(overlay(page).getByText("Offerten har inga rader ännu.")).toBeVisible();
  const drafts = overlay(page).getByLabel("Byt offert");
  await expect(drafts.locator("option")).toHaveCount(1);
  await overlay(page).getByRole("button", { name: "Öppna" }).click();
  await expect(overlay(page).getByRole("listitem")).toHaveCount(1);

  const closed = page.waitForResponse((r) => r.url().includes("/offert/stang") && r.ok());
  await overlay(page).getByRole("button", { name: "Stäng offertpanelen" }).click();
  await expect(overlay(page)).toHaveCount(0);
  await expect(page.locator("#main")).toBeFocused();
  await closed;
  await page.reload();
  await expect(page.locator(".product-card").first()).toBeVisible();
  await expect(overlay(page)).toHaveCount(0);

  // The next addition goes to the open quote again and reopens the overlay; Escape closes it.
  await (await addToQuoteButton(card)).click();
  await expect(overlay(page).getByRole("listitem")).toHaveCount(2);
  await overlay(page).getByRole("button", { name: "Öppna" }).focus();
  await page.keyboard.press("Escape");
  await expect(overlay(page)).toHaveCount(0);

  // Left open, a full page load elsewhere closes it for good.
  await (await addToQuoteButton(card)).click();
  await expect(overlay(page).getByRole("listitem")).toHaveCount(3);
  const closedElsewhere = page.waitForResponse((r) => r.url().includes("/offert/stang") && r.ok());
  await page.goto("/cart");
  await closedElsewhere;
  await expect(overlay(page)).toHaveCount(0);
  await page.goto(CATEGORY);
  await expect(page.locator(".product-card").first()).toBeVisible();
  await expect(overlay(page)).toHaveCount(0);

  const quotes = await quotesOf(request, await serviceToken(request, email, FRESH_BUYER_PASSWORD));
  expect(quotes.map((q) => q.items.length).sort()).toEqual([0, 3]);
});
