import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { signInThroughForm } from "./login";
import { e2ePorts, e2eQuoteDeskKey } from "../ports.mjs";
import { serviceToken } from "./accounts-extra";
import { addViaService } from "./checkout";
import { FRESH_BUYER_PASSWORD, freshBuyer } from "./fresh-buyer";

const commerceUrl = `http://127.0.0.1:${e2ePorts.commercePort}`;

/** A fresh buyer with `items` in the cart, signed in on the cart page. Returns the buyer's commerce token. */
export async function buyerWithCart(
  page: Page,
  request: APIRequestContext,
  items: { articleNumber: string; quantity: number }[],
): Promise<string> {
  const email = await freshBuyer(request);
  const token = await serviceToken(request, email, FRESH_BUYER_PASSWORD);
  await addViaService(
    request,
    token,
    items.map((i) => ({ ...i, deliveryId: "DBI" })),
  );
  await signInThroughForm(page, { email, password: FRESH_BUYER_PASSWORD, redirectTo: "/cart" });
  return token;
}

/** The quote id of the quote page the browser is on. */
export function quoteIdOf(page: Page): string {
  const id = /\/mina-sidor\/offerter\/([\w-]+)$/.exec(new URL(page.url()).pathname)?.[1];
  expect(id).toBeTruthy();
  return id as string;
}

export async function quoteViaService(request: APIRequestContext, token: string, quoteId: string) {
  const response = await request.get(`${commerceUrl}/v1/quotes/${quoteId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as {
    status: string;
    title: string;
    items: { quoteItemId: string; articleNumber: string; quantity: number }[];
    customItems: { name: string; price: number | null }[];
    attachments: { fileName: string }[];
  };
}

/** The wholesaler's quote desk answers a review with an offer: an agreed purchase price per catalogue line. */
export async function deskOffer(
  request: APIRequestContext,
  quoteId: string,
  items: { quoteItemId: string; agreedPrice: number }[],
) {
  const response = await request.post(`${commerceUrl}/v1/quotes/${quoteId}/offer`, {
    headers: { Authorization: `QuoteDesk ${e2eQuoteDeskKey}` },
    data: { items },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A quote made directly in the service for `token`'s buyer (setup only; the flows go through the pages). */
export async function createQuoteViaService(
  request: APIRequestContext,
  token: string,
  body: Record<string, unknown>,
): Promise<string> {
  const response = await request.post(`${commerceUrl}/v1/quotes`, {
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { quoteId: string }).quoteId;
}
