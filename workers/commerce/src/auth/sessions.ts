/** Sessions: access tokens and rotating refresh tokens. */
import type { tokenPairSchema } from "@shop/contract/commerce/sessions";
import type { WireAnswer } from "@shop/contract/wire";
import { highestRole, type CustomerPermission, type Role } from "@shop/domain/roles";
import type { CommerceConfig } from "../config/schema";
import { unauthorized } from "../http/errors";
import { base64UrlEncode, encoder, randomToken, sha256Base64Url } from "./crypto";
import { signAccessToken, type AccessClaims } from "./jwt";
import { loadPermissions, resolveContext, type UserRow } from "./users";

/** How long a refresh token that was just rotated away still yields the same new pair. */
export const REFRESH_GRACE_SECONDS = 30;

/** What signing and timing tokens needs from the configuration (config/schema.ts). */
export type TokenSettings = Pick<CommerceConfig, "jwtSecret" | "accessTokenTtlSeconds" | "refreshTokenTtlSeconds">;

export interface TokenPair {
  AccessToken: string;
  RefreshToken: string;
  ExpiresIn: number;
  TokenType: "Bearer";
  SessionId: string;
  CustomerId: string | null;
  ProjectId: string | null;
}

/** A session as the storefront reads it (contract/commerce/sessions.ts). */
export type TokenPairAnswer = WireAnswer<typeof tokenPairSchema, TokenPair>;

const now = () => Math.floor(Date.now() / 1000);

export async function buildClaims(
  tokens: TokenSettings,
  user: UserRow,
  permissions: CustomerPermission[],
  context: { customerId: string | null; projectId: string | null },
  sessionId: string,
  mode: "NORMAL" | "PUNCHOUT",
): Promise<{ token: string; expiresIn: number }> {
  const ttl = tokens.accessTokenTtlSeconds;
  const iat = now();
  const role = highestRole(permissions.map((p) => p.role));
  const claims: AccessClaims = {
    sub: user.id,
    userId: user.id,
    sid: sessionId,
    iat,
    exp: iat + ttl,
    roles: role ? ([role] as Role[]) : [],
    customerPermissions: permissions,
    customerId: context.customerId,
    projectId: context.projectId,
    mode,
    av: user.auth_version ?? 0,
    ...(user.suspended === 1 ? { suspended: true } : {}),
    ...(user.external_admin === 1 ? { externalAdmin: true } : {}),
  };
  return { token: await signAccessToken(claims, tokens.jwtSecret), expiresIn: ttl };
}

export type RequestedContext = { customerId?: string | null; projectId?: string | null };

export async function openSession(
  db: D1Database,
  tokens: TokenSettings,
  user: UserRow,
  requested: RequestedContext,
  mode: "NORMAL" | "PUNCHOUT",
): Promise<TokenPair> {
  const permissions = await loadPermissions(db, user.id);
  const context = await resolveContext(db, user, permissions, requested);
  const sessionId = randomToken(12);
  const refreshToken = `${sessionId}.${randomToken(32)}`;
  const t = now();
  await db
    .prepare(
      `INSERT INTO sessions (id, user_id, refresh_token_hash, customer_id, project_id, is_punchout, created_at,
         refreshed_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      sessionId,
      user.id,
      await sha256Base64Url(refreshToken),
      context.customerId,
      context.projectId,
      mode === "PUNCHOUT" ? 1 : 0,
      t,
      t,
      t + tokens.refreshTokenTtlSeconds,
    )
    .run();
  const access = await buildClaims(tokens, user, permissions, context, sessionId, mode);
  return {
    AccessToken: access.token,
    RefreshToken: refreshToken,
    ExpiresIn: access.expiresIn,
    TokenType: "Bearer",
    SessionId: sessionId,
    CustomerId: context.customerId,
    ProjectId: context.projectId,
  };
}

interface SessionRow {
  id: string;
  user_id: string;
  refresh_token_hash: string;
  previous_refresh_token_hash: string | null;
  rotated_at: number | null;
  customer_id: string | null;
  project_id: string | null;
  is_punchout: number;
  expires_at: number;
  revoked_at: number | null;
}

/**
 * The refresh token that follows `token`: HMAC(JWT_SECRET, token). Deterministic, so parallel or
 * repeated refreshes with the same token inside the grace all get the same new token, and nothing
 * but hashes is stored.
 */
async function nextRefreshToken(secret: string, sessionId: string, token: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(`refresh:${token}`));
  return `${sessionId}.${base64UrlEncode(mac)}`;
}

/**
 * Rotates the refresh token and issues a new access token, optionally for another customer/project.
 * Single-flight safe: the token rotated away in the last REFRESH_GRACE_SECONDS still answers, with
 * the same new refresh token (so three parallel refreshes all succeed and agree). Presented later,
 * or any older token of the family, it means the token leaked: the whole session is revoked.
 */
export async function refreshSession(
  db: D1Database,
  tokens: TokenSettings,
  refreshToken: string,
  requested: RequestedContext,
): Promise<TokenPair> {
  const sessionId = refreshToken.split(".")[0];
  const hash = await sha256Base64Url(refreshToken);
  const session = await db.prepare("SELECT * FROM sessions WHERE id = ?").bind(sessionId).first<SessionRow>();
  if (!session) throw unauthorized("Invalid refresh token");
  const t = now();
  const current = session.refresh_token_hash === hash;
  const inGrace =
    session.previous_refresh_token_hash === hash &&
    session.rotated_at !== null &&
    session.rotated_at >= t - REFRESH_GRACE_SECONDS;
  if (!current && !inGrace) {
    const retired =
      session.previous_refresh_token_hash === hash ||
      (await db
        .prepare("SELECT 1 AS r FROM retired_refresh_tokens WHERE token_hash = ? AND session_id = ?")
        .bind(hash, sessionId)
        .first());
    if (retired)
      await db
        .prepare("UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL")
        .bind(t, sessionId)
        .run();
    throw unauthorized("Invalid refresh token");
  }
  if (session.revoked_at !== null || session.expires_at <= t) throw unauthorized("Refresh token expired or revoked");
  const user = await db
    .prepare("SELECT * FROM users WHERE id = ? AND active = 1")
    .bind(session.user_id)
    .first<UserRow>();
  if (!user) throw unauthorized("Invalid refresh token");
  const permissions = await loadPermissions(db, user.id);
  const wanted = requested.customerId ? requested : { customerId: session.customer_id, projectId: session.project_id };
  let context: { customerId: string | null; projectId: string | null };
  try {
    context = await resolveContext(
      db,
      { ...user, default_customer_id: null, default_project_id: null },
      permissions,
      wanted,
    );
  } catch (error) {
    // A stored context the user lost access to falls back to the defaults; a requested one is a 403.
    if (requested.customerId) throw error;
    context = await resolveContext(db, user, permissions, {});
  }
  const next = await nextRefreshToken(tokens.jwtSecret, sessionId, refreshToken);
  const nextHash = await sha256Base64Url(next);
  // One statement decides: either this token is still the current one (rotate), or it was rotated to
  // exactly `next` within the grace (a parallel refresh won; answer with the same pair).
  const update = await db.batch([
    db
      .prepare(
        `UPDATE sessions SET
         rotated_at = CASE WHEN refresh_token_hash = ?1 THEN ?4 ELSE rotated_at END,
         previous_refresh_token_hash = ?1, refresh_token_hash = ?2,
         customer_id = ?5, project_id = ?6, refreshed_at = ?4, expires_at = ?7
       WHERE id = ?3 AND revoked_at IS NULL AND expires_at > ?4
         AND (refresh_token_hash = ?1 OR (refresh_token_hash = ?2 AND previous_refresh_token_hash = ?1 AND rotated_at >= ?4 - ?8))`,
      )
      .bind(
        hash,
        nextHash,
        sessionId,
        t,
        context.customerId,
        context.projectId,
        t + tokens.refreshTokenTtlSeconds,
        REFRESH_GRACE_SECONDS,
      ),
    db
      .prepare("INSERT OR IGNORE INTO retired_refresh_tokens (token_hash, session_id) VALUES (?, ?)")
      .bind(hash, sessionId),
  ]);
  if (update[0].meta.changes !== 1) throw unauthorized("Invalid refresh token");
  const access = await buildClaims(
    tokens,
    user,
    permissions,
    context,
    sessionId,
    session.is_punchout ? "PUNCHOUT" : "NORMAL",
  );
  return {
    AccessToken: access.token,
    RefreshToken: next,
    ExpiresIn: access.expiresIn,
    TokenType: "Bearer",
    SessionId: sessionId,
    CustomerId: context.customerId,
    ProjectId: context.projectId,
  };
}

export async function revokeSession(db: D1Database, sessionId: string, userId: string): Promise<boolean> {
  const result = await db
    .prepare("UPDATE sessions SET revoked_at = ? WHERE id = ? AND user_id = ? AND revoked_at IS NULL")
    .bind(now(), sessionId, userId)
    .run();
  return result.meta.changes === 1;
}

/**
 * Ends every session of a user at once: refresh tokens are revoked and the bumped auth_version makes
 * every access token already issued fail on its next call (auth/middleware.ts).
 */
export function endAllSessions(db: D1Database, userId: string): D1PreparedStatement[] {
  return [
    db.prepare("UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL").bind(now(), userId),
    bumpAuthVersion(db, userId),
  ];
}

/** Access tokens issued before this fail on their next call; refresh tokens get new claims. */
export function bumpAuthVersion(db: D1Database, userId: string): D1PreparedStatement {
  return db.prepare("UPDATE users SET auth_version = auth_version + 1 WHERE id = ?").bind(userId);
}
