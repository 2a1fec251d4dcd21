/** Files attached to a quote, stored in D1 (at most MAX_ATTACHMENT_BYTES each, routes/quotes.ts). */
import { touch } from "./line-store";

export interface NewAttachment {
  id: string;
  fileName: string;
  mimeType: string;
  size: number;
  data: Uint8Array;
}

export async function addAttachment(db: D1Database, quoteId: string, file: NewAttachment) {
  await db.batch([
    db
      .prepare(
        "INSERT INTO quote_attachments (id, quote_id, file_name, mime_type, size, data) VALUES (?, ?, ?, ?, ?, ?)",
      )
      .bind(file.id, quoteId, file.fileName, file.mimeType, file.size, file.data),
    touch(db, quoteId),
  ]);
}

export async function findAttachment(db: D1Database, quoteId: string, attachmentId: string) {
  return db
    .prepare("SELECT file_name, mime_type, data FROM quote_attachments WHERE id = ? AND quote_id = ?")
    .bind(attachmentId, quoteId)
    .first<{ file_name: string; mime_type: string; data: ArrayBuffer | number[] }>();
}

/** False when the quote has no such attachment. */
export async function deleteAttachment(db: D1Database, quoteId: string, attachmentId: string): Promise<boolean> {
  const result = await db
    .prepare("DELETE FROM quote_attachments WHERE id = ? AND quote_id = ?")
    .bind(attachmentId, quoteId)
    .run();
  return Boolean(result.meta.changes);
}
