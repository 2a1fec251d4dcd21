import { useEffect } from "react";
import { startBehaviourTracking } from "./behaviour-tracking.client";

/** Starts the browser's behaviour tracking after hydration (behaviour-tracking.client.ts); renders nothing. */
export function BehaviourTracking() {
  useEffect(() => startBehaviourTracking(), []);
  return null;
}
