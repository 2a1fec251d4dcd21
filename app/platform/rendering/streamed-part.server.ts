/**
 * How long a document streams its deferred parts (price and stock, similar articles, configurator results).
 * entry.server.tsx hands it to Remix as `streamTimeout` (the hydration data gives up on a part then) and stops
 * React's render a second later.
 */
export const STREAM_TIMEOUT_MS = 5_000;

/**
 * A part gives up this much earlier than the stream, so its rejection reaches the server render as well as the
 * hydration data. Without it, a commerce call slower than the stream (the client allows 10 s) was still pending
 * when React stopped: a browser without JavaScript and a crawler, which get the page once it is complete, got a
 * 500 with a skeleton where the price belongs instead of the part's own message.
 */
const PART_DEADLINE_MS = STREAM_TIMEOUT_MS - 500;

export class StreamedPartTimeout extends Error {
  constructor(label: string, deadlineMs: number) {
    super(`${label}: no answer within ${deadlineMs} ms`);
    this.name = "StreamedPartTimeout";
  }
}

/**
 * A loader's deferred part, settled in time for the document: its own outcome, or a `StreamedPartTimeout` at the
 * deadline (the page shows the part's errorElement). A rejection is logged here, so it never becomes an unhandled
 * rejection in the worker.
 */
export function streamedPart<T>(label: string, part: Promise<T>, deadlineMs = PART_DEADLINE_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StreamedPartTimeout(label, deadlineMs)), deadlineMs);
  });
  // The race subscribes to the part, so a part that rejects after the deadline won is no unhandled rejection.
  const settled = Promise.race([part, deadline]).finally(() => clearTimeout(timer));
  settled.catch((error: unknown) => console.error(`${label} failed`, error instanceof Error ? error.message : error));
  return settled;
}
