import type { ReactElement, ReactNode } from "react";
// React's Node renderer, not its browser/worker one: the browser build turns every string piece of the markup
// (each attribute name and value) into its own Uint8Array with TextEncoder.encode, which made rendering a
// signed-in category about 4× slower than the Node build, which encodes into one 2 KB buffer (docs/decisions.md,
// "Server rendering"). It needs only `util.TextEncoder` and `setImmediate`, both in workerd with nodejs_compat.
import { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server.node";
import { documentEndMover } from "./document-end";

/** Markup rendered inside the document's render (app/platform/rendering/scripts-after-paint.tsx). */
export const renderStaticMarkup: (element: ReactElement) => string = renderToStaticMarkup;

export type DocumentStream = ReadableStream<Uint8Array> & { allReady: Promise<void> };

interface RenderOptions {
  nonce?: string;
  signal: AbortSignal;
  onError: (error: unknown) => void;
}

/**
 * renderToReadableStream's contract on top of renderToPipeableStream: resolves with the stream once the shell is
 * rendered (rejects when the shell fails), `allReady` once every Suspense boundary has resolved, and an abort of
 * `signal` (or the reader cancelling) stops rendering.
 */
export function renderDocument(element: ReactNode, options: RenderOptions): Promise<DocumentStream> {
  return new Promise((resolve, reject) => {
    let settleAllReady!: { resolve: () => void; reject: (error: unknown) => void };
    const allReady = new Promise<void>((resolve, reject) => (settleAllReady = { resolve, reject }));
    // The caller may never await it (a browser that streams); a failed shell rejects the outer promise anyway.
    allReady.catch(() => {});

    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let open = true;
    let piped = false;
    // As React's own web stream: nothing is written until the first read (highWaterMark 0), so a caller that waits
    // for allReady first (crawlers, browsers without JavaScript) gets every Suspense boundary inline, in place,
    // instead of fallbacks followed by the hidden parts and the script that swaps them in.
    const stream = new ReadableStream<Uint8Array>(
      {
        start: (c) => void (controller = c),
        pull: () => {
          if (piped) return;
          piped = true;
          pipe(destination as unknown as NodeJS.WritableStream);
        },
        cancel: (reason) => {
          open = false;
          abort(reason);
        },
      },
      { highWaterMark: 0 },
    );
    // The Writable that React pipes into. React hands over a fresh buffer each time, so enqueueing does not copy;
    // enqueue never refuses, so there is no backpressure to signal and no `drain` to emit.
    // Parts streamed after the shell go before the document's closing tags (./document-end.ts).
    const documentEnd = documentEndMover();
    const destination = {
      write(chunk: Uint8Array) {
        if (open) for (const bytes of documentEnd.write(chunk)) controller.enqueue(bytes);
        return true;
      },
      end() {
        if (open) {
          for (const bytes of documentEnd.end()) controller.enqueue(bytes);
          controller.close();
        }
        open = false;
      },
      destroy(error: unknown) {
        if (open) controller.error(error);
        open = false;
      },
      on() {
        return destination;
      },
    };

    const { pipe, abort } = renderToPipeableStream(element, {
      nonce: options.nonce,
      onShellReady: () => resolve(Object.assign(stream, { allReady })),
      onShellError(error) {
        settleAllReady.reject(error);
        reject(error);
      },
      onAllReady: () => settleAllReady.resolve(),
      onError: options.onError,
    });
    if (options.signal.aborted) abort(options.signal.reason);
    else options.signal.addEventListener("abort", () => abort(options.signal.reason), { once: true });
  });
}
