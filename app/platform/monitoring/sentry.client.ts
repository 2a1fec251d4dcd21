/**
 * Error reporting, tracing and session replay in the browser. Only ever loaded through a dynamic import
 * by start-monitoring.client.ts after statistics consent, so the SDK is a chunk of its own and never part
 * of a page's first load.
 */
import { useMatches, useLocation } from "@remix-run/react";
import * as Sentry from "@sentry/remix";
import { useEffect } from "react";
import { setBoundaryReporter } from "./boundary-reports";
import {
  browserSentryOptions,
  REPLAY_OPTIONS,
  scrubReplayEvents,
  TRACING_OPTIONS,
  type BrowserMonitoringConfig,
} from "./sentry-options";

export function startSentry(config: BrowserMonitoringConfig): void {
  const integrations = [
    // Remix's variant names page loads after the route (from the manifest) instead of the URL.
    Sentry.browserTracingIntegration({ ...TRACING_OPTIONS, useEffect, useLocation, useMatches }),
    Sentry.replayIntegration(REPLAY_OPTIONS),
    scrubReplayEvents,
  ];
  Sentry.init(browserSentryOptions(config, integrations));
  // Errors the error boundary catches never reach window.onerror: the boundary hands them over (boundary-reports.ts).
  setBoundaryReporter((error) => Sentry.captureRemixErrorBoundaryError(error));
}

/** The buyer withdrew statistics consent: stop recording and sending for the rest of this page's life. */
export function stopSentry(): Promise<boolean> {
  setBoundaryReporter(null);
  return Sentry.close();
}
