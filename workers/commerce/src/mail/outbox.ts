/**
 * The outbox table: mails the shop would send (receipts, password links, lock notices). Nothing
 * delivers them yet; locally they are read through /__dev/outbox (routes/dev.ts).
 */
export interface OutboxMail {
  to: string;
  subject: string;
  body: string;
}

export function queueMailStatement(db: D1Database, mail: OutboxMail): D1PreparedStatement {
  return db
    .prepare("INSERT INTO outbox (to_address, subject, body) VALUES (?, ?, ?)")
    .bind(mail.to, mail.subject, mail.body);
}

/** Queues one mail; answers its outbox id. */
export async function queueMail(db: D1Database, mail: OutboxMail): Promise<number> {
  const { meta } = await queueMailStatement(db, mail).run();
  return meta.last_row_id;
}

export async function latestOutboxMails(db: D1Database, limit: number) {
  const { results } = await db
    .prepare(
      'SELECT id, to_address AS "to", subject, body, created_at AS createdAt FROM outbox ORDER BY id DESC LIMIT ?',
    )
    .bind(limit)
    .all();
  return results;
}
