import { expect, type APIRequestContext } from "@playwright/test";
import { e2ePorts } from "../ports.mjs";

const commerceUrl = `http://127.0.0.1:${e2ePorts.commercePort}`;
export const FRESH_PASSWORD = "Byggplats-2026";

async function token(request: APIRequestContext, username: string, password: string): Promise<string> {
  const response = await request.post(`${commerceUrl}/v2/sessions/`, { data: { username, password } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { AccessToken: string }).AccessToken;
}

/**
 * A new buyer at customer 10001 (Byggfirman Norrland AB), made the way an admin does it: created and
 * invited by admin@demo.se, activated with the token from the outbox mail. Tests that change a
 * profile or place orders use one each, so they never meet the demo logins' data.
 */
export async function freshBuyer(
  request: APIRequestContext,
  prefix: string,
): Promise<{ email: string; password: string; token: () => Promise<string> }> {
  const email = `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@e2e.example`;
  const admin = await token(request, "admin@demo.se", "demo1234");
  const created = await request.post(`${commerceUrl}/v2/users`, {
    headers: { Authorization: `Bearer ${admin}` },
    data: {
      email,
      firstName: "Eva",
      lastName: "Testsson",
      customerPermissions: [{ customerId: "10001", role: "USER" }],
    },
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
  return { email, password: FRESH_PASSWORD, token: () => token(request, email, FRESH_PASSWORD) };
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
