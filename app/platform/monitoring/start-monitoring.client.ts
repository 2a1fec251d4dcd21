/**
 * Starts browser error reporting once the buyer has consented to statistics (content spec sections 4 and 9):
 * the consent poll (200 ms, gives up after 5 s) covers a choice just made on this page load, the consent
 * event a later one. Without a DSN nothing happens at all. The SDK itself is a separate chunk.
 */
import { allows } from "@shop/domain/consent";
import { onConsentChange, waitForConsent } from "~/platform/consent/consent-client";
import type { BrowserMonitoringConfig } from "./sentry-options";

type SentryModule = typeof import("./sentry.client");

let started: Promise<SentryModule | null> | null = null;
let watching = false;

function load(config: BrowserMonitoringConfig): Promise<SentryModule | null> {
  started ??= import("./sentry.client")
    .then((sentry) => {
      sentry.startSentry(config);
      // Lets tests and a curious developer see that reporting runs on this page.
      document.documentElement.dataset.monitoring = "on";
      return sentry;
    })
    // A chunk that fails to load (offline, new deploy) must not break the page; reporting just stays off.
    .catch(() => null);
  return started;
}

/** Idempotent: the root calls it on every render of the shell with the same configuration. */
export function startMonitoring(dsn: string | null, environment: string): void {
  if (!dsn || watching) return;
  watching = true;
  const config = { dsn, environment };
  void waitForConsent("statistics").then((granted) => {
    if (granted) void load(config);
  });
  onConsentChange((consent) => {
    if (allows(consent, "statistics")) void load(config);
    else if (started) {
      // Withdrawn: close the client; reporting comes back with the next page load if consent returns.
      void started.then((sentry) => sentry?.stopSentry());
      delete document.documentElement.dataset.monitoring;
    }
  });
}
