/**
 * The outbox table: every mail the shop sends (receipts, password links, lock notices), written in the same D1 write
 * as what caused it. The row is the truth about the mail: after the request it goes onto the mail queue and a
 * consumer hands it to the provider (dispatch.ts, consumer.ts); locally they are also read through /__dev/outbox
 * (routes/dev.ts).
 *
 * Every mail is written here and only here (`queueMailStatement`, `queueMail`), so one builder decides what a
 * mail may hold: `to` is exactly one address, the subject is one line without control characters, and the body
 * keeps its line breaks but no other control characters. A mail transport that later turns these rows into
 * headers can then never be handed a CR/LF that starts a header of its own (Bcc, a second To).
 */
import { ApiError } from "../http/errors";
import { noteMailWritten } from "./written-in-request";

export interface OutboxMail {
  to: string;
  subject: string;
  body: string;
}

/**
 * C0 and C1 controls (CR, LF, NEL among them), DEL, the Unicode line and paragraph separators, and the bidi
 * overrides and isolates, which could turn a name or subject around on screen.
 */
const LINE_BREAKING_OR_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/** The same set without tab and LF: a body keeps its lines (CR and the separators become LF first). */
const BODY_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * One address and nothing else: the HTML living standard's local part, and a domain of at least two labels, so no
 * comma, semicolon, space, angle bracket or quote can add a second recipient or a display name. It takes every
 * address `z.email()` takes, so an address checked where it entered is never refused here.
 */
const ONE_ADDRESS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z0-9][A-Za-z0-9-]*$/;
const ADDRESS_MAX = 320;

/**
 * A value that must stay on one line (a subject, or a name or subject put into a line of the body): every line
 * break and control character becomes a space, runs of white space one space.
 */
export function singleLine(text: string): string {
  return text.replace(LINE_BREAKING_OR_CONTROL, " ").replace(/\s+/g, " ").trim();
}

/** Plain text with its own lines (a body, a buyer's message): LF line breaks, no other control characters. */
export function plainText(text: string): string {
  return text.replace(/\r\n?|\u0085|\u2028|\u2029/g, "\n").replace(BODY_CONTROL, "");
}

function isOneMailAddress(text: string): boolean {
  return text.length <= ADDRESS_MAX && ONE_ADDRESS.test(text);
}

/**
 * The mail as it is stored. A recipient that is not exactly one address is refused (422) rather than repaired:
 * callers check addresses where they enter, so one arriving here broken is an attack or a bug, and no mail
 * should go to what is left of it.
 */
export function buildMail(mail: OutboxMail): OutboxMail {
  // Only spaces are trimmed: a line break or separator around an address is refused like one inside it.
  const to = mail.to.replace(/^ +| +$/g, "");
  if (!isOneMailAddress(to))
    throw new ApiError(422, "Mottagaren måste vara en enda giltig e-postadress.", [
      { path: "to", code: "invalid_recipient", message: "Exactly one e-mail address" },
    ]);
  return { to, subject: singleLine(mail.subject), body: plainText(mail.body) };
}

/**
 * The mail's INSERT, for the caller's own batch. Each mail gets its idempotency key here, once: every attempt to
 * deliver it sends the same key, so the provider sends it once however often it is retried. The request is told a
 * mail was written, so the mail goes onto the queue once the request's write is done (worker.ts).
 */
export function queueMailStatement(db: D1Database, mail: OutboxMail): D1PreparedStatement {
  const { to, subject, body } = buildMail(mail);
  noteMailWritten();
  return db
    .prepare("INSERT INTO outbox (to_address, subject, body, idempotency_key) VALUES (?, ?, ?, ?)")
    .bind(to, subject, body, `mail-${crypto.randomUUID()}`);
}

/**
 * The mail's INSERT written only when `condition` (an SQL expression with `?` binds of its own) holds when the batch
 * runs: for a mail that belongs to a row written conditionally in the same batch (approvals/submit.ts), so the row and
 * its mail are written together or not at all.
 */
export function queueMailStatementWhen(
  db: D1Database,
  mail: OutboxMail,
  condition: string,
  binds: readonly unknown[],
): D1PreparedStatement {
  const { to, subject, body } = buildMail(mail);
  noteMailWritten();
  return db
    .prepare(`INSERT INTO outbox (to_address, subject, body, idempotency_key) SELECT ?, ?, ?, ? WHERE ${condition}`)
    .bind(to, subject, body, `mail-${crypto.randomUUID()}`, ...binds);
}

/** Queues one mail; answers its outbox id. */
export async function queueMail(db: D1Database, mail: OutboxMail): Promise<number> {
  const { meta } = await queueMailStatement(db, mail).run();
  return meta.last_row_id;
}

export async function latestOutboxMails(db: D1Database, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT id, to_address AS "to", subject, body, created_at AS createdAt, status, attempts, last_error AS lastError
       FROM outbox ORDER BY id DESC LIMIT ?`,
    )
    .bind(limit)
    .all();
  return results;
}
