import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { isEditable } from "@shop/domain/quote-status";
import { quoteOverlayStaysOpen } from "@shop/domain/quote-overlay";
import { serverT } from "~/platform/i18n/catalogue.server";
import { afterOpen, QUOTE_ID } from "./open-quote-state";
import { saveOpenQuote } from "./open-quote.server";
import { declined, done, quoteMaker, readQuotePost, refused } from "./quote-post.server";
import { CommerceError } from "~/platform/services/commerce-errors.server";
import { createQuote, getQuote, type Quote } from "./quotes-client.server";
import { commerceFailure } from "~/platform/session/commerce-session.server";

/** `quoteId=ny` starts a new draft (prefilled by the service) instead of opening an existing quote. */
export const NEW_QUOTE = "ny";

/** Where the buyer adds products when the quote was opened from a page where the overlay closes (the quote page). */
export const OVERLAY_LANDING = "/kategorier";

/**
 * Makes a quote the open one (from the quote page, or another draft picked in the overlay) or starts a new one. Only
 * a quote that can still be edited can be opened. The overlay shows on catalogue pages only, so a buyer who opens a
 * quote elsewhere is taken to the top of the catalogue.
 */
export async function handleOpenQuote(request: Request, context: AppLoadContext) {
  const post = await readQuotePost(request, context);
  const maker = await quoteMaker(context, post);
  if ("refusal" in maker) return maker.refusal;
  const { commerce } = maker;
  const quoteId = post.form.get("quoteId");
  if (typeof quoteId !== "string" || !QUOTE_ID.test(quoteId)) {
    return refused(post, 400, serverT("quote-overlay.quote_invalid"), commerce.headers);
  }
  let quote: Quote;
  try {
    quote =
      quoteId === NEW_QUOTE ? await createQuote(commerce.transport, {}) : await getQuote(commerce.transport, quoteId);
  } catch (error) {
    if (!(error instanceof CommerceError) || error.kind === "unauthorized")
      throw await commerceFailure(error, request, context);
    if (error.kind === "not_found") {
      return declined(request, context, post, 404, serverT("quote-overlay.quote_not_found"), commerce.headers);
    }
    const message = error.serviceMessage ?? serverT("quote-overlay.unavailable");
    return declined(request, context, post, error.status ?? 503, message, commerce.headers);
  }
  if (!isEditable(quote.status)) {
    return declined(request, context, post, 409, serverT("quote-overlay.not_editable"), commerce.headers);
  }
  const headers = new Headers({
    "Set-Cookie": await saveOpenQuote(request, context, commerce, (s) => afterOpen(s, quote.quoteId, post.withOverlay)),
  });
  const message = serverT("quote-overlay.opened", { title: quote.title || serverT("quote-overlay.new_quote") });
  const stay = quoteOverlayStaysOpen(new URL(post.back, request.url).pathname);
  if (stay) return done(request, context, post, { message, quoteId: quote.quoteId }, headers);
  // With JavaScript the fetcher follows the redirect and the overlay opens there; without it, the toast says it.
  if (post.withOverlay) return redirect(OVERLAY_LANDING, { status: 303, headers });
  return done(request, context, { ...post, back: OVERLAY_LANDING }, { message, quoteId: quote.quoteId }, headers);
}
