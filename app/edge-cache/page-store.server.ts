/**
 * Where shared pages are kept: the Workers Cache API (the data centre's cache, shared by its isolates) with the
 * hottest pages also in this isolate's memory, so a popular page is answered without even a cache lookup. Memory is
 * bounded by entries and bytes and forgets the least recently used page first; an isolate's copy obeys the same
 * freshness as the cache's (the stored-at header travels with it).
 */
const MEMORY_ENTRIES = 64;
const MEMORY_BYTES = 8 * 1024 * 1024;

interface Kept {
  body: ArrayBuffer;
  status: number;
  headers: [string, string][];
}

const memory = new Map<string, Kept>();
let memoryBytes = 0;

function remember(key: string, kept: Kept) {
  forget(key);
  if (kept.body.byteLength > MEMORY_BYTES / 8) return;
  memory.set(key, kept);
  memoryBytes += kept.body.byteLength;
  while (memory.size > MEMORY_ENTRIES || memoryBytes > MEMORY_BYTES) forget(memory.keys().next().value!);
}

function forget(key: string) {
  const kept = memory.get(key);
  if (!kept) return;
  memory.delete(key);
  memoryBytes -= kept.body.byteLength;
}

const responseOf = (kept: Kept) => new Response(kept.body.slice(0), { status: kept.status, headers: kept.headers });

async function keep(response: Response): Promise<Kept> {
  return { body: await response.arrayBuffer(), status: response.status, headers: [...response.headers] };
}

export interface PageStore {
  match(key: Request): Promise<Response | undefined>;
  put(key: Request, response: Response): Promise<void>;
  /** Drops this isolate's copy (an expired entry), so the next lookup asks the shared cache. */
  drop(key: Request): void;
}

export function pageStore(cache: Cache): PageStore {
  return {
    async match(key) {
      const kept = memory.get(key.url);
      if (kept) {
        // Most recently used last: re-inserting moves it to the end of the Map's order.
        memory.delete(key.url);
        memory.set(key.url, kept);
        return responseOf(kept);
      }
      const hit = await cache.match(key);
      if (!hit) return undefined;
      const fromCache = await keep(hit);
      remember(key.url, fromCache);
      return responseOf(fromCache);
    },
    async put(key, response) {
      const kept = await keep(response);
      remember(key.url, kept);
      await cache.put(key, responseOf(kept));
    },
    drop(key) {
      forget(key.url);
    },
  };
}
