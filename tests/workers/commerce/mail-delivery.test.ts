/**
 * Mail delivery (issue #47): every mail the commerce API writes goes from the outbox onto the mail queue, and the
 * consumer hands it to the provider (the real fake provider, workers/mail-provider) exactly once, however long the
 * provider is away, however often a message is delivered, and whether or not the enqueue after the write worked.
 * The queues are recorders (mail-harness.ts), so each test delivers messages as the queue would, attempt by attempt.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { enqueueDueMail, epochSeconds, SWEEP_GRACE_SECONDS } from "../../../workers/commerce/src/mail/dispatch";
import worker from "../../../workers/commerce/src/index";
import { add, buyerWithCart, key } from "./checkout-fixtures";
import { createUser, env, seedOrderableArticles } from "./helpers";
import { mailBench, outboxRow } from "./mail-harness";

let plain: string[] = [];

beforeAll(async () => {
  plain = await seedOrderableArticles();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A password-reset mail to a new user through the API; answers the user. */
async function requestReset(bench: ReturnType<typeof mailBench>) {
  const user = await createUser();
  const answer = await bench.call("/users/credentials/request", { body: { email: user.email } });
  expect(answer.status).toBe(202);
  return user;
}

type Sent = { outboxId: number; key: string };

describe("mail delivery", () => {
  it("sends an order confirmation placed through the commerce API to the provider, with its idempotency key", async () => {
    const bench = mailBench();
    const { user, token, cartId } = await buyerWithCart();
    expect((await add(token, cartId, [{ articleNumber: plain[0], quantity: 2, deliveryId: "DBI" }])).status).toBe(200);

    const placed = await bench.call(`/v2/cart/${cartId}/checkout`, {
      token,
      body: { orderDetails: { DBI: { customerOrderNumber: "PO-MAIL" } }, sendOrderReceipt: true },
      headers: { "idempotency-key": key() },
    });
    expect(placed.status, placed.text).toBe(200);
    const orderId = placed.json[0].orderId as string;

    // Enqueued once the checkout's write was done, naming the outbox row.
    const messages = bench.mailQueue.take() as Sent[];
    expect(messages).toHaveLength(1);
    const row = await outboxRow(messages[0].outboxId);
    expect(row).toMatchObject({ toAddress: user.email, subject: `Orderkvitto ${orderId}`, status: "pending" });

    const result = await bench.deliverMail(messages.map((body) => ({ body })));
    expect(result).toEqual({ acked: messages, retried: [] });

    const [delivered, ...others] = await bench.delivered(user.email);
    expect(others).toEqual([]);
    expect(delivered).toMatchObject({
      to: [user.email],
      subject: `Orderkvitto ${orderId}`,
      from: "Bultvik Bygg & El <noreply@bultvik.se>",
      idempotencyKey: messages[0].key,
      presented: 1,
    });
    expect(delivered.text).toContain(plain[0]);
    expect(bench.requests[0].headers.get("idempotency-key")).toBe(messages[0].key);
    expect(bench.requests[0].headers.get("authorization")).toMatch(/^Bearer /);
    expect(await outboxRow(messages[0].outboxId)).toMatchObject({
      status: "sent",
      attempts: 1,
      providerId: delivered.id,
      lastError: null,
    });
  });

  it("keeps retrying with growing delays while the provider is down, then delivers every mail exactly once", async () => {
    const bench = mailBench();
    const users = [await requestReset(bench), await requestReset(bench), await requestReset(bench)];
    const messages = bench.mailQueue.take() as Sent[];
    expect(messages).toHaveLength(3);
    let pending = messages.map((body) => ({ body }));

    // The outage: no answer, then 503s, then answers that were lost after the provider had taken the mail.
    const delays: number[][] = [];
    const outage = ["unreachable", "503", "unreachable", "answer-lost"] as const;
    for (const [round, mode] of outage.entries()) {
      bench.setProvider(mode);
      const result = await bench.deliverMail(pending.map(({ body }) => ({ body, attempts: round + 1 })));
      expect(result.acked).toEqual([]);
      delays.push(result.retried.map((retry) => retry.delaySeconds!));
      pending = result.retried.map(({ body }) => ({ body: body as Sent }));
    }
    expect(delays).toEqual([
      [30, 30, 30],
      [60, 60, 60],
      [120, 120, 120],
      [240, 240, 240],
    ]);
    expect(await outboxRow(messages[0].outboxId)).toMatchObject({
      status: "pending",
      attempts: 4,
      lastError: expect.stringMatching(/^provider unreachable: TypeError: Network connection lost/),
    });

    // The provider is back: every message is acknowledged, and each mail is there once (the lost answers' mails were
    // recognised by their keys, not stored again).
    bench.setProvider("up");
    const result = await bench.deliverMail(pending.map(({ body }) => ({ body, attempts: 5 })));
    expect(result.retried).toEqual([]);
    expect(result.acked).toHaveLength(3);
    for (const user of users) {
      const mails = await bench.delivered(user.email);
      expect(mails.map((mail) => [mail.subject, mail.presented])).toEqual([["Återställ ditt lösenord", 2]]);
    }
    for (const message of messages)
      expect(await outboxRow(message.outboxId)).toMatchObject({ status: "sent", attempts: 5, lastError: null });

    // A message delivered again later (at-least-once) finds its mail sent and asks the provider nothing.
    const asked = bench.requests.length;
    expect(await bench.deliverMail([{ body: messages[0] }])).toEqual({ acked: [messages[0]], retried: [] });
    expect(bench.requests.length).toBe(asked);
  });

  it("sends a mail once when two messages for it are handled at the same moment", async () => {
    const bench = mailBench();
    const user = await requestReset(bench);
    const [message] = bench.mailQueue.take() as Sent[];
    const result = await bench.deliverMail([{ body: message }, { body: message }]);
    expect(result.acked).toEqual([message, message]);
    const mails = await bench.delivered(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].presented).toBe(2);
    expect(await outboxRow(message.outboxId)).toMatchObject({ status: "sent" });
  });

  it("delivers a mail whose enqueue failed after the write: the request succeeds and the sweep enqueues it", async () => {
    const bench = mailBench();
    bench.mailQueue.failing = true;
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const user = await requestReset(bench);
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining("enqueueing after the request failed"),
      expect.anything(),
    );
    expect(bench.mailQueue.take()).toEqual([]);
    const row = await env.DB.prepare("SELECT id, status, due_at AS dueAt FROM outbox WHERE to_address = ?")
      .bind(user.email)
      .first<{ id: number; status: string; dueAt: number | null }>();
    // Committed and handed back for the next try.
    expect(row).toMatchObject({ status: "pending", dueAt: null });

    bench.mailQueue.failing = false;
    await bench.sweep();
    const messages = bench.mailQueue.take() as Sent[];
    expect(messages.map((message) => message.outboxId)).toEqual([row!.id]);
    await bench.deliverMail(messages.map((body) => ({ body })));
    expect(await bench.delivered(user.email)).toHaveLength(1);
  });

  it("enqueues a mail whose message was lost again once it is overdue, and never before", async () => {
    const bench = mailBench();
    const user = await requestReset(bench);
    const [lost] = bench.mailQueue.take() as Sent[];

    // The message vanished (never delivered). Until its grace has passed the sweep leaves the row alone.
    await bench.sweep();
    expect(bench.mailQueue.take()).toEqual([]);
    const now = epochSeconds();
    expect(await enqueueDueMail(bench.mailEnv, now + SWEEP_GRACE_SECONDS - 5)).toBe(0);
    expect(await enqueueDueMail(bench.mailEnv, now + SWEEP_GRACE_SECONDS + 5)).toBe(1);
    const [again] = bench.mailQueue.take() as Sent[];
    expect(again).toEqual(lost);

    // The lost message turning up after all changes nothing: the mail arrives once.
    await bench.deliverMail([{ body: again }, { body: lost }]);
    expect(await bench.delivered(user.email)).toHaveLength(1);
  });

  it("leaves a retried mail to its own message until after its delay, and never enqueues sent or old mail", async () => {
    const bench = mailBench();
    await requestReset(bench);
    const [message] = bench.mailQueue.take() as Sent[];
    bench.setProvider("503");
    const { retried } = await bench.deliverMail([{ body: message }]);
    const delay = retried[0].delaySeconds!;
    const now = epochSeconds();
    expect(await enqueueDueMail(bench.mailEnv, now + delay + SWEEP_GRACE_SECONDS - 5)).toBe(0);

    // Mails written before delivery existed (migration 0115) stay unsent.
    const old = await env.DB.prepare(
      "INSERT INTO outbox (to_address, subject, body, idempotency_key, status) VALUES ('gammal@test.se', 'Gammal', 'x', ?, 'not_sent')",
    )
      .bind(`old-${crypto.randomUUID()}`)
      .run();
    bench.setProvider("up");
    await bench.deliverMail([{ body: message, attempts: 2 }]);
    await enqueueDueMail(bench.mailEnv, now + 86_400);
    const enqueued = (bench.mailQueue.take() as Sent[]).map((sent) => sent.outboxId);
    expect(enqueued).not.toContain(message.outboxId);
    expect(enqueued).not.toContain(old.meta.last_row_id);
  });

  it("sends nothing and keeps the mail pending while no provider is configured", async () => {
    const bench = mailBench();
    const unconfigured = { ...bench.mailEnv, MAIL_PROVIDER_URL: undefined };
    const user = await createUser();
    const answer = await worker.request(
      "/users/credentials/request",
      { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: user.email }) },
      unconfigured,
    );
    expect(answer.status).toBe(202);
    expect(bench.mailQueue.take()).toEqual([]);
    expect(await enqueueDueMail(unconfigured)).toBe(0);
    const row = await env.DB.prepare("SELECT status FROM outbox WHERE to_address = ?").bind(user.email).first();
    expect(row).toEqual({ status: "pending" });
  });
});
