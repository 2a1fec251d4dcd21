/**
 * The local fake mail provider. It answers like Resend's API (the commerce worker's adapter, mail/provider.ts):
 * POST /emails with `Authorization: Bearer <key>` and JSON { from, to, subject, text } answers { id }; a repeated
 * Idempotency-Key answers the first mail's id and stores nothing new (the same key with another mail: 409), so the
 * list shows every mail once however often it was retried, and how often it was presented. GET /emails lists them.
 *
 * POST /__outage { "status": 503 } makes every send answer that status (a provider that is down), until
 * { "status": null }: for trying the consumer's retries by hand and for fault tests against the local stack.
 */
import { received, receive, type IncomingMail } from "./mailbox";

export interface MailProviderEnv {
  DB: D1Database;
  MAIL_PROVIDER_KEY?: string;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body, null, 2), { status, headers: { "content-type": "application/json" } });
const error = (status: number, name: string, message: string) => json({ statusCode: status, name, message }, status);

/** The outage status set by POST /__outage; per isolate, which a local stack has one of. */
let outage: number | null = null;

export default {
  async fetch(request: Request, env: MailProviderEnv): Promise<Response> {
    const { pathname, searchParams } = new URL(request.url);
    if (pathname === "/health") return json({ ok: true, outage });
    if (pathname === "/emails" && request.method === "GET")
      return json({ object: "list", data: await received(env.DB, searchParams.get("to") ?? undefined) });
    if (pathname === "/emails" && request.method === "POST") return send(request, env);
    if (pathname === "/__outage" && request.method === "POST") {
      const body = (await request.json().catch(() => null)) as { status?: unknown } | null;
      const status = body?.status;
      if (status !== null && !(Number.isInteger(status) && (status as number) >= 400 && (status as number) <= 599))
        return error(422, "validation_error", "status must be an HTTP error status (400–599) or null");
      outage = status as number | null;
      return json({ outage });
    }
    return error(404, "not_found", "Not found");
  },
} satisfies ExportedHandler<MailProviderEnv>;

async function send(request: Request, env: MailProviderEnv): Promise<Response> {
  if (outage !== null) return error(outage, "application_error", "The fake provider is down (POST /__outage)");
  const key = env.MAIL_PROVIDER_KEY?.trim();
  if (key && request.headers.get("authorization") !== `Bearer ${key}`)
    return error(401, "invalid_api_key", "API key is invalid");
  const text = await request.text();
  const mail = parseMail(text);
  if (typeof mail === "string") return error(422, "validation_error", mail);
  const idempotencyKey = request.headers.get("idempotency-key")?.trim() || null;
  if (idempotencyKey && idempotencyKey.length > 256)
    return error(400, "invalid_idempotency_key", "The key must be between 1-256 chars.");
  const outcome = await receive(env.DB, mail, idempotencyKey, text);
  if (outcome.kind === "conflict")
    return error(409, "invalid_idempotent_request", "Same idempotency key used with a different request payload.");
  return json({ id: outcome.id });
}

function parseMail(text: string): IncomingMail | string {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return "The body must be JSON";
  }
  const to = Array.isArray(body.to) ? body.to : [body.to];
  if (typeof body.from !== "string" || !body.from.trim()) return "The `from` field is missing.";
  if (to.length === 0 || to.length > 50 || !to.every((address) => typeof address === "string" && address.includes("@")))
    return "The `to` field must be 1–50 e-mail addresses.";
  if (typeof body.subject !== "string" || !body.subject.trim()) return "The `subject` field is missing.";
  if (typeof body.text !== "string") return "The `text` field is missing.";
  return { from: body.from, to: to as string[], subject: body.subject, text: body.text };
}
