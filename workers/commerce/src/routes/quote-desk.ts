/**
 * The wholesaler's quote desk (docs/decisions.md, "Quotes"): its back office answers a buyer's review request with an
 * offer (status `sent` and an agreed purchase price per catalogue line) or declines it. It is no shop user: it
 * authenticates with `Authorization: QuoteDesk <key>` (the secret QUOTE_DESK_KEY), sees every quote, and without a
 * configured key these routes do not exist (404). app.ts lets these paths past the bearer-token check.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { sekToOre } from "@shop/domain/money";
import { canTransition } from "@shop/domain/quote-status";
import { sha256Base64Url, timingSafeEqual } from "../auth/crypto";
import type { AppEnv } from "../env";
import { ApiError, badRequest, jsonBody, notFound } from "../http/errors";
import { currentPurchasePrices, customerViewer } from "../quotes/agreed-prices";
import { recordDecline, recordOffer } from "../quotes/desk-store";
import { assertValidityWindow, illegalTransition, quoteInput } from "../quotes/guards";
import { money } from "../quotes/input";
import { quoteLines } from "../quotes/line-store";
import { findQuote, type QuoteRow } from "../quotes/store";
import { quoteView } from "../quotes/view";

/** The desk's paths, for app.ts: they carry the desk's key instead of a user's token. */
export const QUOTE_DESK_PATH = /^\/v1\/quotes\/[^/]+\/(offer|decline)\/?$/;

const encoder = new TextEncoder();

/** 404 without a configured key; 401 unless the request carries it. Compared as hashes, in constant time. */
async function assertDesk(c: Context<AppEnv>) {
  const key = c.get("config").quoteDeskKey;
  if (key === null) throw notFound("Not found");
  const given = /^QuoteDesk\s+(\S+)$/.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
  const [a, b] = await Promise.all([sha256Base64Url(given), sha256Base64Url(key)]);
  if (!given || !timingSafeEqual(encoder.encode(a), encoder.encode(b)))
    throw new ApiError(401, "Fel eller saknad nyckel för offertdesken.", [], { "www-authenticate": "QuoteDesk" });
}

async function deskQuote(c: Context<AppEnv>): Promise<QuoteRow> {
  const quote = await findQuote(c.env.DB, c.req.param("id") ?? "");
  if (!quote) throw notFound("Offerten finns inte.");
  return quote;
}

const message = z.string().trim().max(2000).optional();
const offerBody = z
  .object({
    items: z
      .array(z.object({ quoteItemId: z.string().min(1).max(80), agreedPrice: money }))
      .max(500)
      .default([]),
    message,
  })
  .default({ items: [] });
const declineBody = z.object({ message }).default({});

/** The desk's view: the quote as its owner's customer sees it, with every amount. */
const deskView = async (c: Context<AppEnv>, id: string) => {
  const quote = await findQuote(c.env.DB, id);
  if (!quote) throw notFound("Offerten finns inte.");
  return quoteView(c.env.DB, customerViewer(quote), quote);
};

const changedMeanwhile = () => new ApiError(409, "Offerten har ändrats under tiden. Hämta den igen.");

export const quoteDeskRoutes = new Hono<AppEnv>()
  .post("/v1/quotes/:id/offer", async (c) => {
    await assertDesk(c);
    const quote = await deskQuote(c);
    const body = await quoteInput(() => jsonBody(c, offerBody));
    if (!canTransition(quote.status, "sent", "desk")) throw illegalTransition(quote.status, "sent");
    assertValidityWindow({ validFrom: quote.valid_from, validFor: quote.valid_for }, 409);
    const { items } = await quoteLines(c.env.DB, quote.id);
    const given = new Map(body.items.map((i) => [i.quoteItemId, sekToOre(i.agreedPrice)]));
    const unknown = [...given.keys()].filter((id) => !items.some((i) => i.id === id));
    if (unknown.length)
      throw badRequest(`Offerten har inga rader ${unknown.join(", ")}.`, [
        { path: "items.quoteItemId", code: "unknown_item", message: unknown.join(", ") },
      ]);
    // Lines the desk leaves out are agreed at the buyer's price when he put them on the quote (today's for older lines).
    const open = items.filter((i) => !given.has(i.id) && i.buyer_price_ore === null).map((i) => i.article_number);
    const current = await currentPurchasePrices(c.env.DB, quote, open);
    const prices = items.map(
      (i) => [i.id, given.get(i.id) ?? i.buyer_price_ore ?? current.get(i.article_number) ?? null] as const,
    );
    const unpriced = items.filter((_, k) => prices[k][1] === null).map((i) => i.article_number);
    if (unpriced.length)
      throw badRequest(`Ange ett avtalat pris för ${unpriced.join(", ")} (inget pris i sortimentet).`, [
        { path: "items.agreedPrice", code: "price_required", message: unpriced.join(", ") },
      ]);
    const agreed = prices.map(([id, ore]) => [id, ore!] as [string, number]);
    if (!(await recordOffer(c.env.DB, quote, agreed, body.message || null))) throw changedMeanwhile();
    return c.json(await deskView(c, quote.id));
  })
  .post("/v1/quotes/:id/decline", async (c) => {
    await assertDesk(c);
    const quote = await deskQuote(c);
    const body = await quoteInput(() => jsonBody(c, declineBody));
    if (!canTransition(quote.status, "declined", "desk")) throw illegalTransition(quote.status, "declined");
    if (!(await recordDecline(c.env.DB, quote, body.message || null))) throw changedMeanwhile();
    return c.json(await deskView(c, quote.id));
  });
