import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { e2ePorts } from "../ports.mjs";
import { FRESH_PASSWORD } from "./accounts-extra";

const commerceUrl = `http://127.0.0.1:${e2ePorts.commercePort}`;

async function token(request: APIRequestContext, username: string, password: string): Promise<string> {
  const response = await request.post(`${commerceUrl}/v2/sessions/`, { data: { username, password } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { AccessToken: string }).AccessToken;
}

export interface TrackingBuyer {
  email: string;
  token: string;
}

/**
 * A new activated buyer at customer 10001 (Byggfirman Norrland AB), created by seller@demo.se with the
 * given denials (EJ_SE_PRISER: the same articles and cart, no prices), so its cart and orders are its own.
 */
export async function trackingBuyer(request: APIRequestContext, denials: string[] = []): Promise<TrackingBuyer> {
  const email = `tracking-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@e2e.example`;
  const seller = await token(request, "seller@demo.se", "demo1234");
  const created = await request.post(`${commerceUrl}/v2/users`, {
    headers: { Authorization: `Bearer ${seller}` },
    data: {
      email,
      firstName: "Tove",
      lastName: "Spårsson",
      customerPermissions: [{ customerId: "10001", role: "USER", permissionDenies: denials }],
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
  return { email, token: await token(request, email, FRESH_PASSWORD) };
}

/** Signs in through the login form and lands on `path` (a client-side navigation: the data layer stays). */
export async function signIn(page: Page, buyer: TrackingBuyer, path: string): Promise<void> {
  await page.goto(`/logga-in?redirectTo=${encodeURIComponent(path)}`);
  await page.getByLabel("E-post").fill(buyer.email);
  await page.getByLabel("Lösenord").fill(FRESH_PASSWORD);
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(page).toHaveURL((url) => url.pathname === path);
}
