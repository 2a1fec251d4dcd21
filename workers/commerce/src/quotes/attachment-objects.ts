/**
 * The bytes of quote attachments in R2 (binding FILES): one object per distinct content, under
 * `attachments/sha256/<hex>`, so a copied quote (or the same drawing on two quotes) shares one object. D1's
 * quote_attachments rows refer to the key (attachment-store.ts); an object is purged once no row does.
 *
 * Purge and upload meet in D1, never in R2 alone: a purge first claims the key in attachment_purges, and only while
 * no row refers to it; an upload inserts its row only while no purge holds the key, and writes the object after its
 * row exists. So a purge never deletes an object a row refers to, and an upload never refers to a purged object.
 */

/** A purge that has not finished after this long is taken as abandoned (its request died). */
export const PURGE_STALE_MS = 60_000;

/** The object key of these bytes: content-addressed. */
export async function objectKeyOf(bytes: Uint8Array<ArrayBuffer>): Promise<{ key: string; sha256: string }> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  const sha256 = [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
  return { key: `attachments/sha256/${sha256}`, sha256 };
}

/** Writes the object unless it is there already (same key, same bytes). R2 checks the bytes against the hash. */
export async function storeObject(bucket: R2Bucket, stored: { key: string; sha256: string }, bytes: Uint8Array) {
  if (await bucket.head(stored.key)) return;
  await bucket.put(stored.key, bytes, { sha256: stored.sha256 });
}

/**
 * Deletes from R2 each of `keys` that no quote_attachments row refers to any more (after a row was deleted). Safe to
 * call with keys still in use: those stay.
 */
export async function purgeUnreferenced(db: D1Database, bucket: R2Bucket, keys: Iterable<string | null>) {
  for (const key of new Set(keys)) {
    if (!key) continue;
    const started = Date.now();
    const claim = await db
      .prepare(
        `INSERT INTO attachment_purges (object_key, started_at) SELECT ?1, ?2
         WHERE NOT EXISTS (SELECT 1 FROM quote_attachments WHERE object_key = ?1)
         ON CONFLICT (object_key) DO UPDATE SET started_at = excluded.started_at
           WHERE attachment_purges.started_at <= ?3`,
      )
      .bind(key, started, started - PURGE_STALE_MS)
      .run();
    if (!claim.meta.changes) continue;
    try {
      await bucket.delete(key);
    } catch (error) {
      // The object stays without any row: storage only, never a broken attachment. Logged so it can be removed.
      console.error(`quote attachments: purging ${key} failed`, error);
    } finally {
      await db
        .prepare("DELETE FROM attachment_purges WHERE object_key = ? AND started_at = ?")
        .bind(key, started)
        .run();
    }
  }
}
