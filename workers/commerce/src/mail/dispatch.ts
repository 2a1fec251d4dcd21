/**
 * From the outbox onto the mail queue. Called after a request that wrote a mail has finished (its D1 write is
 * committed, worker.ts) and by the sweep (the cron trigger, `scheduled` in worker.ts). Both run the same claim:
 * pending rows never enqueued, and pending rows whose message is overdue by SWEEP_GRACE_SECONDS. Claiming sets the
 * row's due_at in one UPDATE … RETURNING, so two requests finishing at once never enqueue the same row twice.
 *
 * Why nothing is lost: the mail is committed with the write that caused it, before any queue is involved. If the
 * isolate dies after the commit, if the enqueue fails, or if a message vanishes, the row stays pending and the sweep
 * enqueues it again once it is overdue. A mail enqueued twice is still sent once: the consumer skips rows already
 * sent and the provider recognises the row's idempotency key.
 */
import type { CommerceEnv } from "../env";
import { mailQueueOf } from "./config";
import type { MailMessage } from "./messages";

/**
 * How long past its due time a pending row may go unhandled before the sweep presumes its message lost. Longer
 * than a busy queue's backlog should ever be, so the sweep does not double the queue's work in a rush.
 */
export const SWEEP_GRACE_SECONDS = 600;
/** Rows per claim: a queue's sendBatch takes at most 100 messages. */
const CLAIM_SIZE = 100;
/** Claims per call, so one call stays well inside a request's or a cron run's limits; the next sweep does the rest. */
const MAX_CLAIMS = 20;

export const epochSeconds = (now = Date.now()) => Math.floor(now / 1000);

/** Enqueues every due mail; answers how many were put on the queue (0 when delivery is off). */
export async function enqueueDueMail(env: CommerceEnv, now = epochSeconds()): Promise<number> {
  const queue = mailQueueOf(env);
  if (!queue) return 0;
  let enqueued = 0;
  for (let round = 0; round < MAX_CLAIMS; round++) {
    const claimed = await claimDueMail(env.DB, now);
    if (claimed.length === 0) break;
    try {
      await queue.sendBatch(claimed.map((row) => ({ body: { outboxId: row.id, key: row.key } satisfies MailMessage })));
    } catch (error) {
      // Handed back at once, so the next request or sweep tries again without waiting out the grace.
      await releaseClaim(env.DB, claimed, now);
      throw error;
    }
    enqueued += claimed.length;
    if (claimed.length < CLAIM_SIZE) break;
  }
  return enqueued;
}

async function claimDueMail(db: D1Database, now: number) {
  const { results } = await db
    .prepare(
      `UPDATE outbox SET due_at = ?1
       WHERE id IN (
         SELECT id FROM outbox
         WHERE status = 'pending' AND (due_at IS NULL OR due_at <= ?2)
         ORDER BY id LIMIT ?3)
       RETURNING id, idempotency_key AS key`,
    )
    .bind(now, now - SWEEP_GRACE_SECONDS, CLAIM_SIZE)
    .all<{ id: number; key: string }>();
  return results;
}

async function releaseClaim(db: D1Database, rows: { id: number }[], now: number) {
  await db
    .prepare(
      `UPDATE outbox SET due_at = NULL
       WHERE status = 'pending' AND due_at = ? AND id IN (SELECT value FROM json_each(?))`,
    )
    .bind(now, JSON.stringify(rows.map((row) => row.id)))
    .run()
    .catch((error) => console.error("mail: releasing a failed enqueue", error));
}
