/**
 * Adding lines to a cart. The quantity is rounded up to the order multiple here, in TypeScript,
 * with the domain rule; the upsert then only adds a rounded amount to a rounded line, so it stays
 * ONE statement and 50 concurrent adds to one cart cannot lose an update (D1 runs a batch as a
 * transaction, one statement at a time per database).
 */
import { PICKUP_DELIVERY_METHODS } from "@shop/domain/delivery-options";
import { purchaseRefusal, type NotPurchasableReason, type Purchasability } from "@shop/domain/purchase-constraints";
import { roundToOrderMultiple } from "@shop/domain/stock";
import type { AccessClaims } from "../auth/jwt";
import { catalogueContext, inAssortment, type CatalogueContext } from "../catalogue/context";
import { loadArticles, type ArticleRow } from "../catalogue/variants";
import { articleRuleInputs, articleRules } from "./line-rules";
import { deliveryGate, type DeliveryClock, type DeliveryGate } from "./delivery-gate";
import {
  CART_LINE_LIMIT,
  cartContentReads,
  cartContentsOf,
  ensureDelivery,
  itemView,
  newId,
  touch,
  type CartItemRow,
  type ItemError,
} from "./store";
// The refusal codes and the line answer are the wire contract's (contract/commerce/cart.ts), one list for both sides.
import type { AddedLine, LineRefusal } from "@shop/contract/commerce/cart";

export interface AddItem {
  articleNumber: string;
  quantity: number;
  /** Absent: the buyer's default delivery (cart/delivery-gate.ts defaultMethod). */
  deliveryId?: string;
  label?: string | null;
}

type ResolvedItem = AddItem & { deliveryId: string };

export interface AddOptions {
  /** File import: refuse the whole set when the new lines would not fit. */
  allOrNothing?: boolean;
  limit?: number;
  /**
   * Kept for callers that still send it (the product page's add). Both rules hold on every add without it: an article
   * outside the buyer's assortment is unknown, and the purchase rule refuses a line that cannot be bought the way its
   * delivery goes; quick order, file import and lists add through the same rules as the product page.
   */
  purchasableOnly?: boolean;
  /** The request's clock (c.get("clock")): an express method outside its hours is refused. */
  clock: DeliveryClock;
  /** Read the cart's contents after the write, in the same batch (`contents`): the priced answer's lines (withCart). */
  readCart?: boolean;
}

const REASON_TEXT: Record<NotPurchasableReason, string> = {
  ONLY_STORE: "it is sold in stores only",
  NOT_STOCKED_AT_STORE: "the chosen store does not stock it",
  DISCONTINUED_OUT_OF_STOCK: "it is discontinued and out of stock",
};

type Refused = ResolvedItem & { purchaseReason?: NotPurchasableReason | null };

const ERROR_OF: Record<LineRefusal, (item: Refused, limit: number, gate: DeliveryGate) => ItemError> = {
  unknown_article: (i) => ({
    id: i.articleNumber,
    code: "ARTICLE_NOT_FOUND",
    message: `Article ${i.articleNumber} does not exist`,
  }),
  not_purchasable_online: (i) => ({
    id: i.articleNumber,
    code: "NOT_PURCHASABLE_ONLINE",
    message: `Article ${i.articleNumber} cannot be delivered by ${i.deliveryId}: ${REASON_TEXT[i.purchaseReason ?? "ONLY_STORE"]}`,
    ...(i.purchaseReason ? { reason: i.purchaseReason } : {}),
  }),
  delivery_method_invalid: (i) => ({
    id: i.articleNumber,
    code: "DELIVERY_NOT_ALLOWED",
    message: `Delivery method ${i.deliveryId} is not available to this user`,
  }),
  delivery_method_closed: (i, _limit, gate) => ({
    id: i.articleNumber,
    code: "DELIVERY_CLOSED",
    message: gate.reasonOf(i.deliveryId),
  }),
  cart_full: (i, limit) => ({
    id: i.articleNumber,
    code: "CART_LIMIT",
    message: `The cart holds at most ${limit} lines`,
  }),
};

/** Why the purchase rule refuses a line for its delivery: a pickup's store is chosen only at checkout. */
export function linePurchaseReason(p: Purchasability | null, deliveryId: string): NotPurchasableReason | null {
  if (!p) return null;
  const pickup = PICKUP_DELIVERY_METHODS.has(deliveryId);
  return purchaseRefusal(p, pickup ? "store" : "online", { storeChosen: false });
}

/** `ctx` is the buyer's catalogue: an article outside its assortment is unknown, as the catalogue answers it. */
function refusalOf(ctx: CatalogueContext, articles: ReadonlyMap<string, ArticleRow>, gate: DeliveryGate) {
  return (item: ResolvedItem, purchaseReason: NotPurchasableReason | null): LineRefusal | null => {
    const article = articles.get(item.articleNumber);
    if (!article || !inAssortment(ctx, article.category_l2)) return "unknown_article";
    const delivery = gate.refusalOf(item.deliveryId);
    if (delivery) return delivery;
    if (purchaseReason) return "not_purchasable_online";
    return null;
  };
}

/**
 * Adds the rounded quantity to the ordinary line (article, delivery, label), creating it if the cart has room. A
 * quote's line of the same article is another line (cart/quote-lines.ts): its agreed price never mixes with this one.
 */
function upsertLine(
  db: D1Database,
  cartId: string,
  item: { articleNumber: string; deliveryId: string; label: string; quantity: number },
  limit: number,
) {
  return db
    .prepare(
      `INSERT INTO cart_items (id, cart_id, delivery_id, article_number, label, quantity)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6
       WHERE (SELECT COUNT(*) FROM cart_items WHERE cart_id = ?2) < ?7
          OR EXISTS (SELECT 1 FROM cart_items WHERE cart_id = ?2 AND delivery_id = ?3 AND article_number = ?4 AND label = ?5
                     AND quote_item_id = '')
       ON CONFLICT (cart_id, delivery_id, article_number, label, quote_item_id)
       DO UPDATE SET quantity = cart_items.quantity + excluded.quantity
       RETURNING *`,
    )
    .bind(newId("ci"), cartId, item.deliveryId, item.articleNumber, item.label, item.quantity, limit);
}

async function wouldOverflow(
  db: D1Database,
  cartId: string,
  items: readonly (ResolvedItem & { label: string })[],
  limit: number,
) {
  const { results } = await db
    .prepare("SELECT delivery_id, article_number, label, quote_item_id FROM cart_items WHERE cart_id = ?")
    .bind(cartId)
    .all<{ delivery_id: string; article_number: string; label: string; quote_item_id: string }>();
  const keys = new Set(results.map((r) => `${r.delivery_id}|${r.article_number}|${r.label}|${r.quote_item_id}`));
  for (const v of items) keys.add(`${v.deliveryId}|${v.articleNumber}|${v.label}|`);
  return keys.size > limit ? keys.size : 0;
}

/**
 * Adds items in one transaction and answers per requested line (`lines`, in request order) beside
 * the added cart items and the errors by id. Unknown articles and delivery methods the user may not
 * use are refused; items the cart has no room for get cart_full.
 *
 * Every read runs side by side, so the add costs one D1 round trip before its write batch. `cart` may still be
 * opening (routes/cart.ts: the buyer's current cart is found or created meanwhile); only the write needs its id.
 */
export async function addItems(
  db: D1Database,
  claims: AccessClaims,
  cart: string | Promise<string>,
  requested: readonly AddItem[],
  options: AddOptions,
) {
  const limit = options.limit ?? CART_LINE_LIMIT;
  const numbers = requested.map((i) => i.articleNumber);
  const [cartId, loaded, gate, ruleInputs, ctx] = await Promise.all([
    cart,
    loadArticles(db, numbers),
    deliveryGate(db, claims, options.clock),
    articleRuleInputs(db, numbers),
    // On every add, not only where the caller asks: a quick order row or a file line obeys the product page's rules.
    catalogueContext(db, claims),
  ]);
  const items = requested.map((i) => ({ ...i, deliveryId: i.deliveryId ?? gate.defaultMethod }));
  const byNumber = new Map(loaded.map((a) => [a.article_number, a]));
  const refuse = refusalOf(ctx, byNumber, gate);
  const rules = await articleRules(db, loaded, ruleInputs);
  const lines: AddedLine[] = items.map((item) => {
    const article = byNumber.get(item.articleNumber);
    const orderMultiple = rules.multipleOf(item.articleNumber, item.deliveryId);
    const reason = linePurchaseReason(rules.purchasabilityOf(item.articleNumber), item.deliveryId);
    const refusal = refuse(item, reason);
    return {
      articleNumber: item.articleNumber,
      deliveryId: item.deliveryId,
      name: article?.name ?? null,
      salesUnit: article?.unit ?? null,
      requestedQuantity: item.quantity,
      quantity: roundToOrderMultiple(item.quantity, orderMultiple),
      orderMultiple,
      cartItemId: null,
      refusal,
      purchaseReason: refusal === "not_purchasable_online" ? reason : null,
    };
  });
  const errors: ItemError[] = lines.flatMap((l, i) =>
    l.refusal ? [ERROR_OF[l.refusal]({ ...items[i], purchaseReason: l.purchaseReason }, limit, gate)] : [],
  );
  const valid = items.flatMap((item, i) =>
    lines[i].refusal ? [] : [{ ...item, index: i, quantity: lines[i].quantity, label: item.label?.trim() ?? "" }],
  );
  if (valid.length === 0) return { cartItems: [], errors, lines };
  const overflow = options.allOrNothing ? await wouldOverflow(db, cartId, valid, limit) : 0;
  if (overflow) {
    for (const v of valid) lines[v.index].refusal = "cart_full";
    return {
      cartItems: [],
      errors: [
        ...errors,
        {
          id: "CART_LIMIT",
          code: "CART_LIMIT",
          message: `The cart would have ${overflow} lines; at most ${limit} are allowed`,
        },
      ],
      lines,
    };
  }
  const deliveries = [...new Set(valid.map((v) => v.deliveryId))];
  const statements = [
    ...deliveries.map((d) => ensureDelivery(db, cartId, d)),
    ...valid.map((v) => upsertLine(db, cartId, v, limit)),
    touch(db, cartId),
    ...(options.readCart ? cartContentReads(db, cartId) : []),
  ];
  const results = await db.batch<CartItemRow>(statements);
  const [itemsRead, deliveriesRead] = options.readCart ? results.slice(-2) : [];
  const cartItems: ReturnType<typeof itemView>[] = [];
  valid.forEach((v, i) => {
    const row = results[deliveries.length + i].results[0];
    if (row) {
      cartItems.push(itemView(row));
      lines[v.index].cartItemId = row.id;
    } else {
      lines[v.index].refusal = "cart_full";
      errors.push(ERROR_OF.cart_full(v, limit, gate));
    }
  });
  const contents = itemsRead && deliveriesRead ? cartContentsOf(itemsRead, deliveriesRead) : undefined;
  return { cartItems, errors, lines, contents };
}
