/**
 * The local fake mail provider (workers/mail-provider), which `npm start` and the e2e stack deliver to: it takes mail
 * as Resend's API does, keeps each idempotency key's mail once, and refuses what a real provider would refuse.
 * Run on the test database, like the delivery tests.
 */
import { describe, expect, it } from "vitest";
import mailProvider from "../../../workers/mail-provider/src/index";
import { env } from "./helpers";

const KEY = "fake-provider-test-key";
const providerEnv = { DB: env.DB, MAIL_PROVIDER_KEY: KEY };

function send(body: unknown, headers: Record<string, string> = {}) {
  const request = new Request("http://mail-provider.local/emails", {
    method: "POST",
    headers: { authorization: `Bearer ${KEY}`, "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return mailProvider.fetch(request as Parameters<typeof mailProvider.fetch>[0], providerEnv);
}

const list = async (to?: string) => {
  const url = `http://mail-provider.local/emails${to ? `?to=${encodeURIComponent(to)}` : ""}`;
  const response = await mailProvider.fetch(new Request(url) as Parameters<typeof mailProvider.fetch>[0], providerEnv);
  return ((await response.json()) as { data: { subject: string; presented: number; to: string[] }[] }).data;
};

const mail = (to: string, subject = "Hej") => ({
  from: "Shop <noreply@bultvik.se>",
  to: [to],
  subject,
  text: "Rad 1\nRad 2",
});

describe("the fake mail provider", () => {
  it("keeps a mail once per idempotency key and answers the first id to every repeat", async () => {
    const to = `fake-${crypto.randomUUID()}@test.se`;
    const first = await send(mail(to), { "idempotency-key": "k-1" });
    expect(first.status).toBe(200);
    const { id } = (await first.json()) as { id: string };
    const repeats = await Promise.all([1, 2, 3].map(() => send(mail(to), { "idempotency-key": "k-1" })));
    for (const repeat of repeats) expect(await repeat.json()).toEqual({ id });
    expect(await list(to)).toEqual([expect.objectContaining({ subject: "Hej", presented: 4, to: [to] })]);
  });

  it("refuses the same key with another mail, a wrong key, and a mail without a recipient", async () => {
    const to = `fake-${crypto.randomUUID()}@test.se`;
    expect((await send(mail(to, "Ett"), { "idempotency-key": "k-2" })).status).toBe(200);
    const conflict = await send(mail(to, "Ett annat"), { "idempotency-key": "k-2" });
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toMatchObject({ name: "invalid_idempotent_request" });
    expect((await send(mail(to), { authorization: "Bearer wrong" })).status).toBe(401);
    expect((await send({ ...mail(to), to: [] })).status).toBe(422);
    expect((await send("{not json")).status).toBe(422);
    expect((await list(to)).map((stored) => stored.subject)).toEqual(["Ett"]);
  });

  it("answers as a provider that is down while an outage is set, and takes mail again after", async () => {
    const outage = (status: number | null) =>
      mailProvider.fetch(
        new Request("http://mail-provider.local/__outage", {
          method: "POST",
          body: JSON.stringify({ status }),
        }) as Parameters<typeof mailProvider.fetch>[0],
        providerEnv,
      );
    expect((await outage(503)).status).toBe(200);
    const to = `fake-${crypto.randomUUID()}@test.se`;
    expect((await send(mail(to))).status).toBe(503);
    expect((await outage(null)).status).toBe(200);
    expect((await send(mail(to))).status).toBe(200);
    expect(await list(to)).toHaveLength(1);
    expect((await outage(200)).status).toBe(422);
  });
});
