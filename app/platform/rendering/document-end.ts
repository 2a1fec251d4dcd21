/**
 * Keeps the document's closing `</body></html>` at the very end of the stream.
 *
 * Remix 2 renders the script that streams its loader data (`StreamTransfer`) beside the document, not in it, and React
 * streams a Suspense part that resolves after the shell (the hidden part and the script that moves it in place) after
 * everything it has written, so both land after `</html>`. Browsers take them into the body anyway, but HTML does not
 * allow them there (the W3C checker: "stray start tag script"). The closing tags are held back when they pass and
 * written when React ends the stream, as Next.js's renderer does. No markup is parsed: the shell ends with these
 * 14 bytes (app/root.tsx renders nothing between `</body>` and `</html>`), and only the bytes are looked for.
 */
const CLOSING = new TextEncoder().encode("</body></html>");

export interface DocumentEndMover {
  /** The bytes to pass on now for `chunk` (the closing tags taken out, or a few bytes held back while unsure). */
  write(chunk: Uint8Array): Uint8Array[];
  /** The bytes still held at the end of the stream: the closing tags, or what was held back. */
  end(): Uint8Array[];
}

function startsWithPartOfClosing(bytes: Uint8Array, from: number): boolean {
  for (let index = from; index < bytes.length; index++) if (bytes[index] !== CLOSING[index - from]) return false;
  return true;
}

export function documentEndMover(): DocumentEndMover {
  let moved = false;
  // The end of the previous chunk while it might be the start of the closing tags (React's buffers are 2 KB).
  let held: Uint8Array | null = null;
  return {
    write(chunk) {
      if (moved) return [chunk];
      const bytes = held ? concat(held, chunk) : chunk;
      held = null;
      const at = indexOfClosing(bytes);
      if (at >= 0) {
        moved = true;
        const rest = [bytes.subarray(0, at), bytes.subarray(at + CLOSING.length)];
        return rest.filter((part) => part.length > 0);
      }
      // Hold back a tail that could be the closing tags' beginning, so tags split over two chunks are found too.
      const from = Math.max(0, bytes.length - CLOSING.length + 1);
      for (let start = from; start < bytes.length; start++) {
        if (bytes[start] === CLOSING[0] && startsWithPartOfClosing(bytes, start)) {
          held = bytes.slice(start);
          return start > 0 ? [bytes.subarray(0, start)] : [];
        }
      }
      return [bytes];
    },
    end() {
      if (moved) return [CLOSING.slice()];
      const rest = held ? [held] : [];
      held = null;
      return rest;
    },
  };
}

function indexOfClosing(bytes: Uint8Array): number {
  for (let at = bytes.indexOf(CLOSING[0]!); at >= 0; at = bytes.indexOf(CLOSING[0]!, at + 1)) {
    if (at + CLOSING.length > bytes.length) return -1;
    let index = 1;
    while (index < CLOSING.length && bytes[at + index] === CLOSING[index]) index++;
    if (index === CLOSING.length) return at;
  }
  return -1;
}

function concat(first: Uint8Array, second: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(first.length + second.length);
  bytes.set(first);
  bytes.set(second, first.length);
  return bytes;
}
