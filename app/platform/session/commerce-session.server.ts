import type { AppLoadContext } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { readAccessToken, refreshMarginSeconds, tokenIsFresh } from "@shop/domain/access-token";
import type { PermissionDenial } from "@shop/domain/roles";
import { toastHeaders } from "./toast.server";
import { serverT } from "~/platform/i18n/catalogue.server";
import { loginPathFor } from "./login-path";
import { commitSession, destroySession, getSession, signedInMarker, type ShopSession } from "./session.server";
import { refreshTokens, type TokenPair } from "./auth-client.server";
import type { CommerceTransport } from "~/platform/services/commerce-client.server";
import { CommerceError, messageKeyFor } from "~/platform/services/commerce-errors.server";
import { servedBrandId } from "~/platform/brand/brand-config.server";
import { serviceFetch } from "~/platform/services/service-fetch.server";
import { timedFetch, type ServerTiming } from "~/platform/monitoring/server-timing.server";
import type { Viewer } from "./viewer";

declare module "~/platform/session/session.server" {
  interface ShopSessionData {
    /** Commerce tokens: server-side only (HttpOnly encrypted cookie, sealed-cookie.server.ts), never in loader data. */
    commerce?: {
      accessToken: string;
      refreshToken: string;
      sessionId: string;
      expiresAt: number;
      customerId: string | null;
      projectId: string | null;
      denials: PermissionDenial[];
    };
  }
}

export { ANONYMOUS_VIEWER, priceModeOf, type Viewer } from "./viewer";

export interface CommerceSession {
  transport: CommerceTransport;
  viewer: Viewer | null;
  /** Set-Cookie when the tokens were refreshed during this request; merge into the route's answer. */
  headers: Headers;
}

export function commerceBaseUrl(context: AppLoadContext): string {
  const url = context.config.COMMERCE_URL;
  if (!url) throw new Error("COMMERCE_URL is not set (wrangler.toml [vars]).");
  return url;
}

export function transportFor(
  context: AppLoadContext,
  token: string | null = null,
  fetchImpl: typeof fetch = fetch,
): CommerceTransport {
  // The service applies this brand's closing days to the delivery rules (workers/commerce/src/cart/delivery-gate.ts).
  const headers: Record<string, string> = { "X-Shop-Brand": servedBrandId(context) };
  // The service counts sign-in attempts per visitor (docs/security.md, login limits).
  if (context.clientAddress) headers["CF-Connecting-IP"] = context.clientAddress;
  // The binding or HTTP (service-fetch.server.ts); a fetch a test injects is timed the same way.
  return {
    baseUrl: commerceBaseUrl(context),
    fetch:
      fetchImpl === fetch
        ? serviceFetch(context, "commerce")
        : timedFetch(context.timing as ServerTiming | undefined, "commerce", fetchImpl),
    token,
    headers,
  };
}

/** Puts a fresh token pair into the session: tokens plus the facts the guards and pages read. */
export function storeTokens(session: ShopSession, pair: TokenPair): void {
  const facts = readAccessToken(pair.AccessToken);
  if (!facts) throw new CommerceError("invalid_response", 200, "access token without readable claims", "auth");
  session.set("userId", facts.userId);
  session.set("roles", facts.roles);
  session.set("suspended", facts.suspended);
  session.set("externalAdmin", facts.externalAdmin);
  session.set("commerce", {
    accessToken: pair.AccessToken,
    refreshToken: pair.RefreshToken,
    sessionId: pair.SessionId,
    expiresAt: facts.expiresAt,
    customerId: facts.customerId,
    projectId: facts.projectId,
    denials: facts.denials,
  });
}

function viewerOf(session: ShopSession): Viewer | null {
  const commerce = session.get("commerce");
  const userId = session.get("userId");
  if (!commerce || !userId) return null;
  return {
    userId,
    customerId: commerce.customerId,
    projectId: commerce.projectId,
    noPrices: commerce.denials.includes("EJ_SE_PRISER"),
    noDiscounts: commerce.denials.includes("EJ_SE_RABATTER"),
    denials: commerce.denials,
  };
}

/**
 * The 303 to the login page that ends a session the service no longer accepts: the cookie is
 * removed and the login page shows 'please_login' as a toast ('technical_issues' and the start page
 * for a fault of the service, spec section 7).
 */
export async function endSessionAndLogin(
  request: Request,
  context: AppLoadContext,
  session?: ShopSession,
  reason: "errors.please_login" | "errors.technical_issues" = "errors.please_login",
): Promise<Response> {
  const current = session ?? (await getSession(request, context));
  const headers = await toastHeaders(request, context, { type: "info", message: serverT(reason) });
  headers.append("Set-Cookie", await destroySession(current, request, context));
  headers.append("Set-Cookie", signedInMarker(false));
  const path = new URL(request.url).pathname;
  // A failed form post goes back to the page, not to the post's URL.
  const login = request.method === "GET" && path !== "/logga-in" ? loginPathFor(request) : "/logga-in";
  return redirect(reason === "errors.please_login" ? login : "/", { status: 303, headers });
}

const perRequest = new WeakMap<AppLoadContext, Promise<CommerceSession>>();

/**
 * The Set-Cookie values of a token refresh done during this request (none when nothing was
 * refreshed or openCommerce was not called). The request policy (app/platform/security/request-policy.server.ts)
 * adds them to any answer that does not set the session cookie itself, so a refresh reaches the
 * browser from documents, data requests and resource routes alike.
 */
export async function refreshedSessionCookies(context: AppLoadContext): Promise<string[]> {
  const pending = perRequest.get(context);
  if (!pending) return [];
  try {
    return (await pending).headers.getSetCookie();
  } catch {
    return [];
  }
}

/**
 * The commerce session of this request. The access token is refreshed first when it expires
 * within the margin (spec section 4). Memoized per request: single fetch runs several loaders at
 * once, and two refreshes with the same refresh token would make the service revoke the session.
 * A refresh the service rejects ends the session (303 to login) — unless it lost a race with a
 * parallel request of the same browser (see `refreshLostRace`); an unreachable service is an
 * error page and keeps the session, so an outage does not log everyone out.
 */
export function openCommerce(
  request: Request,
  context: AppLoadContext,
  options: { now?: () => number; fetch?: typeof fetch } = {},
): Promise<CommerceSession> {
  let pending = perRequest.get(context);
  if (!pending) {
    pending = resolveCommerce(request, context, options.now ?? Date.now, options.fetch ?? fetch);
    perRequest.set(context, pending);
  }
  return pending;
}

/** Marks the one retry of a page load whose refresh lost a race (a few seconds, then gone). */
export const REFRESH_RETRY_COOKIE = "refresh_retry";
const REFRESH_RETRY_SECONDS = 10;

function retryCookie(request: Request, maxAge: number): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${REFRESH_RETRY_COOKIE}=${maxAge > 0 ? "1" : ""}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

function isRetry(request: Request): boolean {
  return /(?:^|;\s*)refresh_retry=1(?:;|$)/.test(request.headers.get("Cookie") ?? "");
}

/** The page a data request (single fetch `.data`, `?_data=`) belongs to: where a retry goes. */
function pageUrlOf(request: Request): string {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  url.searchParams.delete("_data");
  url.searchParams.delete("_routes");
  return `${url.pathname}${url.search}`;
}

/**
 * Three tabs (or a document and its fetchers) that load inside the refresh window each present the
 * same refresh token; the first refresh rotates it and the others are refused. That is no reason
 * to end the buyer's session or to overwrite the winner's cookie:
 * - while the current access token has not expired yet, the page is answered with it and the
 *   cookie is left alone (the winner's answer carries the new pair);
 * - otherwise a GET is sent once (303, marked by a short-lived cookie) to the same page, which by
 *   then reads the winner's cookie (or, with the service's reuse grace, gets the same new pair).
 * Only a second refusal, or a refused write, ends the session.
 */
async function refreshLostRace(
  request: Request,
  context: AppLoadContext,
  session: ShopSession,
  now: () => number,
  fetchImpl: typeof fetch,
): Promise<CommerceSession | Response | null> {
  const tokens = session.get("commerce");
  if (!tokens) return null;
  if (tokens.expiresAt > Math.floor(now() / 1000)) {
    return {
      transport: transportFor(context, tokens.accessToken, fetchImpl),
      viewer: viewerOf(session),
      headers: new Headers(),
    };
  }
  if ((request.method === "GET" || request.method === "HEAD") && !isRetry(request)) {
    return redirect(pageUrlOf(request), {
      status: 303,
      headers: { "Set-Cookie": retryCookie(request, REFRESH_RETRY_SECONDS), "Cache-Control": "private, no-store" },
    });
  }
  return null;
}

async function resolveCommerce(
  request: Request,
  context: AppLoadContext,
  now: () => number,
  fetchImpl: typeof fetch,
): Promise<CommerceSession> {
  const session = await getSession(request, context);
  const headers = new Headers();
  const tokens = session.get("commerce");
  if (!tokens || !session.get("userId")) {
    return { transport: transportFor(context, null, fetchImpl), viewer: null, headers };
  }
  const margin = refreshMarginSeconds(context.config.TOKEN_REFRESH_MARGIN_SECONDS);
  if (tokenIsFresh(tokens.expiresAt, Math.floor(now() / 1000), margin)) {
    return { transport: transportFor(context, tokens.accessToken, fetchImpl), viewer: viewerOf(session), headers };
  }
  let pair: TokenPair;
  try {
    pair = await refreshTokens(transportFor(context, null, fetchImpl), tokens.refreshToken, {});
  } catch (error) {
    if (error instanceof CommerceError && (error.kind === "no_response" || error.kind === "server")) {
      throw pageResponseFor(error);
    }
    // A refresh answered with something unreadable: no session can go on.
    if (error instanceof CommerceError && error.kind === "invalid_response")
      throw await endSessionAndLogin(request, context, session, "errors.technical_issues");
    const raced =
      error instanceof CommerceError ? await refreshLostRace(request, context, session, now, fetchImpl) : null;
    if (raced instanceof Response) throw raced;
    if (raced) return raced;
    throw await endSessionAndLogin(request, context, session);
  }
  storeTokens(session, pair);
  headers.append("Set-Cookie", await commitSession(session, request, context));
  if (isRetry(request)) headers.append("Set-Cookie", retryCookie(request, 0));
  return { transport: transportFor(context, pair.AccessToken, fetchImpl), viewer: viewerOf(session), headers };
}

function pageResponseFor(error: CommerceError): Response {
  const status =
    error.kind === "forbidden"
      ? 403
      : error.kind === "not_found"
        ? 404
        : error.kind === "no_response"
          ? 503
          : error.kind === "bad_request"
            ? 400
            : 500;
  const message = `${serverT("errors.occured")} ${serverT(messageKeyFor(error))}`;
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * Spec section 8 for page loaders: 401 ends the session and sends the buyer to the login page;
 * 403, 404, ≥500 and no answer become the error page with that status. Anything that is not a
 * commerce failure is passed on unchanged.
 */
export async function commerceFailure(error: unknown, request: Request, context: AppLoadContext): Promise<unknown> {
  if (!(error instanceof CommerceError)) return error;
  if (error.kind === "unauthorized" || error.kind === "invalid_token") return endSessionAndLogin(request, context);
  if (error.kind !== "not_found") console.error(error.message, error.serviceMessage ?? "");
  return pageResponseFor(error);
}
