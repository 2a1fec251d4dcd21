/**
 * The commerce worker keeps a few caches per isolate in module-level maps: search outcomes, categories and brands,
 * assortments, central warehouses (each per database), checked GraphQL documents, verified tokens and their keys,
 * parsed configuration. In production an isolate serves one database and forgets what its own writes change. The
 * worker tests run many files in one runtime and empty the database between files
 * (tests/workers/commerce/apply-migrations.ts), so they also call forgetIsolateCaches(): each file then starts as in
 * a new isolate. A module with such a cache registers how to empty it when it is first loaded.
 */
const forgetters: (() => void)[] = [];

/** Registers how to empty one per-isolate cache. */
export function keptPerIsolate(forget: () => void): void {
  forgetters.push(forget);
}

/** Empties every per-isolate cache of the modules loaded so far, as if the isolate were new. */
export function forgetIsolateCaches(): void {
  for (const forget of forgetters) forget();
}
