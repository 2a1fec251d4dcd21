/**
 * Where one request's time went, as a `Server-Timing` header (shown in the browser's devtools, Network → Timing):
 * the total time spent waiting for the commerce service, the content service and KV, each with its number of
 * calls, and `render`, the storefront's time from the start of the request until the answer's headers.
 *
 * Calls that run in parallel each count in full, so a kind's total can exceed `render`. On Workers the clock
 * only moves across I/O (a Spectre mitigation), so the figures are I/O waits; CPU-only work shows as 0 there.
 */
export type TimingKind = "commerce" | "content" | "kv";

const KINDS: readonly TimingKind[] = ["commerce", "content", "kv"];

export interface ServerTiming {
  /** Counts `work` as one call of `kind`, from now until it settles; answers what `work` answers. */
  time<T>(kind: TimingKind, work: Promise<T>): Promise<T>;
  /** The header's value: one entry per kind that was called, then `render`. */
  header(): string;
}

/** One decimal is finer than anything a person reads in devtools, and keeps the header short. */
const ms = (value: number) => Math.max(0, Math.round(value * 10) / 10);

export function createServerTiming(now: () => number = () => performance.now()): ServerTiming {
  const started = now();
  const totals = new Map<TimingKind, { dur: number; count: number }>();
  const add = (kind: TimingKind, dur: number) => {
    const total = totals.get(kind) ?? { dur: 0, count: 0 };
    totals.set(kind, { dur: total.dur + dur, count: total.count + 1 });
  };
  return {
    time(kind, work) {
      const start = now();
      const settle = () => add(kind, now() - start);
      work.then(settle, settle);
      return work;
    },
    header() {
      const entries = KINDS.flatMap((kind) => {
        const total = totals.get(kind);
        if (!total) return [];
        return [`${kind};dur=${ms(total.dur)};desc="${total.count} ${total.count === 1 ? "call" : "calls"}"`];
      });
      entries.push(`render;dur=${ms(now() - started)};desc="storefront until headers"`);
      return entries.join(", ");
    },
  };
}

/** A fetch whose calls count as `kind` (as it is when there is no timing: a context a test built by hand). */
export function timedFetch(timing: ServerTiming | undefined, kind: TimingKind, fetchImpl: typeof fetch): typeof fetch {
  if (!timing) return fetchImpl;
  return (input, init) => timing.time(kind, fetchImpl(input, init));
}

/** The KV namespace with every read and write counted as `kv` (the caches of brand, content and catalogue). */
export function timedKv(timing: ServerTiming, kv: KVNamespace): KVNamespace {
  return new Proxy(kv, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (
        typeof value !== "function" ||
        !["get", "getWithMetadata", "put", "delete", "list"].includes(String(property))
      )
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      return (...args: unknown[]) =>
        timing.time("kv", (value as (...args: unknown[]) => Promise<unknown>).apply(target, args));
    },
  });
}

/** Adds this request's timings to an answer's headers (app/platform/security/request-policy.server.ts, finishResponse). */
export function applyServerTiming(headers: Headers, timing: ServerTiming | undefined): void {
  if (!timing) return;
  // A route that already reports its own timings keeps them; ours follow (the header is a list).
  headers.append("Server-Timing", timing.header());
}
