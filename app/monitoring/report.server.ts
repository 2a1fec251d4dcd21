/**
 * The storefront's reports to error reporting. @sentry/cloudflare's functions reach the client that the
 * worker entry (workers/storefront/index.ts) sets up per request when SENTRY_DSN is set; without a DSN
 * there is no client and they do nothing.
 */
import { captureException, captureMessage, withScope } from "@sentry/cloudflare";
import { isAbortError } from "@shop/domain/monitoring-scrub";

/** An unexpected server error (Remix's handleError); aborted requests are never reported. */
export function reportServerError(error: unknown, request: Request): void {
  if (request.signal.aborted || isAbortError(error)) return;
  withScope((scope) => {
    scope.setTag("service", "storefront");
    captureException(error, { mechanism: { handled: false, type: "remix.handleError" } });
  });
}

/** A content-layer finding (spec section 8), tagged service=cms so the content team can own it. */
export function reportContentProblem(message: string, level: "warning" | "error" = "warning"): void {
  withScope((scope) => {
    scope.setTag("service", "cms");
    captureMessage(message, level);
  });
}

/** A failed content-service call (spec section 8: failed tag fetches), tagged service=cms. */
export function reportContentFailure(error: unknown, extra: Record<string, string>): void {
  withScope((scope) => {
    scope.setTag("service", "cms");
    scope.setExtras(extra);
    captureException(error);
  });
}
