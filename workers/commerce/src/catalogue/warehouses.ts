/**
 * Warehouse roles come from the catalogue's locations (`locations.type`: CENTRAL, STORE, VIRTUAL),
 * never from the demo seed, so a shop with other warehouses needs no code change.
 */
import { bindingOf } from "../http/d1-binding";
import { keptPerIsolate } from "../isolate-caches";
import type { BatchReader } from "./sql";

const TTL_MS = 60_000;
let cache = new WeakMap<D1Database, { ids: readonly string[]; loadedAt: number }>();
keptPerIsolate(() => (cache = new WeakMap()));

const CENTRAL_SQL = "SELECT id FROM locations WHERE type = 'CENTRAL' ORDER BY id";

function remember(db: D1Database, rows: readonly { id: string }[]): readonly string[] {
  const ids = rows.map((r) => r.id);
  cache.set(bindingOf(db), { ids, loadedAt: Date.now() });
  return ids;
}

function cached(db: D1Database): readonly string[] | null {
  const hit = cache.get(bindingOf(db));
  return hit && Date.now() - hit.loadedAt < TTL_MS && hit.ids.length > 0 ? hit.ids : null;
}

/**
 * The central warehouses, in a stable order (the first is the default shipping warehouse). Read on
 * every stock answer, so kept a minute per database like the assortments (catalogue/context.ts).
 */
export async function centralWarehouseIds(db: D1Database): Promise<readonly string[]> {
  const hit = cached(db);
  if (hit) return hit;
  const { results } = await db.prepare(CENTRAL_SQL).all<{ id: string }>();
  return remember(db, results);
}

/** The same list, read in a batch that is going to D1 anyway (no extra round trip when not cached). */
export function centralWarehouseIdsWith(reader: BatchReader, db: D1Database): () => readonly string[] {
  const hit = cached(db);
  if (hit) return () => hit;
  const rows = reader.add<{ id: string }>([db.prepare(CENTRAL_SQL)]);
  return () => remember(db, rows());
}
