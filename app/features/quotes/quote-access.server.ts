/**
 * What the quote pages share on the server: the quote id from the path, what the viewer may do with quotes, and
 * commerce calls whose refusals show the quote service's own text (spec section 8: "Quote-service errors are shown
 * as raw text"; React escapes it).
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { serverT } from "~/platform/i18n/catalogue.server";
import { CommerceError, messageKeyFor } from "~/platform/services/commerce-errors.server";
import { commerceFailure } from "~/platform/session/commerce-session.server";
import type { SignedInCommerce } from "~/platform/routing/signed-in.server";

export const QUOTES_PATH = "/mina-sidor/offerter";
export const quotePagePath = (quoteId: string) => `${QUOTES_PATH}/${encodeURIComponent(quoteId)}`;

/** The quote id of the path; anything else is a 404 without asking the service. */
export function quoteIdOf(params: { id?: string }): string {
  if (!params.id || !/^[A-Za-z0-9_-]{1,80}$/.test(params.id)) {
    throw new Response(serverT("errors.not_found"), { status: 404 });
  }
  return params.id;
}

/**
 * EJ_SKAPA_OFFERT: reads quotes made for him, creates and changes none; EJ_SE_PRISER: no amount; EJ_ORDER: no
 * quote into the cart. The service enforces the same; the pages only leave out controls that would be refused.
 */
export function quoteRights(commerce: SignedInCommerce) {
  const denials = commerce.viewer.denials;
  return {
    canEdit: !denials.includes("EJ_SKAPA_OFFERT"),
    showPrices: !commerce.viewer.noPrices,
    showDiscounts: !commerce.viewer.noPrices && !commerce.viewer.noDiscounts,
    canOrder: !denials.includes("EJ_ORDER"),
  };
}

export type QuoteActionResult = { ok: boolean; message: string; field?: string };

export const refused = (message: string, status = 400, field?: string) =>
  data<QuoteActionResult>({ ok: false, message, field }, { status });

/** 403 for a viewer with EJ_SKAPA_OFFERT, before any call: a forged post gets the same answer as the service's. */
export function refuseWithoutQuoteRight(commerce: SignedInCommerce) {
  return quoteRights(commerce).canEdit ? null : refused(serverT("quote-pages.no_rights"), 403);
}

/**
 * A commerce call from a quote action. A refusal a person can act on (400, 403, 404, 409, 413) comes back with the
 * service's text (or the generic one when it sent none); an ended session goes to the login; anything else is the
 * error page.
 */
export async function attemptQuote<T>(
  request: Request,
  context: AppLoadContext,
  call: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; status: number; message: string }> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (error instanceof CommerceError && error.status !== null && [400, 403, 404, 409, 413].includes(error.status)) {
      const message = error.serviceMessage ?? `${serverT("errors.occured")} ${serverT(messageKeyFor(error))}`;
      return { ok: false, status: error.status, message };
    }
    throw await commerceFailure(error, request, context);
  }
}
