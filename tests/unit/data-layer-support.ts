/**
 * Helpers for the data-layer tests of the cart and checkout routes: a load context with a tag-manager
 * id, a loader or action run with the buyer's cookie jar, the demo lines and their expected products.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { expect } from "vitest";
import type { DataLayerEvent } from "@shop/domain/data-layer-events";
import { testLoadContext } from "../support/load-context";
import { cartItem, COMMERCE_URL } from "../routes/commerce-fake";

const kv = { get: async () => null, put: async () => undefined };

export function gtmContext(request: Request, gtmId = "GTM-ROUTE7"): AppLoadContext {
  return testLoadContext({ SESSION_SECRET: "route-test-secret", COMMERCE_URL, CACHE: kv, GTM_ID: gtmId }, { request });
}

type Handler = (args: { request: Request; params: Record<string, string>; context: AppLoadContext }) => unknown;
export type Answer = Record<string, unknown> & { dataLayer?: DataLayerEvent[]; cookie: string };

/** Runs a loader (GET) or action (`body`) and answers its data plus the cookie jar after its Set-Cookie headers. */
export async function run(
  handler: Handler,
  url: string,
  cookie: string,
  options: { gtmId?: string; body?: FormData | URLSearchParams; params?: Record<string, string> } = {},
): Promise<Answer> {
  const request = new Request(url, {
    method: options.body ? "POST" : "GET",
    headers: { Cookie: cookie },
    body: options.body,
  });
  const result = (await handler({
    request,
    params: options.params ?? {},
    context: gtmContext(request, options.gtmId),
  })) as unknown;
  const wrapped = result && typeof result === "object" && "init" in result && "data" in result;
  const data = (wrapped ? result.data : result) as Record<string, unknown>;
  const init = wrapped ? (result.init as ResponseInit | null) : null;
  return { ...data, cookie: cookieJar(cookie, new Headers(init?.headers).getSetCookie()) };
}

/** The Cookie header a browser sends after these Set-Cookie headers (a Max-Age=0 cookie is dropped). */
export function cookieJar(cookie: string, setCookies: string[]): string {
  const jar = new Map(cookie ? cookie.split("; ").map((c) => [c.split("=")[0], c] as const) : []);
  for (const set of setCookies) {
    const [pair] = set.split(";");
    if (/Max-Age=0/i.test(set)) jar.delete(pair.split("=")[0]);
    else jar.set(pair.split("=")[0], pair);
  }
  return [...jar.values()].join("; ");
}

/** No price of any kind in the events: the EJ_SE_PRISER rule. */
export function expectNoAmounts(events: DataLayerEvent[] | undefined): void {
  const text = JSON.stringify(events ?? []);
  for (const key of ["price", "metric1", "cartTotal", "revenue", "value"]) expect(text).not.toContain(`"${key}"`);
}

export const BREAKER = cartItem({
  cartItemId: "ci-1",
  articleNumber: "1000037",
  name: "Dvärgbrytare 3-pol C 6 A",
  quantity: 4,
  netPrice: 199.9,
  salesPrice: 249,
  productId: "p-10",
  categories: ["El", "Installation"],
  brand: "ABB",
});

export const CABLE = cartItem({
  cartItemId: "ci-2",
  articleNumber: "1000518",
  name: "Installationskabel EKK 3G1,5",
  quantity: 50,
  unit: "m",
  netPrice: 12.5,
  alloyingPrice: 1.25,
  productId: "p-20",
  categories: ["El", "Kabel"],
  brand: "Draka",
});

const breaker = {
  name: "Dvärgbrytare 3-pol C 6 A",
  id: "p-10",
  variant: "1000037",
  brand: "ABB",
  category: "El/Installation",
};
const cable = {
  name: "Installationskabel EKK 3G1,5",
  id: "p-20",
  variant: "1000518",
  brand: "Draka",
  category: "El/Kabel",
};

/** The lines as the events show them: price = net + alloying, metric1 = list price where known. */
export const product = {
  breaker: { ...breaker, price: "199.90", metric1: "249.00", quantity: 4 },
  cable: { ...cable, price: "13.75", quantity: 50 },
  noPrices: { breaker: { ...breaker, quantity: 4 }, cable: { ...cable, quantity: 50 } },
};

/** GA4's fields beside the specification's (domain/data-layer-events.ts ga4); the domain tests check them. */
const GA4_KEYS = new Set([
  "currency",
  "value",
  "items",
  "item_list_id",
  "item_list_name",
  "transaction_id",
  "affiliation",
  "tax",
  "shipping",
]);

/** The events with only the Universal Analytics layout the specification lists, for whole-event comparisons. */
export function uaFields<T>(events: T): T {
  if (!Array.isArray(events)) return events;
  return events.map((event) => {
    const ecommerce = (event as DataLayerEvent).ecommerce;
    if (!ecommerce) return event;
    return {
      ...event,
      ecommerce: Object.fromEntries(Object.entries(ecommerce).filter(([key]) => !GA4_KEYS.has(key))),
    };
  }) as T;
}
