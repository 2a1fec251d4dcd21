/**
 * The mail queue's consumer: each message names an outbox row; the row's mail goes to the provider with the row's
 * idempotency key, and the row records the outcome. A message is acknowledged once the mail is sent (or was
 * already), retried with a growing delay while the provider is down, and put on the dead-letter queue with the
 * reason when the provider refuses the mail for good, when MAX_ATTEMPTS attempts all failed, or when the message
 * names no mail at all (dead-letters.ts records it there).
 *
 * Attempts are counted on the row, not the message: a mail the sweep enqueued again (dispatch.ts) keeps its count,
 * so no mail is retried forever however many messages name it.
 */
import type { CommerceEnv } from "../env";
import { mailProviderConfig, type MailProviderConfig } from "./config";
import { recordDeadLetter } from "./dead-letters";
import { epochSeconds } from "./dispatch";
import { mailMessageSchema, type DeadLetter, type MailMessage } from "./messages";
import { sendThroughProvider, type DeliverableMail } from "./provider";

/**
 * Attempts per mail before it is given up. With the delays below the last one is about five hours after the first:
 * a provider's outage of an afternoon costs no mail. Keep `max_retries` in wrangler.toml at least this, so the
 * queue's own dead-lettering (for a consumer that keeps crashing) never comes first.
 */
export const MAX_ATTEMPTS = 12;
const FIRST_DELAY_SECONDS = 30;
const MAX_DELAY_SECONDS = 3600;

/** 30 s after the first failed attempt, doubling up to an hour; a provider's Retry-After can only lengthen it. */
export function retryDelaySeconds(failedAttempts: number, retryAfterSeconds = 0): number {
  const backoff = FIRST_DELAY_SECONDS * 2 ** Math.max(0, failedAttempts - 1);
  return Math.min(Math.max(backoff, retryAfterSeconds), MAX_DELAY_SECONDS);
}

export async function deliverMailBatch(batch: MessageBatch<unknown>, env: CommerceEnv, now = epochSeconds()) {
  let config: MailProviderConfig | null = null;
  try {
    config = mailProviderConfig(env);
  } catch (error) {
    console.error("mail: the provider is misconfigured; mails stay pending in the outbox", error);
  }
  await Promise.all(batch.messages.map((message) => deliverMessage(message, env, config, now)));
}

async function deliverMessage(
  message: Message<unknown>,
  env: CommerceEnv,
  config: MailProviderConfig | null,
  now: number,
): Promise<void> {
  try {
    const parsed = mailMessageSchema.safeParse(message.body);
    if (!parsed.success)
      return await giveUp(message, env, {
        reason: `not a mail message (expected { outboxId, key }): ${parsed.error.issues[0]?.message ?? "invalid"}`,
        outboxId: null,
        attempts: message.attempts,
        message: message.body,
      });
    // No provider: the row stays pending and the sweep enqueues it again once one is configured.
    if (!config) return message.ack();
    const claim = await claimAttempt(env.DB, parsed.data, now);
    if (claim === "already-handled") return message.ack();
    if (claim === "unknown")
      return await giveUp(message, env, {
        reason: `no mail ${parsed.data.outboxId} with this idempotency key in the outbox`,
        outboxId: null,
        attempts: message.attempts,
        message: message.body,
      });
    const outcome = await sendThroughProvider(config, claim.mail);
    const outboxId = parsed.data.outboxId;
    if (outcome.kind === "sent") {
      await markSent(env.DB, outboxId, outcome.providerId, now);
      return message.ack();
    }
    if (outcome.kind === "refused" || claim.attempts >= MAX_ATTEMPTS)
      return await giveUp(message, env, {
        reason:
          outcome.kind === "refused" ? outcome.reason : `gave up after ${claim.attempts} attempts; ${outcome.reason}`,
        outboxId,
        attempts: claim.attempts,
        message: message.body,
      });
    const delaySeconds = retryDelaySeconds(claim.attempts, outcome.retryAfterSeconds);
    await markRetrying(env.DB, outboxId, outcome.reason, now + delaySeconds);
    message.retry({ delaySeconds });
  } catch (error) {
    // D1 or the dead-letter queue failed, not the provider: try the message again; should this go on, the queue
    // moves it to the dead-letter queue after max_retries.
    console.error("mail: delivering a message failed", error);
    message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
  }
}

type Claim = "already-handled" | "unknown" | { mail: DeliverableMail; attempts: number };

/**
 * Counts the attempt on the row and reads its mail, only while it is pending. The row's due_at moves to now, so the
 * sweep leaves it alone while this attempt runs.
 */
async function claimAttempt(db: D1Database, message: MailMessage, now: number): Promise<Claim> {
  const row = await db
    .prepare(
      `UPDATE outbox SET attempts = attempts + 1, due_at = ?3
       WHERE id = ?1 AND idempotency_key = ?2 AND status = 'pending'
       RETURNING to_address AS "to", subject, body, attempts`,
    )
    .bind(message.outboxId, message.key, now)
    .first<{ to: string; subject: string; body: string; attempts: number }>();
  if (row)
    return {
      mail: { to: row.to, subject: row.subject, body: row.body, idempotencyKey: message.key },
      attempts: row.attempts,
    };
  const known = await db
    .prepare("SELECT 1 AS known FROM outbox WHERE id = ? AND idempotency_key = ?")
    .bind(message.outboxId, message.key)
    .first();
  return known ? "already-handled" : "unknown";
}

async function markSent(db: D1Database, outboxId: number, providerId: string, now: number) {
  // Also over 'dead': if a late duplicate got through after all, the row must say the mail went out.
  await db
    .prepare(
      `UPDATE outbox SET status = 'sent', sent_at = ?, provider_id = ?, last_error = NULL
       WHERE id = ? AND status IN ('pending', 'dead')`,
    )
    .bind(now, providerId, outboxId)
    .run();
}

async function markRetrying(db: D1Database, outboxId: number, reason: string, dueAt: number) {
  await db
    .prepare("UPDATE outbox SET last_error = ?, due_at = ? WHERE id = ? AND status = 'pending'")
    .bind(reason, dueAt, outboxId)
    .run();
}

/**
 * The mail is marked dead with the reason first, so no sweep sends it again even if the letter never arrives; then
 * the letter goes onto the dead-letter queue and the message is acknowledged. Without a dead-letter queue bound (a
 * misconfigured deploy) the letter is recorded directly, so the reason is never lost.
 */
async function giveUp(message: Message<unknown>, env: CommerceEnv, letter: DeadLetter) {
  console.warn(`mail: dead letter (outbox ${letter.outboxId ?? "-"}): ${letter.reason}`);
  if (letter.outboxId !== null)
    await env.DB.prepare("UPDATE outbox SET status = 'dead', last_error = ? WHERE id = ? AND status = 'pending'")
      .bind(letter.reason, letter.outboxId)
      .run();
  if (env.MAIL_DLQ) await env.MAIL_DLQ.send(letter);
  else await recordDeadLetter(env.DB, letter);
  message.ack();
}
