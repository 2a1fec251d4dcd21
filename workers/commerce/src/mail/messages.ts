/**
 * What travels on the mail queues. A mail message names an outbox row and carries nothing of the mail itself: the
 * row is the truth (its text, whether it was sent), and a message that outlives its row or is sent twice does no harm.
 */
import { z } from "zod";

/** Queue names as in workers/commerce/wrangler.toml (`[[queues.producers]]`, `[[queues.consumers]]`). */
export const MAIL_QUEUE_NAME = "bygg-el-mail";
export const MAIL_DEAD_LETTER_QUEUE_NAME = "bygg-el-mail-dlq";

export const mailMessageSchema = z.object({
  outboxId: z.number().int().positive(),
  key: z.string().min(1).max(256),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

/** What the consumer puts on the dead-letter queue when it gives a message up: the reason and the message itself. */
export interface DeadLetter {
  reason: string;
  outboxId: number | null;
  attempts: number;
  message: unknown;
}

export const deadLetterSchema = z.object({
  reason: z.string().min(1),
  outboxId: z.number().int().positive().nullable(),
  attempts: z.number().int().min(0),
  message: z.unknown(),
});
