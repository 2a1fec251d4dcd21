-- Quote attachments move from D1 blobs to R2 (quotes/attachment-objects.ts): D1 keeps the metadata row and the
-- object's key, `attachments/sha256/<hex of the bytes>`, so a copied quote refers to the same object.
-- Rows written before keep their bytes in `data` (object_key NULL) and stay readable: they move to R2 when they are
-- read or their quote is copied. A moved or new row has an empty `data` (ALTER TABLE cannot drop its NOT NULL, and
-- rebuilding the table would copy every old blob inside one migration).
ALTER TABLE quote_attachments ADD COLUMN object_key TEXT;

-- The caps (domain/quote-terms.ts) count a quote's rows and a customer's distinct objects on every upload.
CREATE INDEX quote_attachments_quote ON quote_attachments (quote_id);
-- Whether any row still refers to an object, before it is purged from R2.
CREATE INDEX quote_attachments_object ON quote_attachments (object_key);

-- An object being deleted from R2 because no row refers to it: while it is here (and younger than a minute), no
-- upload may refer to the key, so an upload of the same bytes never ends up pointing at a purged object.
CREATE TABLE attachment_purges (
  object_key TEXT PRIMARY KEY,
  -- Epoch milliseconds; a purge older than a minute is taken as abandoned.
  started_at INTEGER NOT NULL
);

-- Deleted quotes kept their files: they go now (deleting a quote removes its attachments from now on).
DELETE FROM quote_attachments WHERE quote_id IN (SELECT id FROM quotes WHERE deleted = 1);
