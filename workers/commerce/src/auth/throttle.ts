/**
 * Counters for sign-in attempts, reset mails and the other per-user and per-client limits (migration 0085, table
 * auth_throttle).
 *
 * Every count is taken with one `INSERT … ON CONFLICT DO UPDATE … RETURNING` statement, so parallel
 * requests each see their own number and the decision is made from that number, never from a read
 * followed by a write. Windows are fixed: a key's count starts again `window` seconds after its first
 * attempt.
 */

export interface Count {
  count: number;
  /** Seconds until the window of this key ends. */
  retryAfter: number;
}

function upsert(db: D1Database, key: string, window: number, t: number, by: number) {
  return db
    .prepare(
      `INSERT INTO auth_throttle (key, count, window_start, updated_at) VALUES (?1, ?4, ?2, ?2)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN window_start <= ?2 - ?3 THEN ?4 ELSE count + ?4 END,
         window_start = CASE WHEN window_start <= ?2 - ?3 THEN ?2 ELSE window_start END,
         updated_at = ?2
       RETURNING count, window_start`,
    )
    .bind(key, t, window, by);
}

/**
 * Adds `by` (one attempt, or the events of one call) to each key (one transaction) and returns the new counts in
 * the same order.
 */
export async function countAttempts(
  db: D1Database,
  keys: readonly string[],
  window: number,
  t: number,
  by = 1,
): Promise<Count[]> {
  const results = await db.batch<{ count: number; window_start: number }>(
    keys.map((key) => upsert(db, key, window, t, by)),
  );
  return results.map((r) => {
    const row = r.results[0]!;
    return { count: row.count, retryAfter: Math.max(1, row.window_start + window - t) };
  });
}

/** Takes back one counted attempt (a sign-in that succeeded was no failure). */
export function uncount(db: D1Database, key: string) {
  return db.prepare("UPDATE auth_throttle SET count = max(count - 1, 0) WHERE key = ?").bind(key);
}

export function clearKey(db: D1Database, key: string) {
  return db.prepare("DELETE FROM auth_throttle WHERE key = ?").bind(key);
}

/** Clears every sign-in counter of an account (after a password reset: the owner is unlocked). */
export function clearAccount(db: D1Database, account: string) {
  return db
    .prepare("DELETE FROM auth_throttle WHERE key IN (?1, ?4) OR (key >= ?2 AND key < ?3)")
    .bind(`acct:${account}`, `pair:${account}|`, `pair:${account}}`, `checked:${account}`);
}
