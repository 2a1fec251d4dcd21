import { expect, type APIRequestContext } from "@playwright/test";
import { e2ePorts } from "../ports.mjs";

const commerceUrl = `http://127.0.0.1:${e2ePorts.commercePort}`;
export const FRESH_PASSWORD = "Byggplats-2026";

export async function serviceToken(request: APIRequestContext, username: string, password: string): Promise<string> {
  const response = await request.post(`${commerceUrl}/v2/sessions/`, { data: { username, password } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { AccessToken: string }).AccessToken;
}

/**
 * A new activated buyer at customer 10001 (Byggfirman Norrland AB) or `customerId`, made the way an admin or seller
 * does it: created and invited by `creator`, activated with the token from the outbox mail.
 */
export async function activatedBuyer(
  request: APIRequestContext,
  options: {
    prefix: string;
    creator: string;
    firstName: string;
    lastName: string;
    denials?: string[];
    customerId?: string;
  },
): Promise<{ email: string; password: string; token: () => Promise<string> }> {
  const email = `${options.prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@e2e.example`;
  const creator = await serviceToken(request, options.creator, "demo1234");
  const permission = {
    customerId: options.customerId ?? "10001",
    role: "USER",
    ...(options.denials ? { permissionDenies: options.denials } : {}),
  };
  const created = await request.post(`${commerceUrl}/v2/users`, {
    headers: { Authorization: `Bearer ${creator}` },
    data: { email, firstName: options.firstName, lastName: options.lastName, customerPermissions: [permission] },
  });
  expect(created.status(), await created.text()).toBe(201);
  let activation: string | null = null;
  await expect(async () => {
    const mails = (await (await request.get(`${commerceUrl}/__dev/outbox`)).json()) as { to: string; body: string }[];
    activation = /activate-user\?token=([\w-]+)/.exec(mails.find((m) => m.to === email)?.body ?? "")?.[1] ?? null;
    expect(activation).not.toBeNull();
  }).toPass({ timeout: 10_000 });
  const activated = await request.post(`${commerceUrl}/v2/users/activate`, {
    data: { token: activation, password: FRESH_PASSWORD },
  });
  expect(activated.ok(), await activated.text()).toBe(true);
  return { email, password: FRESH_PASSWORD, token: () => serviceToken(request, email, FRESH_PASSWORD) };
}

/**
 * A new buyer invited by admin@demo.se. Tests that change a profile or place orders use one each, so they
 * never meet the demo logins' data.
 */
export function freshBuyer(
  request: APIRequestContext,
  prefix: string,
): Promise<{ email: string; password: string; token: () => Promise<string> }> {
  return activatedBuyer(request, { prefix, creator: "admin@demo.se", firstName: "Eva", lastName: "Testsson" });
}

export async function addToCartViaService(
  request: APIRequestContext,
  accessToken: string,
  items: { articleNumber: string; quantity: number; deliveryId: string }[],
) {
  const headers = { Authorization: `Bearer ${accessToken}` };
  const cart = (await (await request.get(`${commerceUrl}/v2/cart`, { headers })).json()) as { cartId: string };
  const response = await request.post(`${commerceUrl}/v2/cart/${cart.cartId}/variants/batch/add`, {
    headers,
    data: { items },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
