import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { unauthorized } from "../http/errors";
import { ANONYMOUS_CLAIMS, isAnonymous } from "./claims";
import { verifyAccessToken, type AccessClaims } from "./jwt";
import { SessionRider, type SessionState } from "./session-rider";

/** The one indexed read a session check needs: sessions by primary key joined to users by primary key. */
export function sessionStatement(db: D1Database, claims: AccessClaims): D1PreparedStatement {
  return db
    .prepare(
      "SELECT s.revoked_at, s.expires_at, u.active, u.auth_version, u.suspended FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ? AND s.user_id = ?",
    )
    .bind(claims.sid, claims.sub);
}

/**
 * Why a signed, unexpired access token no longer counts, or null when its session still stands:
 * the session was logged out, revoked (deactivation, password reset, refresh-token reuse) or ran
 * out; the user is inactive; or the user's permissions, activity or password changed since the
 * token was issued (auth_version).
 */
export function judgeSession(
  state: SessionState | null,
  claims: AccessClaims,
  nowSeconds = Math.floor(Date.now() / 1000),
): { reason: string; state?: SessionState } | { reason: null; state: SessionState } {
  if (!state) return { reason: "Session not found" };
  if (state.revoked_at !== null) return { reason: "Session ended", state };
  if (state.expires_at <= nowSeconds) return { reason: "Session expired", state };
  if (state.active !== 1) return { reason: "User is inactive", state };
  if (state.auth_version !== claims.av) return { reason: "Permissions changed, sign in again", state };
  return { reason: null, state };
}

export async function sessionProblem(db: D1Database, claims: AccessClaims, nowSeconds?: number) {
  return judgeSession(await sessionStatement(db, claims).first<SessionState>(), claims, nowSeconds);
}

/**
 * Every route behind this needs `Authorization: Bearer <access token>` whose session still stands
 * (see `sessionProblem`): logout, deactivation, permission changes and password resets end access
 * at once rather than when the token expires.
 */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  // Already authenticated by the app-wide middleware: one session read per request is enough.
  const existing = c.get("claims");
  if (existing && !isAnonymous(existing)) return next();
  const claims = await verifiedClaims(c);
  const session = await sessionProblem(c.env.DB, claims);
  if (session.reason !== null) throw unauthorized(session.reason);
  c.set("claims", claims);
  c.set("suspendedNow", session.state.suspended === 1);
  await next();
};

/** The claims of a valid `Authorization: Bearer` token (signature and expiry; not yet the session). */
async function verifiedClaims(c: Context<AppEnv>): Promise<AccessClaims> {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw unauthorized("Missing bearer token");
  const result = await verifyAccessToken(match[1], c.get("config").jwtSecret);
  if (!result.ok) throw unauthorized(result.reason === "expired" ? "Token expired" : "Invalid token");
  return result.claims;
}

/**
 * For reads that change nothing (search): the session read rides in the first D1 batch the route sends anyway
 * (auth/session-rider.ts), or runs after the route when it sent none, and the answer leaves only when the session
 * still stands; otherwise the 401 replaces it. Saves the round trip a session check costs before every search.
 */
export const requireAuthAlongside: MiddlewareHandler<AppEnv> = async (c, next) => {
  const claims = await verifiedClaims(c);
  const rider = new SessionRider(sessionStatement(c.env.DB, claims));
  c.set("claims", claims);
  c.set("sessionRider", rider);
  await next();
  const session = judgeSession(await rider.state(), claims);
  if (session.reason !== null) throw unauthorized(session.reason);
};

/**
 * Public catalogue reads: no Authorization header at all means an anonymous viewer; a header that is
 * there but bad (forged, expired, malformed) is still a 401, never silently downgraded to anonymous.
 */
export const optionalAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header("authorization") === undefined) {
    c.set("claims", ANONYMOUS_CLAIMS);
    return next();
  }
  return requireAuth(c, next);
};

/** optionalAuth for the reads that check the session alongside (requireAuthAlongside). */
export const optionalAuthAlongside: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header("authorization") === undefined) {
    c.set("claims", ANONYMOUS_CLAIMS);
    return next();
  }
  return requireAuthAlongside(c, next);
};

export function claimsOf(c: Context<AppEnv>): AccessClaims {
  return c.get("claims");
}
