/**
 * What error reporting may carry (browser and all three workers): no credentials and no personal data. Events,
 * breadcrumbs and transactions are walked before they leave, and anything that names or looks like a secret or a
 * person is replaced: the Authorization header, cookies, session and cart tokens, passwords, bearer values and
 * JWTs; e-mail addresses, personnummer and organisation numbers anywhere in a string; and in URLs and query
 * strings the values of logins (OCI's USERNAME/PASSWORD), tokens and codes, and of searches and names (the admin
 * user search is a search for a person). Names and keys are compared as the app reads them: percent-decoded,
 * without case, diacritics or separators, so `%50ASSWORD`, `Förnamn` and `field-kund-e-post` count. Pure and
 * SDK-agnostic, so the same rules run everywhere; small, because the browser's Sentry chunk carries it.
 */

export const FILTERED = "[Filtered]";

/** Keys whose values are secrets wherever they appear (headers, bodies, extra data); compared as `comparableKey`. */
const SECRET_KEY = /authorization|cookie|token|password|passwd|secret|session|csrf|api[-_]?key|jwt|credential/i;

/** Keys whose values say who someone is ("name" alone is left: the SDKs use it for their own metadata). */
const PERSONAL_KEY =
  /e-?mail|user_?name|logon_?id|personnummer|orgnr|first_?name|last_?name|full_?name|phone|^(?:q|search|term)$/i;

/**
 * Swedish keys that name a person, a phone or an address, anywhere in a key (förnamn, efternamn, kontaktnamn,
 * e-post, mobilnummer, leveransadress, personnr, and the content forms' `field-<slug>` ids such as
 * field-kund-kontaktperson). None of these occurs in the SDKs' own keys (name, release, environment, transaction).
 */
const SWEDISH_PERSONAL_KEY = /kontaktperson|personn|namn|telefon|mobil|epost|adress/;

/**
 * Query parameters whose values are withheld: credentials (…token, password/pass/pwd, secret, session, key, code),
 * logins (USERNAME, USER_NAME, logonId, user_session, SENDER_ID, email) and what was searched or named.
 */
const PERSONAL_QUERY_NAME =
  /token|pass|pwd|secret|session|key|code|user|logon|login|mail|sender|name|search|query|term|phone|nummer|orgnr|^[qs]$/i;

/** A `name=value` pair at the start of a query string or after `?`, `&` or `;` in a URL or text. */
const QUERY_PAIR = /(^|[?&;])([^=&#?\s"']+)=([^&#\s"']*)/g;

const BEARER = /\b(Bearer|Basic|Anonymous)\s+[A-Za-z0-9._~+/=-]+/gi;
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g;
/** E-mail addresses, also URL-encoded (`%40`). */
const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/gi;
/**
 * Personnummer, samordningsnummer and organisation numbers: 10 or 12 digits, nothing or '-', '+' or a space
 * (also encoded: %2D, %2B, %20) before the last 4.
 */
const IDENTITY_NUMBER = /\b(?:\d{2})?\d{6}(?:[-+\s]|%2[0BD])?\d{4}\b/gi;

/** Deeper structures are cut: events are normalized to depth 3 anyway, and a cycle must not loop. */
const MAX_DEPTH = 12;

/** Only ASCII escapes, which cannot be malformed: what is left of a name whose other escapes are broken. */
const ASCII_ESCAPE = /%([0-7][0-9a-f])/gi;

/**
 * A parameter name or key as the app reads it (URLSearchParams decodes `%50ASSWORD` to PASSWORD and `+` to a
 * space), then folded for comparison: lowercased, diacritics dropped (ö → o) and everything but letters and
 * digits removed. A malformed escape must not throw inside the SDK's hooks: then only the ASCII escapes are decoded.
 */
function comparableKey(key: string): string {
  let decoded = key;
  if (/[%+]/.test(key)) {
    const spaced = key.replace(/\+/g, " ");
    try {
      decoded = decodeURIComponent(spaced);
    } catch {
      decoded = spaced.replace(ASCII_ESCAPE, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
  }
  return decoded
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

function isPersonalOrSecret(comparable: string): boolean {
  return SECRET_KEY.test(comparable) || PERSONAL_KEY.test(comparable) || SWEDISH_PERSONAL_KEY.test(comparable);
}

export function isSecretKey(key: string): boolean {
  return isPersonalOrSecret(comparableKey(key));
}

/** Whether a query parameter's value is withheld. */
function isWithheldQueryName(name: string): boolean {
  const comparable = comparableKey(name);
  return PERSONAL_QUERY_NAME.test(comparable) || SWEDISH_PERSONAL_KEY.test(comparable);
}

/**
 * Masks credentials and personal data inside free text (URLs, query strings, messages): withheld query values,
 * bearer/basic values, JWTs, e-mail addresses and identity numbers.
 */
export function scrubText(text: string): string {
  return text
    .replace(QUERY_PAIR, (pair: string, start: string, name: string, value: string) =>
      value && isWithheldQueryName(name) ? `${start}${name}=${FILTERED}` : pair,
    )
    .replace(BEARER, `$1 ${FILTERED}`)
    .replace(JWT, FILTERED)
    .replace(EMAIL, FILTERED)
    .replace(IDENTITY_NUMBER, FILTERED);
}

function scrubPair(pair: unknown[]): unknown[] {
  const [name, value] = pair;
  const withheld = typeof name === "string" && (isSecretKey(name) || isWithheldQueryName(name));
  return withheld && value !== undefined ? [name, FILTERED] : pair;
}

/** A copy of `value` with every secret replaced; objects and arrays are copied, never changed in place. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubText(value);
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) return FILTERED;
  if (Array.isArray(value)) {
    // Query strings and headers sometimes arrive as [name, value] pairs.
    return value.map((item) =>
      scrubValue(Array.isArray(item) && item.length === 2 ? scrubPair(item) : item, depth + 1),
    );
  }
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    copy[key] =
      isSecretKey(key) && inner !== undefined && inner !== null && inner !== ""
        ? FILTERED
        : scrubValue(inner, depth + 1);
  }
  return copy;
}

/** For `beforeSend`, `beforeSendTransaction` and `beforeBreadcrumb`: the same object shape, scrubbed. */
export function scrubEvent<T extends object>(event: T): T {
  return scrubValue(event) as T;
}

const ABORT_MESSAGES = [
  /\baborted\b/i, // "signal is aborted without reason", "The user aborted a request.", "The operation was aborted."
  /\bAbortError\b/,
];

/**
 * Aborted requests are not reported (spec section 8): the buyer navigated away or a newer request replaced
 * this one, nothing is broken.
 */
export function isAbortError(error: unknown): boolean {
  if (typeof error === "string") return ABORT_MESSAGES.some((pattern) => pattern.test(error));
  if (typeof error !== "object" || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === "AbortError") return true;
  return typeof message === "string" && ABORT_MESSAGES.some((pattern) => pattern.test(message));
}

interface ReportedException {
  type?: string;
  value?: string;
}

/** Whether an event (as the SDKs shape it) only describes an aborted request. */
export function isAbortEvent(
  event: { exception?: { values?: ReportedException[] } },
  originalError?: unknown,
): boolean {
  if (originalError !== undefined && isAbortError(originalError)) return true;
  const values = event.exception?.values ?? [];
  return values.length > 0 && values.every((value) => isAbortError({ name: value.type, message: value.value }));
}

/** Messages of aborted requests, for the SDKs' `ignoreErrors` (matched against "Type: message"). */
export const ABORT_ERROR_PATTERNS: RegExp[] = [/^AbortError\b/, /signal is aborted/i, /\baborted a request\b/i];

/**
 * The hooks every Sentry client of the shop gets (browser and workers): aborted requests dropped, everything
 * else scrubbed. Typed structurally so domain/ needs no SDK.
 */
export const scrubbingHooks = {
  beforeSend<E extends { exception?: { values?: ReportedException[] } }>(
    event: E,
    hint?: { originalException?: unknown },
  ): E | null {
    return isAbortEvent(event, hint?.originalException) ? null : scrubEvent(event);
  },
  beforeSendTransaction<E extends object>(event: E): E {
    return scrubEvent(event);
  },
  beforeBreadcrumb<B extends object>(breadcrumb: B): B {
    return scrubEvent(breadcrumb);
  },
};
