/** The quote page's data: the quote, what the viewer may do with it, and the statuses he can move it to. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { buyerNextStatuses, isEditable, ORDERABLE_QUOTE_STATUS } from "@shop/domain/quote-status";
import { serverT } from "~/platform/i18n/catalogue.server";
import { loadOrFail, requireCommerce } from "~/platform/routing/signed-in.server";
import { getQuote } from "./quotes-client.server";
import { quoteIdOf, quoteRights } from "./quote-access.server";
import { quoteView } from "./quote-view.server";
import { listedArticles, replacementFacts } from "~/features/products/index.server";

export async function loadQuotePage(request: Request, context: AppLoadContext, params: { id?: string }) {
  const commerce = await requireCommerce(request, context);
  const { quote, articles } = await loadOrFail(request, context, async () => {
    const quote = await getQuote(commerce.transport, quoteIdOf(params));
    const facts = await replacementFacts(
      commerce.transport,
      quote.items.map((i) => i.articleNumber),
    );
    return { quote, articles: listedArticles(facts) };
  });
  const rights = quoteRights(commerce);
  const view = quoteView(quote, rights, articles);
  return {
    title: quote.title || serverT("quote-pages.list.untitled", { id: quote.quoteId.slice(0, 10) }),
    quote: view,
    rights,
    editable: rights.canEdit && isEditable(quote.status),
    nextStatuses: rights.canEdit ? buyerNextStatuses(quote.status) : [],
    orderable: rights.canOrder && quote.status === ORDERABLE_QUOTE_STATUS,
    hasOffer: view.items.some((item) => item.agreedPrice !== null),
  };
}

export type QuotePageData = Awaited<ReturnType<typeof loadQuotePage>>;
