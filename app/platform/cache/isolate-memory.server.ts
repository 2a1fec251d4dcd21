/**
 * A few seconds of KV entries kept in the isolate, in front of the KV caches of content and the shared catalogue:
 * the shell's menus and banners, category frames, attribute sequences and brand data are read on nearly every
 * page and change rarely, and a KV read costs a round trip where memory costs nothing. Only what was read from KV
 * is remembered (never what this isolate wrote), so memory can only repeat an answer KV gave, and for at most
 * `ttlMs`; the entry's own freshness (its policy's TTL) still applies on top.
 *
 * Entries are kept as the JSON text KV answered and parsed per read, so no request can change another's copy.
 */
export interface IsolateMemory {
  read(key: string): string | undefined;
  remember(key: string, text: string): void;
}

export interface IsolateMemoryOptions {
  ttlMs: number;
  /** Oldest entries go first beyond this; keys are bounded by the catalogue, but a crawler can walk it all. */
  maxEntries: number;
  now?: () => number;
}

export function createIsolateMemory(options: IsolateMemoryOptions): IsolateMemory {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { text: string; at: number }>();
  return {
    read(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.at < options.ttlMs) return entry.text;
      entries.delete(key);
      return undefined;
    },
    remember(key, text) {
      entries.delete(key);
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { text, at: now() });
    },
  };
}

/** How long a KV answer is repeated from memory: short, so a change reaches every isolate within seconds. */
export const ISOLATE_MEMORY_TTL_MS = 15_000;

/**
 * The memory of this isolate for the storefront's KV caches (content and shared catalogue use distinct key
 * prefixes, so they share it).
 */
export const isolateMemory = createIsolateMemory({ ttlMs: ISOLATE_MEMORY_TTL_MS, maxEntries: 2_000 });
