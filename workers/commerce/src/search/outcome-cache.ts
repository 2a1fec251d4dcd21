/**
 * Search outcomes (hit ids in rank order, totals, facets) kept per isolate for a short time. Buyers
 * repeat the same few words and find-as-you-type sends the same short prefixes over and over, and the
 * match, rank and facet pass is the costly part of a search; the articles themselves, their prices
 * and stock are always read fresh. A stale outcome lives at most OUTCOME_TTL_MS: a re-seed or import
 * and new behaviour events in this isolate forget the outcomes at once, other isolates catch up on
 * expiry (popularity only breaks ties, so a ranking half a minute old is harmless).
 */
import type { CatalogueContext } from "../catalogue/context";
import { bindingOf } from "../http/d1-binding";
import { keptPerIsolate } from "../isolate-caches";
import { forgetTermDictionary } from "./terms";

export const OUTCOME_TTL_MS = 30_000;
/** Bounds memory: a few hundred outcomes of a page of ids and a facet list each. */
export const OUTCOME_CACHE_SIZE = 500;

interface Entry<T> {
  value: T;
  storedAt: number;
}

let caches = new WeakMap<D1Database, Map<string, Entry<unknown>>>();
keptPerIsolate(() => (caches = new WeakMap()));

/** Everything that can change an outcome: the context's assortment and the whole search input. */
export function outcomeKey(ctx: CatalogueContext, parts: Record<string, unknown>): string {
  return JSON.stringify([ctx.assortmentId, parts]);
}

export function cachedOutcome<T>(db: D1Database, key: string, now = Date.now()): T | null {
  const cache = caches.get(bindingOf(db));
  const entry = cache?.get(key);
  if (!cache || !entry) return null;
  cache.delete(key);
  if (now - entry.storedAt >= OUTCOME_TTL_MS) return null;
  // Re-inserted so the map's order is least recently used first.
  cache.set(key, entry);
  return entry.value as T;
}

export function rememberOutcome<T>(db: D1Database, key: string, value: T, now = Date.now()): void {
  const binding = bindingOf(db);
  let cache = caches.get(binding);
  if (!cache) caches.set(binding, (cache = new Map()));
  cache.delete(key);
  cache.set(key, { value, storedAt: now });
  while (cache.size > OUTCOME_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
}

/** After a write that changes what a search finds or how it ranks (seed, import, behaviour events). */
export function forgetSearchOutcomes(db: D1Database, change: "catalogue" | "ranking" = "catalogue"): void {
  caches.delete(bindingOf(db));
  // The words the index holds change with the catalogue, not with behaviour events.
  if (change === "catalogue") forgetTermDictionary(db);
}
