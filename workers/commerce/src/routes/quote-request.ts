/** The quote a quote route's path names, as the caller may see or change it (quotes/guards.ts holds the rules). */
import type { Context } from "hono";
import { claimsOf } from "../auth/middleware";
import type { AppEnv } from "../env";
import { changeableQuote, visibleQuote } from "../quotes/guards";
import type { QuoteRow } from "../quotes/store";

/** The quote named by `id` (the path's `id` unless given), if the caller may see it: else 404. */
export function visibleQuoteOf(c: Context<AppEnv>, id = c.req.param("id") ?? ""): Promise<QuoteRow> {
  return visibleQuote(c.env.DB, claimsOf(c), id);
}

/** The path's quote for a change by the caller: visible, his right to change quotes (403), editable (409). */
export function changeableQuoteOf(c: Context<AppEnv>): Promise<QuoteRow> {
  return changeableQuote(c.env.DB, claimsOf(c), c.req.param("id") ?? "");
}
