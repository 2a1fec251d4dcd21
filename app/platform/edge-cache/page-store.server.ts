/**
 * Where shared pages are kept: the Workers Cache API (the data centre's cache, shared by its isolates) with the
 * hottest pages also in this isolate's memory, so a popular page is answered without even a cache lookup. Memory is
 * bounded by entries and bytes and forgets the least recently used page first; an isolate's copy obeys the same
 * freshness as the cache's (the stored-at header travels with it).
 *
 * A page was rendered with another request's CSP nonce. Reusing it would let anyone who saw one copy predict the
 * nonce of every other, so each copy is served with the asking request's nonce: the stored text is kept split at
 * the old nonce (a random 128-bit value, in the CSP header and the `nonce` attributes) and joined with the new one.
 * The parts are kept as UTF-8 bytes, so a hit copies bytes instead of encoding the whole page again.
 */
const MEMORY_ENTRIES = 64;
const MEMORY_BYTES = 8 * 1024 * 1024;

interface Kept {
  /** The body's UTF-8 bytes split at the nonce it was rendered with (one part when it has none). */
  parts: Uint8Array[];
  bytes: number;
  status: number;
  /** Copied for every answer: a copy of a Headers object costs a fraction of building one from a list. */
  headers: Headers;
  /** The nonce in the stored policy, if any. */
  nonce: string | undefined;
}

const NONCE_SOURCE = /'nonce-([^']+)'/;
const utf8 = new TextEncoder();

const memory = new Map<string, Kept>();
let memoryBytes = 0;

function remember(key: string, kept: Kept) {
  forget(key);
  if (kept.bytes > MEMORY_BYTES / 8) return;
  memory.set(key, kept);
  memoryBytes += kept.bytes;
  while (memory.size > MEMORY_ENTRIES || memoryBytes > MEMORY_BYTES) forget(memory.keys().next().value!);
}

function forget(key: string) {
  const kept = memory.get(key);
  if (!kept) return;
  memory.delete(key);
  memoryBytes -= kept.bytes;
}

/** The parts joined by `joint`, in a new buffer (each response gets a body of its own). */
function joined(parts: Uint8Array[], joint: string): Uint8Array<ArrayBuffer> {
  const between = utf8.encode(joint);
  let length = between.length * (parts.length - 1);
  for (const part of parts) length += part.length;
  const body = new Uint8Array(length);
  let at = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      body.set(between, at);
      at += between.length;
    }
    body.set(part, at);
    at += part.length;
  });
  return body;
}

/** Changes to a kept page's headers as it is served: replaced (`set`), added to a list (`append`), left out (`remove`). */
export interface HeaderEdits {
  set?: Record<string, string>;
  append?: Record<string, string>;
  remove?: readonly string[];
}

export function editHeaders(headers: Headers, edits: HeaderEdits): void {
  for (const name of edits.remove ?? []) headers.delete(name);
  for (const [name, value] of Object.entries(edits.set ?? {})) headers.set(name, value);
  for (const [name, value] of Object.entries(edits.append ?? {})) headers.append(name, value);
}

/**
 * The kept page with `nonce` where the old one was (as stored: with the old one, when `nonce` is null), its headers
 * edited on the way, so the edge cache makes one Response per hit.
 */
function responseOf(kept: Kept, nonce: string | null, edits: HeaderEdits = {}): Response {
  const renewed = nonce ?? kept.nonce ?? "";
  const headers = new Headers(kept.headers);
  const policy = headers.get("Content-Security-Policy");
  if (policy && kept.nonce)
    headers.set("Content-Security-Policy", policy.replaceAll(`'nonce-${kept.nonce}'`, `'nonce-${renewed}'`));
  editHeaders(headers, edits);
  return new Response(joined(kept.parts, renewed), { status: kept.status, headers });
}

async function keep(response: Response, text: string): Promise<Kept> {
  const nonce = NONCE_SOURCE.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
  const parts = (nonce ? text.split(nonce) : [text]).map((part) => utf8.encode(part));
  return {
    parts,
    bytes: parts.reduce((sum, part) => sum + part.length, 0),
    status: response.status,
    headers: new Headers(response.headers),
    nonce,
  };
}

/** A page found in the store. */
export interface StoredPage {
  /** A header as it was stored (null when absent). */
  header(name: string): string | null;
  /** The page as a response carrying `nonce` instead of the one it was rendered with, its headers edited. */
  respond(nonce: string, edits?: HeaderEdits): Response;
}

export interface PageStore {
  match(key: Request): Promise<StoredPage | undefined>;
  /** Keeps the page unless `shareable`, asked once its whole body has arrived, says no. */
  put(key: Request, response: Response, shareable?: (body: string) => boolean): Promise<void>;
  /** Drops this isolate's copy (an expired entry), so the next lookup asks the shared cache. */
  drop(key: Request): void;
}

function storedPage(kept: Kept): StoredPage {
  return {
    header: (name) => kept.headers.get(name),
    respond: (nonce, edits) => responseOf(kept, nonce, edits),
  };
}

export function pageStore(cache: Cache): PageStore {
  return {
    async match(key) {
      const kept = memory.get(key.url);
      if (kept) {
        // Most recently used last: re-inserting moves it to the end of the Map's order.
        memory.delete(key.url);
        memory.set(key.url, kept);
        return storedPage(kept);
      }
      const hit = await cache.match(key);
      if (!hit) return undefined;
      const fromCache = await keep(hit, await hit.text());
      remember(key.url, fromCache);
      return storedPage(fromCache);
    },
    async put(key, response, shareable = () => true) {
      const text = await response.text();
      if (!shareable(text)) return;
      const kept = await keep(response, text);
      remember(key.url, kept);
      await cache.put(key, responseOf(kept, null));
    },
    drop(key) {
      forget(key.url);
    },
  };
}
