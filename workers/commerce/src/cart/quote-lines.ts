/**
 * An accepted quote's catalogue lines into the buyer's cart at the desk's agreed purchase prices
 * (POST /v2/cart/current/quotes/{quoteId}). Each quote item becomes a line of its own (quote_item_id in the line's
 * key, migration 0091) that keeps its agreed price through checkout into the order (cart/quote-order.ts); adding the
 * quote again adds nothing (one line per quote item and cart, whatever delivery it was moved to).
 */
import { stockholmToday } from "@shop/domain/delivery-date";
import { ORDERABLE_QUOTE_STATUS } from "@shop/domain/quote-status";
import { isQuoteExpired, isQuoteNotYetValid, quoteValidThrough } from "@shop/domain/quote-validity";
import { roundToOrderMultiple } from "@shop/domain/stock";
import type { QuoteToCartAnswer } from "@shop/contract/commerce/quotes";
import type { AccessClaims } from "../auth/jwt";
import { loadArticles } from "../catalogue/variants";
import { ApiError } from "../http/errors";
import { currentPurchasePrices } from "../quotes/agreed-prices";
import { quoteLines } from "../quotes/line-store";
import type { QuoteRow } from "../quotes/store";
import { articleRules } from "./line-rules";
import { linePurchaseReason } from "./lines";
import { deliveryGate, type DeliveryClock } from "./delivery-gate";
import { CART_LINE_LIMIT, ensureDelivery, newId, touch, type CartRow } from "./store";

const conflict = (message: string, code: string) => new ApiError(409, message, [{ path: "quoteId", code, message }]);

/** 409 unless the quote can go to this cart now: accepted, of the cart's customer, inside its validity window. */
export function assertQuoteOrderable(quote: QuoteRow, customerId: string | null, today = stockholmToday()) {
  if (quote.status !== ORDERABLE_QUOTE_STATUS)
    throw conflict("Bara en accepterad offert kan läggas i varukorgen.", "quote_not_accepted");
  if (quote.customer_id !== customerId)
    throw conflict(
      `Offerten gäller kund ${quote.customer_id}. Byt till den kunden för att lägga den i varukorgen.`,
      "quote_other_customer",
    );
  if (isQuoteExpired(quote.valid_from, quote.valid_for, today))
    throw conflict(
      `Offerten gällde till och med ${quoteValidThrough(quote.valid_from, quote.valid_for)} och kan inte längre beställas.`,
      "quote_expired",
    );
  if (isQuoteNotYetValid(quote.valid_from, today))
    throw conflict(
      `Offerten gäller från och med ${quote.valid_from} och kan inte beställas förrän dess.`,
      "quote_not_yet_valid",
    );
}

/** The delivery quote lines go to: the one asked for when it is open, else the user's default (delivery-gate.ts). */
async function deliveryFor(db: D1Database, claims: AccessClaims, requested: string | undefined, clock: DeliveryClock) {
  const gate = await deliveryGate(db, claims, clock);
  if (!requested) return gate.defaultMethod;
  const refusal = gate.refusalOf(requested);
  if (refusal === "delivery_method_closed")
    throw new ApiError(422, gate.reasonOf(requested), [
      { path: "deliveryId", code: refusal, message: gate.reasonOf(requested) },
    ]);
  if (refusal) throw new ApiError(400, `Leveranssättet ${requested} kan inte väljas.`);
  return requested;
}

export async function addQuoteToCart(
  db: D1Database,
  claims: AccessClaims,
  cart: CartRow,
  quote: QuoteRow,
  requestedDelivery: string | undefined,
  clock: DeliveryClock,
): Promise<QuoteToCartAnswer> {
  assertQuoteOrderable(quote, claims.customerId);
  const deliveryId = await deliveryFor(db, claims, requestedDelivery, clock);
  const { items, customItems } = await quoteLines(db, quote.id);
  const articles = await loadArticles(
    db,
    items.map((i) => i.article_number),
  );
  const byNumber = new Map(articles.map((a) => [a.article_number, a]));
  const rules = await articleRules(db, articles);
  // The one purchase rule of every add (cart/lines.ts): a store-only article may go to a pickup, not a home delivery.
  const refusalFor = (articleNumber: string) => linePurchaseReason(rules.purchasabilityOf(articleNumber), deliveryId);
  const skipped: QuoteToCartAnswer["skipped"] = customItems.map((c) => ({
    articleNumber: null,
    name: c.name,
    reason: "custom_item",
  }));
  const wanted: { quoteItemId: string; articleNumber: string; quantity: number; agreedOre: number | null }[] = [];
  for (const item of items) {
    const article = byNumber.get(item.article_number);
    if (!article) {
      skipped.push({ articleNumber: item.article_number, name: item.article_number, reason: "unknown_article" });
    } else if (refusalFor(item.article_number)) {
      skipped.push({
        articleNumber: item.article_number,
        name: article.name,
        reason: "not_purchasable_online",
        purchaseReason: refusalFor(item.article_number),
      });
    } else {
      const quantity = roundToOrderMultiple(item.quantity, rules.multipleOf(item.article_number, deliveryId));
      wanted.push({
        quoteItemId: item.id,
        articleNumber: item.article_number,
        quantity,
        // The desk's price; else the buyer's price when the line was quoted (issue #44), else today's below.
        agreedOre: item.agreed_price_ore ?? item.buyer_price_ore,
      });
    }
  }
  // Lines that reached `accepted` without the desk's price (older data) are charged what the desk would have set.
  const missing = wanted.filter((w) => w.agreedOre === null).map((w) => w.articleNumber);
  const current = missing.length ? await currentPurchasePrices(db, quote, missing) : new Map<string, number | null>();
  for (const w of wanted) w.agreedOre ??= current.get(w.articleNumber) ?? null;
  for (const w of wanted.filter((v) => v.agreedOre === null)) {
    skipped.push({
      articleNumber: w.articleNumber,
      name: byNumber.get(w.articleNumber)!.name,
      reason: "not_purchasable_online",
    });
  }
  const lines = wanted.filter((w) => w.agreedOre !== null);
  await insertQuoteLines(db, cart.id, quote.id, deliveryId, lines);
  const { results } = await db
    .prepare("SELECT article_number, quantity FROM cart_items WHERE cart_id = ? AND quote_id = ? ORDER BY rowid")
    .bind(cart.id, quote.id)
    .all<{ article_number: string; quantity: number }>();
  return { added: results.map((r) => ({ articleNumber: r.article_number, quantity: r.quantity })), skipped };
}

/** All or nothing: the quote's new lines must fit in the cart beside what it holds. */
async function insertQuoteLines(
  db: D1Database,
  cartId: string,
  quoteId: string,
  deliveryId: string,
  lines: readonly { quoteItemId: string; articleNumber: string; quantity: number; agreedOre: number | null }[],
) {
  const present = await db
    .prepare(
      `SELECT COUNT(*) AS n, SUM(quote_item_id IN (SELECT value FROM json_each(?2))) AS mine
       FROM cart_items WHERE cart_id = ?1`,
    )
    .bind(cartId, JSON.stringify(lines.map((l) => l.quoteItemId)))
    .first<{ n: number; mine: number | null }>();
  const newLines = lines.length - (present?.mine ?? 0);
  if (newLines === 0) return;
  if ((present?.n ?? 0) + newLines > CART_LINE_LIMIT)
    throw conflict(
      `Varukorgen rymmer högst ${CART_LINE_LIMIT} rader; offertens ${newLines} nya rader får inte plats.`,
      "cart_full",
    );
  await db.batch([
    ensureDelivery(db, cartId, deliveryId),
    ...lines.map((l) =>
      db
        .prepare(
          `INSERT INTO cart_items (id, cart_id, delivery_id, article_number, label, quantity, quote_id, quote_item_id,
             quoted_price_ore)
           VALUES (?, ?, ?, ?, '', ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
        )
        .bind(newId("ci"), cartId, deliveryId, l.articleNumber, l.quantity, quoteId, l.quoteItemId, l.agreedOre),
    ),
    touch(db, cartId),
  ]);
}
