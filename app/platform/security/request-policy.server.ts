/**
 * The storefront's request policy, applied around Remix's request handler for every request the
 * worker answers (documents, data requests, resource routes, redirects, errors):
 *
 * - before: a state-changing request (POST, PUT, PATCH, DELETE) from another origin, or from an
 *   opaque one (`Origin: null`), is refused with 403 — the Swedish error page for a browser
 *   navigation, JSON `{ message }` for data and API requests. Remix's own check would answer these
 *   with an empty 500 (it throws in handleDocumentRequest before any hook of ours runs), and it
 *   does not look at `?_data=` posts at all. Exempt: the punch-out entry (`/punchout`, `/punchout/*`),
 *   which procurement systems post to from their own origin by design. No `Origin` at all (old
 *   browsers without scripts) is allowed: the CSRF token of every form still has to match.
 * - after: a token refresh of this request that no route put into its answer is added (so a
 *   refreshed session cookie reaches the browser on every response type), and the headers of
 *   `finishResponse` are set.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { refreshedSessionCookies } from "~/platform/session/commerce-session.server";
import { FORM_BODY_LIMIT } from "./form-data.server";
import {
  forbiddenResponse,
  methodNotAllowedResponse,
  payloadTooLargeResponse,
  uriTooLongResponse,
} from "./refusal-response.server";
import { getSession, SESSION_COOKIE_NAME } from "~/platform/session/session.server";
import { fromEdgeCache } from "~/platform/edge-cache/edge-cache.server";
import { sharedPageRequest } from "~/platform/edge-cache/edge-cache-policy";
import { applyBaselineSecurityHeaders, NON_DOCUMENT_CSP } from "./security-headers.server";
import { applyServerTiming, type ServerTiming } from "~/platform/monitoring/server-timing.server";

type RequestHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

/**
 * What features add to the policy (app/request-rules.server.ts composes them): the platform knows no route of a
 * feature. `bodyLimits`: the first entry whose path matches sets the body ceiling, and may answer a too-large body
 * in its own format; `refusal`: a feature's early answer before any route runs (punch-out inspect mode).
 */
export interface RequestRules {
  bodyLimits: readonly { path: RegExp; limit: number; tooLarge?: (request: Request) => Response }[];
  refusal: (request: Request, context: AppLoadContext) => Promise<Response | null>;
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Reached cross-site by design (see app/routes/punchout.tsx). */
function isPunchoutEntry(pathname: string): boolean {
  return pathname === "/punchout" || pathname.startsWith("/punchout/");
}

/** Why a write is refused, or null when it may go on. */
export function crossOriginWrite(request: Request): "cross-origin" | null {
  if (!STATE_CHANGING.has(request.method)) return null;
  const url = new URL(request.url);
  if (isPunchoutEntry(url.pathname)) return null;
  const origin = request.headers.get("Origin");
  if (origin === null) {
    // Browsers that send Fetch Metadata also send Origin on posts; this only covers odd clients.
    return request.headers.get("Sec-Fetch-Site") === "cross-site" ? "cross-origin" : null;
  }
  if (origin === "null") return "cross-origin";
  try {
    return new URL(origin).origin === url.origin ? null : "cross-origin";
  } catch {
    return "cross-origin";
  }
}

function tooLargeResponse(rules: RequestRules, request: Request, path: string): Response {
  const own = rules.bodyLimits.find((rule) => rule.path.test(path))?.tooLarge;
  return own ? own(request) : payloadTooLargeResponse(request);
}

/** Pages and files that belong to one buyer even when the session cookie is missing or new. */
const PERSONAL_PATHS = [
  /^\/mina-sidor(?:\/|\.data$|$)/,
  /^\/(?:cart|delivery|summary|checkout-success-page|snabborder|logga-in|logga-ut|varukorg)(?:\/|\.data$|$)/,
  /^\/api\/(?:varukorg|orderbekraftelse)(?:\/|$)/,
  /^\/punchout(?:\/|$)/,
];

function setsSessionCookie(headers: Headers): boolean {
  return headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`));
}

async function signedIn(request: Request, context: AppLoadContext): Promise<boolean> {
  try {
    return !!(await getSession(request, context)).get("userId");
  } catch {
    return false;
  }
}

/**
 * The headers every answer gets:
 * - the baseline (nosniff, Referrer-Policy, HSTS, Permissions-Policy) on everything;
 * - a locked-down CSP on everything that is not an HTML document (JSON, PDF, CSV, XLSX, text,
 *   redirects): such a body is never a page that may run script or be framed;
 * - `Cache-Control: private, no-store` on anything personal: a signed-in buyer's request, a
 *   response that sets the session cookie, and the buyer's own pages and files (PERSONAL_PATHS).
 *   Public catalogue and content pages for visitors keep the caching their routes chose.
 */
export async function finishResponse(request: Request, context: AppLoadContext, response: Response): Promise<Response> {
  // A copy: responses passed through from fetch() (the order PDF) have immutable headers.
  const answer = new Response(response.body, response);
  const headers = answer.headers;
  if (!setsSessionCookie(headers))
    for (const cookie of await refreshedSessionCookies(context)) headers.append("Set-Cookie", cookie);
  applyBaselineSecurityHeaders(headers);
  headers.set("X-Content-Type-Options", "nosniff");
  // HTML documents carry their own policy (entry.server); single-fetch data (`.data`, read only by
  // the shop's own scripts) is left as Remix sends it; anything else gets the locked-down one.
  const path = new URL(request.url).pathname;
  const isHtml = isHtmlResponse(answer);
  if (!path.endsWith(".data") && (!isHtml || !headers.has("Content-Security-Policy")))
    headers.set("Content-Security-Policy", NON_DOCUMENT_CSP);
  if (
    setsSessionCookie(headers) ||
    PERSONAL_PATHS.some((pattern) => pattern.test(path)) ||
    (await signedIn(request, context))
  ) {
    headers.set("Cache-Control", "private, no-store");
  }
  applyServerTiming(headers, context.timing as ServerTiming | undefined);
  return answer;
}

/**
 * The most a request body to this path may carry. Actions that can say more (quick order: the message
 * next to the file field) read with `formDataWithin` below this ceiling; this is the backstop for every
 * other action, so no form of the shop is read into memory whatever its size.
 */
export function bodyLimitFor(rules: RequestRules, pathname: string): number {
  return rules.bodyLimits.find((rule) => rule.path.test(pathname))?.limit ?? 4 * FORM_BODY_LIMIT;
}

/**
 * The request with its body capped at `limit` bytes: a declared larger size is refused at once; a body
 * without Content-Length is counted while Remix reads it, and `overflowed()` tells afterwards whether it
 * was cut (the action then failed reading it, and the answer becomes a 413 instead of that failure).
 */
function capBody(request: Request, limit: number): { request: Request; overflowed: () => boolean } | "too-large" {
  if (!request.body || !STATE_CHANGING.has(request.method)) return { request, overflowed: () => false };
  const declared = request.headers.get("Content-Length");
  if (declared !== null && Number(declared) > limit) return "too-large";
  let size = 0;
  let overflow = false;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > limit) {
          overflow = true;
          controller.error(new Error("request body over the limit"));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  return { request: new Request(request, { body: counted }), overflowed: () => overflow };
}

/**
 * A refusal sent while the client is still sending its body can reach it as a reset connection instead of the
 * Swedish page; a small declared body (a form) is read and dropped first. Large or unknown ones are not read.
 */
async function drainSmallBody(request: Request) {
  const length = Number(request.headers.get("Content-Length") ?? NaN);
  if (!request.body || !(length >= 0 && length <= 64 * 1024)) return;
  await request.arrayBuffer().catch(() => undefined);
}

function isHtmlResponse(response: Response): boolean {
  return /^text\/html\b/i.test(response.headers.get("Content-Type") ?? "");
}

/** Remix's handler wrapped in the policy; called by the worker entry (workers/storefront/index.ts). */
export async function handleShopRequest(
  rules: RequestRules,
  request: Request,
  context: AppLoadContext,
  handleRemixRequest: RequestHandler,
  buildVersion = "dev",
): Promise<Response> {
  if (crossOriginWrite(request)) {
    await drainSmallBody(request);
    return finishResponse(request, context, forbiddenResponse(request));
  }
  const inspectRefusal = await rules.refusal(request, context);
  if (inspectRefusal) {
    await drainSmallBody(request);
    return finishResponse(request, context, inspectRefusal);
  }
  const path = new URL(request.url).pathname;
  const capped = capBody(request, bodyLimitFor(rules, path));
  if (capped === "too-large") return finishResponse(request, context, tooLargeResponse(rules, request, path));
  // A visitor's shared page is rendered from the address its edge-cache key holds: tracking and unknown parameters
  // never reach a loader or the shared HTML (edge-cache-policy.ts); a query string over the cap is not rendered.
  const shared = sharedPageRequest(capped.request);
  if (shared.kind === "too-long") return finishResponse(request, context, uriTooLongResponse(request));
  if (shared.kind === "redirect")
    return finishResponse(
      request,
      context,
      new Response(null, { status: 302, headers: { Location: shared.location } }),
    );
  const page = shared.request;
  // Visitors' catalogue and content pages may come from the shared edge cache, which keeps finished answers.
  return fromEdgeCache(page, context, buildVersion, async () => {
    const response = await handleRemixRequest(page, context);
    const answer = capped.overflowed()
      ? tooLargeResponse(rules, request, path)
      : refusalInPlaceOf(request, path, response);
    return finishResponse(page, context, answer ?? response);
  });
}

/**
 * Remix's own 405 from a resource route says "Unexpected Server Error": the policy's refusal answers instead. Pages
 * show theirs through the error boundary, and single-fetch `.data` answers stay in the format the shop's scripts
 * decode.
 */
function refusalInPlaceOf(request: Request, path: string, response: Response): Response | null {
  if (response.status !== 405 || isHtmlResponse(response) || path.endsWith(".data")) return null;
  return methodNotAllowedResponse(request);
}
