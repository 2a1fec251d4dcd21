/**
 * Mail that cannot be delivered (issue #47): a poison message, a mail the provider refuses for good, and a mail whose
 * every attempt failed end on the dead-letter queue with the reason, and the dead-letter consumer keeps them in D1
 * (mail_dead_letters) and marks the mail dead, so no sweep sends it again and an operator can see why.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import wranglerToml from "../../../workers/commerce/wrangler.toml?raw";
import { MAX_ATTEMPTS } from "../../../workers/commerce/src/mail/consumer";
import { enqueueDueMail, epochSeconds } from "../../../workers/commerce/src/mail/dispatch";
import { MAIL_DEAD_LETTER_QUEUE_NAME, MAIL_QUEUE_NAME } from "../../../workers/commerce/src/mail/messages";
import { createUser, env, seedTestCatalogue } from "./helpers";
import { mailBench, outboxRow } from "./mail-harness";

beforeAll(async () => {
  await seedTestCatalogue();
});

afterEach(() => {
  vi.restoreAllMocks();
});

type Sent = { outboxId: number; key: string };
type Letter = { reason: string; outboxId: number | null; attempts: number; message: unknown };

async function mailToNewUser(bench: ReturnType<typeof mailBench>) {
  const user = await createUser();
  expect((await bench.call("/users/credentials/request", { body: { email: user.email } })).status).toBe(202);
  const [message] = bench.mailQueue.take() as Sent[];
  return { user, message };
}

const deadLettersOf = (outboxId: number | null) =>
  env.DB.prepare(
    "SELECT outbox_id AS outboxId, reason, message, attempts FROM mail_dead_letters WHERE outbox_id IS ? ORDER BY id",
  )
    .bind(outboxId)
    .all<{ outboxId: number | null; reason: string; message: string; attempts: number }>()
    .then((result) => result.results);

describe("dead letters", () => {
  it("puts a poison message on the dead-letter queue with the reason, and records it", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const bench = mailBench();
    const poison = { hello: "not a mail" };
    expect(await bench.deliverMail([{ body: poison }])).toEqual({ acked: [poison], retried: [] });
    const letters = bench.deadLetterQueue.take() as Letter[];
    expect(letters).toEqual([
      {
        reason: expect.stringMatching(/^not a mail message \(expected \{ outboxId, key \}\)/),
        outboxId: null,
        attempts: 1,
        message: poison,
      },
    ]);
    expect(bench.requests).toEqual([]);

    expect(await bench.deliverDeadLetters(letters)).toEqual({ acked: letters, retried: [] });
    const recorded = (await deadLettersOf(null)).find((row) => row.message === JSON.stringify(poison));
    expect(recorded?.reason).toBe(letters[0].reason);
  });

  it("dead-letters a message whose key does not match its outbox row, and leaves that row alone", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const bench = mailBench();
    const { user, message } = await mailToNewUser(bench);
    const forged = { outboxId: message.outboxId, key: "mail-not-the-key" };
    await bench.deliverMail([{ body: forged }]);
    const [letter] = bench.deadLetterQueue.take() as Letter[];
    expect(letter).toMatchObject({ reason: `no mail ${message.outboxId} with this idempotency key in the outbox` });
    await bench.deliverDeadLetters([letter]);
    expect(await outboxRow(message.outboxId)).toMatchObject({ status: "pending", attempts: 0 });

    // The real message still delivers the mail.
    await bench.deliverMail([{ body: message }]);
    expect(await bench.delivered(user.email)).toHaveLength(1);
  });

  it("dead-letters a mail the provider refuses for good, marks it dead and never enqueues it again", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const bench = mailBench();
    const { user, message } = await mailToNewUser(bench);
    bench.setProvider({
      status: 422,
      body: { statusCode: 422, name: "validation_error", message: "Invalid `to` field." },
    });
    expect(await bench.deliverMail([{ body: message }])).toEqual({ acked: [message], retried: [] });
    const letters = bench.deadLetterQueue.take() as Letter[];
    expect(letters).toEqual([
      { reason: "provider answered 422: Invalid `to` field.", outboxId: message.outboxId, attempts: 1, message },
    ]);
    // Dead at once, so no sweep sends it again even should the letter never arrive.
    expect(await outboxRow(message.outboxId)).toMatchObject({ status: "dead" });

    await bench.deliverDeadLetters(letters);
    expect(await outboxRow(message.outboxId)).toMatchObject({
      status: "dead",
      lastError: "provider answered 422: Invalid `to` field.",
    });
    expect(await deadLettersOf(message.outboxId)).toEqual([
      {
        outboxId: message.outboxId,
        reason: "provider answered 422: Invalid `to` field.",
        message: JSON.stringify(message),
        attempts: 1,
      },
    ]);
    // A second letter for the same mail (another message gave up too) is not kept twice.
    await bench.deliverDeadLetters(letters);
    expect(await deadLettersOf(message.outboxId)).toHaveLength(1);

    bench.setProvider("up");
    await enqueueDueMail(bench.mailEnv, epochSeconds() + 86_400);
    expect((bench.mailQueue.take() as Sent[]).map((sent) => sent.outboxId)).not.toContain(message.outboxId);
    expect(await bench.deliverMail([{ body: message }])).toEqual({ acked: [message], retried: [] });
    expect(await bench.delivered(user.email)).toEqual([]);
  });

  it(`gives a mail up after ${MAX_ATTEMPTS} failed attempts, with the last failure as the reason`, async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const bench = mailBench();
    const { message } = await mailToNewUser(bench);
    await env.DB.prepare("UPDATE outbox SET attempts = ? WHERE id = ?")
      .bind(MAX_ATTEMPTS - 2, message.outboxId)
      .run();
    bench.setProvider("503");
    const first = await bench.deliverMail([{ body: message, attempts: 3 }]);
    expect(first.retried).toEqual([{ body: message, delaySeconds: 3600 }]);
    const last = await bench.deliverMail([{ body: message, attempts: 4 }]);
    expect(last).toEqual({ acked: [message], retried: [] });
    const [letter] = bench.deadLetterQueue.take() as Letter[];
    expect(letter).toEqual({
      reason: `gave up after ${MAX_ATTEMPTS} attempts; provider answered 503: Service unavailable`,
      outboxId: message.outboxId,
      attempts: MAX_ATTEMPTS,
      message,
    });
    await bench.deliverDeadLetters([letter]);
    expect(await outboxRow(message.outboxId)).toMatchObject({ status: "dead", attempts: MAX_ATTEMPTS });
  });

  it("records a mail message the queue itself moved to the dead-letter queue, saying so", async () => {
    const bench = mailBench();
    const { message } = await mailToNewUser(bench);
    await bench.deliverDeadLetters([message]);
    expect(await deadLettersOf(message.outboxId)).toEqual([
      {
        outboxId: message.outboxId,
        reason: "moved to the dead-letter queue by the queue after max_retries: the consumer failed every delivery",
        message: JSON.stringify(message),
        attempts: 0,
      },
    ]);
    expect(await outboxRow(message.outboxId)).toMatchObject({ status: "dead" });
  });

  it("is configured so the consumer, not the queue, gives mail up", () => {
    const consumer =
      /\[\[queues\.consumers\]\]\s*\nqueue = "([^"]+)"[^[]*?max_retries = (\d+)[^[]*?dead_letter_queue = "([^"]+)"/.exec(
        wranglerToml,
      );
    expect(consumer?.[1]).toBe(MAIL_QUEUE_NAME);
    expect(Number(consumer?.[2])).toBeGreaterThanOrEqual(MAX_ATTEMPTS);
    expect(consumer?.[3]).toBe(MAIL_DEAD_LETTER_QUEUE_NAME);
    expect(wranglerToml).toContain(`[[queues.consumers]]\nqueue = "${MAIL_DEAD_LETTER_QUEUE_NAME}"`);
    expect(wranglerToml).toMatch(/\[triggers\]\ncrons = \["[^"]+"\]/);
  });
});
