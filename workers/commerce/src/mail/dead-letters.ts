/**
 * The dead-letter queue's consumer: every letter is kept in D1 (mail_dead_letters) with its reason, and its mail,
 * if it names one, is marked dead in the outbox, so an operator finds both with one query and can send a mail again
 * (docs/operations.md: set the row back to pending). Two kinds of letter arrive: the mail consumer's own, with the
 * reason (consumer.ts), and a mail message the queue moved here itself after max_retries, when the consumer failed
 * it every time (an exception, an isolate that died); that one gets a reason saying so.
 */
import type { CommerceEnv } from "../env";
import { deadLetterSchema, mailMessageSchema, type DeadLetter } from "./messages";

/** How much of a letter's message is kept: enough to recognise it, never a table of megabytes. */
const MESSAGE_MAX = 4000;

export async function recordDeadLetters(batch: MessageBatch<unknown>, env: CommerceEnv) {
  for (const message of batch.messages) {
    try {
      await recordDeadLetter(env.DB, letterOf(message));
      message.ack();
    } catch (error) {
      console.error("mail: recording a dead letter failed", error);
      message.retry({ delaySeconds: 60 });
    }
  }
}

function letterOf(message: Message<unknown>): DeadLetter {
  const letter = deadLetterSchema.safeParse(message.body);
  if (letter.success) return letter.data as DeadLetter;
  const mail = mailMessageSchema.safeParse(message.body);
  return {
    reason: "moved to the dead-letter queue by the queue after max_retries: the consumer failed every delivery",
    outboxId: mail.success ? mail.data.outboxId : null,
    attempts: 0,
    message: message.body,
  };
}

/**
 * Marks the mail dead (only while pending, and only the row the letter's own message names, key and all) and keeps
 * the letter once per mail: a second letter for the same mail (two messages gave up) adds nothing.
 */
export async function recordDeadLetter(db: D1Database, letter: DeadLetter): Promise<void> {
  const mail = mailMessageSchema.safeParse(letter.message);
  const key = mail.success ? mail.data.key : null;
  const messageText = (JSON.stringify(letter.message) ?? String(letter.message)).slice(0, MESSAGE_MAX);
  await db.batch([
    db
      .prepare(
        `UPDATE outbox SET status = 'dead', last_error = ?1
         WHERE id = ?2 AND status = 'pending' AND idempotency_key = ?3`,
      )
      .bind(letter.reason, letter.outboxId, key),
    db
      .prepare(
        `INSERT INTO mail_dead_letters (outbox_id, reason, message, attempts)
         SELECT ?1, ?2, ?3, ?4
         WHERE ?1 IS NULL OR NOT EXISTS (SELECT 1 FROM mail_dead_letters WHERE outbox_id = ?1)`,
      )
      .bind(letter.outboxId, letter.reason, messageText, letter.attempts),
  ]);
}

export async function latestDeadLetters(db: D1Database, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT id, outbox_id AS outboxId, reason, message, attempts, received_at AS receivedAt
       FROM mail_dead_letters ORDER BY id DESC LIMIT ?`,
    )
    .bind(limit)
    .all();
  return results;
}
