/**
 * The isolate's D1 binding behind a per-request wrapper. Server-Timing (http/server-timing.ts) hands each request its
 * own timed proxy of the binding; the isolate caches keyed by the database (search outcomes, categories and brands,
 * assortments, central warehouses) must see one database across requests, or every request misses them.
 */
const bindings = new WeakMap<D1Database, D1Database>();

/** Records that `wrapper` stands for `binding` for one request. */
export function wrapsBinding(wrapper: D1Database, binding: D1Database): D1Database {
  bindings.set(wrapper, bindingOf(binding));
  return wrapper;
}

/** The binding a cache is kept for: the wrapped binding, or `db` itself when it is not a wrapper. */
export function bindingOf(db: D1Database): D1Database {
  return bindings.get(db) ?? db;
}
