/**
 * Punch-out HOOK_URL allow-list: where a customer's cart may be posted. Pure, so the commerce
 * worker checks with the same rule as the tests.
 */

/** Per customer: hosts ("buyer.example.com", "*.example.com", "host:port") and extra schemes ("sapevent"). */
export interface HookAllowList {
  hosts: readonly string[];
  schemes: readonly string[];
}

export type HookCheck =
  { ok: true; url: string; origin: string | null } | { ok: false; reason: "invalid" | "scheme" | "host" };

/** Schemes that run code or read local data in a browser: refused whatever a customer has configured. */
const NEVER_ALLOWED = new Set(["javascript", "data", "vbscript", "file", "blob", "about", "filesystem"]);
export const HOOK_URL_MAX_LENGTH = 2048;

function hostMatches(entry: string, hostname: string, port: string): boolean {
  const [pattern, pinnedPort] = entry.toLowerCase().split(/:(?=\d+$)/) as [string, string | undefined];
  if (pinnedPort !== undefined && pinnedPort !== port) return false;
  if (pattern.startsWith("*.")) return hostname.endsWith(pattern.slice(1)) && hostname.length > pattern.length - 1;
  return hostname === pattern;
}

/**
 * Whether a HOOK_URL may receive a customer's cart: http or https to a host on the customer's
 * list (any port unless the entry pins one), or a scheme the customer explicitly allows (SAP GUI
 * event URLs such as SAPEVENT:CATALOG have no host). Never javascript:, data: and the like, and
 * never a URL with user info in it.
 */
export function checkHookUrl(raw: string, allow: HookAllowList): HookCheck {
  const value = raw.trim();
  // Control characters and whitespace inside a URL are how scheme checks get dodged ("java\tscript:").
  if (!value || value.length > HOOK_URL_MAX_LENGTH || /[\u0000-\u0020\u007f-\u009f]/.test(value))
    return { ok: false, reason: "invalid" };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, reason: "invalid" };
  }
  const scheme = url.protocol.slice(0, -1).toLowerCase();
  if (NEVER_ALLOWED.has(scheme)) return { ok: false, reason: "scheme" };
  if (scheme === "http" || scheme === "https") {
    if (url.username || url.password) return { ok: false, reason: "invalid" };
    const port = url.port || (scheme === "https" ? "443" : "80");
    const hostname = url.hostname.toLowerCase();
    if (!allow.hosts.some((entry) => hostMatches(entry.trim(), hostname, port))) return { ok: false, reason: "host" };
    return { ok: true, url: url.href, origin: url.origin };
  }
  if (allow.schemes.map((s) => s.trim().toLowerCase()).includes(scheme)) return { ok: true, url: value, origin: null };
  return { ok: false, reason: "scheme" };
}

/** "localhost 127.0.0.1" → ["localhost", "127.0.0.1"]: the allow-list columns are space separated. */
export function splitList(value: string | null | undefined): string[] {
  return (value ?? "").split(/[\s,]+/).filter(Boolean);
}
