/**
 * The data version in the edge cache's keys: a counter in KV that `POST /api/cache/version` bumps when content or
 * catalogue data change (webhooks). Read at most every few seconds per isolate, so a bump reaches every page
 * within that time without a KV read per request (isolate copies of KV answers last 15 s more at most).
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

/**
 * The KV entries a page is built from: content answers and shared catalogue frames. They are deleted on a bump, or
 * the pages rendered anew would be built from their stale copies (served stale for up to an hour) and shared again.
 */
const DATA_PREFIXES = ["content:", "shared:"];

async function deleteDataEntries(kv: KVNamespace): Promise<void> {
  for (const prefix of DATA_PREFIXES) {
    let cursor: string | undefined;
    do {
      const page = await kv.list({ prefix, cursor });
      await Promise.all(page.keys.map((key) => kv.delete(key.name)));
      cursor = page.list_complete ? undefined : page.cursor;
    } while (cursor);
  }
}

/**
 * Content or catalogue data changed: the cached data they are built from is deleted and every shared page moves to
 * new keys (the old entries are never read again and expire on their own).
 */
export async function bumpDataVersion(context: AppLoadContext): Promise<string> {
  const kv = context.config.CACHE;
  await deleteDataEntries(kv);
  const current = Number((await kv.get(DATA_VERSION_KEY)) ?? "0");
  const next = String((Number.isSafeInteger(current) ? current : 0) + 1);
  await kv.put(DATA_VERSION_KEY, next);
  remembered = { value: next, at: Date.now() };
  return next;
}
