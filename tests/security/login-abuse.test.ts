/**
 * Login limits (docs/security.md "Login limits", rule at MAX_FAILED_ATTEMPTS in auth/sign-in.ts):
 * attempts are counted atomically per account (all aliases together) and client; an attacker
 * cannot lock the owner out of a clean client; reset tokens are newest-only and single-use, a
 * reset unlocks the account, and reset mails are limited per address.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  ACCOUNT_MAX_FAILURES,
  CLIENT_MAX_FAILURES,
  LOCK_NOTICE_SUBJECT,
  MAX_FAILED_ATTEMPTS,
  RESET_MAILS_PER_HOUR,
} from "../../workers/commerce/src/auth/sign-in";
import { call, createUser, env, seedTestCatalogue } from "../workers/commerce/helpers";

beforeAll(async () => {
  await seedTestCatalogue();
});

let ipCounter = 0;
/** A fresh client address per use, so tests do not share the per-client counters. */
const newClient = () => `203.0.113.${++ipCounter}`;

const signInFrom = (client: string, username: string, password: string, path = "/v2/sessions/") =>
  call(path, {
    body: path === "/v2/sessions/" ? { username, password } : { USERNAME: username, PASSWORD: password },
    headers: { "cf-connecting-ip": client },
  });

describe("failed sign-ins are counted atomically", () => {
  it("30 parallel wrong passwords: at most the threshold is checked, the rest is refused with 429", async () => {
    const user = await createUser();
    const attacker = newClient();
    const answers = await Promise.all(Array.from({ length: 30 }, () => signInFrom(attacker, user.email, "fel-losen")));
    const statuses = answers.map((a) => a.status);
    // Only checked attempts answer 401; the one that reaches the threshold and all refused ones 429.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(MAX_FAILED_ATTEMPTS - 1);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30 - (MAX_FAILED_ATTEMPTS - 1));
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    const refused = answers.find((a) => a.status === 429)!;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // The attacker's client stays refused, even with the right password.
    expect((await signInFrom(attacker, user.email, "demo1234")).status).toBe(429);
  });

  it("counts the email and the logon id of one user together", async () => {
    const user = await createUser();
    const client = newClient();
    for (let i = 0; i < 3; i++) expect((await signInFrom(client, user.email, "fel")).status).toBe(401);
    expect((await signInFrom(client, user.id, "fel")).status).toBe(401);
    expect((await signInFrom(client, user.id.toUpperCase(), "fel")).status).toBe(429);
    expect((await signInFrom(client, user.email, "demo1234")).status).toBe(429);
  });

  it("limits one client across many accounts", async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let batch = 0; batch < 6; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => signInFrom(client, `ghost-${batch}-${i}-${client}@test.se`, "fel")),
      );
      statuses.push(...answers.map((a) => a.status));
    }
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(CLIENT_MAX_FAILURES);
    expect(statuses.slice(-5).every((s) => s === 429)).toBe(true);
    // A real user is refused from that client too, but not from another one.
    const user = await createUser();
    expect((await signInFrom(client, user.email, "demo1234")).status).toBe(429);
    expect((await signInFrom(newClient(), user.email, "demo1234")).status).toBe(200);
  }, 60_000); // some 50 password checks at full PBKDF2 cost

  it("a success takes its count back: a user who signs in often from one office is never locked", async () => {
    const user = await createUser();
    const office = newClient();
    for (let i = 0; i < MAX_FAILED_ATTEMPTS + 3; i++)
      expect((await signInFrom(office, user.email, "demo1234")).status).toBe(200);
    for (let i = 0; i < MAX_FAILED_ATTEMPTS - 1; i++)
      expect((await signInFrom(office, user.email, "fel")).status).toBe(401);
    expect((await signInFrom(office, user.email, "demo1234")).status).toBe(200);
  });
});

describe("an attacker cannot lock the owner out", () => {
  it("the owner signs in from a clean client while the account is under attack, and gets one notice mail", async () => {
    const user = await createUser();
    const attackers = [newClient(), newClient(), newClient()];
    for (const attacker of attackers)
      await Promise.all(Array.from({ length: 10 }, () => signInFrom(attacker, user.email, "fel")));
    // Every attacking client is refused now.
    for (const attacker of attackers) expect((await signInFrom(attacker, user.email, "gissning")).status).toBe(429);
    // A fresh client gets one try while the account is under attack; a failure there ends its tries.
    const fresh = newClient();
    expect((await signInFrom(fresh, user.email, "gissning")).status).toBe(401);
    expect((await signInFrom(fresh, user.email, "gissning-2")).status).toBe(429);
    // The owner, from his own device: in.
    expect((await signInFrom(newClient(), user.email, "demo1234")).status).toBe(200);
    const notices = await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE to_address = ? AND subject = ?")
      .bind(user.email, LOCK_NOTICE_SUBJECT)
      .first<{ n: number }>();
    expect(notices!.n).toBe(1);
  });

  it("the same holds for the OCI sign-in of a punch-out account", async () => {
    const user = await createUser({ isPunchout: true, permissions: [{ customerId: "10004" }] });
    const attacker = newClient();
    await Promise.all(Array.from({ length: 12 }, () => signInFrom(attacker, user.email, "fel", "/v2/oci/sessions")));
    expect((await signInFrom(attacker, user.email, "demo1234", "/v2/oci/sessions")).status).toBe(429);
    const owner = await signInFrom(newClient(), user.email, "demo1234", "/v2/oci/sessions");
    expect(owner.status, owner.text).toBe(200);
  });

  it("a guess from many clean clients is capped: after ACCOUNT_MAX_FAILURES checked passwords only a reset lets anyone in", async () => {
    const user = await createUser();
    const answers: number[] = [];
    for (let i = 0; i < ACCOUNT_MAX_FAILURES + 5; i++)
      answers.push((await signInFrom(newClient(), user.email, `gissning-${i}`)).status);
    expect(answers.filter((s) => s === 401).length).toBe(ACCOUNT_MAX_FAILURES);
    expect(answers.slice(ACCOUNT_MAX_FAILURES).every((s) => s === 429)).toBe(true);
    // Even the right password from a clean client waits for the reset named in the notice mail.
    expect((await signInFrom(newClient(), user.email, "demo1234")).status).toBe(429);
    expect((await call("/users/credentials/request", { body: { email: user.email } })).status).toBe(202);
    const token = await latestResetToken(user.email);
    expect(
      (
        await call("/v2/sessions/", {
          body: { ChallengeName: "NEW_PASSWORD_REQUIRED", Session: token, newPassword: "nytt-losen-456" },
        })
      ).status,
    ).toBe(200);
    expect((await signInFrom(newClient(), user.email, "nytt-losen-456")).status).toBe(200);
  }, 60_000); // some 25 password checks at full PBKDF2 cost

  it("a password reset unlocks the account for every client", async () => {
    const user = await createUser();
    const attacker = newClient();
    await Promise.all(Array.from({ length: 8 }, () => signInFrom(attacker, user.email, "fel")));
    expect((await signInFrom(attacker, user.email, "demo1234")).status).toBe(429);
    expect((await call("/users/credentials/request", { body: { email: user.email } })).status).toBe(202);
    const token = await latestResetToken(user.email);
    expect(
      (
        await call("/v2/sessions/", {
          body: { ChallengeName: "NEW_PASSWORD_REQUIRED", Session: token, newPassword: "nytt-losen-123" },
        })
      ).status,
    ).toBe(200);
    expect((await signInFrom(attacker, user.email, "nytt-losen-123")).status).toBe(200);
  });
});

async function latestResetToken(address: string): Promise<string> {
  const mail = await env.DB.prepare(
    "SELECT body FROM outbox WHERE to_address = ? AND body LIKE '%token=%' ORDER BY id DESC",
  )
    .bind(address)
    .first<{ body: string }>();
  return /token=([A-Za-z0-9_-]+)/.exec(mail!.body)![1]!;
}

const resetWith = (token: string, newPassword: string) =>
  call("/v2/sessions/", { body: { ChallengeName: "NEW_PASSWORD_REQUIRED", Session: token, newPassword } });

describe("password reset tokens", () => {
  it("only the newest is valid, once, for at most an hour", async () => {
    const user = await createUser();
    await call("/users/credentials/request", { body: { email: user.email } });
    const older = await latestResetToken(user.email);
    await call("/users/credentials/request", { body: { email: user.email } });
    const newer = await latestResetToken(user.email);
    expect(newer).not.toBe(older);
    expect((await resetWith(older, "aldre-losen-123")).status).toBe(401);
    const live = await env.DB.prepare(
      "SELECT expires_at - strftime('%s','now') AS left FROM password_reset_tokens WHERE user_id = ? AND used_at IS NULL",
    )
      .bind(user.id)
      .all<{ left: number }>();
    expect(live.results.length).toBe(1);
    expect(live.results[0]!.left).toBeLessThanOrEqual(3600);
    // Two parallel uses of the newest: exactly one succeeds.
    const uses = await Promise.all([resetWith(newer, "nytt-losen-123"), resetWith(newer, "annat-losen-456")]);
    expect(uses.map((u) => u.status).sort()).toEqual([200, 401]);
    expect((await resetWith(newer, "tredje-losen-789")).status).toBe(401);
  });

  it("reset mails are limited per address; the answer stays the same", async () => {
    const user = await createUser();
    const answers = [];
    for (let i = 0; i < 10; i++)
      answers.push(await call("/users/credentials/request", { body: { email: user.email.toUpperCase() } }));
    expect(new Set(answers.map((a) => `${a.status} ${a.text}`)).size).toBe(1);
    expect(answers[0]!.status).toBe(202);
    const mails = await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE to_address = ? AND body LIKE '%token=%'")
      .bind(user.email)
      .first<{ n: number }>();
    expect(mails!.n).toBe(RESET_MAILS_PER_HOUR);
    // An unknown address answers the same as a limited known one.
    const unknown = await call("/users/credentials/request", { body: { email: `ingen-${user.id}@test.se` } });
    expect(`${unknown.status} ${unknown.text}`).toBe(`${answers[9]!.status} ${answers[9]!.text}`);
  });
});

describe("clients", () => {
  it("without CF-Connecting-IP (local) many failures across accounts do not block the shop's other sign-ins", async () => {
    const answers = await Promise.all(
      Array.from({ length: CLIENT_MAX_FAILURES + 5 }, (_, i) =>
        call("/v2/sessions/", { body: { username: `lokal-${i}-${Date.now()}@test.se`, password: "fel" } }),
      ),
    );
    expect(answers.every((a) => a.status === 401)).toBe(true);
    const user = await createUser();
    expect((await call("/v2/sessions/", { body: { username: user.email, password: "demo1234" } })).status).toBe(200);
  }, 60_000);
});
