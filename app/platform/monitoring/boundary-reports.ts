/**
 * Errors the browser's error boundary catches (components/error/general-error-boundary.tsx), for Sentry. This module
 * is in every page's first load, so it holds no SDK code, only the slot: sentry.client.ts fills it once the buyer
 * has consented to statistics and the SDK chunk has loaded, and empties it when consent is withdrawn. Until then
 * (and without a DSN) a caught error is not reported, as before.
 */
type BoundaryReporter = (error: unknown) => void;

let reporter: BoundaryReporter | null = null;

export function setBoundaryReporter(next: BoundaryReporter | null): void {
  reporter = next;
}

/**
 * What Remix makes in the browser of an error a server loader or action threw (production, @remix-run/server-runtime
 * sanitizeError): no stack, nothing to learn; the storefront's server has reported the real one (report.server.ts).
 */
const SERVER_ERROR_MESSAGE = "Unexpected Server Error";

/** Hands an error raised in the browser to Sentry if reporting runs; the error page never fails because of it. */
export function reportBoundaryError(error: unknown): void {
  if (error instanceof Error && error.message === SERVER_ERROR_MESSAGE) return;
  try {
    reporter?.(error);
  } catch {
    // A failing report must not take the error page down with it.
  }
}
