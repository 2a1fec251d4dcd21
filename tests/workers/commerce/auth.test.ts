import { beforeAll, describe, expect, it } from "vitest";
import { signAccessToken } from "../../../workers/commerce/src/auth/jwt";
import { base64UrlEncode } from "../../../workers/commerce/src/auth/crypto";
import { call, createUser, env, seedTestCatalogue, signIn } from "./helpers";

beforeAll(async () => {
  await seedTestCatalogue();
});

const decode = (token: string) => JSON.parse(atob(token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/")));

describe("POST /v2/sessions/", () => {
  it("signs in with username and password and returns tokens carrying roles and permissions", async () => {
    const response = await call("/v2/sessions/", { body: { username: "buyer@demo.se", password: "demo1234" } });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ TokenType: "Bearer", CustomerId: "10001", ProjectId: "10001-01" });
    expect(typeof response.json.RefreshToken).toBe("string");
    const claims = decode(response.json.AccessToken);
    expect(claims.userId).toBe("u-buyer");
    expect(claims.roles).toEqual(["USER"]);
    expect(claims.exp - claims.iat).toBe(900);
    expect(claims.customerPermissions).toContainEqual({
      role: "USER",
      permissionDenies: [],
      customerId: "10001",
      projectId: null,
    });
  });

  it.each([
    [{ logonId: "buyer", logonPassword: "demo1234" }],
    [{ USER_NAME: "BUYER@demo.se", PASSWORD: "demo1234" }],
    [{ USERNAME: "buyer@demo.se", PASSWORD: "demo1234" }],
    [{ email: "buyer@demo.se", password: "demo1234" }],
    [{ SENDER_ID: "buyer@demo.se", password: "demo1234" }],
    [{ user_session: JSON.stringify({ UserID: "buyer@demo.se" }), password: "demo1234" }],
  ])("accepts the login alias %o", async (body) => {
    const response = await call("/v2/sessions", { body });
    expect(response.status).toBe(200);
    expect(decode(response.json.AccessToken).userId).toBe("u-buyer");
  });

  it("answers a wrong password and an unknown login identically", async () => {
    const wrong = await call("/v2/sessions/", { body: { username: "admin@demo.se", password: "fel-lösen" } });
    const unknown = await call("/v2/sessions/", { body: { username: "finns-inte@demo.se", password: "fel-lösen" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
    // Clear the admin's count so other tests are unaffected.
    await env.DB.prepare("DELETE FROM login_attempts WHERE login = 'admin@demo.se'").run();
  });

  it("rejects a malformed body with 400 and zod issues, never a 500", async () => {
    const missing = await call("/v2/sessions/", { body: { username: "buyer@demo.se" } });
    expect(missing.status).toBe(400);
    expect(missing.json.issues.length).toBeGreaterThan(0);
    const typed = await call("/v2/sessions/", { body: { username: 42, password: ["x"] } });
    expect(typed.status).toBe(400);
    expect(typed.json.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(["username", "password"]),
    );
    const notJson = await call("/v2/sessions/", { rawBody: "{nope", headers: { "content-type": "application/json" } });
    expect(notJson.status).toBe(400);
    expect(notJson.json.message).toMatch(/JSON/);
  });

  it("locks a login after five wrong passwords in a row, and says so, whether the login exists or not", async () => {
    const user = await createUser();
    for (const login of [user.email, `ghost-${user.id}@test.se`]) {
      for (let i = 0; i < 4; i++)
        expect((await call("/v2/sessions/", { body: { username: login, password: "wrong" } })).status).toBe(401);
      const fifth = await call("/v2/sessions/", { body: { username: login, password: "wrong" } });
      expect(fifth.status).toBe(429);
      expect(fifth.json.message).toMatch(/locked/);
      expect(Number(fifth.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // Even the right password is refused while locked.
    const locked = await call("/v2/sessions/", { body: { username: user.email, password: "demo1234" } });
    expect(locked.status).toBe(429);
    // After the lock runs out, the right password works again.
    await env.DB.prepare(
      "UPDATE auth_throttle SET window_start = 0 WHERE key LIKE 'pair:user:' || ? || '|%' OR key = 'acct:user:' || ?",
    )
      .bind(user.id, user.id)
      .run();
    expect((await call("/v2/sessions/", { body: { username: user.email, password: "demo1234" } })).status).toBe(200);
  });

  it("rotates refresh tokens and revokes the session when an old one is replayed", async () => {
    const first = await signIn("buyer@demo.se", {}, true);
    const second = await call("/v2/sessions/", { body: { refreshToken: first.RefreshToken } });
    expect(second.status).toBe(200);
    expect(second.json.RefreshToken).not.toBe(first.RefreshToken);
    expect(second.json.SessionId).toBe(first.SessionId);
    // Within the grace a repeat gets the same new pair (parallel refreshes); after it, a replay is reuse.
    const repeat = await call("/v2/sessions/", { body: { refreshToken: first.RefreshToken } });
    expect(repeat.json.RefreshToken).toBe(second.json.RefreshToken);
    await env.DB.prepare("UPDATE sessions SET rotated_at = rotated_at - 31 WHERE id = ?").bind(first.SessionId).run();
    const replay = await call("/v2/sessions/", { body: { refreshToken: first.RefreshToken } });
    expect(replay.status).toBe(401);
    // The replay revoked the family: the newest token is dead too.
    expect((await call("/v2/sessions/", { body: { refreshToken: second.json.RefreshToken } })).status).toBe(401);
  });

  it("switches customer and project with a refresh token, and refuses a customer the user lacks", async () => {
    const session = await signIn("buyer@demo.se", {}, true);
    const switched = await call("/v2/sessions/", {
      body: { refreshToken: session.RefreshToken, customerId: "10002", projectId: "10002-01" },
    });
    expect(switched.status).toBe(200);
    expect(switched.json).toMatchObject({ CustomerId: "10002", ProjectId: "10002-01" });
    expect(decode(switched.json.AccessToken)).toMatchObject({ customerId: "10002", projectId: "10002-01" });
    const foreign = await call("/v2/sessions/", {
      body: { refreshToken: switched.json.RefreshToken, customerId: "10003" },
    });
    expect(foreign.status).toBe(403);
    const direct = await call("/v2/sessions/", {
      body: { username: "buyer@demo.se", password: "demo1234", customerId: "10003" },
    });
    expect(direct.status).toBe(403);
  });
});

describe("DELETE /v2/sessions/{id}", () => {
  it("revokes the session so its refresh token stops working", async () => {
    const session = await signIn("buyer@demo.se", {}, true);
    const deleted = await call(`/v2/sessions/${session.SessionId}`, { method: "DELETE", token: session.AccessToken });
    expect(deleted.status).toBe(204);
    expect((await call("/v2/sessions/", { body: { refreshToken: session.RefreshToken } })).status).toBe(401);
  });

  it("needs a token and cannot revoke someone else's session", async () => {
    const buyer = await signIn("buyer@demo.se", {}, true);
    const admin = await signIn("admin@demo.se");
    expect((await call(`/v2/sessions/${buyer.SessionId}`, { method: "DELETE" })).status).toBe(401);
    expect((await call(`/v2/sessions/${buyer.SessionId}`, { method: "DELETE", token: admin.AccessToken })).status).toBe(
      404,
    );
  });
});

describe("bearer tokens", () => {
  it("refuses missing, forged, alg none and expired tokens with 401", async () => {
    const { AccessToken } = await signIn("buyer@demo.se");
    const [header, payload, signature] = AccessToken.split(".");
    expect((await call("/v3/customers")).status).toBe(401);
    expect((await call("/v3/customers", { token: "not-a-jwt" })).status).toBe(401);
    const elevated = base64UrlEncode(
      new TextEncoder().encode(JSON.stringify({ ...decode(AccessToken), roles: ["SITE_ADMIN"] })),
    );
    expect((await call("/v3/customers", { token: `${header}.${elevated}.${signature}` })).status).toBe(401);
    const none = base64UrlEncode(new TextEncoder().encode(JSON.stringify({ alg: "none", typ: "JWT" })));
    expect((await call("/v3/customers", { token: `${none}.${payload}.` })).status).toBe(401);
    expect((await call("/v3/customers", { token: `${none}.${payload}.${signature}` })).status).toBe(401);
    const hs512 = base64UrlEncode(new TextEncoder().encode(JSON.stringify({ alg: "HS512", typ: "JWT" })));
    expect((await call("/v3/customers", { token: `${hs512}.${payload}.${signature}` })).status).toBe(401);
    const otherSecret = await signAccessToken(decode(AccessToken), "some-other-secret");
    expect((await call("/v3/customers", { token: otherSecret })).status).toBe(401);
    const expired = await signAccessToken(
      { ...decode(AccessToken), exp: Math.floor(Date.now() / 1000) - 5 },
      env.JWT_SECRET,
    );
    const answer = await call("/v3/customers", { token: expired });
    expect(answer.status).toBe(401);
    expect(answer.json.message).toBe("Token expired");
    expect((await call("/v3/customers", { token: AccessToken })).status).toBe(200);
  });
});

describe("punch-out and password reset", () => {
  it("opens an OCI session for a punch-out user only", async () => {
    const oci = await call("/v2/oci/sessions", {
      body: { USERNAME: "punchout@demo.se", PASSWORD: "demo1234", HOOK_URL: "https://inkop.example.se/oci/return" },
    });
    expect(oci.status).toBe(200);
    expect(oci.json.HookUrl).toBe("https://inkop.example.se/oci/return");
    expect(decode(oci.json.AccessToken)).toMatchObject({ mode: "PUNCHOUT", customerId: "10004" });
    expect((await call("/v2/oci/sessions", { body: { USERNAME: "buyer@demo.se", PASSWORD: "demo1234" } })).status).toBe(
      403,
    );
  });

  it("mails a reset link to the outbox for a known address and answers the same for an unknown one", async () => {
    const user = await createUser();
    const known = await call("/users/credentials/request", { body: { email: user.email } });
    const unknown = await call("/users/credentials/request", { body: { email: `nobody-${user.id}@test.se` } });
    expect(known.status).toBe(202);
    expect(unknown.json).toEqual(known.json);
    const mail = await env.DB.prepare("SELECT body FROM outbox WHERE to_address = ?")
      .bind(user.email)
      .first<{ body: string }>();
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.body)![1];
    const reset = await call("/v2/sessions/", {
      body: { ChallengeName: "NEW_PASSWORD_REQUIRED", Session: token, newPassword: "nytt-losen-123" },
    });
    expect(reset.status).toBe(200);
    expect((await call("/v2/sessions/", { body: { username: user.email, password: "nytt-losen-123" } })).status).toBe(
      200,
    );
    // One use only.
    expect(
      (
        await call("/v2/sessions/", {
          body: { ChallengeName: "NEW_PASSWORD_REQUIRED", Session: token, newPassword: "annat-losen-1" },
        })
      ).status,
    ).toBe(401);
    expect((await call("/users/credentials/request", { body: { email: "inte-en-adress" } })).status).toBe(400);
  });

  it("answers a user who must change password with a ChallengeName", async () => {
    const user = await createUser({ mustChangePassword: true });
    const response = await call("/v2/sessions/", { body: { username: user.email, password: "demo1234" } });
    expect(response.status).toBe(200);
    expect(response.json.ChallengeName).toBe("NEW_PASSWORD_REQUIRED");
    expect(response.json.AccessToken).toBeUndefined();
  });
});
