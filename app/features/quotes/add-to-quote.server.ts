import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { serverT } from "~/platform/i18n/catalogue.server";
import { afterAdd, afterGone } from "./open-quote-state";
import { readOpenQuote, saveOpenQuote } from "./open-quote.server";
import { declined, done, quoteMaker, readQuotePost, refused, type QuotePost } from "./quote-post.server";
import type { CommerceTransport } from "~/platform/services/commerce-client.server";
import { CommerceError } from "~/platform/services/commerce-errors.server";
import { addQuoteItems, createQuote, type NewQuoteItem, type Quote } from "./quotes-client.server";
import { commerceFailure, type CommerceSession } from "~/platform/session/commerce-session.server";

const addForm = z.object({
  articleNumber: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z-]{1,20}$/),
  quantity: z.coerce.number().int().min(1).max(100_000),
});

/** Into the open quote; when there is none, or it is gone (deleted, another customer's), into a new draft. */
async function addToOpenQuote(transport: CommerceTransport, quoteId: string | null, item: NewQuoteItem) {
  if (quoteId) {
    try {
      return await addQuoteItems(transport, quoteId, [item]);
    } catch (error) {
      if (!(error instanceof CommerceError && error.kind === "not_found")) throw error;
    }
  }
  // The service prefills the new draft from /v1/quotes/default.
  return createQuote(transport, { items: [item] });
}

function addedMessage(quote: Quote, item: NewQuoteItem): string {
  const line = quote.items.findLast((i) => i.articleNumber === item.articleNumber);
  return serverT("quote-overlay.added", {
    title: quote.title || serverT("quote-overlay.new_quote"),
    quantity: line?.quantity ?? item.quantity,
    unit: line?.unit ?? "",
    name: line?.name ?? item.articleNumber,
  });
}

/** The service's refusal: its own text (spec section 8); a quote that can no longer be edited stops being open. */
async function serviceRefusal(
  request: Request,
  context: AppLoadContext,
  post: QuotePost,
  commerce: CommerceSession,
  error: CommerceError,
) {
  if (error.kind === "unauthorized" || error.kind === "invalid_token")
    throw await commerceFailure(error, request, context);
  if (error.status === 409) {
    const headers = new Headers({ "Set-Cookie": await saveOpenQuote(request, context, commerce, afterGone) });
    const message = error.serviceMessage ?? serverT("quote-overlay.not_editable");
    return declined(request, context, post, 409, message, headers);
  }
  if (error.kind === "bad_request" || error.kind === "forbidden") {
    const message = error.serviceMessage ?? serverT("quote-overlay.not_allowed");
    return declined(request, context, post, error.status ?? 400, message, new Headers(commerce.headers));
  }
  return declined(request, context, post, 503, serverT("quote-overlay.unavailable"), new Headers(commerce.headers));
}

/**
 * 'Lägg till i offert' from a product page or a product card: the article and quantity go into the buyer's open
 * quote (or a new draft, which then becomes the open quote). With JavaScript the overlay opens too.
 */
export async function handleAddToQuote(request: Request, context: AppLoadContext) {
  const post = await readQuotePost(request, context);
  const maker = await quoteMaker(context, post);
  if ("refusal" in maker) return maker.refusal;
  const { commerce } = maker;
  const parsed = addForm.safeParse({
    articleNumber: post.form.get("articleNumber") ?? undefined,
    quantity: post.form.get("quantity") ?? undefined,
  });
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.path[0] === "quantity" ? "quantity_invalid" : "article_invalid";
    return refused(post, 400, serverT(`quote-overlay.${key}`), commerce.headers);
  }
  const item = parsed.data;
  let quote: Quote;
  try {
    quote = await addToOpenQuote(commerce.transport, (await readOpenQuote(context)).quoteId, item);
  } catch (error) {
    if (!(error instanceof CommerceError)) throw error;
    return serviceRefusal(request, context, post, commerce, error);
  }
  const setCookie = await saveOpenQuote(request, context, commerce, (s) =>
    afterAdd(s, quote.quoteId, post.withOverlay),
  );
  const message = addedMessage(quote, item);
  return done(request, context, post, { message, quoteId: quote.quoteId }, new Headers({ "Set-Cookie": setCookie }));
}
