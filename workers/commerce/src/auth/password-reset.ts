/** One-time password tokens: the reset mail's link and the NEW_PASSWORD_REQUIRED challenge. */
import { unauthorized } from "../http/errors";
import { randomToken, sha256Base64Url } from "./crypto";
import { hashPassword } from "./password";
import { endAllSessions } from "./sessions";
import { clearAccount } from "./throttle";
import type { UserRow } from "./users";

const RESET_TOKEN_MAX_SECONDS = 3600;

const now = () => Math.floor(Date.now() / 1000);

/**
 * One-time token for the password-reset mail and the NEW_PASSWORD_REQUIRED challenge, valid at most
 * one hour. Only the newest is valid: creating one retires every unused older token of the user.
 */
export async function createPasswordToken(
  db: D1Database,
  userId: string,
  ttlSeconds = RESET_TOKEN_MAX_SECONDS,
): Promise<string> {
  const token = randomToken(24);
  const t = now();
  await db.batch([
    db.prepare("UPDATE password_reset_tokens SET used_at = ? WHERE user_id = ? AND used_at IS NULL").bind(t, userId),
    db
      .prepare("INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)")
      .bind(await sha256Base64Url(token), userId, t + Math.min(ttlSeconds, RESET_TOKEN_MAX_SECONDS)),
  ]);
  return token;
}

/**
 * Sets the new password with a reset token. The token is taken in one statement (so it works once,
 * also under parallel use), and only while its user is active: a deactivated user's link opens nothing
 * (deactivation also retires it, users/invitations.ts). Every session and refresh token of the user
 * ends, and the account's sign-in counters are cleared (a reset unlocks the owner).
 */
export async function consumePasswordToken(db: D1Database, token: string, newPassword: string): Promise<UserRow> {
  const hash = await sha256Base64Url(token);
  const t = now();
  const row = await db
    .prepare(
      `UPDATE password_reset_tokens SET used_at = ?1 WHERE token_hash = ?2 AND used_at IS NULL AND expires_at > ?1
         AND EXISTS (SELECT 1 FROM users u WHERE u.id = password_reset_tokens.user_id AND u.active = 1)
       RETURNING user_id`,
    )
    .bind(t, hash)
    .first<{ user_id: string }>();
  if (!row) throw unauthorized("Invalid or expired session");
  await db.batch([
    db
      .prepare("UPDATE users SET password_hash = ?, must_change_password = 0 WHERE id = ?")
      .bind(await hashPassword(newPassword), row.user_id),
    ...endAllSessions(db, row.user_id),
    clearAccount(db, `user:${row.user_id}`),
  ]);
  const user = await db.prepare("SELECT * FROM users WHERE id = ?").bind(row.user_id).first<UserRow>();
  if (!user) throw unauthorized("Invalid or expired session");
  return user;
}
