/**
 * Which requests the shared edge cache may answer and store (app/edge-cache/edge-cache.server.ts), and under
 * which key. Pure: the decisions are tested without a runtime (tests/unit/edge-cache-policy.test.ts).
 *
 * Only what every visitor of a brand sees alike is shared: catalogue and content pages, for a browser that has
 * no session. Anything that could make a page someone's own — a session, a toast, a punch-out state — sends
 * the request past the cache, and a response that sets a cookie or says private is never stored.
 */
import { CONSENT_COOKIE } from "@shop/domain/consent";
import { TRACKING_ID_COOKIE } from "@shop/domain/tracking-id";
import { detectUiMode } from "@shop/domain/ui-mode";

/** Visitors' public pages: start, category, product (and its stores' stock), search, campaigns, assortments, stores. */
const CATALOGUE_PAGES = [
  /^\/$/,
  /^\/kategorier\/.+/,
  /^\/produkt\/[^/]+(?:\/lager)?$/,
  /^\/search$/,
  /^\/kampanjer(?:\/[^/]+)?$/,
  /^\/sortiment(?:\/[^/]+)?$/,
  /^\/butiker\/[^/]+$/,
  /^\/hitta-butik$/,
  /^\/aterforsaljare$/,
];

/** Content pages are the shop's catch-all (`/:slug`, `/:slug/:contentSlug`), so these first segments are not. */
const NOT_CONTENT = new Set([
  "api",
  "activate-user",
  "banner",
  "cart",
  "checkout-success-page",
  "delivery",
  "formular",
  "gloemt-loesenord",
  "health",
  "locales",
  "logga-in",
  "logga-ut",
  "mina-sidor",
  "offert",
  "produktkonfiguration",
  "punchout",
  "samtycke",
  "snabborder",
  "summary",
  "varukorg",
]);
const CONTENT_PAGE = /^\/([a-z0-9-]{1,80})(?:\/[a-z0-9-]{1,80})?$/;

/** Single-fetch data of a page (`/produkt/x.data`, `/_root.data` for the start page) is shared like the page. */
function pagePathOf(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

export function isSharedPage(pathname: string): boolean {
  const path = pagePathOf(pathname);
  if (CATALOGUE_PAGES.some((pattern) => pattern.test(path))) return true;
  const content = CONTENT_PAGE.exec(path);
  return content !== null && !NOT_CONTENT.has(content[1]!);
}

/** Cookies the page depends on but that say nothing about who the visitor is: part of the key. */
export const KEYED_COOKIES = [CONSENT_COOKIE, "js", "vald_butik"] as const;
/** The language (the shop has one locale) and the behaviour-tracking id: neither changes the page. */
export const IGNORED_SHOP_COOKIES = ["lng", TRACKING_ID_COOKIE] as const;
/** Cookies the shop sets that make a page one browser's own: any of them sends the request past the cache. */
export const PERSONAL_COOKIES = [
  "__session",
  "toast",
  "punchout_pending",
  "punchout_settings",
  "purchase_report",
  "refresh_retry",
  "signed_in",
] as const;

export function cookiesOf(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    if (name && !cookies.has(name)) cookies.set(name, part.slice(at + 1).trim());
  }
  return cookies;
}

/** Parameters only the browser's tracking reads; the page is the same with or without them. */
const TRACKING_PARAMETER = /^(?:utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid)$/;

/** Where a request's answer is shared, or null when it must go past the cache. */
export interface SharedEntry {
  /** Path, query, UI mode and key cookies, without anything that identifies a visitor. */
  variant: string;
}

export function sharedEntryOf(request: Request): SharedEntry | null {
  if (request.method !== "GET") return null;
  if (request.headers.has("Authorization")) return null;
  const url = new URL(request.url);
  if (!isSharedPage(url.pathname)) return null;
  const cookies = cookiesOf(request.headers.get("Cookie"));
  if (PERSONAL_COOKIES.some((name) => cookies.has(name))) return null;
  const query = new URLSearchParams([...url.searchParams].filter(([name]) => !TRACKING_PARAMETER.test(name)));
  query.sort();
  const keyed = KEYED_COOKIES.map((name) => `${name}=${encodeURIComponent(cookies.get(name) ?? "")}`).join("&");
  // The shop's native app (told by its User-Agent) gets pages without the site header and footer.
  const uiMode = detectUiMode(request.headers.get("User-Agent"));
  const search = query.size > 0 ? `?${query}` : "";
  const variant = `__ui=${uiMode}&__cookies=${encodeURIComponent(keyed)}`;
  return { variant: `${url.pathname}${search}${search ? "&" : "?"}${variant}` };
}

const STORABLE_TYPE = /^(?:text\/html|text\/x-script)\b/i;

/** A finished answer that may be shared: a complete 200 page or page data, setting no cookie and not private. */
export function isStorable(response: Response): boolean {
  if (response.status !== 200) return false;
  if (response.headers.getSetCookie().length > 0) return false;
  if (/\b(?:private|no-store|no-cache)\b/i.test(response.headers.get("Cache-Control") ?? "")) return false;
  if ((response.headers.get("Vary") ?? "").includes("*")) return false;
  return STORABLE_TYPE.test(response.headers.get("Content-Type") ?? "");
}

/**
 * A page whose streamed data holds a rejected part (a commerce call that failed, Remix's stream timeout, an aborted
 * request) still answers 200: the rejection travels inside the body as a turbo-stream `E<id>:` line, on its own in
 * single-fetch data, inside `streamController.enqueue("…")` in a document. Such a copy must not be shared.
 */
export function holdsRejectedData(body: string): boolean {
  return /(?:^|\n|enqueue\("|\\n)E\d+:/.test(body);
}

export interface Freshness {
  freshSeconds: number;
  staleSeconds: number;
}

/** How long entries stay fresh, then stale; `freshSeconds` 0 turns the cache off. */
export function freshnessOf(config: { EDGE_CACHE_SECONDS?: string; EDGE_CACHE_STALE_SECONDS?: string }): Freshness {
  return {
    freshSeconds: config.EDGE_CACHE_SECONDS === undefined ? 60 : Number(config.EDGE_CACHE_SECONDS),
    staleSeconds: config.EDGE_CACHE_STALE_SECONDS === undefined ? 600 : Number(config.EDGE_CACHE_STALE_SECONDS),
  };
}

export type EntryState = "fresh" | "stale" | "expired";

export function entryState(storedAt: number, now: number, freshness: Freshness): EntryState {
  const age = (now - storedAt) / 1000;
  if (!(age >= 0)) return "expired";
  if (age < freshness.freshSeconds) return "fresh";
  return age < freshness.freshSeconds + freshness.staleSeconds ? "stale" : "expired";
}

/** What the browser and any proxy are told about a shared page: shared caches only, keyed on cookies. */
export function sharedCacheControl(freshness: Freshness): string {
  return `public, max-age=0, s-maxage=${freshness.freshSeconds}, stale-while-revalidate=${freshness.staleSeconds}`;
}
