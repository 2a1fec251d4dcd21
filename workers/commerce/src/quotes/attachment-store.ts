/**
 * Files attached to a quote: the metadata row on D1 (name, type, size, the R2 object's key), the bytes in R2
 * (attachment-objects.ts). The caps of domain/quote-terms.ts are held by the very statement that inserts a row, so
 * parallel uploads cannot get past them; a refused upload writes nothing, to D1 or R2.
 */
import {
  MAX_CUSTOMER_ATTACHMENT_BYTES,
  MAX_QUOTE_ATTACHMENTS,
  MAX_QUOTE_ATTACHMENT_TOTAL_BYTES,
} from "@shop/domain/quote-terms";
import { PURGE_STALE_MS, objectKeyOf, purgeUnreferenced, storeObject } from "./attachment-objects";

export interface NewAttachment {
  id: string;
  fileName: string;
  mimeType: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/** Why an upload was refused: a cap (tooMany 409, quoteFull and customerFull 413) or the quote is gone. */
export type AttachmentRefusal = "tooMany" | "quoteFull" | "customerFull" | "quoteGone" | "busy";

/** The bytes the customer of quote ?1 stores: each object once, however many of its quotes refer to it. */
const CUSTOMER_BYTES = `(SELECT COALESCE(SUM(size), 0) FROM (
  SELECT MAX(a.size) AS size FROM quote_attachments a JOIN quotes q ON q.id = a.quote_id
  WHERE q.customer_id = (SELECT customer_id FROM quotes WHERE id = ?1) GROUP BY COALESCE(a.object_key, a.id)))`;
/** What storing object ?2 (of ?3 bytes) adds to them: nothing when the customer holds it already. */
const CUSTOMER_ADDS = `CASE WHEN EXISTS (SELECT 1 FROM quote_attachments a JOIN quotes q ON q.id = a.quote_id
  WHERE a.object_key = ?2 AND q.customer_id = (SELECT customer_id FROM quotes WHERE id = ?1)) THEN 0 ELSE ?3 END`;
const QUOTE_FILES = "(SELECT COUNT(*) FROM quote_attachments WHERE quote_id = ?1)";
const QUOTE_BYTES = "(SELECT COALESCE(SUM(size), 0) FROM quote_attachments WHERE quote_id = ?1)";
const PURGING = "EXISTS (SELECT 1 FROM attachment_purges WHERE object_key = ?2 AND started_at > ?4)";

/**
 * Stores the file: its row first, only while every cap holds, no purge holds its object and the quote is not
 * deleted; then its object. Answers null when stored, else why not (nothing stored then).
 */
export async function addAttachment(
  db: D1Database,
  bucket: R2Bucket,
  quoteId: string,
  file: NewAttachment,
): Promise<AttachmentRefusal | null> {
  const stored = await objectKeyOf(file.bytes);
  const size = file.bytes.byteLength;
  for (let attempt = 0; ; attempt++) {
    const [inserted] = await db.batch([
      db
        .prepare(
          `INSERT INTO quote_attachments (id, quote_id, file_name, mime_type, size, data, object_key)
           SELECT ?5, ?1, ?6, ?7, ?3, X'', ?2
           WHERE EXISTS (SELECT 1 FROM quotes WHERE id = ?1 AND deleted = 0) AND NOT ${PURGING}
             AND ${QUOTE_FILES} < ?8 AND ${QUOTE_BYTES} + ?3 <= ?9 AND ${CUSTOMER_BYTES} + ${CUSTOMER_ADDS} <= ?10`,
        )
        .bind(
          quoteId,
          stored.key,
          size,
          Date.now() - PURGE_STALE_MS,
          file.id,
          file.fileName,
          file.mimeType,
          MAX_QUOTE_ATTACHMENTS,
          MAX_QUOTE_ATTACHMENT_TOTAL_BYTES,
          MAX_CUSTOMER_ATTACHMENT_BYTES,
        ),
      db
        .prepare(
          "UPDATE quotes SET updated_at = ? WHERE id = ? AND EXISTS (SELECT 1 FROM quote_attachments WHERE id = ?)",
        )
        .bind(new Date().toISOString(), quoteId, file.id),
    ]);
    if (inserted.meta.changes) break;
    const refusal = await refusalOf(db, quoteId, stored.key, size);
    // A purge of the same bytes finishes within moments: wait for it rather than refuse.
    if (refusal !== "busy" || attempt === 4) return refusal;
    await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
  }
  try {
    await storeObject(bucket, stored, file.bytes);
  } catch (error) {
    // No row may point at bytes that were never stored.
    await db.prepare("DELETE FROM quote_attachments WHERE id = ?").bind(file.id).run();
    await purgeUnreferenced(db, bucket, [stored.key]);
    throw error;
  }
  return null;
}

/** Which cap the upload met (read after the insert refused it; "busy" when none did, so it may be tried again). */
async function refusalOf(db: D1Database, quoteId: string, key: string, size: number): Promise<AttachmentRefusal> {
  const state = await db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM quotes WHERE id = ?1 AND deleted = 0) AS open, ${QUOTE_FILES} AS files,
         ${QUOTE_BYTES} AS quote_bytes, ${CUSTOMER_BYTES} + ${CUSTOMER_ADDS} AS customer_bytes`,
    )
    .bind(quoteId, key, size)
    .first<{ open: number; files: number; quote_bytes: number; customer_bytes: number }>();
  if (!state?.open) return "quoteGone";
  if (state.files >= MAX_QUOTE_ATTACHMENTS) return "tooMany";
  if (state.quote_bytes + size > MAX_QUOTE_ATTACHMENT_TOTAL_BYTES) return "quoteFull";
  if (state.customer_bytes > MAX_CUSTOMER_ATTACHMENT_BYTES) return "customerFull";
  return "busy";
}

interface AttachmentRow {
  id: string;
  file_name: string;
  mime_type: string;
  object_key: string | null;
  /** Bytes of a row written before attachments moved to R2 (object_key NULL, or not yet cleared); else empty. */
  data: ArrayBuffer | number[];
}

/** D1 answers a BLOB as an ArrayBuffer (or, in some runtimes, an array of numbers). */
const bytesOf = (data: ArrayBuffer | number[]) =>
  data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data);

/** The file to answer with, or null when the quote has no such attachment. */
export async function readAttachment(db: D1Database, bucket: R2Bucket, quoteId: string, attachmentId: string) {
  const row = await db
    .prepare("SELECT id, file_name, mime_type, object_key, data FROM quote_attachments WHERE id = ? AND quote_id = ?")
    .bind(attachmentId, quoteId)
    .first<AttachmentRow>();
  if (!row) return null;
  const file = { fileName: row.file_name, mimeType: row.mime_type };
  const legacy = bytesOf(row.data);
  if (legacy.byteLength > 0) {
    await moveToObjectStore(db, bucket, row.id, row.object_key, legacy).catch((error: unknown) =>
      console.error(`quote attachments: moving ${row.id} to R2 failed`, error),
    );
    return { ...file, body: legacy };
  }
  const object = row.object_key ? await bucket.get(row.object_key) : null;
  return object ? { ...file, body: object.body } : null;
}

/**
 * Moves a row's bytes from D1 to R2 (rows written before the move): the row takes the key first (so no purge can
 * start on it), then the object is written, then the blob is cleared. Until then the row keeps serving its bytes.
 */
async function moveToObjectStore(
  db: D1Database,
  bucket: R2Bucket,
  id: string,
  objectKey: string | null,
  bytes: Uint8Array<ArrayBuffer>,
) {
  const stored = await objectKeyOf(bytes);
  if (objectKey === null) {
    const claimed = await db
      .prepare(
        `UPDATE quote_attachments SET object_key = ?1 WHERE id = ?3 AND object_key IS NULL
           AND NOT EXISTS (SELECT 1 FROM attachment_purges WHERE object_key = ?1 AND started_at > ?2)`,
      )
      .bind(stored.key, Date.now() - PURGE_STALE_MS, id)
      .run();
    if (!claimed.meta.changes) return;
  }
  await storeObject(bucket, stored, bytes);
  await db
    .prepare("UPDATE quote_attachments SET data = X'' WHERE id = ? AND object_key = ?")
    .bind(id, stored.key)
    .run();
}

/** Moves every attachment of the quote whose bytes are still in D1 (before a copy, which shares objects only). */
export async function moveQuoteAttachments(db: D1Database, bucket: R2Bucket, quoteId: string) {
  const { results } = await db
    .prepare("SELECT id, object_key, data FROM quote_attachments WHERE quote_id = ? AND length(data) > 0")
    .bind(quoteId)
    .all<Pick<AttachmentRow, "id" | "object_key" | "data">>();
  for (const row of results) await moveToObjectStore(db, bucket, row.id, row.object_key, bytesOf(row.data));
}

/** False when the quote has no such attachment. Its object is purged when no other row refers to it. */
export async function deleteAttachment(
  db: D1Database,
  bucket: R2Bucket,
  quoteId: string,
  attachmentId: string,
): Promise<boolean> {
  const { results } = await db
    .prepare("DELETE FROM quote_attachments WHERE id = ? AND quote_id = ? RETURNING object_key")
    .bind(attachmentId, quoteId)
    .all<{ object_key: string | null }>();
  await purgeUnreferenced(
    db,
    bucket,
    results.map((r) => r.object_key),
  );
  return results.length > 0;
}

/** How many files and bytes the quote's attachments hold (to say why a copy was refused). */
export async function attachmentTotals(db: D1Database, quoteId: string) {
  const row = await db
    .prepare("SELECT COUNT(*) AS files, COALESCE(SUM(size), 0) AS bytes FROM quote_attachments WHERE quote_id = ?")
    .bind(quoteId)
    .first<{ files: number; bytes: number }>();
  return row ?? { files: 0, bytes: 0 };
}

/** The R2 keys the attachments of the quotes whose id starts with `idPrefix` (letters, digits and `-`) refer to. */
export async function attachmentKeysOfQuotes(db: D1Database, idPrefix: string): Promise<(string | null)[]> {
  // LIKE reads `%` and `_` as wildcards: a prefix holding them would reach other quotes' files.
  if (!/^[A-Za-z0-9-]+$/.test(idPrefix)) throw new Error(`Not a plain quote id prefix: ${idPrefix}`);
  const { results } = await db
    .prepare("SELECT DISTINCT object_key FROM quote_attachments WHERE quote_id LIKE ? || '%'")
    .bind(idPrefix)
    .all<{ object_key: string | null }>();
  return results.map((r) => r.object_key);
}
