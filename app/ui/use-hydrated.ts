import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** True once React runs in the browser; false in the server render and the hydration pass. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
