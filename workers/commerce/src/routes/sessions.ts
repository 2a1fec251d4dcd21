import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { claimsOf, requireAuth } from "../auth/middleware";
import { consumePasswordToken, createPasswordToken } from "../auth/password-reset";
import { openSession, refreshSession, revokeSession, type TokenSettings } from "../auth/sessions";
import { authenticate, clientOf, mayMailReset } from "../auth/sign-in";
import { findUserByLogin, type UserRow } from "../auth/users";
import { queueMail, singleLine } from "../mail/outbox";
import { ApiError, badRequest, jsonBody, notFound } from "../http/errors";
import { refusedWith, signInStep, withResultCode } from "../auth/result-codes";
import { AUTH_RESULT } from "@shop/domain/auth-result";

import { PUNCHOUT_ACCOUNT_CODE, PUNCHOUT_ACCOUNT_MESSAGE } from "@shop/domain/sign-in-refusals";

/** A punch-out account (is_punchout = 1) only ever opens PUNCHOUT sessions, through the OCI entry. */
function punchoutAccountRefused(): ApiError {
  return new ApiError(403, PUNCHOUT_ACCOUNT_MESSAGE, [
    { path: "username", code: PUNCHOUT_ACCOUNT_CODE, message: "Sign in through your procurement system" },
  ]);
}

const { failed: FAILED, notAuthenticated: NOT_AUTHENTICATED } = AUTH_RESULT;

const optionalText = z.string().trim().min(1).max(320).optional();

/** Credentials under every alias of spec section 3, a refresh token, or a challenge answer. */
const sessionBody = z
  .object({
    logonId: optionalText,
    USER_NAME: optionalText,
    USERNAME: optionalText,
    username: optionalText,
    logonPassword: z.string().min(1).max(200).optional(),
    PASSWORD: z.string().min(1).max(200).optional(),
    password: z.string().min(1).max(200).optional(),
    email: optionalText,
    SENDER_ID: optionalText,
    user_session: z.string().max(4000).optional(),
    refreshToken: z.string().min(10).max(200).optional(),
    RefreshToken: z.string().min(10).max(200).optional(),
    customerId: z.string().min(1).max(40).optional(),
    projectId: z.string().min(1).max(40).nullable().optional(),
    ChallengeName: z.literal("NEW_PASSWORD_REQUIRED").optional(),
    Session: z.string().min(10).max(200).optional(),
    newPassword: z.string().min(8).max(200).optional(),
    HOOK_URL: z.url().optional(),
    callbackUrl: z.url().optional(),
  })
  .loose();
type SessionBody = z.infer<typeof sessionBody>;

function loginOf(body: SessionBody): string | undefined {
  let fromSession: string | undefined;
  if (body.user_session) {
    try {
      const parsed = JSON.parse(body.user_session) as { UserID?: unknown };
      if (typeof parsed.UserID === "string") fromSession = parsed.UserID;
    } catch {
      throw badRequest("Invalid body", [
        { path: "user_session", code: "invalid_json", message: "user_session is not JSON" },
      ]);
    }
  }
  return (
    body.logonId ?? body.USER_NAME ?? body.USERNAME ?? body.username ?? body.email ?? body.SENDER_ID ?? fromSession
  );
}

async function handleSession(db: D1Database, tokens: TokenSettings, body: SessionBody, client: string) {
  const context = { customerId: body.customerId, projectId: body.projectId ?? null };
  const refreshToken = body.refreshToken ?? body.RefreshToken;
  if (refreshToken) {
    try {
      return await refreshSession(db, tokens, refreshToken, context);
    } catch (error) {
      // A dead refresh token leaves the caller without a session (3); a refused context is a failed request (2).
      throw refusedWith(error, error instanceof ApiError && error.status === 401 ? NOT_AUTHENTICATED : FAILED);
    }
  }
  if (body.ChallengeName === "NEW_PASSWORD_REQUIRED") {
    if (!body.Session || !body.newPassword)
      throw badRequest("Invalid body", [
        { path: "newPassword", code: "custom", message: "Session and newPassword are required" },
      ]);
    const user = await consumePasswordToken(db, body.Session, body.newPassword);
    if (user.is_punchout === 1) throw punchoutAccountRefused();
    return openSession(db, tokens, user, context, "NORMAL");
  }
  const login = loginOf(body);
  const password = body.logonPassword ?? body.PASSWORD ?? body.password;
  if (!login || !password) {
    throw badRequest("Invalid body", [
      { path: login ? "password" : "username", code: "custom", message: "Credentials or refreshToken required" },
    ]);
  }
  const user: UserRow = await authenticate(db, login, password, client);
  if (user.is_punchout === 1) throw punchoutAccountRefused();
  if (user.must_change_password) {
    return {
      ChallengeName: "NEW_PASSWORD_REQUIRED",
      Session: await createPasswordToken(db, user.id, 600),
      ChallengeParameters: { USER_ID_FOR_SRP: user.id },
    };
  }
  return openSession(db, tokens, user, context, "NORMAL");
}

function resetMailBody(user: UserRow, token: string): string {
  return (
    `Hej ${singleLine(user.first_name)}!\n\nKlicka på länken för att välja ett nytt lösenord (giltig i en timme):\n` +
    `/gloemt-loesenord?token=${token}\n\nOm du inte begärt detta kan du bortse från mejlet.`
  );
}

export const sessionRoutes = new Hono<AppEnv>()
  .post("/v2/sessions", async (c) => {
    const answer = await signInStep(async () => {
      const body = await jsonBody(c, sessionBody);
      const client = clientOf(c.req.header("cf-connecting-ip"));
      return handleSession(c.env.DB, c.get("config"), body, client);
    });
    return c.json(withResultCode(answer));
  })
  // POST /v2/oci/sessions (punch-out) lives in routes/oci.ts: it adds the HOOK_URL allow-list.
  .delete("/v2/sessions/:id", requireAuth, async (c) => {
    const id = c.req.param("id");
    if (!/^[A-Za-z0-9_-]{8,64}$/.test(id)) throw badRequest("Invalid session id");
    // Someone else's session answers like an unknown one.
    if (!(await revokeSession(c.env.DB, id, claimsOf(c).sub))) throw notFound("Session not found");
    return c.body(null, 204);
  })
  .post("/users/credentials/request", async (c) => {
    const body = await jsonBody(c, z.object({ email: z.email().max(320) }).loose());
    // Counted per address before the lookup, so known and unknown addresses behave alike.
    const allowed = await mayMailReset(c.env.DB, body.email);
    const user = allowed ? await findUserByLogin(c.env.DB, body.email) : null;
    if (user && user.active === 1) {
      const token = await createPasswordToken(c.env.DB, user.id);
      await queueMail(c.env.DB, {
        to: user.email,
        subject: "Återställ ditt lösenord",
        body: resetMailBody(user, token),
      });
    }
    // Same answer whether or not the address exists.
    return c.json({ message: "If the address belongs to an account, a reset link has been sent." }, 202);
  });
