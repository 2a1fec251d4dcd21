import { expect, type APIRequestContext } from "@playwright/test";
import { commerceUrl, DEMO_PASSWORD } from "./accounts";

/** Activation asks for at least 10 characters. */
export const FRESH_BUYER_PASSWORD = "besokare-2026";

/**
 * A buyer of its own (customer 10001) for each test, so the JS and no-JS runs and other files never
 * share a cart: created and invited by the site admin, activated with the mailed token.
 */
export async function freshBuyer(request: APIRequestContext): Promise<string> {
  const admin = await request.post(`${commerceUrl}/v2/sessions/`, { data: { username: "siteadmin@demo.se", password: DEMO_PASSWORD } });
  const token = ((await admin.json()) as { AccessToken: string }).AccessToken;
  const email = `fresh-buyer-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@e2e.example`;
  const created = await request.post(`${commerceUrl}/v2/users`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { email, firstName: "Vera", lastName: "Besökare", customerPermissions: [{ customerId: "10001", role: "USER", permissionDenies: [] }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  let activation: string | null = null;
  await expect(async () => {
    const mails = (await (await request.get(`${commerceUrl}/__dev/outbox`)).json()) as { to: string; body: string }[];
    activation = /activate-user\?token=([\w-]+)/.exec(mails.find((m) => m.to === email)?.body ?? "")?.[1] ?? null;
    expect(activation).not.toBeNull();
  }).toPass({ timeout: 10_000 });
  const activated = await request.post(`${commerceUrl}/v2/users/activate`, { data: { token: activation, password: FRESH_BUYER_PASSWORD } });
  expect(activated.ok(), await activated.text()).toBe(true);
  return email;
}

