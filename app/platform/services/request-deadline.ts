/**
 * The most one storefront request waits on the services in all. Each commerce call is cut at 10 s and each content
 * attempt at 30 s (spec section 9, up to five attempts), so without a bound of its own a page of several calls, or a
 * content page while the content service hangs, could wait minutes. Past the deadline every further call fails at
 * once, and the page answers with what it has: the deferred part's Swedish message or the Swedish apology (503).
 * 20 s leaves room for two commerce calls in a row held 8 s each, which the slow-service fault test requires to
 * still render.
 */
export const REQUEST_DEADLINE_MS = 20_000;

/** What a service call fails with once its request's deadline has passed; never retried. */
export class DeadlinePassed extends Error {
  constructor() {
    super(`the request's ${REQUEST_DEADLINE_MS / 1000} s deadline for service calls has passed`);
    this.name = "DeadlinePassed";
  }
}

export interface RequestDeadline {
  remainingMs(): number;
  /** Aborts when the deadline passes; made on first use, so a request without service calls starts no timer. */
  signal(): AbortSignal;
}

export function createRequestDeadline(ms = REQUEST_DEADLINE_MS, now: () => number = Date.now): RequestDeadline {
  const endsAt = now() + ms;
  let signal: AbortSignal | null = null;
  const remainingMs = () => Math.max(0, endsAt - now());
  return {
    remainingMs,
    signal: () => (signal ??= AbortSignal.timeout(Math.max(1, remainingMs()))),
  };
}

/** `fetch` bounded by the deadline as well as by its caller's own signal. */
export function fetchWithinDeadline(deadline: RequestDeadline, send: typeof fetch): typeof fetch {
  return async (input, init) => {
    if (deadline.remainingMs() <= 0) throw new DeadlinePassed();
    const signal = init?.signal ? AbortSignal.any([init.signal, deadline.signal()]) : deadline.signal();
    try {
      return await send(input, { ...init, signal });
    } catch (error) {
      throw deadline.remainingMs() <= 0 ? new DeadlinePassed() : error;
    }
  };
}
