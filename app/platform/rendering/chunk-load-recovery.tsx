import { useLocation, useNavigation } from "@remix-run/react";
import { useEffect } from "react";

const PENDING_KEY = "shell:pending-navigation";
const GUARD_KEY = "shell:chunk-reload-guard";
/** How long a pending navigation and a used reload guard count (spec: once per browser session). */
export const CHUNK_RELOAD_TTL_MS = 10_000;

interface Stamp {
  target: string;
  at: number;
  /** The page the navigation left; Remix reloads this one when the target's code fails to load. */
  from?: string;
}

function read(key: string): Stamp | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(key) ?? "null") as Stamp | null;
    return value && typeof value.target === "string" && typeof value.at === "number" ? value : null;
  } catch {
    return null;
  }
}

function write(key: string, stamp: Stamp) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(stamp));
  } catch {
    // Storage full or blocked: recovery is a nicety, navigation works without it.
  }
}

function remove(key: string) {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // see write()
  }
}

const fresh = (stamp: Stamp | null, now: number): stamp is Stamp =>
  stamp !== null && now - stamp.at < CHUNK_RELOAD_TTL_MS;

/**
 * When a page's code fails to load during a client navigation (a deploy replaced the chunks),
 * Remix reloads the page the buyer is leaving. This remembers where the navigation was going and,
 * after that reload, opens the target page as a full document — once: a used guard (kept in
 * session storage for 10 s) stops a second attempt, so a chunk that stays broken cannot loop.
 */
export function ChunkLoadRecovery() {
  const navigation = useNavigation();
  const location = useLocation();

  useEffect(() => {
    const now = Date.now();
    const pending = read(PENDING_KEY);
    remove(PENDING_KEY);
    if (!fresh(pending, now)) return;
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    if (pending.target === here) return;
    // Only Remix's own recovery (a reload of the page being left) counts: a page opened any other
    // way within the 10 s, e.g. a typed address during a slow navigation, must not be sent elsewhere.
    const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    if (entry?.type !== "reload" || pending.from !== here) return;
    const guard = read(GUARD_KEY);
    if (fresh(guard, now) && guard.target === pending.target) return;
    write(GUARD_KEY, { target: pending.target, at: now });
    window.location.assign(pending.target);
    // Only on the first mount: a navigation left unfinished by the reload is what this is about.
  }, []);

  const target = navigation.location
    ? `${navigation.location.pathname}${navigation.location.search}${navigation.location.hash}`
    : null;
  useEffect(() => {
    if (
      navigation.state === "loading" &&
      target &&
      target !== `${location.pathname}${location.search}${location.hash}`
    ) {
      write(PENDING_KEY, { target, at: Date.now(), from: `${location.pathname}${location.search}${location.hash}` });
    } else if (navigation.state === "idle") {
      remove(PENDING_KEY);
    }
  }, [navigation.state, target, location]);

  return null;
}
