/**
 * Class 6 of issue #41: cXML SharedSecret guessing was unlimited (25 wrong secrets, then the right one: 200), and
 * each guess cost a 100,000-iteration PBKDF2. Failed credential checks are now counted per sender identity and
 * client, per sender identity and per client (CF-Connecting-IP), atomically and before any hashing; over a limit
 * the procurement system gets a cXML Status 429 without a hash being computed, and an unknown sender is refused
 * without one. Driven through the storefront's POST /punchout/cxml, as a procurement system calls it.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cxmlSetup } from "~/features/punchout/cxml-setup.server";
import app from "../../workers/commerce/src/index";
import { hashPassword } from "../../workers/commerce/src/auth/password";
import { CXML_REFUSAL_FLOOR_MS } from "../../workers/commerce/src/cxml/credentials";
import {
  CXML_FAILURES_PER_CLIENT,
  CXML_FAILURES_PER_SENDER,
  CXML_FAILURES_PER_SENDER_AND_CLIENT,
} from "../../workers/commerce/src/cxml/secret-guard";
import { DEMO_CXML, setupRequestXml, type SetupFixture } from "../support/cxml-setup";
import { testLoadContext } from "../support/load-context";
import { call, env, seedTestCatalogue } from "../workers/commerce/helpers";

const HOOK = "http://127.0.0.1:4555/cxml/return";
const SECRET = "en-hemlighet-for-test";

beforeAll(async () => {
  await seedTestCatalogue();
});

afterEach(() => {
  vi.restoreAllMocks();
});

let senders = 0;
/** A customer's own cXML credentials (the demo customer's user), so each test counts against a fresh sender. */
async function credentials() {
  const identity = `AN-TEST-${Date.now().toString(36)}-${++senders}`;
  await env.DB.prepare(
    `INSERT INTO cxml_credentials (sender_domain, sender_identity, from_domain, from_identity, to_domain, to_identity,
       shared_secret_hash, customer_id, user_login) VALUES ('NetworkID', ?1, 'NetworkID', ?1, 'DUNS', ?2, ?3, '10004', 'cxml@demo.se')`,
  )
    .bind(identity, DEMO_CXML.to.identity, await hashPassword(SECRET))
    .run();
  const id = { domain: "NetworkID", identity };
  return { from: id, sender: id, to: DEMO_CXML.to };
}

let clients = 0;
/** A procurement system's address, new per call site, as Cloudflare reports it. */
const newClient = () => `203.0.113.${++clients}`;

/** POST /punchout/cxml from `client`: the HTTP status and the cXML Status code of the answer. */
async function setup(client: string, fixture: Omit<SetupFixture, "browserFormPost">) {
  const request = new Request("https://shop.example.se/punchout/cxml", {
    method: "POST",
    headers: { "Content-Type": "text/xml", "CF-Connecting-IP": client },
    body: setupRequestXml({ ...fixture, browserFormPost: HOOK }),
  });
  const context = testLoadContext(
    {
      SESSION_SECRET: "cxml-guessing-test",
      COMMERCE_URL: "http://commerce.test",
      COMMERCE: { fetch: (input: RequestInfo, init?: RequestInit) => app.fetch(new Request(input, init), env) },
    },
    { request },
  );
  const started = Date.now();
  const response = await cxmlSetup(request, context);
  const xml = await response.text();
  return {
    status: response.status,
    code: Number(/<Status code="(\d+)"/.exec(xml)?.[1]),
    startPage: /<StartPage>/.test(xml),
    ms: Date.now() - started,
    xml,
  };
}

const statuses = (answers: { code: number }[]) => answers.map((a) => a.code).sort();
const repeat = <T>(n: number, value: T) => Array<T>(n).fill(value);

describe("cXML SharedSecret guessing", () => {
  it("25 wrong secrets in parallel from one client, then the right one: refused with a cXML Status 429", async () => {
    const ids = await credentials();
    const client = newClient();
    const guesses = await Promise.all(
      Array.from({ length: 25 }, (_, i) => setup(client, { ...ids, sharedSecret: `gissning-${i}` })),
    );
    expect(statuses(guesses)).toEqual([
      ...repeat(CXML_FAILURES_PER_SENDER_AND_CLIENT, 401),
      ...repeat(25 - CXML_FAILURES_PER_SENDER_AND_CLIENT, 429),
    ]);
    expect(guesses.every((g) => g.status === g.code)).toBe(true);
    const right = await setup(client, { ...ids, sharedSecret: SECRET });
    expect(right.code).toBe(429);
    expect(right.startPage).toBe(false);
    expect(right.xml).toMatch(/<Status code="429" text="Too Many Requests">[^<]*try again/);
  });

  it("does not hash a secret once a limit is reached, nor for an unknown sender", async () => {
    const ids = await credentials();
    const client = newClient();
    const derive = vi.spyOn(crypto.subtle, "deriveBits");
    expect((await setup(client, { ...ids, sharedSecret: "fel" })).code).toBe(401);
    expect(derive).toHaveBeenCalledTimes(1);
    const unknown = { domain: "NetworkID", identity: `AN-OKAND-${Date.now()}` };
    expect((await setup(client, { ...ids, sender: unknown, sharedSecret: SECRET })).code).toBe(401);
    expect(derive).toHaveBeenCalledTimes(1);
    for (let i = 1; i < CXML_FAILURES_PER_SENDER_AND_CLIENT; i++) await setup(client, { ...ids, sharedSecret: "fel" });
    derive.mockClear();
    expect((await setup(client, { ...ids, sharedSecret: SECRET })).code).toBe(429);
    expect(derive).not.toHaveBeenCalled();
  });

  it("an unknown sender and a wrong secret take about as long: neither answers before the other's hashing is done", async () => {
    const ids = await credentials();
    const known = await setup(newClient(), { ...ids, sharedSecret: "fel" });
    const unknown = await setup(newClient(), {
      ...ids,
      sender: { domain: "NetworkID", identity: `AN-OKAND-${Date.now()}` },
    });
    expect([known.code, unknown.code]).toEqual([401, 401]);
    // Both wait out the same floor (a timer, no work), which is longer than the hashing.
    expect(known.ms).toBeGreaterThanOrEqual(CXML_REFUSAL_FLOOR_MS);
    expect(unknown.ms).toBeGreaterThanOrEqual(CXML_REFUSAL_FLOOR_MS);
    expect(unknown.ms).toBeGreaterThanOrEqual(known.ms * 0.5);
  });

  it(`caps one sender at ${CXML_FAILURES_PER_SENDER} failures from all clients together`, async () => {
    const ids = await credentials();
    const perClient = CXML_FAILURES_PER_SENDER_AND_CLIENT;
    const attackers = Array.from({ length: Math.ceil(CXML_FAILURES_PER_SENDER / perClient) }, newClient);
    const guesses = await Promise.all(
      attackers.flatMap((client) =>
        Array.from({ length: perClient }, (_, i) => setup(client, { ...ids, sharedSecret: `gissning-${i}` })),
      ),
    );
    expect(guesses.filter((g) => g.code === 401)).toHaveLength(CXML_FAILURES_PER_SENDER);
    const fresh = await setup(newClient(), { ...ids, sharedSecret: SECRET });
    expect(fresh.code).toBe(429);
  });

  it(`caps one client at ${CXML_FAILURES_PER_CLIENT} failures across senders, unknown senders included`, async () => {
    const client = newClient();
    const probes = await Promise.all(
      Array.from({ length: CXML_FAILURES_PER_CLIENT + 5 }, (_, i) =>
        setup(client, { sender: { domain: "NetworkID", identity: `AN-SOND-${Date.now()}-${i}` }, sharedSecret: "x" }),
      ),
    );
    expect(statuses(probes)).toEqual([...repeat(CXML_FAILURES_PER_CLIENT, 401), ...repeat(5, 429)]);
    const ids = await credentials();
    expect((await setup(client, { ...ids, sharedSecret: SECRET })).code).toBe(429);
    // Another procurement system is not held up by it.
    expect((await setup(newClient(), { ...ids, sharedSecret: SECRET })).startPage).toBe(true);
  });

  it("lets the customer's own system through: successes are not counted, and others' guesses do not lock it out", async () => {
    const ids = await credentials();
    const system = newClient();
    for (let i = 0; i < CXML_FAILURES_PER_SENDER_AND_CLIENT + 3; i++) {
      expect((await setup(system, { ...ids, sharedSecret: SECRET })).startPage).toBe(true);
    }
    const attacker = newClient();
    for (let i = 0; i < CXML_FAILURES_PER_SENDER_AND_CLIENT + 2; i++)
      await setup(attacker, { ...ids, sharedSecret: `gissning-${i}` });
    expect((await setup(system, { ...ids, sharedSecret: SECRET })).startPage).toBe(true);
  });

  it("answers the commerce API's caller 429 JSON with Retry-After", async () => {
    const ids = await credentials();
    const body = (sharedSecret: string) => ({
      from: [ids.from],
      to: [ids.to],
      sender: ids.sender,
      sharedSecret,
      operation: "create",
      buyerCookie: "kaka",
      browserFormPost: HOOK,
      extrinsics: {},
      items: [],
    });
    const headers = { "CF-Connecting-IP": newClient() };
    for (let i = 0; i < CXML_FAILURES_PER_SENDER_AND_CLIENT; i++)
      expect((await call("/v2/cxml/setup", { body: body("fel"), headers })).status).toBe(401);
    const limited = await call("/v2/cxml/setup", { body: body(SECRET), headers });
    expect(limited.status).toBe(429);
    expect(limited.json.message).toMatch(/cXML/);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
