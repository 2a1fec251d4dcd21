/**
 * What a quote's customer pays today per catalogue article: the default of the desk's agreed purchase price
 * (routes/quote-desk.ts) and of a quote line that reached `accepted` without one (demo data from before the desk).
 */
import type { AccessClaims } from "../auth/jwt";
import { catalogueContext } from "../catalogue/context";
import { priceArticles } from "../catalogue/prices";
import { loadArticles } from "../catalogue/variants";
import type { QuoteRow } from "./store";

/** The quote customer's context as a viewer with every right: the desk and the cart price for him, not the caller. */
export function customerViewer(quote: QuoteRow): AccessClaims {
  return {
    sub: quote.user_id,
    userId: quote.user_id,
    sid: "",
    iat: 0,
    exp: 0,
    roles: [],
    customerPermissions: [],
    customerId: quote.customer_id,
    projectId: null,
    mode: "NORMAL",
    av: 0,
  };
}

/**
 * The customer's current unit price (net price plus metal surcharge, as an order charges it) in öre, per article
 * number; null for an ask-for-price article, absent for an unknown one.
 */
export async function currentPurchasePrices(
  db: D1Database,
  quote: QuoteRow,
  articleNumbers: readonly string[],
): Promise<Map<string, number | null>> {
  const articles = await loadArticles(db, [...new Set(articleNumbers)]);
  const ctx = { ...(await catalogueContext(db, customerViewer(quote))), noPrices: false, noDiscounts: false };
  const prices = await priceArticles(db, ctx, articles);
  const result = new Map<string, number | null>();
  for (const a of articles) {
    const price = prices.get(a.article_number);
    result.set(
      a.article_number,
      price?.netPriceOre == null || price.askForPrice ? null : price.netPriceOre + price.alloyingPriceOre,
    );
  }
  return result;
}
