/**
 * A quote's lines from the cart to the order: the agreed price is the line's price in the cart answers and the
 * order line's unit price, only while the quote may still be ordered; ordering completes the quote (actor order).
 */
import { stockholmToday } from "@shop/domain/delivery-date";
import { oreToSek, vatOf, VAT_RATE_PERCENT, withVat } from "@shop/domain/money";
import { canTransition } from "@shop/domain/quote-status";
import { isQuoteExpired, quoteValidThrough } from "@shop/domain/quote-validity";
import type { AccessClaims } from "../auth/jwt";
import type { PriceWire } from "../catalogue/wire";
import type { QuoteRow } from "../quotes/store";
import type { CartItemRow } from "./store";

/**
 * The price of a quote's cart line: the agreed unit price all in (no metal surcharge on top, no discounts: the desk
 * agreed on what the buyer pays). The list price stays for comparison.
 */
export function quotedPriceWire(
  catalogue: PriceWire | null,
  ore: number,
  quantity: number,
  unit: string,
  completeOrderPrice: boolean,
): PriceWire {
  return {
    priceType: catalogue?.priceType ?? "NET",
    askForPrice: false,
    currency: "SEK",
    vatPercentage: VAT_RATE_PERCENT,
    netPrice: oreToSek(ore),
    alloyingPrice: 0,
    netPriceIncludingVat: oreToSek(withVat(ore)),
    salesPrice: catalogue?.salesPrice ?? null,
    salesPriceUnit: catalogue?.salesPriceUnit ?? unit,
    salesPriceIncludingVat: catalogue?.salesPriceIncludingVat ?? null,
    discountAmount: null,
    discountPercentage: null,
    discounts: null,
    preCampaignPrice: null,
    hasBracketPrices: false,
    orderPrice: completeOrderPrice
      ? {
          quantity,
          net: oreToSek(ore * quantity),
          alloying: 0,
          vat: oreToSek(vatOf(ore * quantity)),
          totalIncludingVat: oreToSek(withVat(ore * quantity)),
        }
      : null,
  };
}

/**
 * Why a delivery's quote lines cannot be ordered at their agreed prices, or null. A quote this checkout already
 * completed (its lines split over two deliveries) still counts as accepted for the checkout's other deliveries.
 */
export async function quoteLinesProblem(
  db: D1Database,
  claims: AccessClaims,
  lines: readonly CartItemRow[],
  checkoutScope: string,
): Promise<string | null> {
  const ids = [...new Set(lines.flatMap((l) => (l.quote_id ? [l.quote_id] : [])))];
  if (ids.length === 0) return null;
  const { results } = await db
    .prepare(
      `SELECT q.*, EXISTS (SELECT 1 FROM order_items oi JOIN orders o ON o.id = oi.order_id
                           WHERE oi.quote_id = q.id AND o.checkout_key = ?2) AS ordered_now
       FROM quotes q WHERE q.deleted = 0 AND q.id IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(ids), checkoutScope)
    .all<QuoteRow & { ordered_now: number }>();
  const byId = new Map(results.map((q) => [q.id, q]));
  const today = stockholmToday();
  for (const id of ids) {
    const quote = byId.get(id);
    const orderable = quote && (canTransition(quote.status, "completed", "order") || quote.ordered_now === 1);
    if (!quote || !orderable || quote.customer_id !== claims.customerId)
      return `Offerten ${id} kan inte längre beställas till offertpris. Ta bort offertens rader ur varukorgen.`;
    if (isQuoteExpired(quote.valid_from, quote.valid_for, today))
      return `Offerten ${id} gällde till och med ${quoteValidThrough(quote.valid_from, quote.valid_for)}. Ta bort offertens rader ur varukorgen.`;
  }
  return null;
}

/** Within the order's batch: its quotes move accepted -> completed once the order exists. */
export function completeOrderedQuotes(db: D1Database, tempOrderId: string, quoteIds: readonly string[]) {
  return db
    .prepare(
      `UPDATE quotes SET status = 'completed', updated_at = ?3
       WHERE status = 'accepted' AND id IN (SELECT value FROM json_each(?2))
         AND EXISTS (SELECT 1 FROM orders WHERE temp_order_id = ?1)`,
    )
    .bind(tempOrderId, JSON.stringify(quoteIds), new Date().toISOString());
}
