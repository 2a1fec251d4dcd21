import { useEffect } from "react";
import type { PublicConfig } from "~/config/config.server";
import { startMonitoring } from "./start-monitoring.client";

/** Browser error reporting behind statistics consent (start-monitoring.client.ts); for the root only. */
export function useMonitoring({ sentryDsn, environment }: PublicConfig): void {
  useEffect(() => startMonitoring(sentryDsn, environment), [sentryDsn, environment]);
}
