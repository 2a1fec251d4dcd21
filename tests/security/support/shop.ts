import { expect, type APIRequestContext, type APIResponse, type Page } from "@playwright/test";
import { e2ePorts } from "../../e2e/ports.mjs";
import { DEMO_PASSWORD } from "../../e2e/support/login";

export const SHOP = `http://127.0.0.1:${e2ePorts.storefrontPort}`;
export const COMMERCE = `http://127.0.0.1:${e2ePorts.commercePort}`;
export { DEMO_PASSWORD };

/** Targets that left the site before the fix, or could with a naive check. */
export const DANGEROUS_TARGETS = [
  "/.//evil.example",
  "/./\\evil.example",
  "/%2e%2e//evil.example",
  "/%2f/evil.example",
  "/%5cevil.example",
  "/\t/evil.example",
  "//evil.example",
  "///evil.example",
  "https://evil.example/",
  "javascript:alert(1)",
  "https://127.0.0.1@evil.example/",
];

/** A Location header that stays on the shop: a path (not "//…" or "/\…") or an absolute URL on the shop. */
export function expectSameOriginLocation(response: APIResponse) {
  const location = response.headers()["location"];
  expect(location, `status ${response.status()}`).toBeTruthy();
  // A path on the shop, or an absolute URL on the shop itself; never "//host", "/\host" or a scheme.
  expect(location!.startsWith(`${SHOP}/`) || /^\/(?![/\\])/.test(location!)).toBe(true);
  expect(new URL(location!, SHOP).origin).toBe(SHOP);
  expect(location).not.toContain("evil.example");
}

/** The CSRF token of a page's forms (the header's forms carry the session's token). */
export async function csrfOf(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const match = /name="csrf" value="([^"]+)"/.exec(html);
  expect(match, `no CSRF field on ${path}`).not.toBeNull();
  return match![1]!;
}

/** Signs in through the login form with the API client (its own cookie jar). */
export async function apiLogIn(request: APIRequestContext, email: string, redirectTo?: string): Promise<APIResponse> {
  const csrf = await csrfOf(request, "/logga-in");
  const form: Record<string, string> = { csrf, email, password: DEMO_PASSWORD };
  if (redirectTo !== undefined) form.redirectTo = redirectTo;
  const response = await request.post("/logga-in", { form, maxRedirects: 0 });
  expect(response.status()).toBe(303);
  return response;
}

export async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === "__session");
}
