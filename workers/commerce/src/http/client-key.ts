import type { Context } from "hono";
import type { AppEnv } from "../env";

/**
 * The client a visitor's write is counted for (anonymous carts, form submissions): the visitor's address as the
 * storefront forwards it, else the caller's own.
 */
export function clientKeyOf(c: Context<AppEnv>): string {
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  return (forwarded || c.req.header("cf-connecting-ip") || "unknown").slice(0, 64);
}
