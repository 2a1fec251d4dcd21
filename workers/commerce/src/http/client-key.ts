import type { Context } from "hono";
import type { AppEnv } from "../env";

/**
 * The client a visitor's write is counted for (anonymous carts, form submissions, behaviour events): the
 * address Cloudflare saw, CF-Connecting-IP, which a client cannot set (Cloudflare overwrites it; the
 * storefront forwards its own visitor's, app/session/commerce-session.server.ts). X-Forwarded-For is
 * written by whoever sends the request, so its entries count only behind a configured chain of trusted
 * proxies in front of Cloudflare (TRUSTED_PROXY_HOPS, default 0: ignored): each appends the address it
 * saw and Cloudflare appends the last proxy's, so the visitor is the entry that many places before the last.
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
    if (visitor) return visitor.toLowerCase().slice(0, 64);
  }
  return (connecting || "unknown").toLowerCase().slice(0, 64);
}
