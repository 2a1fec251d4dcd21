/**
 * Spec section 2: at most five route preloads at a time. A slot is asked for when a link shows intent; the
 * preload starts when one is free, in the order asked; giving up a slot (the preload finished, or the
 * pointer left before it started) lets the next one in.
 */
export const PREFETCH_CONCURRENCY = 5;

export interface PrefetchLimiter {
  /** Asks for a slot; `start` runs once one is free. Answers `release`: drops a waiting request, or frees the slot. */
  request(start: () => void): () => void;
  readonly running: number;
  readonly waiting: number;
}

export function createPrefetchLimiter(max = PREFETCH_CONCURRENCY): PrefetchLimiter {
  let running = 0;
  const queue: (() => void)[] = [];
  const pump = () => {
    while (running < max && queue.length > 0) {
      running++;
      queue.shift()!();
    }
  };
  return {
    request(start) {
      let state: "waiting" | "running" | "released" = "waiting";
      const run = () => {
        state = "running";
        start();
      };
      queue.push(run);
      pump();
      return () => {
        if (state === "waiting") queue.splice(queue.indexOf(run), 1);
        if (state === "running") {
          running--;
          pump();
        }
        state = "released";
      };
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}

/** The one limiter of the page: every region of links shares it (a module loaded once per page). */
export const prefetchLimiter = createPrefetchLimiter();
