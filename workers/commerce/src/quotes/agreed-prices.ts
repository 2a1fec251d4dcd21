/**
 * What a quote's customer pays per catalogue article: recorded on each line when it is put on the quote (its
 * buyer_price_ore, where the desk's agreed price starts, issue #44), and today's price for lines from before that.
 */
import type { AccessClaims } from "../auth/jwt";
import { catalogueContext } from "../catalogue/context";
import { priceArticles } from "../catalogue/prices";
import { loadArticles } from "../catalogue/variants";

/** Whose quote it is (quotes/store.ts QuoteRow has these): the customer it is priced for and its owner. */
export interface QuoteOwner {
  user_id: string;
  customer_id: string;
}

/**
 * The quote customer's context as a viewer with every right: the desk and the cart price for him, not the caller.
 * `projectId` is the project the buyer priced the quote in, when known (a quote itself has none).
 */
export function customerViewer(quote: QuoteOwner, projectId: string | null = null): AccessClaims {
  return {
    sub: quote.user_id,
    userId: quote.user_id,
    sid: "",
    iat: 0,
    exp: 0,
    roles: [],
    customerPermissions: [],
    customerId: quote.customer_id,
    projectId,
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
  quote: QuoteOwner,
  articleNumbers: readonly string[],
  projectId: string | null = null,
): Promise<Map<string, number | null>> {
  if (articleNumbers.length === 0) return new Map();
  const articles = await loadArticles(db, [...new Set(articleNumbers)]);
  const viewer = customerViewer(quote, projectId);
  const ctx = { ...(await catalogueContext(db, viewer)), noPrices: false, noDiscounts: false };
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
