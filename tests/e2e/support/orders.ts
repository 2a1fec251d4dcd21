import { expect, type APIRequestContext } from "@playwright/test";
import { e2ePorts } from "../ports.mjs";
import { addViaService } from "./checkout";

const commerceUrl = `http://127.0.0.1:${e2ePorts.commercePort}`;

export interface OutboxMail {
  to: string;
  subject: string;
  body: string;
}

/**
 * Places an order through the commerce service (the flows under test start on the order page). The lines go in
 * without the online-purchase check, as quick order does, so a pickup order can hold an article sold only in store.
 */
export async function placeOrderViaService(
  request: APIRequestContext,
  token: string,
  deliveryId: string,
  items: { articleNumber: string; quantity: number }[],
): Promise<string> {
  await addViaService(
    request,
    token,
    items.map((i) => ({ ...i, deliveryId })),
  );
  const headers = { Authorization: `Bearer ${token}` };
  const cart = (await (await request.get(`${commerceUrl}/v2/cart`, { headers })).json()) as { cartId: string };
  const response = await request.post(`${commerceUrl}/v2/cart/${cart.cartId}/checkout`, {
    headers: { ...headers, "Idempotency-Key": `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}` },
    data: { orderDetails: { [deliveryId]: {} } },
  });
  const results = (await response.json()) as { success: boolean; orderId?: string }[];
  expect(results[0]?.success, JSON.stringify(results)).toBe(true);
  return results[0].orderId!;
}

/** The newest outbox mail that `matches`, waited for (mail is queued by the request that sent it). */
export async function outboxMail(
  request: APIRequestContext,
  matches: (mail: OutboxMail) => boolean,
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect(async () => {
    const mails = (await (await request.get(`${commerceUrl}/__dev/outbox`)).json()) as OutboxMail[];
    found = mails.find(matches);
    expect(found).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return found!;
}

/** A quote made through the service (the storefront's quote pages are not under test here). */
export async function quoteViaService(request: APIRequestContext, token: string, body: Record<string, unknown>) {
  const response = await request.post(`${commerceUrl}/v1/quotes`, {
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { quoteId: string }).quoteId;
}
