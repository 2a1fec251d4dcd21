/**
 * The lines of a quote on D1: catalogue items and custom items (work, freight). Every write also touches
 * the quote's updated_at, in the same batch.
 */
import { sekToOre } from "@shop/domain/money";
import { currentPurchasePrices, type QuoteOwner } from "./agreed-prices";
import type { CustomItemInput, CustomItemUpdate, QuoteItemInput, QuoteItemUpdate } from "./input";

export interface QuoteItemRow {
  id: string;
  article_number: string;
  quantity: number;
  price_ore: number | null;
  discount_bp: number | null;
  /** The desk's agreed purchase price (öre), set with its offer. */
  agreed_price_ore: number | null;
  /** The buyer's unit price (net plus metal surcharge, öre) when the line was put on the quote: the agreed price's start. */
  buyer_price_ore: number | null;
}
export interface QuoteCustomItemRow {
  id: string;
  name: string;
  quantity: number;
  unit: string;
  price_ore: number;
}
export interface QuoteAttachmentRow {
  id: string;
  file_name: string;
  mime_type: string;
  size: number;
  created_at: string;
}

const now = () => new Date().toISOString();
const percentToBasisPoints = (value: number | null | undefined) => (value == null ? null : Math.round(value * 100));

export async function quoteLines(db: D1Database, quoteId: string) {
  const [items, customItems, attachments] = await db.batch([
    db.prepare("SELECT * FROM quote_items WHERE quote_id = ? ORDER BY position, id").bind(quoteId),
    db.prepare("SELECT * FROM quote_custom_items WHERE quote_id = ? ORDER BY position, id").bind(quoteId),
    db
      .prepare(
        "SELECT id, file_name, mime_type, size, created_at FROM quote_attachments WHERE quote_id = ? ORDER BY created_at, id",
      )
      .bind(quoteId),
  ]);
  return {
    items: items.results as unknown as QuoteItemRow[],
    customItems: customItems.results as unknown as QuoteCustomItemRow[],
    attachments: attachments.results as unknown as QuoteAttachmentRow[],
  };
}

/** The buyer's price per article now, recorded on the lines a quote gets (see buyer_price_ore). */
export function buyerPrices(
  db: D1Database,
  quote: QuoteOwner,
  items: readonly QuoteItemInput[],
  projectId: string | null,
) {
  return currentPurchasePrices(
    db,
    quote,
    items.map((i) => i.articleNumber),
    projectId,
  );
}

export function insertItems(
  db: D1Database,
  quoteId: string,
  items: QuoteItemInput[],
  start: number,
  prices: ReadonlyMap<string, number | null> = new Map(),
) {
  return items.map((i, k) =>
    db
      .prepare(
        `INSERT INTO quote_items (id, quote_id, article_number, quantity, price_ore, discount_bp, position, buyer_price_ore)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        `qi-${crypto.randomUUID()}`,
        quoteId,
        i.articleNumber,
        i.quantity,
        i.price == null ? null : sekToOre(i.price),
        percentToBasisPoints(i.discountPercentage),
        start + k,
        prices.get(i.articleNumber) ?? null,
      ),
  );
}

export function insertCustomItems(db: D1Database, quoteId: string, items: CustomItemInput[], start: number) {
  return items.map((i, k) =>
    db
      .prepare(
        `INSERT INTO quote_custom_items (id, quote_id, name, quantity, unit, price_ore, position)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(`qc-${crypto.randomUUID()}`, quoteId, i.name, i.quantity, i.unit, sekToOre(i.price), start + k),
  );
}

export const touch = (db: D1Database, id: string) =>
  db.prepare("UPDATE quotes SET updated_at = ? WHERE id = ?").bind(now(), id);

async function nextPosition(db: D1Database, table: "quote_items" | "quote_custom_items", quoteId: string) {
  const row = await db
    .prepare(`SELECT COALESCE(MAX(position), -1) + 1 AS p FROM ${table} WHERE quote_id = ?`)
    .bind(quoteId)
    .first<{ p: number }>();
  return row?.p ?? 0;
}

/** The first id of a per-item UPDATE batch (one statement per id, in order) that matched no row, if any. */
function firstUnchanged(results: D1Result[], ids: string[]): string | undefined {
  return ids.find((_, k) => !results[k].meta.changes);
}

/**
 * `projectId`: the project the buyer works in (his token's), so the recorded buyer price is the one he sees; without
 * it the customer's own price is recorded.
 */
export async function addQuoteItems(
  db: D1Database,
  quoteId: string,
  items: QuoteItemInput[],
  projectId: string | null = null,
) {
  const [start, owner] = await Promise.all([
    nextPosition(db, "quote_items", quoteId),
    db
      .prepare("SELECT user_id, customer_id FROM quotes WHERE id = ?")
      .bind(quoteId)
      .first<{ user_id: string; customer_id: string }>(),
  ]);
  const prices = owner ? await buyerPrices(db, owner, items, projectId) : new Map<string, number | null>();
  await db.batch([...insertItems(db, quoteId, items, start, prices), touch(db, quoteId)]);
}

/** Answers the first quoteItemId that is not on the quote (nothing else in the batch is undone by it). */
export async function updateQuoteItems(db: D1Database, quoteId: string, items: QuoteItemUpdate[]) {
  const results = await db.batch([
    ...items.map((i) =>
      db
        .prepare(
          `UPDATE quote_items SET quantity = COALESCE(?, quantity), price_ore = CASE WHEN ? THEN ? ELSE price_ore END,
             discount_bp = CASE WHEN ? THEN ? ELSE discount_bp END WHERE id = ? AND quote_id = ?`,
        )
        .bind(
          i.quantity ?? null,
          i.price !== undefined ? 1 : 0,
          i.price == null ? null : sekToOre(i.price),
          i.discountPercentage !== undefined ? 1 : 0,
          percentToBasisPoints(i.discountPercentage),
          i.quoteItemId,
          quoteId,
        ),
    ),
    touch(db, quoteId),
  ]);
  return firstUnchanged(
    results,
    items.map((i) => i.quoteItemId),
  );
}

export async function deleteQuoteItems(db: D1Database, quoteId: string, ids: string[]) {
  await db.batch([
    db
      .prepare("DELETE FROM quote_items WHERE quote_id = ? AND id IN (SELECT value FROM json_each(?))")
      .bind(quoteId, JSON.stringify(ids)),
    touch(db, quoteId),
  ]);
}

export async function addCustomItems(db: D1Database, quoteId: string, items: CustomItemInput[]) {
  const start = await nextPosition(db, "quote_custom_items", quoteId);
  await db.batch([...insertCustomItems(db, quoteId, items, start), touch(db, quoteId)]);
}

/** Answers the first customItemId that is not on the quote. */
export async function updateCustomItems(db: D1Database, quoteId: string, items: CustomItemUpdate[]) {
  const results = await db.batch([
    ...items.map((i) =>
      db
        .prepare(
          `UPDATE quote_custom_items SET name = COALESCE(?, name), quantity = COALESCE(?, quantity),
             unit = COALESCE(?, unit), price_ore = COALESCE(?, price_ore) WHERE id = ? AND quote_id = ?`,
        )
        .bind(
          i.name ?? null,
          i.quantity ?? null,
          i.unit ?? null,
          i.price === undefined ? null : sekToOre(i.price),
          i.customItemId,
          quoteId,
        ),
    ),
    touch(db, quoteId),
  ]);
  return firstUnchanged(
    results,
    items.map((i) => i.customItemId),
  );
}

export async function deleteCustomItems(db: D1Database, quoteId: string, ids: string[]) {
  await db.batch([
    db
      .prepare("DELETE FROM quote_custom_items WHERE quote_id = ? AND id IN (SELECT value FROM json_each(?))")
      .bind(quoteId, JSON.stringify(ids)),
    touch(db, quoteId),
  ]);
}
