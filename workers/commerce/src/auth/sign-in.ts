/** Credential checks with lock-out, and the limit on password-reset mails. */
import { clientOfAddress } from "../http/client-key";
import { ApiError } from "../http/errors";
import { queueMail, singleLine } from "../mail/outbox";
import { clearKey, countAttempts, uncount } from "./throttle";
import { DUMMY_PASSWORD_HASH, verifyPassword } from "./password";
import { findUserByLogin, type UserRow } from "./users";

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
 * normalised login text. A client is the CF-Connecting-IP header, an IPv6 address as its /64 ("local" without one).
 */
export const MAX_FAILED_ATTEMPTS = 5;
export const CLIENT_MAX_FAILURES = 50;
export const ACCOUNT_MAX_FAILURES = 20;
export const LOCK_SECONDS = 15 * 60;
/** Reset mails per address and hour; further requests get the same answer but no mail. */
export const RESET_MAILS_PER_HOUR = 3;
const INVALID_CREDENTIALS = "Incorrect username or password";

const now = () => Math.floor(Date.now() / 1000);

export const LOCKED_MESSAGE = "Too many failed sign-in attempts";

function lockedError(secondsLeft: number): ApiError {
  const minutes = Math.max(1, Math.ceil(secondsLeft / 60));
  return new ApiError(
    429,
    `${LOCKED_MESSAGE}. Sign-in from here is locked for ${minutes} more minute(s); a password reset unlocks it.`,
    [],
    { "retry-after": String(secondsLeft) },
  );
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
  if (!ip || !/^[0-9a-f.:]{2,45}$/.test(ip) || ip === "::1" || ip.startsWith("127.") || ip === "::ffff:127.0.0.1")
    return LOCAL_CLIENT;
  // An IPv6 address counts as its /64, like every per-client limit (http/client-key.ts).
  return clientOfAddress(ip);
}

/**
 * Checks credentials under the limits described at MAX_FAILED_ATTEMPTS. The attempt is counted
 * before the password is checked, atomically, so parallel guesses cannot all pass; a success takes
 * its count back. Unknown logins cost the same PBKDF2 work and are counted the same way, so neither
 * the answer nor its timing tells whether the login exists.
 */
export async function authenticate(
  db: D1Database,
  login: string,
  password: string,
  client = LOCAL_CLIENT,
): Promise<UserRow> {
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
  const guessed = await db
    .prepare("SELECT count, window_start FROM auth_throttle WHERE key = ?")
    .bind(`checked:${account}`)
    .first<{ count: number; window_start: number }>();
  if (guessed && guessed.window_start > t - LOCK_SECONDS && guessed.count >= ACCOUNT_MAX_FAILURES)
    throw lockedError(guessed.window_start + LOCK_SECONDS - t);
  const ok = await verifyPassword(password, user?.password_hash ?? DUMMY_PASSWORD_HASH);
  if (ok && user && user.active === 1) {
    await db.batch([clearKey(db, keys.pair), uncount(db, keys.account), uncount(db, keys.client)]);
    return user;
  }
  await countAttempts(db, [`checked:${account}`], LOCK_SECONDS, t);
  if (user && onAccount.count === MAX_FAILED_ATTEMPTS) {
    await queueMail(db, { to: user.email, subject: LOCK_NOTICE_SUBJECT, body: lockNoticeBody(user) });
  }
  if (pair.count >= MAX_FAILED_ATTEMPTS) throw lockedError(pair.retryAfter);
  throw new ApiError(401, INVALID_CREDENTIALS, [], {});
}

export const LOCK_NOTICE_SUBJECT = "Många misslyckade inloggningsförsök";
function lockNoticeBody(user: UserRow): string {
  return `Hej ${singleLine(user.first_name)}!\n\nNågon har försökt logga in på ditt konto med fel lösenord flera gånger. Du kan fortfarande logga in från din egen enhet. Om du inte känner igen försöken, välj ett nytt lösenord via ”Glömt lösenord?” – det låser också upp inloggningen.\n`;
}

/**
 * Reset mails for one address: at most RESET_MAILS_PER_HOUR per hour, counted atomically whether or
 * not the address belongs to an account (the caller answers the same either way).
 */
export async function mayMailReset(db: D1Database, address: string): Promise<boolean> {
  const [count] = await countAttempts(db, [`reset:${address.trim().toLowerCase()}`], 3600, now());
  return count!.count <= RESET_MAILS_PER_HOUR;
}
