/**
 * The CSRF token of the session: created on first use, echoed by every form in the field
 * CSRF_FIELD (app/platform/session/csrf.ts, rendered by <CsrfField />), checked by every action.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { serverT } from "~/platform/i18n/catalogue.server";
import { CSRF_FIELD } from "./csrf";
import { commitSession, getSession, hasSessionCookie, type ShopSession } from "./session.server";

/**
 * The session's CSRF token, created on first use. When it was created the caller must commit the
 * session, so the returned `created` flag says whether a Set-Cookie is needed.
 */
export function getCsrfToken(session: ShopSession): { token: string; created: boolean } {
  const existing = session.get("csrf");
  if (existing) return { token: existing, created: false };
  const token = crypto.randomUUID();
  session.set("csrf", token);
  return { token, created: true };
}

export function equalInConstantTime(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/**
 * Whether the browser says this post comes from the shop's own pages: a matching `Origin`, or
 * `Sec-Fetch-Site: same-origin` where a browser leaves Origin out. Other clients prove nothing.
 */
export function provenSameOrigin(request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (origin === "null") return false;
  if (origin !== null) {
    try {
      return new URL(origin).origin === new URL(request.url).origin;
    } catch {
      return false;
    }
  }
  return request.headers.get("Sec-Fetch-Site") === "same-origin";
}

/**
 * Refuses a form post whose CSRF field does not match the session's token. SameSite=Lax already
 * stops most cross-site posts; this covers same-site subdomains and older browsers.
 *
 * A visitor's page can come from the shared edge cache, which holds no token (app/edge-cache), so a
 * form of a visitor who is not signed in may come without one: it is accepted only when the browser
 * proves the post is same-origin. A signed-in session always needs its token (its pages are never
 * shared), and a token that is sent must match.
 */
export function verifyCsrf(formData: FormData, session: ShopSession, request: Request): void {
  const sent = formData.get(CSRF_FIELD);
  const expected = session.get("csrf");
  const visitorWithoutToken = (sent === null || sent === "") && !session.get("userId") && provenSameOrigin(request);
  if (visitorWithoutToken) return;
  if (typeof sent !== "string" || !expected || !equalInConstantTime(sent, expected)) {
    throw new Response(serverT("errors.csrf_invalid"), {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}

const perRequest = new WeakMap<AppLoadContext, Promise<{ token: string; setCookie: string | null }>>();

/**
 * The session's CSRF token for the forms of this request. The root (header login/logout forms)
 * and a page (login page) may both ask in the same request; memoized so a new session gets one
 * token and one identical Set-Cookie, not two competing ones.
 */
export function csrfForRequest(
  request: Request,
  context: AppLoadContext,
): Promise<{ token: string; setCookie: string | null }> {
  let pending = perRequest.get(context);
  if (!pending) {
    pending = (async () => {
      const session = await getSession(request, context);
      const { token, created } = getCsrfToken(session);
      return { token, setCookie: created ? await commitSession(session, request, context) : null };
    })();
    perRequest.set(context, pending);
  }
  return pending;
}

/**
 * The token for the forms of a page that every visitor may get from the edge cache: only for a browser that
 * already has a session, so a first visit sets no cookie (its forms post without a token, see `verifyCsrf`).
 */
export async function csrfIfSession(
  request: Request,
  context: AppLoadContext,
): Promise<{ token: string | null; setCookie: string | null }> {
  if (!hasSessionCookie(request)) return { token: null, setCookie: null };
  return csrfForRequest(request, context);
}
