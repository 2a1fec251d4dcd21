import { useEffect } from "react";
import type { PublicConfig } from "~/platform/config/config.server";

/**
 * Browser error reporting behind statistics consent (start-monitoring.client.ts); for the root only. Even the
 * starter is its own chunk, fetched only when a DSN is configured.
 */
export function useMonitoring({ sentryDsn, environment }: PublicConfig): void {
  useEffect(() => {
    if (!sentryDsn) return;
    void import("./start-monitoring.client")
      .then((monitoring) => monitoring.startMonitoring(sentryDsn, environment))
      // A chunk that fails to load (offline, new deploy) must not break the page; reporting just stays off.
      .catch(() => undefined);
  }, [sentryDsn, environment]);
}
