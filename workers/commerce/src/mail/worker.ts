/**
 * Mail delivery wired into the commerce worker: after a request that wrote a mail its rows go onto the queue, the
 * `queue` handler consumes the mail queue and its dead-letter queue, and the `scheduled` handler (the cron trigger in
 * wrangler.toml) is the sweep that enqueues whatever a lost enqueue or message left pending.
 *
 * The consumer lives in this worker rather than a worker of its own: it reads and updates the outbox rows in this
 * worker's D1 database, and Miniflare (`npm start`, the e2e stack) delivers a local queue only to consumers in the
 * same instance as its producer, so one worker runs the same way locally and deployed.
 */
import type { CommerceEnv } from "../env";
import { deliverMailBatch } from "./consumer";
import { recordDeadLetters } from "./dead-letters";
import { enqueueDueMail } from "./dispatch";
import { MAIL_DEAD_LETTER_QUEUE_NAME } from "./messages";
import { noticingMail } from "./written-in-request";

type FetchHandler = (request: Request, env: CommerceEnv, ctx: ExecutionContext | undefined) => Promise<Response>;

export interface MailHandlers {
  queue: (batch: MessageBatch<unknown>, env: CommerceEnv, ctx: ExecutionContext) => Promise<void>;
  scheduled: (controller: ScheduledController, env: CommerceEnv, ctx: ExecutionContext) => Promise<void>;
}

/**
 * Adds mail delivery to a worker's handler in place (a Hono app stays the same object, so tests that call
 * `app.request(...)` reach it too) and answers it with the queue and scheduled handlers added.
 */
export function withMailDelivery<H extends { fetch?: unknown }>(handler: H): H & MailHandlers {
  const target = handler as unknown as { fetch: FetchHandler };
  const plain = target.fetch;
  target.fetch = async function (this: unknown, request, env, ctx) {
    const [response, wroteMail] = await noticingMail(() => plain.call(this, request, env, ctx));
    if (wroteMail) {
      // After the handler, so after its D1 write committed; the answer does not wait for the queue.
      const enqueue = enqueueAfterRequest(env);
      if (ctx) ctx.waitUntil(enqueue);
      else await enqueue;
    }
    return response;
  };
  return Object.assign(handler, {
    async queue(batch: MessageBatch<unknown>, env: CommerceEnv) {
      if (batch.queue === MAIL_DEAD_LETTER_QUEUE_NAME || batch.queue.endsWith("-dlq"))
        await recordDeadLetters(batch, env);
      else await deliverMailBatch(batch, env);
    },
    async scheduled(_controller: ScheduledController, env: CommerceEnv) {
      const enqueued = await enqueueDueMail(env);
      if (enqueued > 0) console.log(`mail: the sweep enqueued ${enqueued} pending mail(s)`);
    },
  });
}

/** A failed enqueue never fails the request: the mail is committed, and the sweep enqueues it later. */
async function enqueueAfterRequest(env: CommerceEnv) {
  try {
    await enqueueDueMail(env);
  } catch (error) {
    console.error("mail: enqueueing after the request failed; the sweep will retry", error);
  }
}
