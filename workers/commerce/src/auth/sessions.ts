/** Sessions: credential checks with lock-out, access tokens, rotating refresh tokens. */
import { highestRole, isRole, PERMISSION_DENIALS, type CustomerPermission, type PermissionDenial, type Role } from "../../../../app/domain/roles";
import type { CommerceEnv } from "../env";
import { ApiError, forbidden, unauthorized } from "../http/errors";
import { randomToken, sha256Base64Url } from "./crypto";
import { signAccessToken, type AccessClaims } from "./jwt";
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from "./password";

export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_SECONDS = 15 * 60;
const INVALID_CREDENTIALS = "Incorrect username or password";

export interface UserRow {
  id: string;
  email: string;
  logon_id: string | null;
  first_name: string;
  last_name: string;
  mobile_number: string | null;
  is_email_verified: number;
  is_phone_number_verified: number;
  password_hash: string;
  active: number;
  is_punchout: number;
  must_change_password: number;
  preferred_store: string | null;
  preferred_delivery_method: string | null;
  default_delivery_method: string;
  default_customer_id: string | null;
  default_project_id: string | null;
  /** 0070: a suspended user may read but not act; an external admin is administered elsewhere. */
  suspended?: number;
  external_admin?: number;
}

export interface TokenPair {
  AccessToken: string;
  RefreshToken: string;
  ExpiresIn: number;
  TokenType: "Bearer";
  SessionId: string;
  CustomerId: string | null;
  ProjectId: string | null;
}

const now = () => Math.floor(Date.now() / 1000);

export async function findUserByLogin(db: D1Database, login: string): Promise<UserRow | null> {
  return db.prepare("SELECT * FROM users WHERE email = ?1 OR logon_id = ?1 LIMIT 1").bind(login.trim()).first<UserRow>();
}

export async function loadPermissions(db: D1Database, userId: string): Promise<CustomerPermission[]> {
  const { results } = await db
    .prepare("SELECT customer_id, project_id, role, permission_denies FROM customer_permissions WHERE user_id = ? ORDER BY customer_id, project_id")
    .bind(userId)
    .all<{ customer_id: string; project_id: string; role: string; permission_denies: string }>();
  return results.flatMap((r) =>
    isRole(r.role)
      ? [{
          role: r.role,
          customerId: r.customer_id,
          projectId: r.project_id === "" ? null : r.project_id,
          permissionDenies: (JSON.parse(r.permission_denies) as string[]).filter((d): d is PermissionDenial => (PERMISSION_DENIALS as readonly string[]).includes(d)),
        }]
      : [],
  );
}

/**
 * Which customer/project a session is scoped to: the requested one if the user holds it, else the
 * user's default, else the first permission. A customer-wide permission allows any of its projects.
 */
export async function resolveContext(
  db: D1Database,
  user: UserRow,
  permissions: CustomerPermission[],
  requested: { customerId?: string | null; projectId?: string | null },
): Promise<{ customerId: string | null; projectId: string | null }> {
  const isSiteAdmin = permissions.some((p) => p.role === "SITE_ADMIN");
  const allows = async (customerId: string, projectId: string | null) => {
    const forCustomer = permissions.filter((p) => p.customerId === customerId);
    if (forCustomer.length === 0 && !isSiteAdmin) return false;
    if (projectId === null) return forCustomer.some((p) => p.projectId === null) || forCustomer.length > 0;
    const project = await db.prepare("SELECT 1 AS ok FROM projects WHERE id = ? AND customer_id = ? AND active = 1").bind(projectId, customerId).first();
    if (!project) return false;
    return isSiteAdmin || forCustomer.some((p) => p.projectId === null || p.projectId === projectId);
  };
  if (requested.customerId) {
    const projectId = requested.projectId ?? null;
    if (!(await allows(requested.customerId, projectId))) throw forbidden("No access to this customer or project");
    return { customerId: requested.customerId, projectId: projectId ?? firstProjectOf(permissions, requested.customerId) };
  }
  if (user.default_customer_id && (await allows(user.default_customer_id, user.default_project_id))) {
    return { customerId: user.default_customer_id, projectId: user.default_project_id };
  }
  const first = permissions[0];
  return first ? { customerId: first.customerId, projectId: first.projectId } : { customerId: null, projectId: null };
}

/** A user limited to projects lands in the first of them rather than in a customer-wide context. */
function firstProjectOf(permissions: CustomerPermission[], customerId: string): string | null {
  const forCustomer = permissions.filter((p) => p.customerId === customerId);
  if (forCustomer.some((p) => p.projectId === null)) return null;
  return forCustomer[0]?.projectId ?? null;
}

export async function buildClaims(
  env: CommerceEnv,
  user: UserRow,
  permissions: CustomerPermission[],
  context: { customerId: string | null; projectId: string | null },
  sessionId: string,
  mode: "NORMAL" | "PUNCHOUT",
): Promise<{ token: string; expiresIn: number }> {
  const ttl = Math.max(30, Number(env.ACCESS_TOKEN_TTL_SECONDS ?? 900) || 900);
  const iat = now();
  const role = highestRole(permissions.map((p) => p.role));
  const claims: AccessClaims = {
    sub: user.id, userId: user.id, sid: sessionId, iat, exp: iat + ttl,
    roles: role ? ([role] as Role[]) : [],
    customerPermissions: permissions,
    customerId: context.customerId, projectId: context.projectId, mode,
    ...(user.suspended === 1 ? { suspended: true } : {}),
    ...(user.external_admin === 1 ? { externalAdmin: true } : {}),
  };
  return { token: await signAccessToken(claims, env.JWT_SECRET), expiresIn: ttl };
}

function refreshTtlSeconds(env: CommerceEnv): number {
  return Math.max(1, Number(env.REFRESH_TOKEN_TTL_DAYS ?? 30) || 30) * 86_400;
}

export async function openSession(env: CommerceEnv, user: UserRow, requested: { customerId?: string | null; projectId?: string | null }, mode: "NORMAL" | "PUNCHOUT"): Promise<TokenPair> {
  const permissions = await loadPermissions(env.DB, user.id);
  const context = await resolveContext(env.DB, user, permissions, requested);
  const sessionId = randomToken(12);
  const refreshToken = `${sessionId}.${randomToken(32)}`;
  const t = now();
  await env.DB
    .prepare("INSERT INTO sessions (id, user_id, refresh_token_hash, customer_id, project_id, is_punchout, created_at, refreshed_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
    .bind(sessionId, user.id, await sha256Base64Url(refreshToken), context.customerId, context.projectId, mode === "PUNCHOUT" ? 1 : 0, t, t, t + refreshTtlSeconds(env))
    .run();
  const access = await buildClaims(env, user, permissions, context, sessionId, mode);
  return { AccessToken: access.token, RefreshToken: refreshToken, ExpiresIn: access.expiresIn, TokenType: "Bearer", SessionId: sessionId, CustomerId: context.customerId, ProjectId: context.projectId };
}

interface SessionRow {
  id: string;
  user_id: string;
  refresh_token_hash: string;
  customer_id: string | null;
  project_id: string | null;
  is_punchout: number;
  expires_at: number;
  revoked_at: number | null;
}

/**
 * Rotates the refresh token and issues a new access token, optionally for another customer/project.
 * A refresh token that was already rotated away means it leaked: the whole session is revoked.
 */
export async function refreshSession(env: CommerceEnv, refreshToken: string, requested: { customerId?: string | null; projectId?: string | null }): Promise<TokenPair> {
  const sessionId = refreshToken.split(".")[0];
  const hash = await sha256Base64Url(refreshToken);
  const session = await env.DB.prepare("SELECT * FROM sessions WHERE id = ?").bind(sessionId).first<SessionRow>();
  if (!session) throw unauthorized("Invalid refresh token");
  if (session.refresh_token_hash !== hash) {
    const retired = await env.DB.prepare("SELECT 1 AS r FROM retired_refresh_tokens WHERE token_hash = ? AND session_id = ?").bind(hash, sessionId).first();
    if (retired) await env.DB.prepare("UPDATE sessions SET revoked_at = ? WHERE id = ?").bind(now(), sessionId).run();
    throw unauthorized("Invalid refresh token");
  }
  if (session.revoked_at !== null || session.expires_at <= now()) throw unauthorized("Refresh token expired or revoked");
  const user = await env.DB.prepare("SELECT * FROM users WHERE id = ? AND active = 1").bind(session.user_id).first<UserRow>();
  if (!user) throw unauthorized("Invalid refresh token");
  const permissions = await loadPermissions(env.DB, user.id);
  const wanted = requested.customerId ? requested : { customerId: session.customer_id, projectId: session.project_id };
  let context: { customerId: string | null; projectId: string | null };
  try {
    context = await resolveContext(env.DB, { ...user, default_customer_id: null, default_project_id: null }, permissions, wanted);
  } catch (error) {
    // A stored context the user lost access to falls back to the defaults; a requested one is a 403.
    if (requested.customerId) throw error;
    context = await resolveContext(env.DB, user, permissions, {});
  }
  const next = `${sessionId}.${randomToken(32)}`;
  const t = now();
  const update = await env.DB.batch([
    env.DB.prepare("UPDATE sessions SET refresh_token_hash = ?, customer_id = ?, project_id = ?, refreshed_at = ?, expires_at = ? WHERE id = ? AND refresh_token_hash = ?")
      .bind(await sha256Base64Url(next), context.customerId, context.projectId, t, t + refreshTtlSeconds(env), sessionId, hash),
    env.DB.prepare("INSERT OR IGNORE INTO retired_refresh_tokens (token_hash, session_id) VALUES (?, ?)").bind(hash, sessionId),
  ]);
  // Two concurrent refreshes with the same token: only the first wins.
  if (update[0].meta.changes !== 1) throw unauthorized("Invalid refresh token");
  const access = await buildClaims(env, user, permissions, context, sessionId, session.is_punchout ? "PUNCHOUT" : "NORMAL");
  return { AccessToken: access.token, RefreshToken: next, ExpiresIn: access.expiresIn, TokenType: "Bearer", SessionId: sessionId, CustomerId: context.customerId, ProjectId: context.projectId };
}

export async function revokeSession(db: D1Database, sessionId: string, userId: string): Promise<boolean> {
  const result = await db.prepare("UPDATE sessions SET revoked_at = ? WHERE id = ? AND user_id = ? AND revoked_at IS NULL").bind(now(), sessionId, userId).run();
  return result.meta.changes === 1;
}

function lockedError(secondsLeft: number): ApiError {
  const minutes = Math.max(1, Math.ceil(secondsLeft / 60));
  return new ApiError(429, `Too many failed sign-in attempts. This login is locked for ${minutes} more minute(s).`, [], { "retry-after": String(secondsLeft) });
}

/**
 * Checks credentials. Unknown logins cost the same PBKDF2 work and count failed attempts the same
 * way, so neither the answer nor its timing tells whether the login exists.
 */
export async function authenticate(db: D1Database, login: string, password: string): Promise<UserRow> {
  const key = login.trim().toLowerCase();
  const t = now();
  const attempt = await db.prepare("SELECT failures, locked_until FROM login_attempts WHERE login = ?").bind(key).first<{ failures: number; locked_until: number }>();
  if (attempt && attempt.locked_until > t) throw lockedError(attempt.locked_until - t);
  const user = await findUserByLogin(db, key);
  const ok = await verifyPassword(password, user?.password_hash ?? DUMMY_PASSWORD_HASH);
  if (ok && user && user.active === 1) {
    if (attempt) await db.prepare("DELETE FROM login_attempts WHERE login = ?").bind(key).run();
    return user;
  }
  // A lock that ran out starts a fresh count.
  const failures = (attempt && attempt.locked_until === 0 ? attempt.failures : 0) + 1;
  const lockedUntil = failures >= MAX_FAILED_ATTEMPTS ? t + LOCK_SECONDS : 0;
  await db
    .prepare("INSERT INTO login_attempts (login, failures, locked_until, last_failure_at) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (login) DO UPDATE SET failures = ?2, locked_until = ?3, last_failure_at = ?4")
    .bind(key, lockedUntil ? 0 : failures, lockedUntil, t)
    .run();
  if (lockedUntil) throw lockedError(LOCK_SECONDS);
  throw new ApiError(401, INVALID_CREDENTIALS, [], {});
}

/** One-time token for the password-reset mail and the NEW_PASSWORD_REQUIRED challenge. */
export async function createPasswordToken(db: D1Database, userId: string, ttlSeconds = 3600): Promise<string> {
  const token = randomToken(24);
  await db.prepare("INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)").bind(await sha256Base64Url(token), userId, now() + ttlSeconds).run();
  return token;
}

export async function consumePasswordToken(db: D1Database, token: string, newPassword: string): Promise<UserRow> {
  const hash = await sha256Base64Url(token);
  const row = await db.prepare("SELECT user_id FROM password_reset_tokens WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?").bind(hash, now()).first<{ user_id: string }>();
  if (!row) throw unauthorized("Invalid or expired session");
  await db.batch([
    db.prepare("UPDATE password_reset_tokens SET used_at = ? WHERE token_hash = ?").bind(now(), hash),
    db.prepare("UPDATE users SET password_hash = ?, must_change_password = 0 WHERE id = ?").bind(await hashPassword(newPassword), row.user_id),
    db.prepare("DELETE FROM login_attempts WHERE login IN (SELECT lower(email) FROM users WHERE id = ?1 UNION SELECT lower(logon_id) FROM users WHERE id = ?1)").bind(row.user_id),
  ]);
  const user = await db.prepare("SELECT * FROM users WHERE id = ?").bind(row.user_id).first<UserRow>();
  if (!user) throw unauthorized("Invalid or expired session");
  return user;
}
