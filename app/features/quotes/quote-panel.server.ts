import type { AppLoadContext } from "@remix-run/cloudflare";
import { isEditable } from "@shop/domain/quote-status";
import { serverT } from "~/platform/i18n/catalogue.server";
import { afterGone } from "./open-quote-state";
import { quoteRefusal, readOpenQuote, saveOpenQuote } from "./open-quote.server";
import type { CommerceTransport } from "~/platform/services/commerce-client.server";
import { CommerceError } from "~/platform/services/commerce-errors.server";
import { getQuote, listQuotes, type Quote } from "./quotes-client.server";
import type { CommerceSession } from "~/platform/session/commerce-session.server";
import type { QuotePanelData, QuotePanelQuote } from "./quote-overlay-view";

/** The switch list stays short: the quote page lists them all. */
const MAX_DRAFTS = 10;

const titleOf = (title: string) => title || serverT("quote-overlay.new_quote");

function panelQuote(quote: Quote): QuotePanelQuote {
  return {
    quoteId: quote.quoteId,
    title: titleOf(quote.title),
    lines: quote.items.map((item) => ({
      key: item.quoteItemId,
      name: item.name ?? item.articleNumber,
      quantity: item.quantity,
      unit: item.unit,
    })),
    customItemCount: quote.customItems.length,
  };
}

/** The open quote while it can still be added to; null when it is gone or was sent meanwhile. */
async function openQuote(transport: CommerceTransport, quoteId: string | null): Promise<Quote | null> {
  if (!quoteId) return null;
  try {
    const quote = await getQuote(transport, quoteId);
    return isEditable(quote.status) ? quote : null;
  } catch (error) {
    if (error instanceof CommerceError && error.kind === "not_found") return null;
    throw error;
  }
}

/**
 * The overlay's contents. A quote that is gone or no longer editable stops being the open quote here, so the panel
 * and the next addition agree (it starts a new draft). Null when this session may not work on quotes.
 */
export async function loadQuotePanel(
  request: Request,
  context: AppLoadContext,
  commerce: CommerceSession,
): Promise<{ panel: QuotePanelData; headers: Headers } | null> {
  if (quoteRefusal(await context.session())) return null;
  const state = await readOpenQuote(context);
  const [quote, drafts] = await Promise.all([
    openQuote(commerce.transport, state.quoteId),
    listQuotes(commerce.transport, { status: "draft", page: 1 }),
  ]);
  const headers = new Headers(commerce.headers);
  if (state.quoteId && !quote) {
    headers.set("Set-Cookie", await saveOpenQuote(request, context, commerce, afterGone));
  }
  const panel: QuotePanelData = {
    quote: quote ? panelQuote(quote) : null,
    drafts: drafts.data
      .filter((d) => d.quoteId !== quote?.quoteId)
      .slice(0, MAX_DRAFTS)
      .map((d) => ({ quoteId: d.quoteId, title: titleOf(d.title) })),
  };
  return { panel, headers };
}
