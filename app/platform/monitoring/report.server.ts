/**
 * The storefront's reports to error reporting. @sentry/cloudflare's functions reach the client that the
 * worker entry (workers/storefront/index.ts) sets up per request when SENTRY_DSN is set; without a DSN
 * there is no client and they do nothing.
 */
import { isRouteErrorResponse } from "@remix-run/react";
import { captureException, captureMessage, withScope } from "@sentry/cloudflare";
import { isAbortError } from "@shop/domain/monitoring-scrub";

/**
 * Remix's own 4xx (a method the route does not take, a path no route matches): the caller's mistake, already
 * answered with its status and a Swedish reason, not a fault of the shop.
 */
export function isCallerError(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status < 500;
}

/** An unexpected server error (Remix's handleError); aborted requests and callers' mistakes are never reported. */
export function reportServerError(error: unknown, request: Request): void {
  if (request.signal.aborted || isAbortError(error) || isCallerError(error)) return;
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
