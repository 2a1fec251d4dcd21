import { expect, test } from "./support/test";
import { ARTICLES } from "./support/checkout";
import { activatedBuyer, serviceToken } from "./support/accounts-extra";
import { forgedAdd, quotesOf, signIn } from "./support/quote-overlay";

const CATEGORY = "/kategorier/el/kabel-och-ledning";
const addButtons = /^Lägg till i offert/;
// Counted with includeHidden: a card's button would wait in its closed '⋯' menu, out of the accessibility tree.

test("a visitor sees no 'Lägg till i offert' and a post is sent to the login page", async ({ page }) => {
  await page.goto(CATEGORY);
  await expect(page.locator(".product-card").first()).toBeVisible();
  await expect(page.getByRole("button", { name: addButtons, includeHidden: true })).toHaveCount(0);
  await page.goto(`/search?q=${ARTICLES.cable.number}`);
  await expect(page.getByRole("button", { name: "Lägg i varukorg" })).toBeVisible();
  await expect(page.getByRole("button", { name: addButtons, includeHidden: true })).toHaveCount(0);

  const answer = await forgedAdd(page, ARTICLES.cable.number);
  expect(answer.status()).toBe(303);
  expect(answer.headers()["location"]).toMatch(/^\/logga-in\?redirectTo=/);
});

test("a buyer with EJ_SKAPA_OFFERT sees no control and a forged post is refused", async ({ page, request }) => {
  const buyer = await activatedBuyer(request, {
    prefix: "no-quotes",
    creator: "admin@demo.se",
    firstName: "Olle",
    lastName: "Utanoffert",
    denials: ["EJ_SKAPA_OFFERT"],
  });
  await signIn(page, buyer.email, buyer.password, CATEGORY);
  await expect(page.locator(".product-card").first()).toBeVisible();
  await expect(page.getByRole("button", { name: addButtons, includeHidden: true })).toHaveCount(0);
  await page.goto(`/search?q=${ARTICLES.cable.number}`);
  await expect(page.getByRole("button", { name: "Lägg i varukorg" })).toBeVisible();
  await expect(page.getByRole("button", { name: addButtons, includeHidden: true })).toHaveCount(0);

  const answer = await forgedAdd(page, ARTICLES.cable.number);
  expect(answer.status()).toBe(403);
  expect(await answer.text()).toBe("Du har inte behörighet att skapa eller ändra offerter.");
  expect(await quotesOf(request, await serviceToken(request, buyer.email, buyer.password))).toEqual([]);
});

test("a post without the session's CSRF token is refused; redirectTo stays on the shop", async ({ page, request }) => {
  const buyer = await activatedBuyer(request, {
    prefix: "quote-csrf",
    creator: "admin@demo.se",
    firstName: "Eva",
    lastName: "Testsson",
  });
  await signIn(page, buyer.email, buyer.password, CATEGORY);
  const answer = await page.request.post("/offert/lagg-till", {
    form: { csrf: "forged", articleNumber: ARTICLES.cable.number, quantity: "1" },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(403);
  expect(await quotesOf(request, await serviceToken(request, buyer.email, buyer.password))).toEqual([]);

  // With the token the post goes through, but never back to another site.
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const added = await page.request.post("/offert/lagg-till", {
    form: { csrf, articleNumber: ARTICLES.cable.number, quantity: "1", redirectTo: "//evil.example/x" },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
  expect(added.headers()["location"]).toBe("/");
});
