/**
 * The browser's Sentry options (content spec section 9), apart from the SDK so they can be unit-tested
 * without loading it: sentry.client.ts passes in the integrations it builds from these settings.
 */
import { ABORT_ERROR_PATTERNS, scrubbingHooks, scrubEvent } from "@shop/domain/monitoring-scrub";

/** rrweb's custom recording events: the replay's breadcrumbs and performance spans, whose URLs carry queries. */
const CUSTOM_RECORDING_EVENT = 5;

/** A replay's recorded breadcrumbs and spans get the events' scrubber (the DOM is masked by the options below). */
export function scrubRecordingEvent<E extends { type?: unknown }>(event: E): E {
  return event.type === CUSTOM_RECORDING_EVENT ? scrubEvent(event) : event;
}

/**
 * Session replay: every text masked, media blocked, a page that changes too much is not recorded, and the URLs in
 * recorded requests and breadcrumbs scrubbed like events.
 */
export const REPLAY_OPTIONS = {
  maskAllText: true,
  blockAllMedia: true,
  mutationLimit: 1500,
  beforeAddRecordingEvent: scrubRecordingEvent,
} as const;

/**
 * A replay's own event (with the list of page URLs it visited) passes no beforeSend, only the client's event
 * processors: this integration scrubs it there.
 */
export const scrubReplayEvents = {
  name: "ScrubReplayEvents",
  processEvent<E extends { type?: string }>(event: E): E {
    return event.type === "replay_event" ? scrubEvent(event) : event;
  },
};

/**
 * Page-load tracing timeouts in milliseconds. A transaction holds at most 1000 spans: the SDK's own cap
 * (MAX_SPAN_COUNT in @sentry/core 10), which has no option, so nothing is set for it here.
 */
export const TRACING_OPTIONS = { idleTimeout: 1000, finalTimeout: 30_000, childSpanTimeout: 15_000 } as const;

/**
 * Sample rates (docs/decisions.md): a tenth of page loads traced; replays only around errors, every error
 * (replay buffers the last minute in memory and uploads it only when an error is reported), and no
 * sessions recorded just for browsing.
 */
export const SAMPLE_RATES = { traces: 0.1, replaysSession: 0, replaysOnError: 1 } as const;

export interface BrowserMonitoringConfig {
  dsn: string;
  environment: string;
}

export function browserSentryOptions<I>(config: BrowserMonitoringConfig, integrations: I[]) {
  return {
    dsn: config.dsn,
    environment: config.environment,
    sendDefaultPii: false,
    maxBreadcrumbs: 25,
    normalizeDepth: 3,
    maxValueLength: 250,
    tracesSampleRate: SAMPLE_RATES.traces,
    replaysSessionSampleRate: SAMPLE_RATES.replaysSession,
    replaysOnErrorSampleRate: SAMPLE_RATES.replaysOnError,
    ignoreErrors: ABORT_ERROR_PATTERNS,
    integrations,
    ...scrubbingHooks,
  };
}
