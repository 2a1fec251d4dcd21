import { createIsolateMemory, type IsolateMemory } from "~/platform/cache/isolate-memory.server";

/**
 * KV cache in front of the content service: keyed by query name and variables, fresh for
 * `ttlSeconds`, then served stale for `staleSeconds` while one refresh runs through waitUntil.
 * Preview requests bypass it entirely (editors must see their drafts at once).
 */
export interface ContentCacheOptions {
  kv: KVNamespace | undefined;
  waitUntil: (promise: Promise<unknown>) => void;
  /** true in preview: read and write nothing. */
  bypass: boolean;
  ttlSeconds?: number;
  staleSeconds?: number;
  /** Part of every key, so two spaces/environments never share entries. */
  namespace?: string;
  now?: () => number;
  /** Fresh entries read from KV, repeated for a few seconds without a KV read (isolate-memory.server.ts). */
  memory?: IsolateMemory;
}

interface CachedEntry<T> {
  value: T;
  storedAt: number;
}

export const CONTENT_CACHE_TTL_SECONDS = 60;
export const CONTENT_CACHE_STALE_SECONDS = 60 * 60;
/** KV's minimum expirationTtl. */
const KV_MIN_TTL = 60;

function stableStringify(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(",")}}`;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Digests by the variables' text, kept in the isolate: the shell reads the same six entries on every page, and a
 * digest is a call into WebCrypto each time. Bounded, as a crawler's searches are all different.
 */
const digests = createIsolateMemory({ ttlMs: Infinity, maxEntries: 1_000 });

async function digestOf(text: string): Promise<string> {
  const known = digests.read(text);
  if (known !== undefined) return known;
  const digest = await sha256Hex(text);
  digests.remember(text, digest);
  return digest;
}

/** `content:{namespace}:{query}:{sha256 of the variables}` — KV keys are limited to 512 bytes. */
export async function contentCacheKey(namespace: string, query: string, variables: unknown): Promise<string> {
  return `content:${namespace}:${query}:${await digestOf(stableStringify(variables ?? {}))}`;
}

export type CachedLoader = <T>(query: string, variables: unknown, load: () => Promise<T>) => Promise<T>;

export function createContentCache(options: ContentCacheOptions): CachedLoader {
  const ttl = options.ttlSeconds ?? CONTENT_CACHE_TTL_SECONDS;
  const stale = options.staleSeconds ?? CONTENT_CACHE_STALE_SECONDS;
  const now = options.now ?? Date.now;
  const namespace = options.namespace ?? "default";
  const kv = options.kv;

  const store = async <T>(key: string, value: T) => {
    const entry: CachedEntry<T> = { value, storedAt: now() };
    await kv!.put(key, JSON.stringify(entry), { expirationTtl: Math.max(KV_MIN_TTL, ttl + stale) });
  };

  return async <T>(query: string, variables: unknown, load: () => Promise<T>): Promise<T> => {
    if (options.bypass || !kv) return load();
    const key = await contentCacheKey(namespace, query, variables);
    const remembered = options.memory?.read(key);
    if (remembered !== undefined) {
      const entry = JSON.parse(remembered) as CachedEntry<T>;
      if ((now() - entry.storedAt) / 1000 < ttl) return entry.value;
    }
    let cached: CachedEntry<T> | null = null;
    try {
      const text = await kv.get(key, "text");
      cached = text === null ? null : (JSON.parse(text) as CachedEntry<T>);
      if (text !== null) options.memory?.remember(key, text);
    } catch (error) {
      console.warn(`Content cache read failed for ${key}: ${(error as Error).message}`);
    }
    if (cached) {
      const ageSeconds = (now() - cached.storedAt) / 1000;
      if (ageSeconds < ttl) return cached.value;
      if (ageSeconds < ttl + stale) {
        options.waitUntil(
          load()
            .then((value) => store(key, value))
            .catch((error: Error) => console.warn(`Content cache refresh failed for ${query}: ${error.message}`)),
        );
        return cached.value;
      }
    }
    const value = await load();
    options.waitUntil(
      store(key, value).catch((error: Error) => console.warn(`Content cache write failed: ${error.message}`)),
    );
    return value;
  };
}
