/** My quotes: the filters of the address, one page of the list, and each row as the table shows it. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { QUOTE_STATUSES } from "@shop/domain/quote-status";
import { formatDate } from "@shop/domain/format";
import { serverT } from "~/platform/i18n/catalogue.server";
import { loadOrFail, requireCommerce } from "~/platform/routing/signed-in.server";
import { listQuotes, QUOTE_PAGE_SIZE, type QuoteFilters } from "./quotes-client.server";
import { quoteRights } from "./quote-access.server";
import { validUntilText } from "./quote-view.server";

const filterSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  status: z.enum(QUOTE_STATUSES).optional().catch(undefined),
  sida: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** Only the list's own filters (status, q, page); anything unknown or malformed is dropped. */
export function quoteFiltersFrom(url: URL): QuoteFilters {
  const raw = Object.fromEntries(url.searchParams);
  const parsed = filterSchema.parse({
    q: raw.q || undefined,
    status: raw.status || undefined,
    sida: raw.sida || undefined,
  });
  return { q: parsed.q || undefined, status: parsed.status, page: parsed.sida };
}

export async function loadQuoteList(request: Request, context: AppLoadContext) {
  const commerce = await requireCommerce(request, context);
  const filters = quoteFiltersFrom(new URL(request.url));
  const list = await loadOrFail(request, context, () => listQuotes(commerce.transport, filters));
  return {
    title: serverT("quote-pages.title"),
    filters,
    total: list.total,
    pages: Math.max(1, Math.ceil(list.total / QUOTE_PAGE_SIZE)),
    canCreate: quoteRights(commerce).canEdit,
    quotes: list.data.map((quote) => ({
      quoteId: quote.quoteId,
      title: quote.title,
      receiver: quote.receiver.name ?? "",
      status: quote.status,
      createdAt: formatDate(quote.createdAt),
      validUntil: validUntilText(quote.validFrom, quote.validFor),
    })),
  };
}
