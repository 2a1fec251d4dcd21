/**
 * The browser SDK fills the error boundary's report slot when it starts (after statistics consent) and empties it
 * when consent is withdrawn (app/platform/monitoring/sentry.client.ts, boundary-reports.ts).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";

const sdk = vi.hoisted(() => ({
  init: vi.fn(),
  close: vi.fn(() => Promise.resolve(true)),
  captureRemixErrorBoundaryError: vi.fn(),
  browserTracingIntegration: vi.fn(() => ({ name: "BrowserTracing" })),
  replayIntegration: vi.fn(() => ({ name: "Replay" })),
}));
vi.mock("@sentry/remix", () => sdk);

import { reportBoundaryError } from "./boundary-reports";
import { startSentry, stopSentry } from "./sentry.client";

describe("the error boundary's reports", () => {
  beforeEach(() => vi.clearAllMocks());

  it("reach Sentry only between start (consent) and stop (withdrawal)", async () => {
    const error = new Error("render failed in the browser");
    reportBoundaryError(error);
    expect(sdk.captureRemixErrorBoundaryError).not.toHaveBeenCalled();

    startSentry({ dsn: "https://key@sentry.example/1", environment: "test" });
    reportBoundaryError(error);
    expect(sdk.captureRemixErrorBoundaryError).toHaveBeenCalledExactlyOnceWith(error);

    await stopSentry();
    reportBoundaryError(error);
    expect(sdk.captureRemixErrorBoundaryError).toHaveBeenCalledTimes(1);
  });
});
