import type { IsolateMemory } from "./isolate-memory.server";

/**
 * KV cache for data that is the same for everyone who may see it (docs/decisions.md):
 * fresh for `ttlSeconds`, then served stale for `staleSeconds` while one refresh runs through
 * waitUntil — the pattern of the content cache, with keys built only from a fixed set of
 * non-personal parts. A key can never hold a token, a customer, a project or a user: every part
 * is checked against a strict pattern and anything else throws before KV is touched.
 */
export interface SharedCacheOptions {
  kv: KVNamespace | undefined;
  waitUntil: (promise: Promise<unknown>) => void;
  now?: () => number;
  /** Fresh entries read from KV, repeated for a few seconds without a KV read (isolate-memory.server.ts). */
  memory?: IsolateMemory;
}

export interface SharedCachePolicy {
  ttlSeconds: number;
  staleSeconds: number;
}

interface Entry<T> {
  value: T;
  storedAt: number;
}

/** KV's minimum expirationTtl. */
const KV_MIN_TTL = 60;
/** Version of the stored shapes: bump when a cached value's shape changes, old entries are then ignored. */
export const SHARED_CACHE_VERSION = "v1";
/** What a key part may look like: ids, slugs, paths, assortment ids; short and without separators of its own. */
const KEY_PART = /^[A-Za-z0-9_./-]{1,120}$/;
/** A JWT or anything that looks like one never becomes part of a key. */
const LOOKS_LIKE_TOKEN = /^ey[A-Za-z0-9_-]{10,}\./;

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * `shared:v1:{kind}:{part}:{part}…`. Free text (a search query) is hashed by the caller with
 * `hashedPart`, so it stays within KV's 512-byte key limit and shows no one's typing.
 */
export function sharedCacheKey(kind: string, parts: readonly string[]): string {
  for (const part of [kind, ...parts]) {
    if (!KEY_PART.test(part) || LOOKS_LIKE_TOKEN.test(part))
      throw new Error(`Refusing a shared cache key part: ${JSON.stringify(part.slice(0, 20))}`);
  }
  return `shared:${SHARED_CACHE_VERSION}:${kind}:${parts.join(":")}`;
}

export async function hashedPart(text: string): Promise<string> {
  return (await sha256Hex(text)).slice(0, 32);
}

export type SharedLoader = <T>(
  kind: string,
  parts: readonly string[],
  policy: SharedCachePolicy,
  load: () => Promise<T>,
) => Promise<T>;

/**
 * `load` runs on a miss and when an entry is older than ttl + stale. Null and undefined answers
 * are not stored (an unknown category is not worth a KV entry, and a miss must stay a miss).
 * KV failures degrade to loading directly: the cache must never break a page.
 */
export function createSharedCache(options: SharedCacheOptions): SharedLoader {
  const now = options.now ?? Date.now;
  const kv = options.kv;

  const store = async <T>(key: string, value: T, policy: SharedCachePolicy) => {
    if (value === null || value === undefined) return;
    const entry: Entry<T> = { value, storedAt: now() };
    await kv!.put(key, JSON.stringify(entry), {
      expirationTtl: Math.max(KV_MIN_TTL, policy.ttlSeconds + policy.staleSeconds),
    });
  };

  return async <T>(
    kind: string,
    parts: readonly string[],
    policy: SharedCachePolicy,
    load: () => Promise<T>,
  ): Promise<T> => {
    let key: string;
    try {
      key = sharedCacheKey(kind, parts);
    } catch {
      // A part outside the safe pattern (odd characters in a URL): read past the cache.
      return load();
    }
    if (!kv) return load();
    const remembered = options.memory?.read(key);
    if (remembered !== undefined) {
      const entry = JSON.parse(remembered) as Entry<T>;
      if ((now() - entry.storedAt) / 1000 < policy.ttlSeconds) return entry.value;
    }
    let cached: Entry<T> | null = null;
    try {
      const text = await kv.get(key, "text");
      cached = text === null ? null : (JSON.parse(text) as Entry<T>);
      if (text !== null) options.memory?.remember(key, text);
    } catch (error) {
      console.warn(`Shared cache read failed for ${key}: ${(error as Error).message}`);
    }
    if (cached) {
      const ageSeconds = (now() - cached.storedAt) / 1000;
      if (ageSeconds < policy.ttlSeconds) return cached.value;
      if (ageSeconds < policy.ttlSeconds + policy.staleSeconds) {
        options.waitUntil(
          load()
            .then((value) => store(key, value, policy))
            .catch((error: Error) => console.warn(`Shared cache refresh failed for ${key}: ${error.message}`)),
        );
        return cached.value;
      }
    }
    const value = await load();
    options.waitUntil(
      store(key, value, policy).catch((error: Error) =>
        console.warn(`Shared cache write failed for ${key}: ${error.message}`),
      ),
    );
    return value;
  };
}
