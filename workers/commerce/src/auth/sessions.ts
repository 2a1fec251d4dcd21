/** Sessions: credential checks with lock-out, access tokens, rotating refresh tokens. */
import type { tokenPairSchema } from "@shop/contract/commerce/sessions";
import type { WireAnswer } from "@shop/contract/wire";
import { highestRole, isRole, PERMISSION_DENIALS, type CustomerPermission, type PermissionDenial, type Role } from "@shop/domain/roles";
import type { CommerceEnv } from "../env";
import { ApiError, forbidden, unauthorized } from "../http/errors";
import { base64UrlEncode, encoder, randomToken, sha256Base64Url } from "./crypto";
import { signAccessToken, type AccessClaims } from "./jwt";
import { clearAccount, clearKey, countAttempts, uncount } from "./throttle";
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from "./password";

/**
 * Sign-in limits (docs/security.md "Login limits"), counted per window of LOCK_SECONDS:
 * - one client may try one account MAX_FAILED_ATTEMPTS times; the last failure answers 429;
 * - once an account has MAX_FAILED_ATTEMPTS failed attempts from any clients, a client that already
 *   failed on it is refused, while a client without failures there still gets its try, so the owner
 *   signs in from their own device during an attack; the owner also gets a notice mail, and a
 *   password reset clears every counter of the account;
 * - once ACCOUNT_MAX_FAILURES wrong passwords were really checked for an account in the window (many
 *   clients: a distributed guess), it takes no more passwords until a password reset (the owner's way
 *   in, named in the notice) or the window's end, so the clean-client rule above cannot become
 *   unlimited guessing; refused attempts do not count here, so one noisy client cannot force a reset;
 * - one client may fail CLIENT_MAX_FAILURES times across all accounts (not the local constant, see clientOf).
 * An account is the user id when the login names a user (all its aliases count together), else the
 * normalised login text. A client is the CF-Connecting-IP header ("local" without one).
 */
export const MAX_FAILED_ATTEMPTS = 5;
export const CLIENT_MAX_FAILURES = 50;
export const ACCOUNT_MAX_FAILURES = 20;
export const LOCK_SECONDS = 15 * 60;
/** How long a refresh token that was just rotated away still yields the same new pair. */
export const REFRESH_GRACE_SECONDS = 30;
/** Reset mails per address and hour; further requests get the same answer but no mail. */
export const RESET_MAILS_PER_HOUR = 3;
const RESET_TOKEN_MAX_SECONDS = 3600;
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
  /** 0085: bumped when permissions, activity or the password change; access tokens carry it as `av`. */
  auth_version?: number;
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

/** A session as the storefront reads it (contract/commerce/sessions.ts). */
export type TokenPairAnswer = WireAnswer<typeof tokenPairSchema, TokenPair>;

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
    av: user.auth_version ?? 0,
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
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(`refresh:${token}`));
  return `${sessionId}.${base64UrlEncode(mac)}`;
}

/**
 * Rotates the refresh token and issues a new access token, optionally for another customer/project.
 * Single-flight safe: the token rotated away in the last REFRESH_GRACE_SECONDS still answers, with
 * the same new refresh token (so three parallel refreshes all succeed and agree). Presented later,
 * or any older token of the family, it means the token leaked: the whole session is revoked.
 */
export async function refreshSession(env: CommerceEnv, refreshToken: string, requested: { customerId?: string | null; projectId?: string | null }): Promise<TokenPair> {
  const sessionId = refreshToken.split(".")[0];
  const hash = await sha256Base64Url(refreshToken);
  const session = await env.DB.prepare("SELECT * FROM sessions WHERE id = ?").bind(sessionId).first<SessionRow>();
  if (!session) throw unauthorized("Invalid refresh token");
  const t = now();
  const current = session.refresh_token_hash === hash;
  const inGrace = session.previous_refresh_token_hash === hash && session.rotated_at !== null && session.rotated_at >= t - REFRESH_GRACE_SECONDS;
  if (!current && !inGrace) {
    const retired = session.previous_refresh_token_hash === hash
      || (await env.DB.prepare("SELECT 1 AS r FROM retired_refresh_tokens WHERE token_hash = ? AND session_id = ?").bind(hash, sessionId).first());
    if (retired) await env.DB.prepare("UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL").bind(t, sessionId).run();
    throw unauthorized("Invalid refresh token");
  }
  if (session.revoked_at !== null || session.expires_at <= t) throw unauthorized("Refresh token expired or revoked");
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
  const next = await nextRefreshToken(env.JWT_SECRET, sessionId, refreshToken);
  const nextHash = await sha256Base64Url(next);
  // One statement decides: either this token is still the current one (rotate), or it was rotated to
  // exactly `next` within the grace (a parallel refresh won; answer with the same pair).
  const update = await env.DB.batch([
    env.DB.prepare(
      `UPDATE sessions SET
         rotated_at = CASE WHEN refresh_token_hash = ?1 THEN ?4 ELSE rotated_at END,
         previous_refresh_token_hash = ?1, refresh_token_hash = ?2,
         customer_id = ?5, project_id = ?6, refreshed_at = ?4, expires_at = ?7
       WHERE id = ?3 AND revoked_at IS NULL AND expires_at > ?4
         AND (refresh_token_hash = ?1 OR (refresh_token_hash = ?2 AND previous_refresh_token_hash = ?1 AND rotated_at >= ?4 - ?8))`,
    ).bind(hash, nextHash, sessionId, t, context.customerId, context.projectId, t + refreshTtlSeconds(env), REFRESH_GRACE_SECONDS),
    env.DB.prepare("INSERT OR IGNORE INTO retired_refresh_tokens (token_hash, session_id) VALUES (?, ?)").bind(hash, sessionId),
  ]);
  if (update[0].meta.changes !== 1) throw unauthorized("Invalid refresh token");
  const access = await buildClaims(env, user, permissions, context, sessionId, session.is_punchout ? "PUNCHOUT" : "NORMAL");
  return { AccessToken: access.token, RefreshToken: next, ExpiresIn: access.expiresIn, TokenType: "Bearer", SessionId: sessionId, CustomerId: context.customerId, ProjectId: context.projectId };
}

export async function revokeSession(db: D1Database, sessionId: string, userId: string): Promise<boolean> {
  const result = await db.prepare("UPDATE sessions SET revoked_at = ? WHERE id = ? AND user_id = ? AND revoked_at IS NULL").bind(now(), sessionId, userId).run();
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

export const LOCKED_MESSAGE = "Too many failed sign-in attempts";

function lockedError(secondsLeft: number): ApiError {
  const minutes = Math.max(1, Math.ceil(secondsLeft / 60));
  return new ApiError(429, `${LOCKED_MESSAGE}. Sign-in from here is locked for ${minutes} more minute(s); a password reset unlocks it.`, [], { "retry-after": String(secondsLeft) });
}

export const LOCAL_CLIENT = "local";

/**
 * The client a sign-in attempt comes from: Cloudflare's CF-Connecting-IP. Without one, or from a
 * loopback address (wrangler dev, the e2e stack, the storefront's calls when it does not pass the
 * visitor's address on), the one constant LOCAL_CLIENT, which is exempt from the per-client limit
 * across accounts (or one shared client could block every sign-in); the per-account rules still apply.
 */
export function clientOf(header: string | undefined | null): string {
  const ip = header?.trim().toLowerCase();
  if (!ip || !/^[0-9a-f.:]{2,45}$/.test(ip) || ip === "::1" || ip.startsWith("127.") || ip === "::ffff:127.0.0.1") return LOCAL_CLIENT;
  return ip;
}

/**
 * Checks credentials under the limits described at MAX_FAILED_ATTEMPTS. The attempt is counted
 * before the password is checked, atomically, so parallel guesses cannot all pass; a success takes
 * its count back. Unknown logins cost the same PBKDF2 work and are counted the same way, so neither
 * the answer nor its timing tells whether the login exists.
 */
export async function authenticate(db: D1Database, login: string, password: string, client = LOCAL_CLIENT): Promise<UserRow> {
  const normalised = login.trim().toLowerCase();
  const t = now();
  const user = await findUserByLogin(db, normalised);
  const account = user ? `user:${user.id}` : `login:${normalised}`;
  const keys = { pair: `pair:${account}|${client}`, account: `acct:${account}`, client: `client:${client}` };
  const [pair, onAccount, byClient] = await countAttempts(db, [keys.pair, keys.account, keys.client], LOCK_SECONDS, t);
  if (pair.count > MAX_FAILED_ATTEMPTS) throw lockedError(pair.retryAfter);
  if (client !== LOCAL_CLIENT && byClient.count > CLIENT_MAX_FAILURES) throw lockedError(byClient.retryAfter);
  // The account is under attack: only clients that have not failed on it yet get a try.
  if (onAccount.count - 1 >= MAX_FAILED_ATTEMPTS && pair.count > 1) throw lockedError(onAccount.retryAfter);
  const guessed = await db.prepare("SELECT count, window_start FROM auth_throttle WHERE key = ?").bind(`checked:${account}`).first<{ count: number; window_start: number }>();
  if (guessed && guessed.window_start > t - LOCK_SECONDS && guessed.count >= ACCOUNT_MAX_FAILURES) throw lockedError(guessed.window_start + LOCK_SECONDS - t);
  const ok = await verifyPassword(password, user?.password_hash ?? DUMMY_PASSWORD_HASH);
  if (ok && user && user.active === 1) {
    await db.batch([clearKey(db, keys.pair), uncount(db, keys.account), uncount(db, keys.client)]);
    return user;
  }
  await countAttempts(db, [`checked:${account}`], LOCK_SECONDS, t);
  if (user && onAccount.count === MAX_FAILED_ATTEMPTS) await db.prepare("INSERT INTO outbox (to_address, subject, body) VALUES (?, ?, ?)").bind(user.email, LOCK_NOTICE_SUBJECT, lockNoticeBody(user)).run();
  if (pair.count >= MAX_FAILED_ATTEMPTS) throw lockedError(pair.retryAfter);
  throw new ApiError(401, INVALID_CREDENTIALS, [], {});
}

export const LOCK_NOTICE_SUBJECT = "Många misslyckade inloggningsförsök";
function lockNoticeBody(user: UserRow): string {
  return `Hej ${user.first_name}!\n\nNågon har försökt logga in på ditt konto med fel lösenord flera gånger. Du kan fortfarande logga in från din egen enhet. Om du inte känner igen försöken, välj ett nytt lösenord via ”Glömt lösenord?” – det låser också upp inloggningen.\n`;
}

/**
 * Reset mails for one address: at most RESET_MAILS_PER_HOUR per hour, counted atomically whether or
 * not the address belongs to an account (the caller answers the same either way).
 */
export async function mayMailReset(db: D1Database, address: string): Promise<boolean> {
  const [count] = await countAttempts(db, [`reset:${address.trim().toLowerCase()}`], 3600, now());
  return count!.count <= RESET_MAILS_PER_HOUR;
}

/**
 * One-time token for the password-reset mail and the NEW_PASSWORD_REQUIRED challenge, valid at most
 * one hour. Only the newest is valid: creating one retires every unused older token of the user.
 */
export async function createPasswordToken(db: D1Database, userId: string, ttlSeconds = RESET_TOKEN_MAX_SECONDS): Promise<string> {
  const token = randomToken(24);
  const t = now();
  await db.batch([
    db.prepare("UPDATE password_reset_tokens SET used_at = ? WHERE user_id = ? AND used_at IS NULL").bind(t, userId),
    db.prepare("INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)").bind(await sha256Base64Url(token), userId, t + Math.min(ttlSeconds, RESET_TOKEN_MAX_SECONDS)),
  ]);
  return token;
}

/**
 * Sets the new password with a reset token. The token is taken in one statement (so it works once,
 * also under parallel use); every session and refresh token of the user ends, and the account's
 * sign-in counters are cleared (a reset unlocks the owner).
 */
export async function consumePasswordToken(db: D1Database, token: string, newPassword: string): Promise<UserRow> {
  const hash = await sha256Base64Url(token);
  const t = now();
  const row = await db
    .prepare("UPDATE password_reset_tokens SET used_at = ?1 WHERE token_hash = ?2 AND used_at IS NULL AND expires_at > ?1 RETURNING user_id")
    .bind(t, hash)
    .first<{ user_id: string }>();
  if (!row) throw unauthorized("Invalid or expired session");
  await db.batch([
    db.prepare("UPDATE users SET password_hash = ?, must_change_password = 0 WHERE id = ?").bind(await hashPassword(newPassword), row.user_id),
    ...endAllSessions(db, row.user_id),
    clearAccount(db, `user:${row.user_id}`),
  ]);
  const user = await db.prepare("SELECT * FROM users WHERE id = ?").bind(row.user_id).first<UserRow>();
  if (!user) throw unauthorized("Invalid or expired session");
  return user;
}
