/**
 * Class 4 of issue #41: a deactivated user reactivated himself with his invitation link. Deactivation now retires
 * the user's open invitations and password links in the same batch; activation consumes its token only while the
 * user is still waiting for his first activation (never a deactivated one), in one conditional statement; an active
 * or deactivated user gets no new password-setting link from a re-invite (409); and re-invites are limited per user
 * and Stockholm day (429), counted atomically so parallel clicks cannot send more.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { sha256Base64Url } from "../../workers/commerce/src/auth/crypto";
import { invitationStatements, REINVITES_PER_DAY } from "../../workers/commerce/src/users/invitations";
import { call, env, seedTestCatalogue, signIn } from "../workers/commerce/helpers";

const PASSWORD = "ett-långt-lösenord";
let admin = "";

beforeAll(async () => {
  await seedTestCatalogue();
  admin = (await signIn("admin@demo.se")).AccessToken;
});

let counter = 0;
/** A user admin@demo.se creates and invites at customer 10001, as the user admin page does. */
async function invitedUser() {
  const email = `inbjuden-${Date.now().toString(36)}-${++counter}@kund.se`;
  const created = await call("/v2/users", {
    token: admin,
    body: { email, firstName: "Ines", lastName: "Inbjuden", customerPermissions: [{ customerId: "10001" }] },
  });
  expect(created.status, created.text).toBe(201);
  return { id: created.json.userId as string, email };
}

async function mailsTo(email: string) {
  const { results } = await env.DB.prepare("SELECT body FROM outbox WHERE to_address = ? ORDER BY id")
    .bind(email)
    .all<{ body: string }>();
  return results.map((r) => r.body);
}

async function linkTokens(email: string, path: string): Promise<string[]> {
  const pattern = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`);
  return (await mailsTo(email)).map((body) => pattern.exec(body)?.[1]).filter((t): t is string => Boolean(t));
}

const activate = (token: string) => call("/v2/users/activate", { body: { token, password: PASSWORD } });
const reinvite = (id: string) => call(`/v2/users/${id}/invite`, { token: admin, method: "POST" });
const setActive = (id: string, active: boolean) =>
  call(`/v2/users/${id}`, { token: admin, method: "PUT", body: { active } });
const signInStatus = async (email: string, password = PASSWORD) =>
  (await call("/v2/sessions/", { body: { username: email, password } })).status;
const activeOf = async (id: string) =>
  (await env.DB.prepare("SELECT active FROM users WHERE id = ?").bind(id).first<{ active: number }>())!.active;

describe("a deactivated user's invitation", () => {
  it("no longer activates him once an admin deactivated him while the invitation was open", async () => {
    const user = await invitedUser();
    expect((await reinvite(user.id)).status).toBe(202);
    const links = await linkTokens(user.email, "/activate-user");
    expect(links).toHaveLength(2);
    expect((await setActive(user.id, false)).status).toBe(200);
    for (const token of links) {
      const refused = await activate(token);
      expect(refused.status, refused.text).toBe(400);
    }
    expect(await activeOf(user.id)).toBe(0);
    expect(await signInStatus(user.email)).toBe(401);
  });

  it("no longer activates him after he had activated, been deactivated and kept a later link", async () => {
    const user = await invitedUser();
    const [first] = await linkTokens(user.email, "/activate-user");
    expect((await activate(first!)).status).toBe(200);
    // The mint the attack used: an invitation sent to a user who was already active.
    await reinvite(user.id);
    expect((await setActive(user.id, false)).status).toBe(200);
    for (const token of await linkTokens(user.email, "/activate-user"))
      expect((await activate(token)).status).toBe(400);
    expect(await activeOf(user.id)).toBe(0);
    expect(await signInStatus(user.email)).toBe(401);
  });

  it("is never consumed for a deactivated user, even a token left over from a race", async () => {
    const user = await invitedUser();
    expect((await setActive(user.id, false)).status).toBe(200);
    // A link minted while the deactivation was under way: written straight into the table.
    const token = "kvarglomd-inbjudan-fran-en-kapplopning";
    await env.DB.prepare("INSERT INTO user_activation_tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)")
      .bind(await sha256Base64Url(token), user.id, Math.floor(Date.now() / 1000) + 3600)
      .run();
    expect((await activate(token)).status).toBe(400);
    expect(await activeOf(user.id)).toBe(0);
    expect(await signInStatus(user.email)).toBe(401);
  });

  it("retires his password-reset link too", async () => {
    const user = await invitedUser();
    const [first] = await linkTokens(user.email, "/activate-user");
    expect((await activate(first!)).status).toBe(200);
    expect((await call("/users/credentials/request", { body: { email: user.email } })).status).toBe(202);
    const [reset] = await linkTokens(user.email, "/gloemt-loesenord");
    expect(reset).toBeDefined();
    expect((await setActive(user.id, false)).status).toBe(200);
    const used = await call("/v2/sessions/", {
      body: { ChallengeName: "NEW_PASSWORD_REQUIRED", Session: reset, newPassword: "ett-annat-långt-lösen" },
    });
    expect(used.status).toBe(401);
    expect(used.json.AccessToken).toBeUndefined();
    expect(await signInStatus(user.email, "ett-annat-långt-lösen")).toBe(401);
    expect(await activeOf(user.id)).toBe(0);
  });

  it("stays dead when the admin activates the user again: he signs in with his own password", async () => {
    const user = await invitedUser();
    const [first] = await linkTokens(user.email, "/activate-user");
    expect((await activate(first!)).status).toBe(200);
    expect((await setActive(user.id, false)).status).toBe(200);
    expect((await setActive(user.id, true)).status).toBe(200);
    expect(await signInStatus(user.email)).toBe(200);
    expect((await activate(first!)).status).toBe(400);
  });
});

describe("re-inviting", () => {
  it("an active user mints no password-setting link: 409 with a Swedish message", async () => {
    const user = await invitedUser();
    const [first] = await linkTokens(user.email, "/activate-user");
    expect((await activate(first!)).status).toBe(200);
    const mailsBefore = (await mailsTo(user.email)).length;
    const refused = await reinvite(user.id);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/redan aktiverat/);
    expect(refused.json.message).toMatch(/Glömt lösenord/);
    expect((await mailsTo(user.email)).length).toBe(mailsBefore);
    const open = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM user_activation_tokens WHERE user_id = ? AND used_at IS NULL",
    )
      .bind(user.id)
      .first<{ n: number }>();
    expect(open!.n).toBe(0);
  });

  it("a deactivated user answers 409 and sends nothing", async () => {
    const user = await invitedUser();
    expect((await setActive(user.id, false)).status).toBe(200);
    const mailsBefore = (await mailsTo(user.email)).length;
    const refused = await reinvite(user.id);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/inaktiverad/);
    expect((await mailsTo(user.email)).length).toBe(mailsBefore);
  });

  it("that loses a race against the activation writes neither a link nor a mail", async () => {
    const user = await invitedUser();
    const [first] = await linkTokens(user.email, "/activate-user");
    expect((await activate(first!)).status).toBe(200);
    const mailsBefore = (await mailsTo(user.email)).length;
    // The statements of a re-invite whose state check ran just before the activation.
    const late = await invitationStatements(
      env.DB,
      { id: user.id, email: user.email, first_name: "Ines" },
      "sen-inbjudan-efter-aktiveringen",
      Math.floor(Date.now() / 1000),
    );
    await expect(env.DB.batch(late)).rejects.toThrow();
    expect((await mailsTo(user.email)).length).toBe(mailsBefore);
    expect((await activate("sen-inbjudan-efter-aktiveringen")).status).toBe(400);
  });

  it(`sends at most ${REINVITES_PER_DAY} a day per user, also when the clicks arrive at once (429)`, async () => {
    const user = await invitedUser();
    const answers = await Promise.all(Array.from({ length: 8 }, () => reinvite(user.id)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([
      ...Array<number>(REINVITES_PER_DAY).fill(202),
      ...Array<number>(8 - REINVITES_PER_DAY).fill(429),
    ]);
    const limited = answers.find((a) => a.status === 429)!;
    expect(limited.json.message).toMatch(/inbjudningar per användare och dag/);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // The creation's mail and the re-invites that were allowed; the newest link still works.
    expect(await mailsTo(user.email)).toHaveLength(1 + REINVITES_PER_DAY);
    expect((await reinvite(user.id)).status).toBe(429);
    const links = await linkTokens(user.email, "/activate-user");
    expect((await activate(links.at(-1)!)).status).toBe(200);
  });
});
