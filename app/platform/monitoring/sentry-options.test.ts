import { describe, expect, it } from "vitest";
import { FILTERED } from "@shop/domain/monitoring-scrub";
import {
  browserSentryOptions,
  REPLAY_OPTIONS,
  SAMPLE_RATES,
  scrubReplayEvents,
  TRACING_OPTIONS,
} from "./sentry-options";

const options = browserSentryOptions({ dsn: "https://key@sentry.example/1", environment: "production" }, ["tracing"]);

describe("browser error reporting options", () => {
  it("caps breadcrumbs at 25, normalizes to depth 3 and cuts values at 250 characters", () => {
    expect(options).toMatchObject({ maxBreadcrumbs: 25, normalizeDepth: 3, maxValueLength: 250 });
    expect(options).toMatchObject({ dsn: "https://key@sentry.example/1", environment: "production" });
    expect(options.sendDefaultPii).toBe(false);
    expect(options.integrations).toEqual(["tracing"]);
  });

  it("records replays with every text masked, media blocked and a mutation limit of 1500", () => {
    expect(REPLAY_OPTIONS).toMatchObject({ maskAllText: true, blockAllMedia: true, mutationLimit: 1500 });
  });

  it("scrubs the URLs a replay records (spans, breadcrumbs, its list of pages), leaving DOM snapshots alone", () => {
    const span = {
      type: 5,
      timestamp: 1,
      data: {
        tag: "performanceSpan",
        payload: { op: "navigation.navigate", description: "https://shop/search?q=Anna" },
      },
    };
    expect(REPLAY_OPTIONS.beforeAddRecordingEvent(span).data.payload.description).toBe(
      `https://shop/search?q=${FILTERED}`,
    );
    const snapshot = { type: 2, data: { node: { text: "anna@bygg.se" } } };
    expect(REPLAY_OPTIONS.beforeAddRecordingEvent(snapshot)).toBe(snapshot);
    const replay = { type: "replay_event", urls: ["https://shop/punchout?USERNAME=anna%40bygg.se"] };
    expect(scrubReplayEvents.processEvent(replay).urls).toEqual([`https://shop/punchout?USERNAME=${FILTERED}`]);
    const error = { type: undefined, message: "anna@bygg.se" };
    expect(scrubReplayEvents.processEvent(error)).toBe(error);
  });

  it("traces with the spec's timeouts: idle 1 s, final 30 s, child span 15 s", () => {
    expect(TRACING_OPTIONS).toEqual({ idleTimeout: 1000, finalTimeout: 30_000, childSpanTimeout: 15_000 });
  });

  it("samples replays only around errors and records no plain browsing sessions", () => {
    expect(options).toMatchObject({
      tracesSampleRate: SAMPLE_RATES.traces,
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 1,
    });
  });

  it("drops aborted requests and scrubs cookies and tokens before an event leaves the browser", () => {
    const aborted = { exception: { values: [{ type: "AbortError", value: "The user aborted a request." }] } };
    expect(options.beforeSend(aborted, { originalException: new DOMException("x", "AbortError") })).toBeNull();
    expect(options.ignoreErrors.some((pattern) => pattern.test("AbortError: The user aborted a request."))).toBe(true);
    const event = {
      exception: { values: [{ type: "Error", value: "boom" }] },
      request: { url: "https://shop/activate-user?token=abc", headers: { Cookie: "samtycke=v1.s1.m0; __session=x" } },
    };
    const sent = options.beforeSend(event, { originalException: new Error("boom") });
    expect(sent?.request).toEqual({
      url: `https://shop/activate-user?token=${FILTERED}`,
      headers: { Cookie: FILTERED },
    });
    const crumb = options.beforeBreadcrumb({ category: "xhr", data: { url: "/x?password=demo1234" } });
    expect(crumb.data.url).toBe(`/x?password=${FILTERED}`);
  });
});
