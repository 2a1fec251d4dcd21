/**
 * A quote's lines from the cart to the order: the agreed price is the line's price in the cart answers and the
 * order line's unit price, only while the quote may still be ordered; ordering completes the quote (actor order).
 *
 * A quote is consumed once. The checks here run before the order batch and answer the caller a 409; the batch
 * itself writes the order only while every quote of it is still accepted (or was completed by this same checkout,
 * whose other delivery holds the rest of its lines) and every quote item's quantity, summed over all orders, stays
 * within the quote (quotesStillOrderable). Ordering completes the quote in that batch, so of parallel checkouts of
 * one quote from several carts exactly one writes its order.
 */
import { stockholmToday } from "@shop/domain/delivery-date";
import { oreToSek, vatOf, VAT_RATE_PERCENT, withVat } from "@shop/domain/money";
import { canTransition } from "@shop/domain/quote-status";
import { isQuoteExpired, isQuoteNotYetValid, quoteValidThrough } from "@shop/domain/quote-validity";
import { roundToOrderMultiple } from "@shop/domain/stock";
import type { AccessClaims } from "../auth/jwt";
import { loadArticles } from "../catalogue/variants";
import type { PriceWire } from "../catalogue/wire";
import { ApiError } from "../http/errors";
import type { QuoteRow } from "../quotes/store";
import { articleRules } from "./line-rules";
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

/** Why a checkout's quote lines cannot be ordered at their agreed prices; `code` is the 409's issue code. */
export interface QuoteProblem {
  code: "quote_not_orderable" | "quote_expired" | "quote_not_yet_valid" | "quote_quantity_exceeded";
  message: string;
}

/** What the order batch holds a quote item's line to: its quantity now and the most all orders may have of it. */
export interface QuoteLineLimit {
  item: string;
  q: number;
  max: number;
}

/** The 409 a checkout gets for a quote it may not order (the service's error shape; the cart is left as it was). */
export function quoteConflict(problem: QuoteProblem): ApiError {
  return new ApiError(409, problem.message, [{ path: "quoteId", code: problem.code, message: problem.message }]);
}

/** True for quoteConflict's errors. */
export function isQuoteConflict(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    (error.issues as { path?: string }[]).some((i) => i.path === "quoteId")
  );
}

/**
 * Whether these quote lines can be ordered at their agreed prices now, and the limits the order batch holds them to.
 * A quote this checkout already completed (its lines split over two deliveries) still counts as accepted for the
 * checkout's other deliveries. A quote item's limit is the quoted quantity rounded up to the article's order
 * multiple for the line's delivery, as the cart allows it (cart/line-updates.ts).
 */
export async function checkQuoteLines(
  db: D1Database,
  claims: AccessClaims,
  lines: readonly CartItemRow[],
  checkoutScope: string,
): Promise<{ problem: QuoteProblem | null; quoteIds: string[]; limits: QuoteLineLimit[] }> {
  const quoteLines = lines.filter((l) => l.quote_id);
  const quoteIds = [...new Set(quoteLines.map((l) => l.quote_id!))];
  if (quoteIds.length === 0) return { problem: null, quoteIds, limits: [] };
  const [quotes, items] = await db.batch([
    db
      .prepare(
        `SELECT q.*, EXISTS (SELECT 1 FROM order_items oi JOIN orders o ON o.id = oi.order_id
                             WHERE oi.quote_id = q.id AND o.checkout_key = ?2) AS ordered_now
         FROM quotes q WHERE q.deleted = 0 AND q.id IN (SELECT value FROM json_each(?1))`,
      )
      .bind(JSON.stringify(quoteIds), checkoutScope),
    db
      .prepare(
        `SELECT qi.id, qi.quote_id, qi.quantity,
           (SELECT COALESCE(SUM(oi.quantity), 0) FROM order_items oi WHERE oi.quote_item_id = qi.id) AS ordered
         FROM quote_items qi WHERE qi.id IN (SELECT value FROM json_each(?1))`,
      )
      .bind(JSON.stringify(quoteLines.map((l) => l.quote_item_id))),
  ]);
  const byId = new Map((quotes.results as unknown as (QuoteRow & { ordered_now: number })[]).map((q) => [q.id, q]));
  const itemById = new Map(
    (items.results as unknown as { id: string; quote_id: string; quantity: number; ordered: number }[]).map((i) => [
      i.id,
      i,
    ]),
  );
  const today = stockholmToday();
  const notOrderable = (id: string): QuoteProblem => ({
    code: "quote_not_orderable",
    message: `Offerten ${id} kan inte längre beställas till offertpris. Ta bort offertens rader ur varukorgen.`,
  });
  const problemOf = (id: string): QuoteProblem | null => {
    const quote = byId.get(id);
    const orderable = quote && (canTransition(quote.status, "completed", "order") || quote.ordered_now === 1);
    if (!quote || !orderable || quote.customer_id !== claims.customerId) return notOrderable(id);
    if (isQuoteExpired(quote.valid_from, quote.valid_for, today))
      return {
        code: "quote_expired",
        message: `Offerten ${id} gällde till och med ${quoteValidThrough(quote.valid_from, quote.valid_for)}. Ta bort offertens rader ur varukorgen.`,
      };
    if (isQuoteNotYetValid(quote.valid_from, today))
      return {
        code: "quote_not_yet_valid",
        message: `Offerten ${id} gäller från och med ${quote.valid_from}. Ta bort offertens rader ur varukorgen eller vänta till dess.`,
      };
    return null;
  };
  for (const id of quoteIds) {
    const problem = problemOf(id);
    if (problem) return { problem, quoteIds, limits: [] };
  }
  const rules = await articleRules(
    db,
    await loadArticles(
      db,
      quoteLines.map((l) => l.article_number),
    ),
  );
  const limits: QuoteLineLimit[] = [];
  for (const line of quoteLines) {
    const item = itemById.get(line.quote_item_id);
    if (!item || item.quote_id !== line.quote_id)
      return { problem: notOrderable(line.quote_id!), quoteIds, limits: [] };
    const max = roundToOrderMultiple(item.quantity, rules.multipleOf(line.article_number, line.delivery_id));
    if (item.ordered + line.quantity > max)
      return {
        problem: {
          code: "quote_quantity_exceeded",
          message: `Offertpriset för ${line.article_number} gäller för högst ${max} enligt offerten ${line.quote_id}${item.ordered ? ` (${item.ordered} redan beställda)` : ""}. Ändra antalet i varukorgen.`,
        },
        quoteIds,
        limits: [],
      };
    limits.push({ item: line.quote_item_id, q: line.quantity, max });
  }
  return { problem: null, quoteIds, limits };
}

/**
 * The order INSERT's condition that makes the batch the one place a quote is consumed: every quote of the order still
 * accepted (or completed by this checkout's own earlier delivery) and every quote line within its limit counting
 * what all orders already hold. The placeholders name the JSON of quote ids, of QuoteLineLimits and the checkout key.
 */
export function quotesStillOrderable(quoteIds: string, limits: string, checkoutKey: string): string {
  return `(SELECT COUNT(*) FROM quotes q WHERE q.deleted = 0 AND q.id IN (SELECT value FROM json_each(${quoteIds}))
            AND (q.status = 'accepted' OR (q.status = 'completed' AND EXISTS (
              SELECT 1 FROM order_items oi JOIN orders o ON o.id = oi.order_id
              WHERE oi.quote_id = q.id AND o.checkout_key = ${checkoutKey})))) = json_array_length(${quoteIds})
          AND NOT EXISTS (SELECT 1 FROM json_each(${limits}) l
            WHERE json_extract(l.value, '$.q') + (SELECT COALESCE(SUM(oi.quantity), 0) FROM order_items oi
                                                   WHERE oi.quote_item_id = json_extract(l.value, '$.item'))
                  > json_extract(l.value, '$.max'))`;
}

/**
 * Before a checkout orders anything: 409 when a quote on the lines of the deliveries it orders cannot be ordered, so a
 * quote problem refuses the whole checkout whichever delivery holds the quote's lines.
 */
export async function refuseUnorderableQuotes(
  db: D1Database,
  claims: AccessClaims,
  cartId: string,
  deliveryIds: readonly string[],
  checkoutScope: string,
) {
  const { results } = await db
    .prepare(
      `SELECT * FROM cart_items WHERE cart_id = ?1 AND quote_id IS NOT NULL
         AND delivery_id IN (SELECT value FROM json_each(?2))`,
    )
    .bind(cartId, JSON.stringify(deliveryIds))
    .all<CartItemRow>();
  const { problem } = await checkQuoteLines(db, claims, results, checkoutScope);
  if (problem) throw quoteConflict(problem);
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
