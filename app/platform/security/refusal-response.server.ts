/**
 * The shop's refusals without its chrome (a forged post, an oversize body, a method the address does not take):
 * the error page's texts for people, `{ message }` for data requests, the API and other callers. Used by the
 * request policy around Remix (request-policy.server.ts) and by actions that read their own form
 * (form-data.server.ts), so both answer alike.
 */
import { serverT } from "~/platform/i18n/catalogue.server";

/** Data requests (single fetch `.data`, `?_data=`), the API and clients that do not ask for HTML get JSON. */
function wantsJson(request: Request): boolean {
  const url = new URL(request.url);
  if (url.pathname.endsWith(".data") || url.searchParams.has("_data") || url.pathname.startsWith("/api/")) return true;
  return !(request.headers.get("Accept") ?? "").includes("text/html");
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The error page's texts (status, headline, reason, way home) without the shop's chrome, or `{ message }`. */
function refusalResponse(
  request: Request,
  status: 403 | 405 | 413 | 414,
  headline: string,
  reason: string,
  message = headline,
): Response {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (wantsJson(request)) return Response.json({ message }, { status, headers });
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set(
    "Content-Security-Policy",
    "default-src 'none'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'",
  );
  const statusText = serverT("shell.error.status", { status });
  const html = `<!DOCTYPE html>
<html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(statusText)}</title></head>
<body><main id="main" class="error-page"><p class="error-page__status">${escapeHtml(statusText)}</p><h1>${escapeHtml(headline)}</h1><p>${escapeHtml(reason)}</p><p><a href="/" class="button">${escapeHtml(serverT("shell.error.to_start"))}</a></p></main></body></html>`;
  return new Response(html, { status, headers });
}

export function forbiddenResponse(request: Request): Response {
  return refusalResponse(request, 403, serverT("errors.forbidden_action"), serverT("errors.csrf_invalid"));
}

/** The body was over the limit: 413 with the Swedish reason. */
export function payloadTooLargeResponse(request: Request): Response {
  const reason = serverT("errors.request_too_large");
  return refusalResponse(request, 413, serverT("errors.apologies"), reason, reason);
}

/** A shared page's query string over the cap (edge-cache-policy.ts): 414 with the Swedish reason. */
export function uriTooLongResponse(request: Request): Response {
  const reason = serverT("errors.address_too_long");
  return refusalResponse(request, 414, serverT("errors.apologies"), reason, reason);
}

/**
 * A method the address does not take (a post to a page without an action, a read of an action-only address):
 * 405 with the Swedish reason, instead of Remix's "Unexpected Server Error". Remix refuses a non-GET where there is
 * no action and a GET where there is no loader, so the other kind is the one allowed.
 */
export function methodNotAllowedResponse(request: Request): Response {
  const reason = serverT("errors.method_not_allowed");
  const response = refusalResponse(request, 405, serverT("errors.apologies"), reason, reason);
  response.headers.set("Allow", request.method === "GET" || request.method === "HEAD" ? "POST" : "GET, HEAD");
  return response;
}
