import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { e2ePorts } from "../ports.mjs";

export { DEMO_PASSWORD } from "./login";
import { DEMO_PASSWORD, signInThroughForm } from "./login";
const commerceUrl = `http://127.0.0.1:${e2ePorts.commercePort}`;

/** Seeded articles (workers/commerce/src/seed/generate.ts). */
export const ARTICLES = {
  cable: { number: "1028268", name: "Halogenfri kabel EQLQ Kopparlinjen KL14 4G6 100 m trumma" },
  duct: { number: "1009805", name: "Kabelkanal Kanalteknik KT50 60x110 mm" },
  ladder: { number: "1085803", name: "Kabelstege Kanalteknik KT60 300 mm" },
  onlyStore: { number: "1000185" },
  discontinuedNoStock: { number: "1000111" },
  replacement: { number: "1000074" },
};

/** A commerce token for test setup (emptying the cart); the flows themselves go through the pages. */
export async function commerceToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(`${commerceUrl}/v2/sessions/`, {
    data: { username: email, password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { AccessToken: string }).AccessToken;
}

/** The same for a punch-out account, which signs in only through the OCI entry (POST /v2/oci/sessions). */
export async function ociCommerceToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(`${commerceUrl}/v2/oci/sessions`, {
    data: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { AccessToken: string }).AccessToken;
}

export async function emptyCart(request: APIRequestContext, token: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const cart = (await (await request.get(`${commerceUrl}/v2/cart`, { headers })).json()) as {
    cartId: string;
    deliveries: { deliveryId: string }[];
  };
  await request.delete(`${commerceUrl}/v2/cart/${cart.cartId}/variants`, { headers });
  return cart.cartId;
}

/**
 * A cart line as it sits after the rules changed under it (a store-only or discontinued article added before): the
 * add path refuses it now, so the development entry's `/__dev/cart-lines` puts it in (workers/commerce/src/cart/
 * rule-bypass.ts).
 */
export async function addLineAsBeforeRuleChange(
  request: APIRequestContext,
  cartId: string,
  line: { articleNumber: string; quantity: number; deliveryId: string },
) {
  const response = await request.post(`${commerceUrl}/__dev/cart-lines`, { data: { cartId, ...line } });
  expect(response.status()).toBe(201);
}

export async function addViaService(
  request: APIRequestContext,
  token: string,
  items: { articleNumber: string; quantity: number; deliveryId: string }[],
) {
  const headers = { Authorization: `Bearer ${token}` };
  const cart = (await (await request.get(`${commerceUrl}/v2/cart`, { headers })).json()) as { cartId: string };
  const response = await request.post(`${commerceUrl}/v2/cart/${cart.cartId}/variants/batch/add`, {
    headers,
    data: { items },
  });
  expect(response.ok()).toBe(true);
  for (const deliveryId of new Set(items.map((i) => i.deliveryId))) {
    await request.put(`${commerceUrl}/v2/cart/${cart.cartId}/delivery/${deliveryId}/includeInOrder`, {
      headers,
      data: { isIncludedInOrder: true },
    });
  }
}

export async function orderCount(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get(`${commerceUrl}/orders/search?limit=1`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { total: number }).total;
}

export async function logIn(page: Page, email: string, redirectTo = "/cart") {
  await signInThroughForm(page, { email, redirectTo });
}

/**
 * Opens the shop as a punch-out account the way a procurement system does (the OCI entry /punchout),
 * then goes to `path`. The normal login refuses punch-out accounts.
 */
export async function ociLogIn(page: Page, email: string, path = "/cart") {
  const fields = new URLSearchParams({
    USERNAME: email,
    PASSWORD: DEMO_PASSWORD,
    HOOK_URL: "http://127.0.0.1:9/oci/hook",
    "~OkCode": "ADDI",
    "~TARGET": "_top",
    "~CALLER": "CTLG",
  });
  await page.goto(`/punchout?${fields}`);
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await page.goto(path);
}

/**
 * The weekday after `date` (YYYY-MM-DD): a later date than the cart's default. (App modules are not
 * imported here: they pull in JSON brand files that Playwright's loader cannot read.)
 */
export function nextWeekday(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return day.toISOString().slice(0, 10);
}
