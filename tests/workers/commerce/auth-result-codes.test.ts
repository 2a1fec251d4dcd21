/**
 * Spec section 4 (Session): the auth answers carry the authentication result code, 1 success, 2 failed,
 * 3 not authenticated, in `ResultCode` beside the session answer's other PascalCase fields.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { signInSchema, ociSessionSchema } from "@shop/contract/commerce/sessions";
import { call, createUser, env, seedTestCatalogue, signIn } from "./helpers";

beforeAll(async () => {
  await seedTestCatalogue();
});

describe("authentication result codes", () => {
  it("1 on a sign-in, a refresh and an answered new-password challenge; the contract parses them", async () => {
    const signedIn = await call("/v2/sessions", { body: { username: "buyer@demo.se", password: "demo1234" } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.ResultCode).toBe(1);
    expect(signInSchema.parse(signedIn.json)).toMatchObject({ ResultCode: 1 });

    const refreshed = await call("/v2/sessions", { body: { refreshToken: signedIn.json.RefreshToken } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.ResultCode).toBe(1);

    const user = await createUser({ mustChangePassword: true });
    const challenge = await call("/v2/sessions", { body: { username: user.email, password: "demo1234" } });
    expect(challenge.status).toBe(200);
    // A challenge opens no session: the user is not authenticated until the new password is set.
    expect(challenge.json).toMatchObject({ ChallengeName: "NEW_PASSWORD_REQUIRED", ResultCode: 3 });
    expect(signInSchema.parse(challenge.json)).toMatchObject({ ResultCode: 3 });
    const answered = await call("/v2/sessions", {
      body: { ChallengeName: "NEW_PASSWORD_REQUIRED", Session: challenge.json.Session, newPassword: "nytt-lösen-123" },
    });
    expect(answered.status).toBe(200);
    expect(answered.json.ResultCode).toBe(1);
  });

  it("2 on a refused sign-in: wrong password, malformed body, a punch-out account, a foreign customer", async () => {
    const user = await createUser();
    const wrong = await call("/v2/sessions", { body: { username: user.email, password: "fel-lösen" } });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toMatchObject({ message: expect.any(String), ResultCode: 2 });
    const malformed = await call("/v2/sessions", { body: { username: user.email } });
    expect(malformed.status).toBe(400);
    expect(malformed.json.ResultCode).toBe(2);
    const notJson = await call("/v2/sessions", { rawBody: "{", headers: { "content-type": "application/json" } });
    expect(notJson.status).toBe(400);
    expect(notJson.json.ResultCode).toBe(2);
    const punchout = await call("/v2/sessions", { body: { username: "punchout@demo.se", password: "demo1234" } });
    expect(punchout.status).toBe(403);
    expect(punchout.json.ResultCode).toBe(2);
    const session = await signIn(user.email, {}, true);
    const foreign = await call("/v2/sessions", { body: { refreshToken: session.RefreshToken, customerId: "10003" } });
    expect(foreign.status).toBe(403);
    expect(foreign.json.ResultCode).toBe(2);
  });

  it("3 when the caller has no session: a dead refresh token, a missing, forged or ended access token", async () => {
    const dead = await call("/v2/sessions", { body: { refreshToken: "x".repeat(40) } });
    expect(dead.status).toBe(401);
    expect(dead.json.ResultCode).toBe(3);
    const missing = await call("/v2/cart");
    expect(missing.status).toBe(401);
    expect(missing.json).toMatchObject({ message: "Missing bearer token", ResultCode: 3 });
    const forged = await call("/v2/cart", { token: "not.a.token" });
    expect(forged.status).toBe(401);
    expect(forged.json.ResultCode).toBe(3);
    const user = await createUser();
    const session = await signIn(user.email, {}, true);
    expect(
      (await call(`/v2/sessions/${session.SessionId}`, { method: "DELETE", token: session.AccessToken })).status,
    ).toBe(204);
    const ended = await call("/v2/cart", { token: session.AccessToken });
    expect(ended.status).toBe(401);
    expect(ended.json.ResultCode).toBe(3);
  });

  it("punch-out (OCI) sessions: 1 when opened, 2 when refused", async () => {
    const opened = await call("/v2/oci/sessions", { body: { USERNAME: "punchout@demo.se", PASSWORD: "demo1234" } });
    expect(opened.status).toBe(200);
    expect(opened.json.ResultCode).toBe(1);
    expect(ociSessionSchema.parse(opened.json)).toMatchObject({ ResultCode: 1 });
    const refused = await call("/v2/oci/sessions", { body: { USERNAME: "punchout@demo.se", PASSWORD: "fel" } });
    expect(refused.status).toBe(401);
    expect(refused.json.ResultCode).toBe(2);
    await env.DB.prepare("DELETE FROM auth_throttle WHERE key LIKE '%u-punchout%'").run();
  });
});
