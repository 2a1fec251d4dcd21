/**
 * A test bench for mail delivery: the commerce worker with delivery switched on, its queues replaced by recorders
 * (so a test decides when and how often a message is delivered, and which attempt it is), and the provider's HTTP
 * endpoint answered by the real fake provider (workers/mail-provider) on the test database, which can be taken down.
 * The worker's own fetch to the provider is the global fetch, which the tests share with it (vitest-pool-workers runs
 * the worker in the tests' isolate), so the stub below is what the adapter reaches.
 */
import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { vi } from "vitest";
import worker from "../../../workers/commerce/src/index";
import { MAIL_DEAD_LETTER_QUEUE_NAME, MAIL_QUEUE_NAME } from "../../../workers/commerce/src/mail/messages";
import mailProvider from "../../../workers/mail-provider/src/index";
import { received } from "../../../workers/mail-provider/src/mailbox";
import { env } from "./helpers";

export const PROVIDER_URL = "https://mail-provider.test/emails";
const PROVIDER_KEY = "test-provider-key-0123456789";

/** A queue binding that keeps what was sent, for the test to deliver. */
export function recordingQueue() {
  const sent: unknown[] = [];
  let failing = false;
  const queue = {
    sent,
    /** While true, every send throws, as a queue that is unavailable would. */
    set failing(value: boolean) {
      failing = value;
    },
    async send(body: unknown) {
      if (failing) throw new Error("Queue send failed: service unavailable");
      sent.push(body);
    },
    async sendBatch(messages: Iterable<MessageSendRequest<unknown>>) {
      if (failing) throw new Error("Queue sendBatch failed: service unavailable");
      for (const message of messages) sent.push(message.body);
    },
    /** Takes everything sent so far (each body once). */
    take() {
      return sent.splice(0, sent.length);
    },
  };
  return queue;
}

/** How the fake provider's endpoint behaves for the next sends. */
export type ProviderMode =
  | "up"
  | "unreachable" // the network fails: no answer at all
  | "503" // the provider answers it is unavailable
  | "answer-lost" // the provider takes the mail, but its answer never arrives
  | { status: number; body: unknown };

export function mailBench() {
  const mailQueue = recordingQueue();
  const deadLetterQueue = recordingQueue();
  const mailEnv = {
    ...env,
    MAIL_PROVIDER_URL: PROVIDER_URL,
    MAIL_PROVIDER_KEY: PROVIDER_KEY,
    MAIL_QUEUE: mailQueue as unknown as Queue<unknown>,
    MAIL_DLQ: deadLetterQueue as unknown as Queue<unknown>,
  };
  const providerEnv = { DB: env.DB, MAIL_PROVIDER_KEY: PROVIDER_KEY };
  let mode: ProviderMode = "up";
  const requests: Request[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(PROVIDER_URL)) throw new Error(`unexpected fetch in a mail test: ${request.url}`);
    requests.push(request.clone() as Request);
    if (mode === "unreachable") throw new TypeError("Network connection lost.");
    if (mode === "503")
      return Response.json({ name: "application_error", message: "Service unavailable" }, { status: 503 });
    if (typeof mode === "object") return Response.json(mode.body, { status: mode.status });
    // The fake's handler is typed for an incoming request (with `cf`); this one is built here, without it.
    const answer = await mailProvider.fetch(request as Parameters<typeof mailProvider.fetch>[0], providerEnv);
    if (mode === "answer-lost") throw new TypeError("Network connection lost.");
    return answer;
  });

  let messageCounter = 0;
  /** Delivers bodies to the worker's queue handler as one batch (attempt `attempts` of each); answers the result. */
  async function deliver(queueName: string, bodies: { body: unknown; attempts?: number }[]) {
    const batch = createMessageBatch(
      queueName,
      bodies.map(({ body, attempts }) => ({
        id: `message-${++messageCounter}`,
        timestamp: new Date(),
        attempts: attempts ?? 1,
        body,
      })),
    );
    // The pool's messages record that retry() was called but not its delay: keep the delay here.
    const delays = new Map<string, number | undefined>();
    for (const message of batch.messages) {
      const retry = message.retry.bind(message);
      message.retry = (options?: QueueRetryOptions) => {
        delays.set(message.id, options?.delaySeconds);
        retry(options);
      };
    }
    const ctx = createExecutionContext();
    await worker.queue(batch, mailEnv, ctx);
    // This workers-types version leaves the result untyped.
    const result = (await getQueueResult(batch, ctx)) as {
      explicitAcks: string[];
      retryMessages: { msgId: string }[];
    };
    const byId = new Map(batch.messages.map((message, index) => [message.id, bodies[index].body]));
    return {
      acked: result.explicitAcks.map((id) => byId.get(id)),
      retried: result.retryMessages.map((retry) => ({
        body: byId.get(retry.msgId),
        delaySeconds: delays.get(retry.msgId),
      })),
    };
  }

  return {
    mailEnv,
    mailQueue,
    deadLetterQueue,
    /** Every request the worker sent to the provider (clones, readable). */
    requests,
    setProvider(next: ProviderMode) {
      mode = next;
    },
    /** A request to the commerce worker with delivery on; waits for what it left running (the enqueue). */
    async call(path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
      const headers: Record<string, string> = { ...(options.headers ?? {}) };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (options.body !== undefined) headers["content-type"] = "application/json";
      const ctx = createExecutionContext();
      const response = await worker.request(
        path,
        { method: "POST", headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) },
        mailEnv,
        ctx,
      );
      const text = await response.text();
      await waitOnExecutionContext(ctx);
      return { status: response.status, text, json: text ? JSON.parse(text) : undefined };
    },
    deliverMail: (bodies: { body: unknown; attempts?: number }[]) => deliver(MAIL_QUEUE_NAME, bodies),
    deliverDeadLetters: (bodies: unknown[]) =>
      deliver(
        MAIL_DEAD_LETTER_QUEUE_NAME,
        bodies.map((body) => ({ body })),
      ),
    async sweep() {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ cron: "*/5 * * * *" }), mailEnv, ctx);
      await waitOnExecutionContext(ctx);
    },
    /** What the fake provider holds (newest first), optionally only mail to one address. */
    delivered: (to?: string) => received(env.DB, to),
  };
}

export async function outboxRow(id: number) {
  return env.DB.prepare(
    "SELECT id, to_address AS toAddress, subject, status, attempts, due_at AS dueAt, last_error AS lastError, provider_id AS providerId FROM outbox WHERE id = ?",
  )
    .bind(id)
    .first<{
      id: number;
      toAddress: string;
      subject: string;
      status: string;
      attempts: number;
      dueAt: number | null;
      lastError: string | null;
      providerId: string | null;
    }>();
}
