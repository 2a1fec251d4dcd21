/**
 * Invitations (routes/user-admin.ts): the link that lets a new user choose his first password. A link is minted,
 * and consumed, only for a user who is waiting for his first activation: never activated (is_email_verified = 0,
 * set by the activation) and not deactivated since (deactivated_at, migration 0105). Both conditions are part of
 * the statements that write, so a deactivation or an activation that lands in between cannot be got around.
 * Deactivating a user retires his open invitations and password links in the same batch.
 */
import { stockholmIsoDate } from "@shop/domain/format";
import { randomToken, sha256Base64Url } from "../auth/crypto";
import { countAttempts } from "../auth/throttle";
import type { UserRow } from "../auth/users";
import { ApiError } from "../http/errors";
import { queueMailStatement, singleLine } from "../mail/outbox";

const ACTIVATION_TTL_SECONDS = 7 * 24 * 3600;
/** New invitation mails an admin may send one user per Stockholm day (the one sent at creation is not counted). */
export const REINVITES_PER_DAY = 3;

/** The user (table alias u) may still accept an invitation. */
const AWAITING_FIRST_ACTIVATION = "u.deactivated_at IS NULL AND u.is_email_verified = 0";

export type InvitationState = "awaiting" | "active" | "deactivated";

export async function invitationState(db: D1Database, userId: string): Promise<InvitationState> {
  const row = await db
    .prepare("SELECT active, deactivated_at, is_email_verified FROM users WHERE id = ?")
    .bind(userId)
    .first<{ active: number; deactivated_at: number | null; is_email_verified: number }>();
  if (!row || row.deactivated_at !== null) return "deactivated";
  if (row.active === 1) return "active";
  // Inactive after an activation: deactivated before migration 0105 recorded when.
  return row.is_email_verified === 0 ? "awaiting" : "deactivated";
}

/** A re-invite of a user who needs no invitation: nothing is sent. */
export function notInvitable(state: Exclude<InvitationState, "awaiting">): ApiError {
  // An active user changes his password himself through the reset mail, which has its own limit per address
  // (auth/sign-in.ts mayMailReset); an admin's click must not become a second way to a password-setting link.
  return state === "active"
    ? new ApiError(
        409,
        "Användaren har redan aktiverat sitt konto. Ett nytt lösenord väljer användaren själv med ”Glömt lösenord” på inloggningssidan.",
        [{ path: "userId", code: "already_active", message: "The user is active: no invitation is sent" }],
      )
    : new ApiError(409, "Användaren är inaktiverad. Aktivera användaren igen i stället för att skicka en inbjudan.", [
        { path: "userId", code: "deactivated", message: "The user is deactivated: no invitation is sent" },
      ]);
}

/**
 * Retires the user's open invitations and queues a new one, valid seven days, with its mail. The token's
 * insert fails (expires_at NULL) unless the user is still awaiting his first activation, which aborts the
 * whole batch: no token and no mail for a user who was activated or deactivated meanwhile.
 */
export async function invitationStatements(
  db: D1Database,
  user: Pick<UserRow, "id" | "email" | "first_name">,
  token: string,
  now: number,
) {
  const body =
    `Hej ${singleLine(user.first_name)}!\n\nDu har fått ett konto i webbshoppen. Aktivera det och välj lösenord här ` +
    `(giltig i 7 dagar):\n/activate-user?token=${token}\n`;
  return [
    db
      .prepare("UPDATE user_activation_tokens SET used_at = ? WHERE user_id = ? AND used_at IS NULL")
      .bind(now, user.id),
    db
      .prepare(
        `INSERT INTO user_activation_tokens (token_hash, user_id, expires_at)
         SELECT ?1, ?2, CASE WHEN EXISTS (SELECT 1 FROM users u WHERE u.id = ?2 AND ${AWAITING_FIRST_ACTIVATION})
                        THEN ?3 END`,
      )
      .bind(await sha256Base64Url(token), user.id, now + ACTIVATION_TTL_SECONDS),
    queueMailStatement(db, { to: user.email, subject: "Välkommen – aktivera ditt konto", body }),
  ];
}

/**
 * Sends an invitation to a user awaiting his first activation (one batch, with `extra` statements). The batch
 * fails as a whole when the user was activated or deactivated meanwhile: then 409 (notInvitable).
 */
export async function sendInvitation(
  db: D1Database,
  user: Pick<UserRow, "id" | "email" | "first_name">,
  now: number,
  extra: D1PreparedStatement[] = [],
) {
  try {
    await db.batch([...(await invitationStatements(db, user, randomToken(), now)), ...extra]);
  } catch (error) {
    const state = await invitationState(db, user.id);
    if (state !== "awaiting") throw notInvitable(state);
    throw error;
  }
}

/** Seconds until the next midnight in Stockholm (an hour off on the two days the clocks change). */
function secondsToStockholmMidnight(now: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Stockholm",
      hourCycle: "h23",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return Math.max(1, 86_400 - (Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second)));
}

/**
 * Counts one re-invite of the user for today (Stockholm) in one upsert, so parallel clicks each get their own
 * number; over REINVITES_PER_DAY answers 429. Answers the statement that drops the user's counters of earlier days.
 */
export async function countReinvite(db: D1Database, userId: string, now: Date): Promise<D1PreparedStatement> {
  const prefix = `reinvite:${userId}:`;
  const today = `${prefix}${stockholmIsoDate(now)}`;
  // The key holds the day, so its window only has to outlast the day.
  const [count] = await countAttempts(db, [today], 2 * 86_400, Math.floor(now.getTime() / 1000));
  if (count!.count > REINVITES_PER_DAY) {
    throw new ApiError(
      429,
      `Högst ${REINVITES_PER_DAY} nya inbjudningar per användare och dag. Försök igen i morgon.`,
      [{ path: "userId", code: "reinvite_limit", message: `At most ${REINVITES_PER_DAY} re-invites a day` }],
      { "Retry-After": String(secondsToStockholmMidnight(now)) },
    );
  }
  return db.prepare("DELETE FROM auth_throttle WHERE key > ? AND key < ?").bind(prefix, today);
}

/** The user an unused, unexpired invitation belongs to, while he may still accept it; null otherwise. */
export async function invitedUser(db: D1Database, token: string, now: number): Promise<string | null> {
  const row = await db
    .prepare(
      `SELECT t.user_id FROM user_activation_tokens t JOIN users u ON u.id = t.user_id
       WHERE t.token_hash = ? AND t.used_at IS NULL AND t.expires_at > ? AND ${AWAITING_FIRST_ACTIVATION}`,
    )
    .bind(await sha256Base64Url(token), now)
    .first<{ user_id: string }>();
  return row?.user_id ?? null;
}

/**
 * Accepts an invitation (one batch): the statement that uses the token up checks that its user is still awaiting
 * his first activation, the user is activated only through the token just used, and his other open invitations
 * end. Answers the activated user's id, or null when the link is unknown, used, expired or its user deactivated.
 */
export async function acceptInvitation(
  db: D1Database,
  token: string,
  passwordHash: string,
  now: number,
): Promise<string | null> {
  const hash = await sha256Base64Url(token);
  const [used] = await db.batch<{ user_id: string }>([
    db
      .prepare(
        `UPDATE user_activation_tokens SET used_at = ?1
         WHERE token_hash = ?2 AND used_at IS NULL AND expires_at > ?1
           AND EXISTS (SELECT 1 FROM users u WHERE u.id = user_activation_tokens.user_id AND ${AWAITING_FIRST_ACTIVATION})
         RETURNING user_id`,
      )
      .bind(now, hash),
    db
      .prepare(
        `UPDATE users SET password_hash = ?1, active = 1, is_email_verified = 1, must_change_password = 0
         WHERE id = (SELECT user_id FROM user_activation_tokens WHERE token_hash = ?2 AND used_at = ?3)
           AND deactivated_at IS NULL AND is_email_verified = 0`,
      )
      .bind(passwordHash, hash, now),
    db
      .prepare(
        `UPDATE user_activation_tokens SET used_at = ?1 WHERE used_at IS NULL
           AND user_id = (SELECT user_id FROM user_activation_tokens WHERE token_hash = ?2 AND used_at = ?1)`,
      )
      .bind(now, hash),
  ]);
  return used!.results[0]?.user_id ?? null;
}

/**
 * A deactivation's statements besides `active = 0`: when it happened, and the end of every link that could set
 * a password (open invitations and reset or new-password tokens).
 */
export function deactivationStatements(db: D1Database, userId: string, now: number): D1PreparedStatement[] {
  return [
    db.prepare("UPDATE users SET deactivated_at = ? WHERE id = ?").bind(now, userId),
    db.prepare("UPDATE user_activation_tokens SET used_at = ? WHERE user_id = ? AND used_at IS NULL").bind(now, userId),
    db.prepare("UPDATE password_reset_tokens SET used_at = ? WHERE user_id = ? AND used_at IS NULL").bind(now, userId),
  ];
}

/** An admin activates the user again: he signs in with his own password (or a reset); no invitation revives. */
export function reactivationStatement(db: D1Database, userId: string): D1PreparedStatement {
  return db.prepare("UPDATE users SET deactivated_at = NULL WHERE id = ?").bind(userId);
}
