/** The quote desk's answers on D1 (routes/quote-desk.ts): one batch each, guarded by the status it started from. */
import type { QuoteRow } from "./store";

/**
 * Sets status `sent`, the desk's message and the agreed price of each catalogue line. The line updates apply only
 * when this call's status change did (the stamp it wrote): false when the quote changed meanwhile.
 */
export async function recordOffer(
  db: D1Database,
  quote: QuoteRow,
  agreedPrices: readonly [quoteItemId: string, ore: number][],
  message: string | null,
): Promise<boolean> {
  const stamp = new Date().toISOString();
  const [moved] = await db.batch([
    db
      .prepare("UPDATE quotes SET status = 'sent', desk_message = ?, updated_at = ? WHERE id = ? AND status = ?")
      .bind(message, stamp, quote.id, quote.status),
    ...agreedPrices.map(([id, ore]) =>
      db
        .prepare(
          `UPDATE quote_items SET agreed_price_ore = ?1 WHERE id = ?2 AND quote_id = ?3
             AND EXISTS (SELECT 1 FROM quotes WHERE id = ?3 AND status = 'sent' AND updated_at = ?4)`,
        )
        .bind(ore, id, quote.id, stamp),
    ),
  ]);
  return Boolean(moved.meta.changes);
}

/** The desk declines a review or withdraws its offer; false when the quote changed meanwhile. */
export async function recordDecline(db: D1Database, quote: QuoteRow, message: string | null): Promise<boolean> {
  const result = await db
    .prepare("UPDATE quotes SET status = 'declined', desk_message = ?, updated_at = ? WHERE id = ? AND status = ?")
    .bind(message, new Date().toISOString(), quote.id, quote.status)
    .run();
  return Boolean(result.meta.changes);
}
