/**
 * The mail provider adapter's configuration: the HTTP endpoint (MAIL_PROVIDER_URL, a var), its key
 * (MAIL_PROVIDER_KEY, a secret) and the sender (MAIL_FROM). Delivery is on only when the queue is bound and both the
 * endpoint and the key are set; otherwise every mail stays pending in the outbox, where the sweep finds it once the
 * provider is configured (so a deploy without a provider loses nothing, and the worker tests send nothing).
 */
import type { CommerceEnv } from "../env";

export const DEFAULT_MAIL_FROM = "Bultvik Bygg & El <noreply@bultvik.se>";

export interface MailProviderConfig {
  url: string;
  key: string;
  from: string;
}

/** An http(s) URL; any host, so a local fake provider at 127.0.0.1 is one too. */
function isHttpUrl(text: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/**
 * The provider's configuration, or null when delivery is off. A malformed endpoint is an operator's mistake: it
 * is reported (thrown) rather than read as "off", so it is seen in the logs instead of mail silently piling up.
 */
export function mailProviderConfig(env: CommerceEnv): MailProviderConfig | null {
  const url = env.MAIL_PROVIDER_URL?.trim();
  const key = env.MAIL_PROVIDER_KEY?.trim();
  if (!url || !key) return null;
  if (!isHttpUrl(url)) throw new Error(`MAIL_PROVIDER_URL is not an http(s) URL: ${url.slice(0, 100)}`);
  // Anywhere but local development the key and the mail go over TLS only.
  if (env.ENVIRONMENT !== "development" && !url.startsWith("https://"))
    throw new Error("MAIL_PROVIDER_URL must be https:// outside local development");
  return { url, key, from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM };
}

/** The queue to put mail on, when delivery is on. */
export function mailQueueOf(env: CommerceEnv): Queue<unknown> | null {
  return env.MAIL_QUEUE && mailProviderConfig(env) ? env.MAIL_QUEUE : null;
}
