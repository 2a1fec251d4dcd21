/** The message of spec section 8 for a refused external navigation. */
export const EXTERNAL_URL_NOT_ALLOWED = "Navigating to an external URL is not allowed by default.";

const DEFAULT_FALLBACK = "/";
// Any base works: it only has to be an origin no real link can have, so an unchanged origin
// after parsing proves the target stayed on the site.
const PROBE_ORIGIN = "http://internal.invalid";
const SAFE_EXTERNAL_PROTOCOLS = new Set(["https:", "http:"]);
const MAX_DECODE_ROUNDS = 3;

/**
 * Browsers drop tabs and newlines inside URLs and treat "\" like "/", so "/\t/evil.com" and
 * "/\evil.com" would leave the site: whitespace, control characters and backslashes are refused.
 */
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f\\]/;

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

function isInternalPath(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//") && !UNSAFE_CHARACTERS.test(value);
}

/** The decoded form may hold spaces ("/search?q=borr maskin") but must not open with a second slash. */
function staysInternalWhenDecoded(decoded: string): boolean {
  const stripped = decoded.replace(/[\t\n\r]/g, "");
  return stripped.startsWith("/") && !/^\/[\/\\]/.test(stripped);
}

export interface RedirectOptions {
  /** The site's own origin: an absolute URL on it is accepted and reduced to its path. */
  origin?: string;
  /** Explicitly allow external http(s) URLs (never other protocols). */
  allowExternal?: boolean;
}

/**
 * Returns a redirect target that stays on the site, or throws `EXTERNAL_URL_NOT_ALLOWED`.
 * Encoded forms ("%2F%2Fevil.com", "javascript%3A…") are decoded before the check, so they are
 * judged by what they turn into.
 */
export function assertSafeRedirect(to: unknown, options: RedirectOptions = {}): string {
  if (typeof to !== "string" || to.length === 0) throw new Error(EXTERNAL_URL_NOT_ALLOWED);
  const decoded = decodeFully(to);
  if (decoded === null) throw new Error(EXTERNAL_URL_NOT_ALLOWED);

  if (isInternalPath(to) && staysInternalWhenDecoded(decoded)) {
    const url = new URL(to, PROBE_ORIGIN);
    if (url.origin === PROBE_ORIGIN) return `${url.pathname}${url.search}${url.hash}`;
  }

  if (UNSAFE_CHARACTERS.test(to)) throw new Error(EXTERNAL_URL_NOT_ALLOWED);
  let absolute: URL;
  try {
    absolute = new URL(to);
  } catch {
    throw new Error(EXTERNAL_URL_NOT_ALLOWED);
  }
  if (!SAFE_EXTERNAL_PROTOCOLS.has(absolute.protocol)) throw new Error(EXTERNAL_URL_NOT_ALLOWED);
  if (options.origin && absolute.origin === new URL(options.origin).origin) {
    return `${absolute.pathname}${absolute.search}${absolute.hash}`;
  }
  if (options.allowExternal) return absolute.href;
  throw new Error(EXTERNAL_URL_NOT_ALLOWED);
}

/**
 * The one redirect helper for user-supplied targets (`?redirectTo=`, form fields): anything that
 * would leave the site or run script falls back to `fallback` (the start page by default).
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
