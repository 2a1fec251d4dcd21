/**
 * Sessions end at once (docs/security.md "How sessions end"): logout, deactivation, removal of a
 * customer permission and a password reset each make the old access token fail on the very next
 * call, and the old refresh token too where the session ends. Parallel refreshes all succeed.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, env, seedTestCatalogue } from "../workers/commerce/helpers";

beforeAll(async () => {
  await seedTestCatalogue();
});

const decode = (token: string) => JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/")));

async function signInAs(login: string, extra: Record<string, unknown> = {}) {
  const response = await call("/v2/sessions/", { body: { username: login, password: "demo1234", ...extra } });
  expect(response.status, response.text).toBe(200);
  return response.json as { AccessToken: string; RefreshToken: string; SessionId: string; CustomerId: string | null };
}

const works = async (token: string) => (await call("/v3/customers", { token })).status;
const refresh = (refreshToken: string, extra: Record<string, unknown> = {}) =>
  call("/v2/sessions/", { body: { refreshToken, ...extra } });

describe("an access token stops working at once", () => {
  it("after logout (DELETE /v2/sessions/{id}), and its refresh token too", async () => {
    const user = await createUser();
    const session = await signInAs(user.email);
    expect(await works(session.AccessToken)).toBe(200);
    expect(
      (await call(`/v2/sessions/${session.SessionId}`, { method: "DELETE", token: session.AccessToken })).status,
    ).toBe(204);
    expect(await works(session.AccessToken)).toBe(401);
    expect((await refresh(session.RefreshToken)).status).toBe(401);
    // Reads whose session check rides in their own D1 batch are refused too.
    expect((await call("/users/favourites", { token: session.AccessToken })).status).toBe(401);
    expect((await call("/search", { token: session.AccessToken, body: { query: "kabel" } })).status).toBe(401);
  });

  it("after an admin deactivates the user", async () => {
    const user = await createUser();
    const session = await signInAs(user.email);
    const admin = await signInAs("admin@demo.se");
    expect(
      (await call(`/v2/users/${user.id}`, { token: admin.AccessToken, method: "PUT", body: { active: false } })).status,
    ).toBe(200);
    expect(await works(session.AccessToken)).toBe(401);
    expect((await refresh(session.RefreshToken)).status).toBe(401);
  });

  it("after an admin removes a customer permission; the refresh carries the remaining permissions", async () => {
    const user = await createUser({ permissions: [{ customerId: "10001" }, { customerId: "10003" }] });
    const session = await signInAs(user.email, { customerId: "10001" });
    expect(session.CustomerId).toBe("10001");
    const admin = await signInAs("admin@demo.se");
    const removed = await call(`/v2/users/${user.id}`, {
      token: admin.AccessToken,
      method: "PUT",
      body: { customerPermissions: [] },
    });
    expect(removed.status, removed.text).toBe(200);
    expect(await works(session.AccessToken)).toBe(401);
    const next = await refresh(session.RefreshToken);
    expect(next.status).toBe(200);
    expect(decode(next.json.AccessToken).customerPermissions.map((p: { customerId: string }) => p.customerId)).toEqual([
      "10003",
    ]);
    expect(next.json.CustomerId).toBe("10003");
    expect(await works(next.json.AccessToken)).toBe(200);
    // The removed customer cannot be chosen again with the refresh token.
    expect((await refresh(next.json.RefreshToken, { customerId: "10001" })).status).toBe(403);
  });

  it("after a password reset, in every session of the user, refresh tokens included", async () => {
    const user = await createUser();
    const first = await signInAs(user.email);
    const second = await signInAs(user.id); // the logon id: another session of the same user
    expect((await call("/users/credentials/request", { body: { email: user.email } })).status).toBe(202);
    const mail = await env.DB.prepare("SELECT body FROM outbox WHERE to_address = ? ORDER BY id DESC")
      .bind(user.email)
      .first<{ body: string }>();
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.body)![1];
    const reset = await call("/v2/sessions/", {
      body: { ChallengeName: "NEW_PASSWORD_REQUIRED", Session: token, newPassword: "nytt-losen-123" },
    });
    expect(reset.status).toBe(200);
    for (const old of [first, second]) {
      expect(await works(old.AccessToken)).toBe(401);
      expect((await refresh(old.RefreshToken)).status).toBe(401);
    }
    // The session the reset opened works.
    expect(await works(reset.json.AccessToken)).toBe(200);
  });

  it("a token whose session row is gone (or never existed) is refused", async () => {
    const user = await createUser();
    const session = await signInAs(user.email);
    await env.DB.prepare("UPDATE sessions SET expires_at = 1 WHERE id = ?").bind(session.SessionId).run();
    expect(await works(session.AccessToken)).toBe(401);
  });

  it("anonymous catalogue reads without a header still answer", async () => {
    expect((await call("/search", { body: { query: "kabel" } })).status).toBeLessThan(400);
    expect((await call("/menu")).status).toBe(200);
  });
});

describe("refresh is single-flight safe", () => {
  it("five parallel refreshes with the same token all succeed with the same new token, and the session goes on", async () => {
    const user = await createUser();
    const session = await signInAs(user.email);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(session.RefreshToken)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const tokens = new Set(answers.map((a) => a.json.RefreshToken));
    expect(tokens.size).toBe(1);
    const [next] = [...tokens];
    expect(next).not.toBe(session.RefreshToken);
    for (const a of answers) expect(await works(a.json.AccessToken)).toBe(200);
    const after = await refresh(next!);
    expect(after.status).toBe(200);
    expect(await works(after.json.AccessToken)).toBe(200);
  });

  it("parallel refreshes that switch customer context also succeed", async () => {
    const user = await createUser({ permissions: [{ customerId: "10001" }, { customerId: "10002" }] });
    const session = await signInAs(user.email);
    const [a, b, c] = await Promise.all([
      refresh(session.RefreshToken, { customerId: "10002" }),
      refresh(session.RefreshToken, { customerId: "10002" }),
      refresh(session.RefreshToken),
    ]);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(a.json.CustomerId).toBe("10002");
    expect(a.json.RefreshToken).toBe(b.json.RefreshToken);
  });

  it("an old refresh token presented after the grace revokes the whole session (reuse detection)", async () => {
    const user = await createUser();
    const session = await signInAs(user.email);
    const next = await refresh(session.RefreshToken);
    expect(next.status).toBe(200);
    await env.DB.prepare("UPDATE sessions SET rotated_at = rotated_at - 31 WHERE id = ?").bind(session.SessionId).run();
    expect((await refresh(session.RefreshToken)).status).toBe(401);
    expect((await refresh(next.json.RefreshToken)).status).toBe(401);
    expect(await works(next.json.AccessToken)).toBe(401);
  });

  it("a token two rotations old revokes the session even inside the grace", async () => {
    const user = await createUser();
    const session = await signInAs(user.email);
    const second = await refresh(session.RefreshToken);
    const third = await refresh(second.json.RefreshToken);
    expect(third.status).toBe(200);
    expect((await refresh(session.RefreshToken)).status).toBe(401);
    expect(await works(third.json.AccessToken)).toBe(401);
  });
});

describe("punch-out accounts", () => {
  it("are refused at the normal sign-in with 403 and a code, and sign in through the OCI entry", async () => {
    const normal = await call("/v2/sessions/", { body: { username: "punchout@demo.se", password: "demo1234" } });
    expect(normal.status).toBe(403);
    expect(normal.json.issues[0].code).toBe("punchout_account");
    expect(normal.json.AccessToken).toBeUndefined();
    const oci = await call("/v2/oci/sessions", { body: { USERNAME: "punchout@demo.se", PASSWORD: "demo1234" } });
    expect(oci.status).toBe(200);
    expect(decode(oci.json.AccessToken).mode).toBe("PUNCHOUT");
  });
});
