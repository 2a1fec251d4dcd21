/** The message of spec section 8 for a refused external navigation. */
export const EXTERNAL_URL_NOT_ALLOWED = "Navigating to an external URL is not allowed by default.";

const DEFAULT_FALLBACK = "/";
// Used when the caller does not pass the shop's origin: an origin no real link can have, so an
// unchanged origin after resolving proves the target stayed on the site.
const PROBE_ORIGIN = "http://internal.invalid";
const SAFE_EXTERNAL_PROTOCOLS = new Set(["https:", "http:"]);
const MAX_DECODE_ROUNDS = 3;
const MAX_TARGET_LENGTH = 2048;

/**
 * Browsers drop tabs and newlines inside URLs and treat "\" like "/", so "/\t/evil.com" and
 * "/\evil.com" would leave the site: whitespace, control characters and backslashes are refused
 * in the raw target.
 */
const UNSAFE_RAW = /[\u0000-\u0020\u007f-\u009f\\]/;
/** Once decoded a target may hold spaces ("/search?q=borr maskin") but no controls or backslashes. */
const UNSAFE_DECODED = /[\u0000-\u001f\u007f-\u009f\\]/;
/** A path that a browser reads as another host: "//host" or "/\host". */
const PROTOCOL_RELATIVE = /^\/[/\\]/;

function decodeFully(value: string): string | null {
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/**
 * `target` resolved against `origin` the way a browser resolves a Location header (dot segments,
 * "%2e" as ".", userinfo, default ports), as path + query + hash; null when the result is on
 * another origin or would be read as one ("//evil.example" after "/.//evil.example").
 */
function sameOriginPath(target: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (!SAFE_EXTERNAL_PROTOCOLS.has(url.protocol) || url.origin !== origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("/") && !PROTOCOL_RELATIVE.test(path) ? path : null;
}

export interface RedirectOptions {
  /** The site's own origin: an absolute URL on it is accepted and reduced to its path. */
  origin?: string;
  /** Explicitly allow external http(s) URLs (never other protocols). */
  allowExternal?: boolean;
}

/**
 * Returns a redirect target that stays on the site, or throws `EXTERNAL_URL_NOT_ALLOWED`.
 *
 * The target must be a path ("/…", not "//…" or "/\…") or an absolute http(s) URL. It is
 * resolved against the shop's origin with `new URL(target, origin)` and accepted only when the
 * result is on that origin; the answer is the normalised path + query + hash, checked once more
 * for a leading "//". Encoded forms ("%2F%2Fevil.com", "/%2e%2e//evil", "javascript%3A…") are
 * also decoded (up to three rounds) and the decoded form must pass the same test, so a target
 * that some later decoding would turn into another host is refused too.
 */
export function assertSafeRedirect(to: unknown, options: RedirectOptions = {}): string {
  if (typeof to !== "string" || to.length === 0 || to.length > MAX_TARGET_LENGTH)
    throw new Error(EXTERNAL_URL_NOT_ALLOWED);
  if (UNSAFE_RAW.test(to)) throw new Error(EXTERNAL_URL_NOT_ALLOWED);
  const decoded = decodeFully(to);
  if (decoded === null || UNSAFE_DECODED.test(decoded)) throw new Error(EXTERNAL_URL_NOT_ALLOWED);

  const isPath = to.startsWith("/") && !PROTOCOL_RELATIVE.test(to);
  const isAbsoluteHttp = /^https?:\/\//i.test(to);
  if (!isPath && !isAbsoluteHttp) throw new Error(EXTERNAL_URL_NOT_ALLOWED);

  const origin = options.origin ? safeOrigin(options.origin) : PROBE_ORIGIN;
  const path = sameOriginPath(to, origin);
  if (path !== null && sameOriginPath(decoded, origin) !== null) return path;

  if (options.allowExternal && isAbsoluteHttp && !PROTOCOL_RELATIVE.test(decoded)) {
    const absolute = new URL(to);
    if (SAFE_EXTERNAL_PROTOCOLS.has(absolute.protocol)) return absolute.href;
  }
  throw new Error(EXTERNAL_URL_NOT_ALLOWED);
}

function safeOrigin(origin: string): string {
  try {
    return new URL(origin).origin;
  } catch {
    return PROBE_ORIGIN;
  }
}

/**
 * The one redirect helper for user-supplied targets (`?redirectTo=`, form fields, Referer):
 * anything that would leave the site or run script falls back to `fallback` (the start page by
 * default). Pass `origin` (the request's) so absolute URLs on the shop itself are kept as paths.
 */
export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  fallback: string = DEFAULT_FALLBACK,
  options: RedirectOptions = {},
): string {
  try {
    return assertSafeRedirect(to, options);
  } catch {
    return fallback;
  }
}

/** `safeRedirect` against the origin of this request: what routes call with a request at hand. */
export function safeRedirectFor(
  request: Request,
  to: FormDataEntryValue | string | null | undefined,
  fallback: string = DEFAULT_FALLBACK,
): string {
  return safeRedirect(to, fallback, { origin: new URL(request.url).origin });
}
