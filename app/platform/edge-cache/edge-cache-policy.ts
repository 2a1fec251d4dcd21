/**
 * Which requests the shared edge cache may answer and store (app/platform/edge-cache/edge-cache.server.ts), and under
 * which key. Pure: the decisions are tested without a runtime (app/platform/edge-cache/edge-cache-policy.test.ts).
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
  // Only just after a sign-in, beside the session cookie: the page pushes userLoggedIn once.
  "dl_signed_in",
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

/**
 * The parameters shared pages read: the search (`q`), sorting, paging (`sida`), facets (`brand`, `tag`, `a.<attribute>`),
 * the configurator's choices (`val.<attribute>`), a content listing's tag (`tagg`) and Remix's own (`_routes`,
 * `index`). Anything else — tracking (utm_*, gclid, fbclid…, read only by the browser's tags) or unknown — is dropped
 * before the page is rendered, so it can neither vary the key nor end up in the shared HTML (login links and
 * `redirectTo` fields are built from the address the page was rendered for).
 */
const PAGE_PARAMETER = /^(?:q|sort|sida|brand|tag|tagg|_routes|index|a\..+|val\..+)$/;

/** The longest query string (percent-encoded, so bytes) a shared page is rendered for. */
export const MAX_SHARED_QUERY_LENGTH = 2048;

/** Where a request's answer is shared, or null when it must go past the cache. */
export interface SharedEntry {
  /** Path, query, UI mode and key cookies, without anything that identifies a visitor. */
  variant: string;
}

/** A request the shared cache may answer: a visitor's GET of a shared page, without credentials or own state. */
function isShareable(request: Request, url: URL): boolean {
  if (request.method !== "GET" || request.headers.has("Authorization") || !isSharedPage(url.pathname)) return false;
  const cookies = cookiesOf(request.headers.get("Cookie"));
  return !PERSONAL_COOKIES.some((name) => cookies.has(name));
}

/** The address a shared page is rendered from and keyed on: its own parameters only, sorted, no fragment. */
export function sharedPageUrl(url: URL): URL {
  const query = new URLSearchParams([...url.searchParams].filter(([name]) => PAGE_PARAMETER.test(name)));
  query.sort();
  const cleaned = new URL(url.pathname, url.origin);
  cleaned.search = query.size > 0 ? `?${query}` : "";
  return cleaned;
}

/**
 * What to do with a request before rendering: a shareable one is rendered from its cleaned address (sharedPageUrl);
 * over MAX_SHARED_QUERY_LENGTH it is sent to the cleaned address when that is short enough (a campaign link with
 * a huge utm_content still lands on its page), or refused (414) when the page's own parameters are too long.
 */
export type SharedPageRequest =
  { kind: "render"; request: Request } | { kind: "redirect"; location: string } | { kind: "too-long" };

export function sharedPageRequest(request: Request): SharedPageRequest {
  const url = new URL(request.url);
  if (!isShareable(request, url)) return { kind: "render", request };
  const cleaned = sharedPageUrl(url);
  if (cleaned.search.length - 1 > MAX_SHARED_QUERY_LENGTH) return { kind: "too-long" };
  if (url.search.length - 1 > MAX_SHARED_QUERY_LENGTH)
    return { kind: "redirect", location: `${cleaned.pathname}${cleaned.search}` };
  return { kind: "render", request: cleaned.href === url.href ? request : new Request(cleaned, request) };
}

export function sharedEntryOf(request: Request): SharedEntry | null {
  const url = new URL(request.url);
  if (!isShareable(request, url)) return null;
  const cookies = cookiesOf(request.headers.get("Cookie"));
  const { search } = sharedPageUrl(url);
  const keyed = KEYED_COOKIES.map((name) => `${name}=${encodeURIComponent(cookies.get(name) ?? "")}`).join("&");
  // The shop's native app (told by its User-Agent) gets pages without the site header and footer.
  const uiMode = detectUiMode(request.headers.get("User-Agent"));
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
