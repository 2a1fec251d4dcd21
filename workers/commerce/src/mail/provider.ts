/**
 * The mail provider adapter: one mail, one HTTP request. It speaks Resend's API (POST /emails with a bearer key,
 * JSON { from, to, subject, text } and an Idempotency-Key header; answers { id }), which the local fake provider
 * (workers/mail-provider) imitates. Another provider is another `providerRequest` and `outcomeOf` here.
 *
 * Every answer becomes one of three outcomes, so the consumer never has to read HTTP statuses: sent, try again
 * later (the provider or the network is down, slow or throttling, or the key is wrong: fixable without touching the
 * mail), or refused (the provider will never take this mail as it is: no retry can help).
 */
import type { MailProviderConfig } from "./config";

export interface DeliverableMail {
  to: string;
  subject: string;
  body: string;
  idempotencyKey: string;
}

export type SendOutcome =
  | { kind: "sent"; providerId: string }
  | { kind: "retry"; reason: string; retryAfterSeconds?: number }
  | { kind: "refused"; reason: string };

/** A provider that answers nothing within this is treated as down for this attempt. */
const PROVIDER_TIMEOUT_MS = 15_000;
/** How much of an error answer is kept as the reason (outbox.last_error, the dead letter). */
const REASON_MAX = 300;

export async function sendThroughProvider(config: MailProviderConfig, mail: DeliverableMail): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch(config.url, providerRequest(config, mail));
  } catch (error) {
    return { kind: "retry", reason: `provider unreachable: ${errorText(error)}` };
  }
  return outcomeOf(response, mail);
}

function providerRequest(config: MailProviderConfig, mail: DeliverableMail): RequestInit {
  return {
    method: "POST",
    headers: {
      authorization: `Bearer ${config.key}`,
      "content-type": "application/json",
      "idempotency-key": mail.idempotencyKey,
    },
    body: JSON.stringify({ from: config.from, to: [mail.to], subject: mail.subject, text: mail.body }),
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  };
}

async function outcomeOf(response: Response, mail: DeliverableMail): Promise<SendOutcome> {
  const text = await response.text().catch(() => "");
  if (response.ok) {
    const id = jsonField(text, "id");
    return { kind: "sent", providerId: id ?? mail.idempotencyKey };
  }
  const reason = `provider answered ${response.status}: ${(jsonField(text, "message") ?? text).slice(0, REASON_MAX)}`;
  const status = response.status;
  // The same key with another mail: a bug of ours, and sending it again would not change the answer.
  if (status === 409 && jsonField(text, "name") === "invalid_idempotent_request") return { kind: "refused", reason };
  if (status === 408 || status === 409 || status === 425 || status === 429 || status >= 500)
    return { kind: "retry", reason, retryAfterSeconds: retryAfterOf(response) };
  // A wrong or revoked key is the operator's to fix; the mail itself is fine, so it waits for the fix.
  if (status === 401 || status === 403) return { kind: "retry", reason };
  return { kind: "refused", reason };
}

function jsonField(text: string, field: string): string | undefined {
  try {
    const value = (JSON.parse(text) as Record<string, unknown>)[field];
    return typeof value === "string" ? value : undefined;
  } catch {
    return undefined;
  }
}

function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get("retry-after")?.trim();
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

function errorText(error: unknown): string {
  return (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, REASON_MAX);
}
