/**
 * Issue #41, class 7: per-visitor limits (content forms, anonymous carts) count the visitor's address as
 * Cloudflare gives it (CF-Connecting-IP), never an X-Forwarded-For the client wrote itself; X-Forwarded-For
 * counts only through a configured chain of trusted proxies (TRUSTED_PROXY_HOPS, default 0: ignored).
 */
import { beforeAll, describe, expect, it } from "vitest";
import app from "../../workers/commerce/src/index";
import { call, env, seedTestCatalogue } from "../workers/commerce/helpers";

beforeAll(async () => {
  await seedTestCatalogue();
});

const form = (formId: string) => ({
  formId,
  formTitle: "Kontakta kundservice",
  recipient: "kundservice@bultvik.se",
  answers: [{ question: "Meddelande", answer: "Hej" }],
});

async function storedForms(formId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM form_submissions WHERE form_id = ?")
    .bind(formId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

const spoofed = (i: number) => `10.66.${Math.floor(i / 250)}.${i % 250}`;

describe("a client-sent X-Forwarded-For does not make a new visitor", () => {
  it("content forms: 13 from one address with a new X-Forwarded-For each, only the limit of 10 is stored", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) {
      const sent = await call("/v1/form-submissions", {
        body: form("form-xff"),
        headers: { "cf-connecting-ip": "198.51.100.70", "x-forwarded-for": spoofed(i) },
      });
      statuses.push(sent.status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429, 429]);
    expect(await storedForms("form-xff")).toBe(10);
  });

  it("content forms: parallel submissions from one address stop at the limit too", async () => {
    const answers = await Promise.all(
      Array.from({ length: 14 }, () =>
        call("/v1/form-submissions", { body: form("form-parallel"), headers: { "cf-connecting-ip": "198.51.100.71" } }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    expect(answers.every((a) => a.status === 201 || a.status === 429)).toBe(true);
    expect(await storedForms("form-parallel")).toBe(10);
  });

  it("anonymous carts: after the 429 a new X-Forwarded-For gets no more carts", async () => {
    const client = "198.51.100.72";
    let status = 0;
    for (let i = 0; i < 61 && status !== 429; i++)
      status = (await call("/v2/anonymous-carts", { method: "POST", headers: { "cf-connecting-ip": client } })).status;
    expect(status).toBe(429);
    const more: number[] = [];
    for (let i = 0; i < 10; i++)
      more.push(
        (
          await call("/v2/anonymous-carts", {
            method: "POST",
            headers: { "cf-connecting-ip": client, "x-forwarded-for": spoofed(100 + i) },
          })
        ).status,
      );
    expect(more).toEqual(Array.from({ length: 10 }, () => 429));
    // Another visitor is not affected.
    expect(
      (await call("/v2/anonymous-carts", { method: "POST", headers: { "cf-connecting-ip": "198.51.100.73" } })).status,
    ).toBe(201);
  });
});

describe("a configured chain of trusted proxies", () => {
  // One proxy in front of Cloudflare: it appends the address it saw; Cloudflare appends the proxy's.
  const behindOneProxy = { ...env, TRUSTED_PROXY_HOPS: "1" };
  const submit = (forwardedFor: string) =>
    app.request(
      "/v1/form-submissions",
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "cf-connecting-ip": "192.0.2.200",
          "x-forwarded-for": forwardedFor,
        },
        body: JSON.stringify(form("form-proxy")),
      },
      behindOneProxy,
    );

  it("counts the address the trusted proxy saw, not what the client put before it", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await submit(`${spoofed(200 + i)}, 203.0.113.90, 192.0.2.200`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another visitor behind the same proxy is another client.
    expect((await submit("203.0.113.91, 192.0.2.200")).status).toBe(201);
  });
});

describe("one IPv6 /64 is one client", () => {
  // A host is handed a whole /64; were each address its own client, it would have 2^64 budgets.
  const inBlock = (i: number) => `2001:db8:41:8:${((i * 7919) % 0x10000).toString(16)}::${(i + 1).toString(16)}`;
  const register = (trackingId: string, client: string) =>
    call("/v1/tracking-ids", { body: { trackingId }, headers: { "cf-connecting-ip": client } });

  it("tracking ids: 21 addresses of one /64 share the 20 new ids an hour; another /64 does not", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await register(`ipv6block${String(i).padStart(2, "0")}`.padEnd(21, "Q"), inBlock(i))).status);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await register("ipv6otherblock".padEnd(21, "Q"), "2001:db8:41:9::1")).status).toBe(201);
  });

  it("content forms: 11 addresses of one /64 share the limit of 10", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await call("/v1/form-submissions", {
            body: form("form-ipv6"),
            headers: { "cf-connecting-ip": `2001:db8:41:a::${(i + 1).toString(16)}` },
          })
        ).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(await storedForms("form-ipv6")).toBe(10);
  });
});
