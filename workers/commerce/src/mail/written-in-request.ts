/**
 * Whether the current request wrote a mail. The mail builder (outbox.ts) notes it, so only requests that wrote one
 * look for mail to enqueue once they are done (worker.ts): adding to a cart or searching costs no extra D1 query.
 * Held in AsyncLocalStorage (nodejs_compat) rather than passed along, because the builder is called deep inside
 * flows (checkout, invitations, forms) that know nothing of delivery.
 */
import { AsyncLocalStorage } from "node:async_hooks";

const requestNote = new AsyncLocalStorage<{ wroteMail: boolean }>();

/** Runs `work` and answers its result and whether it built a mail statement. */
export async function noticingMail<T>(work: () => T | Promise<T>): Promise<[result: T, wroteMail: boolean]> {
  const note = { wroteMail: false };
  const result = await requestNote.run(note, work);
  return [result, note.wroteMail];
}

/** Outside a request (a seed, a test calling the builder) nothing is noted: the sweep finds those mails. */
export function noteMailWritten(): void {
  const note = requestNote.getStore();
  if (note) note.wroteMail = true;
}
