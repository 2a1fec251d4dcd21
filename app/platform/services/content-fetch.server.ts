import { maskAuthorization } from "./content-errors";
import { DeadlinePassed } from "./request-deadline";

/** Spec section 9: content request timeout and retry limit. */
export const CONTENT_TIMEOUT_MS = 30_000;
export const CONTENT_RETRY_LIMIT = 5;
/** Spec section 9: throttle between 1 and 30 requests per second. */
export const CONTENT_THROTTLE_PER_SECOND = 30;

export type FetchFn = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;

export interface ContentFetchOptions {
  fetch?: FetchFn;
  timeoutMs?: number;
  retryLimit?: number;
  /** Base backoff in ms; doubled per attempt. Tests pass 0. */
  backoffMs?: number;
  requestsPerSecond?: number;
}

const recentStarts: number[] = [];

/** Per isolate: spaces requests so no more than `limit` start within any second. */
async function throttle(limit: number): Promise<void> {
  const capped = Math.min(30, Math.max(1, limit));
  for (;;) {
    const now = Date.now();
    while (recentStarts.length > 0 && now - recentStarts[0]! >= 1000) recentStarts.shift();
    if (recentStarts.length < capped) {
      recentStarts.push(now);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000 - (now - recentStarts[0]!)));
  }
}

function isRetryableStatus(status: number): boolean {
  return status === 429 || (status >= 500 && status < 600);
}

/**
 * The fetch both content clients use: throttled, a 30 s timeout per attempt, and up to 5 attempts
 * on 5xx, 429 and connection errors with exponential backoff (Retry-After / X-Contentful-RateLimit-Reset
 * honoured on 429). The final failing response is returned as is, so the caller wraps it.
 */
export function createContentFetch(options: ContentFetchOptions = {}): FetchFn {
  const baseFetch: FetchFn = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? CONTENT_TIMEOUT_MS;
  const retryLimit = options.retryLimit ?? CONTENT_RETRY_LIMIT;
  const backoffMs = options.backoffMs ?? 100;
  const perSecond = options.requestsPerSecond ?? CONTENT_THROTTLE_PER_SECOND;

  return async (input, init) => {
    let lastError: unknown;
    // One template, cloned per attempt: a request body can be read only once.
    const template: Request = new Request(input, init) as Request;
    for (let attempt = 1; attempt <= retryLimit; attempt++) {
      await throttle(perSecond);
      try {
        const response = await baseFetch(template.clone() as unknown as Request, {
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!isRetryableStatus(response.status) || attempt === retryLimit) return response;
        const reset = Number(
          response.headers.get("x-contentful-ratelimit-reset") ?? response.headers.get("retry-after"),
        );
        await response.body?.cancel();
        const wait =
          response.status === 429 && reset > 0 ? Math.min(reset * 1000, 5_000) : backoffMs * 2 ** (attempt - 1);
        console.warn(`Content service answered ${response.status}; retry ${attempt}/${retryLimit - 1} in ${wait} ms`);
        await new Promise((resolve) => setTimeout(resolve, wait));
      } catch (error) {
        lastError = error;
        // Past the request's deadline another attempt would fail at once: answer now.
        if (attempt === retryLimit || error instanceof DeadlinePassed) break;
        const wait = backoffMs * 2 ** (attempt - 1);
        const authorization = maskAuthorization(template.headers.get("authorization"));
        console.warn(
          `Content service connection error (${(error as Error).message}); authorization ${authorization ?? "none"}; retry in ${wait} ms`,
        );
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
    throw lastError;
  };
}
