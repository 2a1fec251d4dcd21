/**
 * The shared edge cache for visitors' pages (docs/decisions.md, "Edge cache for visitors"): the Workers Cache
 * API, fresh for EDGE_CACHE_SECONDS, then served stale while one request renders the page again in the
 * background. What may be shared and the key are decided in edge-cache-policy.ts; this module talks to the cache.
 *
 * Keys carry a version: the build's (a deploy starts afresh), a counter in KV that `POST /api/cache/version`
 * bumps when content or catalogue data change, so nothing has to be deleted entry by entry, and the Stockholm day
 * (content validity dates end at midnight).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  entryState,
  freshnessOf,
  holdsRejectedData,
  isSharedPage,
  isStorable,
  sharedCacheControl,
  sharedEntryOf,
  type Freshness,
} from "./edge-cache-policy";
import { stockholmToday } from "@shop/domain/delivery-date";
import { dataVersion } from "./data-version.server";
import { editHeaders, pageStore, type HeaderEdits, type PageStore, type StoredPage } from "./page-store.server";

const STORED_AT = "X-Edge-Stored-At";
/** HIT, STALE (served, being refreshed), MISS (rendered, stored), BYPASS (not shareable). */
export const EDGE_CACHE_HEADER = "X-Edge-Cache";

/** Refreshes under way in this isolate: one per key, however many visitors get the stale page meanwhile. */
const refreshing = new Set<string>();

function sharedCache(): PageStore | null {
  return typeof caches === "undefined" ? null : pageStore((caches as unknown as { default: Cache }).default);
}

async function keyOf(request: Request, context: AppLoadContext, variant: string, buildVersion: string) {
  const [brand, version] = await Promise.all([context.brand(), dataVersion(context)]);
  const origin = new URL(request.url).origin;
  // The Stockholm day too: a page's banners are chosen by their validity dates (features/content/pages.server.ts),
  // so a copy stored on a campaign's last day must not be served the day after, however fresh it still is.
  const day = stockholmToday();
  return new Request(`${origin}/__edge-cache/${buildVersion}.${version}.${day}/${brand.id}/visitor${variant}`);
}

/** The copy that goes into the cache: the time it was stored, told to keep it for fresh + stale. */
function forStorage(response: Response, freshness: Freshness): Response {
  const stored = new Response(response.body, response);
  stored.headers.set(STORED_AT, String(Date.now()));
  stored.headers.set("Cache-Control", `public, max-age=${freshness.freshSeconds + freshness.staleSeconds}`);
  return stored;
}

/** The headers an answer gets for its cache state (BYPASS, MISS, HIT, STALE), plus `more` (a cached copy's). */
function servedEdits(state: string, freshness: Freshness, more: Record<string, string> = {}): HeaderEdits {
  const set: Record<string, string> = { [EDGE_CACHE_HEADER]: state, ...more };
  if (state === "BYPASS") return { remove: [STORED_AT], set };
  set["Cache-Control"] = sharedCacheControl(freshness);
  // For any proxy in front: the page differs with the cookies (the key here already holds the ones that matter).
  return { remove: [STORED_AT], set, append: { Vary: "Cookie" } };
}

function answer(response: Response, state: string, freshness: Freshness): Response {
  const served = new Response(response.body, response);
  editHeaders(served.headers, servedEdits(state, freshness));
  return served;
}

/** Renders the page; a shareable answer goes to the visitor at once and, read alongside, into the cache. */
async function renderAndStore(
  request: Request,
  context: AppLoadContext,
  cache: PageStore,
  key: Request,
  render: () => Promise<Response>,
  freshness: Freshness,
): Promise<Response> {
  const response = await render();
  if (!isStorable(response)) return answer(response, "BYPASS", freshness);
  // Known only once the body has streamed: a part that failed, or a visitor who left mid-way, is not shared.
  const shareable = (body: string) => !request.signal.aborted && !holdsRejectedData(body);
  const stored = cache.put(key, forStorage(response.clone(), freshness), shareable).catch((error: unknown) => {
    console.warn("edge cache: storing failed:", error instanceof Error ? error.message : String(error));
  });
  context.cloudflare.ctx.waitUntil(stored);
  return answer(response, "MISS", freshness);
}

/**
 * Answers `request` from the shared cache when it may, rendering (and storing) with `render` otherwise.
 * `render` must return the finished response (security headers applied), which is what the cache keeps.
 */
export async function fromEdgeCache(
  request: Request,
  context: AppLoadContext,
  buildVersion: string,
  render: () => Promise<Response>,
): Promise<Response> {
  const freshness = freshnessOf(context.config);
  const shared = sharedEntryOf(request);
  const cache = sharedCache();
  if (!cache || freshness.freshSeconds <= 0) return render();
  // A public page asked for by someone with a session of their own: rendered for them, and said so.
  if (!shared)
    return isSharedPage(new URL(request.url).pathname) ? answer(await render(), "BYPASS", freshness) : render();
  let key: Request;
  let hit: StoredPage | undefined;
  try {
    key = await keyOf(request, context, shared.variant, buildVersion);
    hit = await cache.match(key);
  } catch (error) {
    // The cache must never break a page: render as if there were none.
    console.warn("edge cache: lookup failed:", error instanceof Error ? error.message : String(error));
    return render();
  }
  if (!hit) return renderAndStore(request, context, cache, key, render, freshness);
  const storedAt = Number(hit.header(STORED_AT));
  const state = entryState(storedAt, Date.now(), freshness);
  if (state === "expired") {
    cache.drop(key);
    return renderAndStore(request, context, cache, key, render, freshness);
  }
  if (state === "stale" && !refreshing.has(key.url)) {
    refreshing.add(key.url);
    context.cloudflare.ctx.waitUntil(
      renderAndStore(request, context, cache, key, render, freshness)
        .then((response) => response.body?.cancel())
        .catch(() => undefined)
        .finally(() => refreshing.delete(key.url)),
    );
  }
  const served = state === "fresh" ? "HIT" : "STALE";
  const age = Math.max(0, Math.floor((Date.now() - storedAt) / 1000));
  // The stored timings were the first render's; this answer's are the lookup's.
  const timing = `${context.timing.header()}, edge-cache;desc="${served}"`;
  return hit.respond(context.cspNonce, servedEdits(served, freshness, { Age: String(age), "Server-Timing": timing }));
}
