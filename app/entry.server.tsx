import type {
  AppLoadContext,
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
} from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import type { ReactElement } from "react";
import { isbot } from "isbot";
import { browserRunsScripts } from "~/platform/rendering/scripts-cookie";
import { documentTranslations } from "~/platform/i18n/document.server";
import { TranslationsProvider } from "~/platform/i18n/i18n-provider";
import { NonceProvider } from "~/platform/security/nonce";
import { applyDocumentSecurityHeaders, withBaselineSecurityHeaders } from "~/platform/security/security-headers.server";
import { isLocalRequest } from "~/platform/session/session.server";
import { punchoutFormTargets, readPunchoutState } from "~/platform/session/punchout-mode.server";
import { isCallerError, reportServerError } from "~/platform/monitoring/report.server";
import { brandPreloadLinks } from "~/platform/brand/schema";
import { renderDocument, renderStaticMarkup } from "~/platform/rendering/render-document.server";
import { ScriptsMarkupContext } from "~/platform/rendering/scripts-after-paint";
import { scriptsAfterPaint } from "~/platform/rendering/after-paint-markup";
import { STREAM_TIMEOUT_MS } from "~/platform/rendering/streamed-part.server";

/** Remix gives up on a deferred part in the hydration data after this long (app/platform/rendering/streamed-part.server.ts). */
export const streamTimeout = STREAM_TIMEOUT_MS;
/** React stops a second later, after the parts' rejections have been rendered into the page. */
const ABORT_DELAY = STREAM_TIMEOUT_MS + 1_000;

function renderScriptsAfterPaint(scripts: ReactElement) {
  return scriptsAfterPaint(renderStaticMarkup(scripts));
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const controller = new AbortController();
  const timeoutId = setTimeout(() => controller.abort(), ABORT_DELAY);
  let status = responseStatusCode;
  const translations = documentTranslations(remixContext);
  const body = await renderDocument(
    <NonceProvider nonce={loadContext.cspNonce}>
      <TranslationsProvider store={translations.store} payload={translations.payload}>
        <ScriptsMarkupContext.Provider value={renderScriptsAfterPaint}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={loadContext.cspNonce} />
        </ScriptsMarkupContext.Provider>
      </TranslationsProvider>
    </NonceProvider>,
    {
      nonce: loadContext.cspNonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        status = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeoutId));
  // Crawlers and browsers not known to run scripts get the whole page at once (app/platform/rendering/scripts-cookie.ts).
  if (isbot(request.headers.get("user-agent") || "") || !browserRunsScripts(request)) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // The brand's font is requested with the document, not after the stylesheet (a header: no markup, no JS).
  const brand = await loadContext.brand().catch(() => null);
  for (const link of brand ? brandPreloadLinks(brand) : []) responseHeaders.append("Link", link);
  // The page's texts are not in the HTML: the browser fetches them before hydration (app/platform/i18n/client.ts).
  for (const link of translations.preloads) responseHeaders.append("Link", link);
  // A punch-out session may be framed by its procurement system (the HOOK_URL's origin).
  const punchout = await readPunchoutState(request, loadContext).catch(() => null);
  applyDocumentSecurityHeaders(responseHeaders, {
    nonce: loadContext.cspNonce,
    env: loadContext.config,
    local: isLocalRequest(request),
    dev: import.meta.env.DEV,
    extraFrameAncestors: punchout?.hookOrigin ? [punchout.hookOrigin] : [],
    // The hand-over (punchout_.overfor.tsx) posts the cart to HOOK_URL on the procurement system.
    extraFormActions: punchout ? punchoutFormTargets(punchout) : [],
  });
  return new Response(body, { headers: responseHeaders, status });
}

/**
 * Unexpected errors in loaders, actions and rendering go to error reporting (when the worker has a DSN,
 * workers/shared/monitoring.ts) and to the log as before; a request the buyer aborted, or Remix's own 4xx for a
 * caller's mistake, is neither.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || isCallerError(error)) return;
  console.error(error);
  reportServerError(error, request);
};

/** Loader and action data (single-fetch `.data` requests) get the same baseline headers, minus the CSP. */
export const handleDataRequest: HandleDataRequestFunction = (response) => withBaselineSecurityHeaders(response);

/**
 * The request policy around Remix's handler (cross-origin writes refused with 403, a token refresh
 * kept on every answer, headers for every response type): see app/platform/security/request-policy.server.ts.
 * Exported from the server entry so the worker (workers/storefront/index.ts) reaches it through
 * the server build, with the same module instances (per-request memos) as the routes.
 */
export { handleShopRequest } from "~/request-rules.server";

/**
 * The load context and the answer while the configuration is unusable, exported for the worker
 * entry for the same reason: workers/ never imports from app/ directly.
 */
export { getLoadContext } from "~/platform/load-context";
export { configUnavailableResponse } from "~/platform/config/unavailable.server";
