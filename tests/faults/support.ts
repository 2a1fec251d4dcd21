/** Shared by the fault tests: the stack's control port, commerce set-up calls, and the buyer's sign-in. */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { faultPorts } from "./ports.mjs";

export const storefrontUrl = `http://127.0.0.1:${faultPorts.storefrontPort}`;
const commerceUrl = `http://127.0.0.1:${faultPorts.commercePort}`;
const controlUrl = `http://127.0.0.1:${faultPorts.controlPort}`;

/** Tells the fault stack (scripts/serve-faults.mjs) what to break: /delay, /stop, /start, /checkout, /reset. */
export async function fault(request: APIRequestContext, action: string, body: Record<string, unknown> = {}) {
  const response = await request.post(`${controlUrl}/${action}`, { data: body, timeout: 120_000 });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { checkoutFired: number; stopped: string[] };
}

export async function commerceToken(request: APIRequestContext, email: string, context: Record<string, string> = {}) {
  const response = await request.post(`${commerceUrl}/v2/sessions/`, {
    data: { username: email, password: "demo1234", ...context },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { AccessToken: string }).AccessToken;
}

export async function commerce(request: APIRequestContext, token: string, path: string, data?: unknown) {
  const headers = { Authorization: `Bearer ${token}` };
  const response = data
    ? await request.post(`${commerceUrl}${path}`, { headers, data })
    : await request.get(`${commerceUrl}${path}`, { headers });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return response.json();
}

/** Signs in through the login form (no JavaScript) and lands on `redirectTo`. */
export async function logIn(page: Page, email: string, redirectTo: string) {
  await page.goto(`/logga-in?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel("E-post").fill(email);
  await page.getByLabel("Lösenord").fill("demo1234");
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(page).toHaveURL((url) => url.pathname === new URL(redirectTo, storefrontUrl).pathname);
}

/** Seeded ordinary articles (workers/commerce/src/seed/generate.ts articleNumberAt(17 +)). */
export const ORDINARY_ARTICLES = ["1000629", "1000666", "1000703"];

/** The token's cart, emptied; answers its id. */
export async function emptyCart(request: APIRequestContext, token: string): Promise<string> {
  const { cartId } = (await commerce(request, token, "/v2/cart")) as { cartId: string };
  const response = await request.delete(`${commerceUrl}/v2/cart/${cartId}/variants`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return cartId;
}
