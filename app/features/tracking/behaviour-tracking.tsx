import { useEffect } from "react";

/**
 * Starts the browser's behaviour tracking after hydration (behaviour-tracking.client.ts); renders
 * nothing. Imported lazily, so it costs the first load nothing.
 */
export function BehaviourTracking() {
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import("./behaviour-tracking.client").then(
      (tracking) => {
        if (!cancelled) stop = tracking.startBehaviourTracking();
      },
      () => {}, // a chunk that fails to load only loses tracking; ChunkLoadRecovery handles navigation
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  return null;
}
