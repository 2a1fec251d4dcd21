/** A quote as the quote page shows it: amounts as text, left out for a viewer without price rights. */
import { formatDate, formatPrice } from "@shop/domain/format";
import { sekToOre } from "@shop/domain/money";
import { fileSizeText, quoteValidUntil } from "@shop/domain/quote-terms";
import type { Quote } from "./quotes-client.server";
import type { quoteRights } from "./quote-access.server";
import type { ListedArticles } from "~/features/products/index.server";

/** The validity's last day; empty for a validity the service should never send (no 500 for a page that reads). */
export function validUntilText(validFrom: string, validFor: number): string {
  try {
    return quoteValidUntil(validFrom, validFor);
  } catch {
    return "";
  }
}

/** "1 234,50 kr", or null where the amount is hidden (the service sends null too; this is the second lock). */
const moneyText = (show: boolean, sek: number | null) => (show && sek !== null ? formatPrice(sekToOre(sek)) : null);
/** The amount as the price field shows it: "125,50". */
const priceInput = (show: boolean, sek: number | null) =>
  show && sek !== null ? (sekToOre(sek) / 100).toFixed(2).replace(".", ",") : "";

/** `articles`: what replaces a discontinued article (the page says so; nothing to switch in a quote). */
export function quoteView(quote: Quote, rights: ReturnType<typeof quoteRights>, articles: ListedArticles = {}) {
  const show = rights.showPrices;
  return {
    quoteId: quote.quoteId,
    title: quote.title,
    status: quote.status,
    ownerName: quote.ownerName,
    createdAt: formatDate(quote.createdAt),
    validFrom: quote.validFrom,
    validFor: quote.validFor,
    validUntil: validUntilText(quote.validFrom, quote.validFor),
    priceType: quote.priceType,
    mergeArticles: quote.mergeArticles,
    showDiscounts: quote.showDiscounts,
    finalMessage: quote.finalMessage,
    deskMessage: quote.deskMessage,
    sender: quote.sender,
    receiver: quote.receiver,
    total: moneyText(show, quote.total),
    items: quote.items.map((item) => ({
      quoteItemId: item.quoteItemId,
      articleNumber: item.articleNumber,
      name: item.name ?? "",
      quantity: item.quantity,
      unit: item.unit,
      price: moneyText(show, item.price),
      ownPrice: item.priceOverridden ? priceInput(show, item.price) : "",
      priceOverridden: item.priceOverridden,
      discountPercentage: rights.showDiscounts ? item.discountPercentage : null,
      lineTotal: moneyText(show, item.lineTotal),
      agreedPrice: moneyText(show, item.agreedPrice),
      notice: articles[item.articleNumber]?.notice ?? null,
    })),
    customItems: quote.customItems.map((item) => ({
      customItemId: item.customItemId,
      name: item.name,
      quantity: item.quantity,
      unit: item.unit,
      price: moneyText(show, item.price),
      priceInput: priceInput(show, item.price),
      lineTotal: moneyText(show, item.lineTotal),
    })),
    attachments: quote.attachments.map((a) => ({
      attachmentId: a.attachmentId,
      fileName: a.fileName,
      size: fileSizeText(a.size),
    })),
  };
}

export type QuoteView = ReturnType<typeof quoteView>;
