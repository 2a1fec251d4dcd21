import type { Context } from "hono";
import type { AppEnv } from "../env";

/**
 * The client a visitor's write is counted for (anonymous carts, form submissions, behaviour events): the
 * address Cloudflare saw, CF-Connecting-IP, which a client cannot set (Cloudflare overwrites it; the
 * storefront forwards its own visitor's, app/platform/session/commerce-session.server.ts). X-Forwarded-For is
 * written by whoever sends the request, so its entries count only behind a configured chain of trusted
 * proxies in front of Cloudflare (TRUSTED_PROXY_HOPS, default 0: ignored): each appends the address it
 * saw and Cloudflare appends the last proxy's, so the visitor is the entry that many places before the last.
 * The address is then taken as its client (clientOfAddress): an IPv6 address as its /64.
 */
export function clientKeyOf(c: Context<AppEnv>): string {
  const hops = c.get("config")?.trustedProxyHops ?? 0;
  const connecting = c.req.header("cf-connecting-ip")?.trim();
  if (hops > 0) {
    const chain = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const visitor = chain[chain.length - 1 - hops];
    if (visitor) return clientOfAddress(visitor);
  }
  return connecting ? clientOfAddress(connecting) : "unknown";
}

const MAX_KEY_CHARS = 64;
const HEXTET = /^[0-9a-f]{1,4}$/;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** An IPv4 address's 32 bits as two hextets (the tail of "::ffff:198.51.100.7"), or null. */
function ipv4Hextets(text: string): [number, number] | null {
  const octets = IPV4.exec(text)?.slice(1).map(Number);
  if (!octets || octets.some((o) => o > 255)) return null;
  return [(octets[0]! << 8) | octets[1]!, (octets[2]! << 8) | octets[3]!];
}

/** The eight hextets of an IPv6 address in any of its spellings, or null when it is none. */
function ipv6Hextets(text: string): number[] | null {
  const halves = text.split("::");
  if (halves.length > 2) return null;
  // Only the address's last 32 bits may be written as IPv4.
  const groups = (half: string | undefined, isLast: boolean): number[] | null => {
    if (!half) return [];
    const parts = half.split(":");
    const last = parts[parts.length - 1]!;
    const embedded = isLast && last.includes(".") ? ipv4Hextets(last) : null;
    if (embedded) parts.pop();
    if (!parts.every((p) => HEXTET.test(p))) return null;
    return [...parts.map((p) => parseInt(p, 16)), ...(embedded ?? [])];
  };
  const head = groups(halves[0], halves.length === 1);
  const tail = groups(halves[1], true);
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...Array<number>(missing).fill(0), ...tail] : null;
}

/**
 * The client an address counts as, so every per-client limit is one budget per host: an IPv4 address as itself,
 * an IPv6 address as its /64 ("2001:db8:41:8::/64"), however it is written, because a single host or household is
 * handed a whole /64 and could otherwise take a new address, and a new budget, for every request. An IPv4 address
 * written as IPv6 (::ffff:a.b.c.d) is the IPv4 client. Anything else stays as given, in lower case.
 */
export function clientOfAddress(address: string): string {
  const text = address
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1");
  if (text.includes(":")) {
    const hextets = ipv6Hextets(text.replace(/%.*$/, ""));
    if (hextets) {
      const [a, b, c, d, e, f, g, h] = hextets as [number, number, number, number, number, number, number, number];
      if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff)
        return [g >> 8, g & 0xff, h >> 8, h & 0xff].join(".");
      return `${[a, b, c, d].map((n) => n.toString(16)).join(":")}::/64`;
    }
  }
  return text.slice(0, MAX_KEY_CHARS);
}
