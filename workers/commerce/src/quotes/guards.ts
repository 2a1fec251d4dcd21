/**
 * Who may do what with a quote (routes/quotes.ts): see it (auth/access.ts canSeeQuote: its owner and the customer's
 * admins, else 404), change it (not with EJ_SKAPA_OFFERT: 403), and only while its status allows (409). The messages
 * are shown to the buyer as they stand (spec section 8), so they are Swedish.
 */
import { isDenied, permissionFor } from "@shop/domain/roles";
import { stockholmToday } from "@shop/domain/delivery-date";
import { isEditable, type QuoteStatus } from "@shop/domain/quote-status";
import {
  isQuoteWindowTooLong,
  latestQuoteValidThrough,
  MAX_QUOTE_VALID_DAYS,
  quoteStartRefusal,
} from "@shop/domain/quote-validity";
import type { AccessClaims } from "../auth/jwt";
import { canSeeQuote } from "../auth/access";
import { isAnonymous } from "../auth/claims";
import { loadArticles } from "../catalogue/variants";
import { ApiError, badRequest, forbidden, notFound } from "../http/errors";
import { findQuote, type QuoteRow } from "./store";

export const STATUS_NAMES: Record<QuoteStatus, string> = {
  notSent: "Ej skickad",
  draft: "Utkast",
  inReview: "Under granskning",
  sent: "Skickad",
  accepted: "Accepterad",
  completed: "Slutförd",
  declined: "Avböjd",
};

export function customerOf(claims: AccessClaims): string {
  if (!claims.customerId) {
    throw badRequest("Välj en kund först.", [
      { path: "customerId", code: "missing_context", message: "The token has no customer context" },
    ]);
  }
  return claims.customerId;
}

/** EJ_SKAPA_OFFERT for the quote's customer (the token's own context when it is that customer). */
function deniesQuotes(claims: AccessClaims, customerId: string | null): boolean {
  if (isAnonymous(claims)) return true;
  const projectId = claims.customerId === customerId ? claims.projectId : null;
  return isDenied(permissionFor(claims.customerPermissions, customerId, projectId), "EJ_SKAPA_OFFERT");
}

/** 403 for a user who may read the quotes made for him but not make or change any. */
export function mayChangeQuotes(claims: AccessClaims, customerId = claims.customerId) {
  if (deniesQuotes(claims, customerId)) throw forbidden("Du har inte behörighet att skapa eller ändra offerter.");
}

/** The quote with this id if the caller may see it; 404 alike for a missing quote and another's. */
export async function visibleQuote(db: D1Database, claims: AccessClaims, id: string): Promise<QuoteRow> {
  const quote = await findQuote(db, id);
  if (!quote || !canSeeQuote(claims, quote)) throw notFound("Offerten finns inte.");
  return quote;
}

/** The quote for a change by the caller: visible, his right to change quotes, and still editable. */
export async function changeableQuote(db: D1Database, claims: AccessClaims, id: string): Promise<QuoteRow> {
  const quote = await visibleQuote(db, claims, id);
  mayChangeQuotes(claims, quote.customer_id);
  assertEditable(quote);
  return quote;
}

export function assertEditable(quote: QuoteRow) {
  if (isEditable(quote.status)) return;
  throw new ApiError(
    409,
    `En offert med status ${STATUS_NAMES[quote.status]} kan inte ändras. Bara utkast och ej skickade offerter kan ändras.`,
    [{ path: "status", code: "not_editable", message: `Not editable in ${quote.status}` }],
  );
}

/**
 * The one check of a quote's validity window wherever one is written or offered: its price may not hold beyond
 * MAX_QUOTE_VALID_DAYS from today, however late it starts. 400 for a window the caller sends, 409 for one the quote
 * already holds (the desk's offer of a quote written before the limit: the buyer must change it first).
 */
export function assertValidityWindow(
  window: { validFrom: string; validFor: number },
  status: 400 | 409 = 400,
  today = stockholmToday(),
) {
  if (!isQuoteWindowTooLong(window.validFrom, window.validFor, today)) return;
  const message = `Offerten kan gälla högst ${MAX_QUOTE_VALID_DAYS} dagar från i dag, till och med ${latestQuoteValidThrough(today)}. Välj ett tidigare datum eller en kortare giltighetstid.`;
  throw new ApiError(status, message, [{ path: "validFor", code: "validity_too_long", message }]);
}

/**
 * A first valid day the caller sets (a new quote's, or a changed one): a calendar date from today through the last
 * day a window may hold (domain/quote-validity.ts quoteStartRefusal). 400 with the dates the buyer may choose.
 */
export function assertQuoteStart(validFrom: string, today = stockholmToday()) {
  const refusal = quoteStartRefusal(validFrom, today);
  if (refusal === null) return;
  const messages = {
    not_a_date: "Giltig från måste vara ett datum som finns i kalendern (ÅÅÅÅ-MM-DD).",
    before_today: `Giltig från kan inte vara tidigare än i dag, ${today}.`,
    too_late: `Giltig från kan vara senast ${latestQuoteValidThrough(today)}, ${MAX_QUOTE_VALID_DAYS} dagar från i dag.`,
  };
  const message = messages[refusal];
  throw new ApiError(400, message, [{ path: "validFrom", code: `validity_start_${refusal}`, message }]);
}

/** 409 naming both statuses in Swedish; the issue keeps the wire names for callers that read codes. */
export function illegalTransition(from: QuoteStatus, to: QuoteStatus) {
  return new ApiError(409, `En offert kan inte gå från ${STATUS_NAMES[from]} till ${STATUS_NAMES[to]}.`, [
    { path: "status", code: "illegal_transition", message: `${from} -> ${to} is not allowed` },
  ]);
}

export async function checkArticles(db: D1Database, numbers: string[]) {
  const known = new Set((await loadArticles(db, numbers)).map((a) => a.article_number));
  const unknown = numbers.filter((n) => !known.has(n));
  if (unknown.length === 0) return;
  const issues = unknown.map((n) => ({
    path: "items.articleNumber",
    code: "ARTICLE_NOT_FOUND",
    message: `Artikel ${n} finns inte`,
  }));
  throw badRequest(`Okänt artikelnummer: ${unknown.join(", ")}.`, issues);
}

const FIELD_NAMES: Record<string, string> = {
  title: "Rubrik",
  finalMessage: "Slutmeddelande",
  validFrom: "Giltig från",
  validFor: "Giltighetstid",
  sender: "Avsändare",
  receiver: "Mottagare",
  priceType: "Pristyp",
  items: "Artiklar",
  customItems: "Egna rader",
  articleNumber: "Artikelnummer",
  quantity: "Antal",
  price: "Pris",
  agreedPrice: "Avtalat pris",
  discountPercentage: "Rabatt",
  organizationNumber: "Organisationsnummer",
  name: "Namn",
  status: "Status",
  q: "Sökord",
};

/** "items.0.quantity" as the buyer knows it: "Artiklar: Antal". */
function fieldName(path: string): string {
  const parts = path.split(".").filter((p) => !/^\d+$/.test(p));
  const named = parts.map((p) => FIELD_NAMES[p] ?? p);
  return named.length > 1 ? `${named[0]}: ${named[named.length - 1]}` : (named[0] ?? "");
}

/** A quote call's body or query, refused with a Swedish 400 naming the fields; the issues stay as they are. */
export async function quoteInput<T>(read: () => Promise<T> | T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    const issues = error.issues as { path?: string; code?: string }[];
    if (issues.some((i) => i.code === "invalid_json")) throw new ApiError(400, "Uppgifterna kunde inte läsas.", issues);
    const fields = [...new Set(issues.map((i) => fieldName(i.path ?? "")).filter(Boolean))];
    throw new ApiError(400, `Kontrollera ${fields.length ? fields.join(", ") : "uppgifterna"}.`, issues);
  }
}
