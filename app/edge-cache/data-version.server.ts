/**
 * The data version in the edge cache's keys: a counter in KV that `POST /api/cache/version` bumps when content or
 * catalogue data change (webhooks). Read at most every few seconds per isolate, so a bump reaches every page
 * within that time without a KV read per request.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";

export const DATA_VERSION_KEY = "edge-cache:version";
const REREAD_MS = 5_000;

let remembered: { value: string; at: number } | null = null;

export async function dataVersion(context: AppLoadContext, now = Date.now()): Promise<string> {
  if (remembered && now - remembered.at < REREAD_MS) return remembered.value;
  const value = (await context.config.CACHE.get(DATA_VERSION_KEY)) ?? "0";
  remembered = { value, at: now };
  return value;
}

/** Moves every shared page to new keys; the old entries are never read again and expire on their own. */
export async function bumpDataVersion(context: AppLoadContext): Promise<string> {
  const current = Number((await context.config.CACHE.get(DATA_VERSION_KEY)) ?? "0");
  const next = String((Number.isSafeInteger(current) ? current : 0) + 1);
  await context.config.CACHE.put(DATA_VERSION_KEY, next);
  remembered = { value: next, at: Date.now() };
  return next;
}
