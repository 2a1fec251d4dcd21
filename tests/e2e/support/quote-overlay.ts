import { expect, test, type APIRequestContext, type Locator, type Page } from "./test";
import { signInThroughForm } from "./login";
import { e2ePorts } from "../ports.mjs";

const commerceUrl = `http://127.0.0.1:${e2ePorts.commercePort}`;

interface ServiceQuote {
  quoteId: string;
  status: string;
  items: { articleNumber: string; quantity: number }[];
}

/** The buyer's quotes as the commerce service holds them (the quote pages are another part of the work). */
export async function quotesOf(request: APIRequestContext, token: string): Promise<ServiceQuote[]> {
  const headers = { Authorization: `Bearer ${token}` };
  const list = await request.get(`${commerceUrl}/v1/quotes`, { headers });
  expect(list.ok(), await list.text()).toBe(true);
  const { data } = (await list.json()) as { data: { quoteId: string }[] };
  return Promise.all(
    data.map(async ({ quoteId }) => {
      const one = await request.get(`${commerceUrl}/v1/quotes/${quoteId}`, { headers });
      expect(one.ok(), await one.text()).toBe(true);
      return (await one.json()) as ServiceQuote;
    }),
  );
}

/** Signs in through the login form and lands on `path`. */
export async function signIn(page: Page, email: string, password: string, path: string) {
  await signInThroughForm(page, { email, password, redirectTo: path });
}

/** A post made outside the shop's forms, with the page's own session and CSRF token (a forged request). */
export async function forgedAdd(page: Page, articleNumber: string) {
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  return page.request.post("/offert/lagg-till", {
    form: { csrf, articleNumber, quantity: "1" },
    // Same-origin, as the browser's own form post would say: a visitor's shared page carries no token.
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
}

/**
 * A 'Lägg till i offert' button ready for a click (a card's opens its '⋯' menu). With JavaScript its code loads after the page: a click before
 * that is an ordinary post (it works, with a notice, but opens no overlay), so tests of the overlay wait for it.
 */
export async function addToQuoteButton(scope: Page | Locator) {
  // On a product card the button waits in the card's '⋯' menu (a <details>): open it first.
  const menu = scope.locator("details.card-menu:not([open]) > summary");
  if ((await menu.count()) === 1) await menu.click();
  const button = scope.getByRole("button", { name: /^Lägg till i offert/ });
  if (test.info().project.use.javaScriptEnabled !== false) await expect(button).toHaveAttribute("data-enhanced", "");
  return button;
}
