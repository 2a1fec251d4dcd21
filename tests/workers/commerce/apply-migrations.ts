import { applyD1Migrations, env } from "cloudflare:test";
import { forgetIsolateCaches } from "../../../workers/commerce/src/isolate-caches";
import { forgetSignIns } from "./helpers";

/**
 * Every test file starts on an empty, migrated database and with the worker's per-isolate caches empty, as in a
 * runtime of its own. The files of a project share one runtime (`isolate: false` in vitest.config.ts) and so one
 * D1 database and one module registry; this setup file runs before each file.
 */
async function emptyDatabase(db: D1Database) {
  const objects = async (where: string) =>
    (
      await db
        .prepare(
          `SELECT type, name FROM sqlite_master WHERE ${where} AND name NOT GLOB 'sqlite_*' AND name NOT GLOB '_cf_*'`,
        )
        .all<{ type: string; name: string }>()
    ).results;
  // Virtual (FTS5) tables first: dropping one drops its shadow tables, which cannot be dropped on their own.
  const drops = [
    ...(await objects("type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'")),
    ...(await objects("type = 'view'")),
  ].map(({ type, name }) => db.prepare(`DROP ${type === "view" ? "VIEW" : "TABLE"} IF EXISTS "${name}"`));
  if (drops.length) await db.batch(drops);
  const tables = await objects("type = 'table'");
  // Foreign keys are checked at the end of the batch, when every table is gone.
  if (tables.length)
    await db.batch([
      db.prepare("PRAGMA defer_foreign_keys = ON"),
      ...tables.map(({ name }) => db.prepare(`DROP TABLE IF EXISTS "${name}"`)),
    ]);
}

await emptyDatabase(env.DB);
forgetIsolateCaches();
forgetSignIns();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
