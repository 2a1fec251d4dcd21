/**
 * Dynamic form submissions: stored in D1 (migration 0098) and mailed, as plain text, to the form's
 * recipient through the outbox in the same batch, so a stored submission always has its mail.
 */
import type { FormAnswer, FormSubmission, FormSubmissionInput } from "@shop/contract/commerce/form-submissions";
import { countAttempts } from "../auth/throttle";
import { plainText, queueMailStatement, singleLine, type OutboxMail } from "../mail/outbox";

export interface Submitter {
  userId: string | null;
  customerId: string | null;
  /** A visitor's hashed client address (the hourly limit); null when signed in. */
  clientKey?: string | null;
}

interface SubmissionRow {
  id: string;
  form_id: string;
  form_title: string;
  recipient: string;
  answers: string;
  user_id: string | null;
  customer_id: string | null;
  created_at: string;
}

function answerText(answer: FormAnswer["answer"]): string {
  const text = Array.isArray(answer) ? answer.map(singleLine).join(", ") : plainText(answer).trim();
  return text === "" ? "(inget svar)" : text;
}

const STOCKHOLM = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Stockholm",
  dateStyle: "short",
  timeStyle: "short",
});

/** The mail to the form's recipient: each question on its own line with the answer below it. */
export function submissionMail(input: FormSubmissionInput, submitter: Submitter, now: Date): OutboxMail {
  const sender = submitter.userId
    ? `Inloggad användare ${submitter.userId}${submitter.customerId ? `, kund ${submitter.customerId}` : ""}`
    : "Besökare som inte var inloggad";
  const lines = [
    `Formulär: ${singleLine(input.formTitle)} (${input.formId})`,
    `Skickat: ${STOCKHOLM.format(now)}`,
    `Avsändare: ${sender}`,
    "",
    ...input.answers.flatMap((a) => [`${singleLine(a.question)}:`, answerText(a.answer), ""]),
  ];
  return { to: input.recipient, subject: `Formulär: ${singleLine(input.formTitle)}`, body: lines.join("\n") };
}

/**
 * Counts one more submission from a visitor's client in its hour and answers the count with this one. One
 * UPSERT … RETURNING (auth/throttle.ts, key `form:<client>`), so parallel submissions each get their own
 * number and cannot all pass a limit that a count read before the insert would let them.
 */
export async function countSubmissionOf(db: D1Database, clientKey: string, now = new Date()): Promise<number> {
  const [counted] = await countAttempts(db, [`form:${clientKey}`], 3600, Math.floor(now.getTime() / 1000));
  return counted?.count ?? 0;
}

/** Stores the submission and queues its mail in one batch; answers the submission id. */
export async function storeSubmission(
  db: D1Database,
  input: FormSubmissionInput,
  submitter: Submitter,
  now = new Date(),
): Promise<string> {
  const id = `fs-${crypto.randomUUID()}`;
  await db.batch([
    db
      .prepare(
        `INSERT INTO form_submissions
           (id, form_id, form_title, recipient, answers, user_id, customer_id, client_key, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        id,
        input.formId,
        input.formTitle,
        input.recipient,
        JSON.stringify(input.answers),
        submitter.userId,
        submitter.customerId,
        submitter.clientKey ?? null,
        now.toISOString(),
      ),
    queueMailStatement(db, submissionMail(input, submitter, now)),
    // The batch is one transaction on one connection: the last row inserted is the mail just queued.
    db.prepare("UPDATE form_submissions SET outbox_id = last_insert_rowid() WHERE id = ?").bind(id),
  ]);
  return id;
}

function submissionView(row: SubmissionRow): FormSubmission {
  return {
    id: row.id,
    formId: row.form_id,
    formTitle: row.form_title,
    recipient: row.recipient,
    answers: JSON.parse(row.answers) as FormAnswer[],
    userId: row.user_id,
    customerId: row.customer_id,
    submittedAt: row.created_at,
  };
}

/** A customer's submissions, newest first. */
export async function customerSubmissions(db: D1Database, customerId: string, limit: number) {
  const { results } = await db
    .prepare("SELECT * FROM form_submissions WHERE customer_id = ? ORDER BY created_at DESC, id DESC LIMIT ?")
    .bind(customerId, limit)
    .all<SubmissionRow>();
  return results.map(submissionView);
}
