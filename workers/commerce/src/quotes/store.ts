/**
 * Quote storage on D1. Writes that belong together go in one `db.batch` (a transaction); the lines and
 * attachments of a quote are in line-store.ts and attachment-store.ts.
 */
import { MAX_QUOTE_ATTACHMENTS, MAX_QUOTE_ATTACHMENT_TOTAL_BYTES } from "@shop/domain/quote-terms";
import type { QuoteStatus } from "@shop/domain/quote-status";
import type { CustomItemInput, QuoteItemInput } from "./input";
import { buyerPrices, insertCustomItems, insertItems } from "./line-store";

export interface QuoteRow {
  id: string;
  customer_id: string;
  user_id: string;
  status: QuoteStatus;
  title: string;
  final_message: string;
  valid_from: string;
  valid_for: number;
  sender: string;
  receiver: string;
  price_type: string;
  merge_articles: number;
  show_discounts: number;
  /** Who made it: the owner (user_id), or a customer admin who made it for him. */
  created_by: string | null;
  /** The wholesaler's quote desk's message with its offer or decline. */
  desk_message: string | null;
  created_at: string;
  updated_at: string;
}

const now = () => new Date().toISOString();

export async function findQuote(db: D1Database, id: string): Promise<QuoteRow | null> {
  return db.prepare("SELECT * FROM quotes WHERE id = ? AND deleted = 0").bind(id).first<QuoteRow>();
}

/** What a new quote's sender defaults to: the customer, the user's name and the invoice address. */
export async function quoteSenderSources(db: D1Database, customerId: string, userId: string) {
  const [customer, user] = await Promise.all([
    db
      .prepare("SELECT name, organization_number FROM customers WHERE id = ?")
      .bind(customerId)
      .first<{ name: string; organization_number: string }>(),
    db
      .prepare("SELECT first_name, last_name FROM users WHERE id = ?")
      .bind(userId)
      .first<{ first_name: string; last_name: string }>(),
  ]);
  const invoice = await db
    .prepare(
      "SELECT address1, postal_code, postal_address FROM addresses WHERE customer_id = ? AND read_only = 1 LIMIT 1",
    )
    .bind(customerId)
    .first<{ address1: string; postal_code: string; postal_address: string }>();
  return { customer, user, invoice };
}

export interface QuotesQuery {
  customerId: string;
  userId: string;
  /** A customer admin also sees the quotes of the customer's other users. */
  wholeCustomer: boolean;
  status?: QuoteStatus;
  /** Part of the title, the receiver's name or the quote id, in any case. */
  q?: string;
  limit: number;
  offset: number;
}

/**
 * SQLite's lower() folds ASCII only: Å, Ä, Ö, É and Ü are folded here too, so "björken" finds "BJÖRKEN". The
 * search text is folded the same way in TypeScript (toLowerCase).
 */
const folded = (expression: string) =>
  ["Å", "Ä", "Ö", "É", "Ü"].reduce(
    (sql, upper) => `replace(${sql}, '${upper}', '${upper.toLowerCase()}')`,
    `lower(${expression})`,
  );

/** The caller's quotes (an admin's: the customer's) newest first, with the count of all that match. */
export async function listQuotes(db: D1Database, query: QuotesQuery) {
  const where = ["deleted = 0", "customer_id = ?1"];
  const params: unknown[] = [query.customerId];
  if (!query.wholeCustomer) where.push(`user_id = ?${params.push(query.userId)}`);
  if (query.status) where.push(`status = ?${params.push(query.status)}`);
  if (query.q) {
    const at = `?${params.push(query.q.toLowerCase())}`;
    const fields = ["title", "json_extract(receiver, '$.name')", "id"];
    where.push(`(${fields.map((f) => `instr(${folded(`COALESCE(${f}, '')`)}, ${at}) > 0`).join(" OR ")})`);
  }
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT * FROM quotes WHERE ${where.join(" AND ")} ORDER BY created_at DESC, id LIMIT ${query.limit} OFFSET ${query.offset}`,
      )
      .bind(...params),
    db.prepare(`SELECT COUNT(*) AS n FROM quotes WHERE ${where.join(" AND ")}`).bind(...params),
  ]);
  return { rows: rows.results as unknown as QuoteRow[], total: (count.results[0] as { n: number }).n };
}

export type NewQuote = Omit<QuoteRow, "status" | "created_at" | "updated_at" | "desk_message">;

/** `projectId`: the buyer's project, for the buyer price each line records (line-store.ts addQuoteItems). */
export async function createQuote(
  db: D1Database,
  quote: NewQuote,
  items: QuoteItemInput[],
  customItems: CustomItemInput[],
  projectId: string | null = null,
): Promise<void> {
  const at = now();
  const prices = await buyerPrices(db, quote, items, projectId);
  await db.batch([
    db
      .prepare(
        `INSERT INTO quotes (id, customer_id, user_id, created_by, status, title, final_message, valid_from, valid_for,
           sender, receiver, price_type, merge_articles, show_discounts, created_at, updated_at)
         VALUES (?, ?, ?, ?, 'draft', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        quote.id,
        quote.customer_id,
        quote.user_id,
        quote.created_by,
        quote.title,
        quote.final_message,
        quote.valid_from,
        quote.valid_for,
        quote.sender,
        quote.receiver,
        quote.price_type,
        quote.merge_articles,
        quote.show_discounts,
        at,
        at,
      ),
    ...insertItems(db, quote.id, items, 0, prices),
    ...insertCustomItems(db, quote.id, customItems, 0),
  ]);
}

/**
 * Marks the user's own quotes among `ids` deleted and removes their attachments in the same batch; answers how many
 * were deleted and the R2 keys their attachments referred to (to purge those no other quote refers to).
 */
export async function deleteOwnQuotes(db: D1Database, userId: string, ids: string[]) {
  const [marked, removed] = await db.batch([
    db
      .prepare(
        `UPDATE quotes SET deleted = 1, updated_at = ?
         WHERE user_id = ? AND deleted = 0 AND id IN (SELECT value FROM json_each(?))`,
      )
      .bind(now(), userId, JSON.stringify(ids)),
    db
      .prepare(
        `DELETE FROM quote_attachments WHERE quote_id IN (
           SELECT id FROM quotes WHERE user_id = ? AND deleted = 1 AND id IN (SELECT value FROM json_each(?)))
         RETURNING object_key`,
      )
      .bind(userId, JSON.stringify(ids)),
  ]);
  const objectKeys = (removed.results as { object_key: string | null }[]).map((r) => r.object_key);
  return { deleted: marked.meta.changes ?? 0, objectKeys };
}

/**
 * Sets the given columns (names from the route's fixed list, never from input). The status guard in WHERE
 * keeps two concurrent transitions from both succeeding: false when the quote changed meanwhile.
 */
export async function updateQuoteColumns(db: D1Database, quote: QuoteRow, sets: [column: string, value: unknown][]) {
  const result = await db
    .prepare(
      `UPDATE quotes SET ${sets.map(([k]) => `${k} = ?`).join(", ")}, updated_at = ? WHERE id = ? AND status = ?`,
    )
    .bind(...sets.map(([, v]) => v), now(), quote.id, quote.status)
    .run();
  return Boolean(result.meta.changes);
}

/**
 * A draft copy of a quote with all its lines and attachments, owned by `userId`. The attachments' rows refer to the
 * source's R2 objects (a copy stores no bytes, so the customer's total is unchanged); the copy is made only while the
 * source is within the per-quote caps and has no bytes left in D1 (attachment-store.ts moveQuoteAttachments first).
 * False when it was not made.
 */
export async function copyQuote(
  db: D1Database,
  sourceId: string,
  copy: { id: string; userId: string; validFrom: string },
): Promise<boolean> {
  const at = now();
  // Every line is copied only when the quote row was: a refused copy leaves nothing behind.
  const copied = "EXISTS (SELECT 1 FROM quotes WHERE id = ?1)";
  const [quote] = await db.batch([
    db
      .prepare(
        `INSERT INTO quotes (id, customer_id, user_id, created_by, status, title, final_message, valid_from, valid_for,
           sender, receiver, price_type, merge_articles, show_discounts, created_at, updated_at)
         SELECT ?1, customer_id, ?2, ?2, 'draft', 'Kopia av ' || title, final_message, ?3, valid_for, sender, receiver,
           price_type, merge_articles, show_discounts, ?4, ?4 FROM quotes WHERE id = ?5
           AND (SELECT COUNT(*) FROM quote_attachments WHERE quote_id = ?5) <= ?6
           AND (SELECT COALESCE(SUM(size), 0) FROM quote_attachments WHERE quote_id = ?5) <= ?7
           AND NOT EXISTS (SELECT 1 FROM quote_attachments WHERE quote_id = ?5 AND (object_key IS NULL OR length(data) > 0))`,
      )
      .bind(
        copy.id,
        copy.userId,
        copy.validFrom,
        at,
        sourceId,
        MAX_QUOTE_ATTACHMENTS,
        MAX_QUOTE_ATTACHMENT_TOTAL_BYTES,
      ),
    db
      .prepare(
        `INSERT INTO quote_items (id, quote_id, article_number, quantity, price_ore, discount_bp, position)
         SELECT 'qi-' || lower(hex(randomblob(16))), ?1, article_number, quantity, price_ore, discount_bp, position
         FROM quote_items WHERE quote_id = ?2 AND ${copied}`,
      )
      .bind(copy.id, sourceId),
    db
      .prepare(
        `INSERT INTO quote_custom_items (id, quote_id, name, quantity, unit, price_ore, position)
         SELECT 'qc-' || lower(hex(randomblob(16))), ?1, name, quantity, unit, price_ore, position
         FROM quote_custom_items WHERE quote_id = ?2 AND ${copied}`,
      )
      .bind(copy.id, sourceId),
    db
      .prepare(
        `INSERT INTO quote_attachments (id, quote_id, file_name, mime_type, size, data, object_key, created_at)
         SELECT 'qa-' || lower(hex(randomblob(16))), ?1, file_name, mime_type, size, X'', object_key, created_at
         FROM quote_attachments WHERE quote_id = ?2 AND ${copied}`,
      )
      .bind(copy.id, sourceId),
  ]);
  return Boolean(quote.meta.changes);
}
