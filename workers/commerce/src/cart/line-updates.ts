/**
 * Changing cart lines: a new absolute quantity (rounded with the domain rule), another delivery or
 * label. Each change is a few statements in one batch, so a concurrent add cannot be lost.
 */
import { roundToOrderMultiple } from "@shop/domain/stock";
import type { AccessClaims } from "../auth/jwt";
import { loadArticles } from "../catalogue/variants";
import { articleRules } from "./line-rules";
import { deliveryGate, type DeliveryClock } from "./delivery-gate";
import { ensureDelivery, itemView, touch, type CartItemRow, type ItemError } from "./store";

export interface UpdateItem {
  cartItemId: string;
  quantity?: number;
  deliveryId?: string;
  label?: string | null;
}

/** The code the single-line route answers with 409 (routes/cart.ts); shown to the buyer as it stands. */
export const QUOTE_QUANTITY_EXCEEDED = "QUOTE_QUANTITY_EXCEEDED";

function quoteQuantityExceeded(id: string, max: number): ItemError {
  return {
    id,
    code: QUOTE_QUANTITY_EXCEEDED,
    message: `Offertpriset gäller för högst ${max} enligt offerten. Lägg till fler som en vanlig rad.`,
  };
}

/**
 * Sets a line's absolute quantity, or moves it to another delivery or label. Moving onto an existing
 * line merges the two (one line per article, delivery and label; a quote's line only ever with itself). A quote's
 * line may go down, and up to the quoted quantity; more is refused (QUOTE_QUANTITY_EXCEEDED).
 */
export async function updateItems(
  db: D1Database,
  claims: AccessClaims,
  cartId: string,
  updates: readonly UpdateItem[],
  clock: DeliveryClock,
) {
  const errors: ItemError[] = [];
  const ids = updates.map((u) => u.cartItemId);
  // A quote's line carries the quoted quantity: its agreed price holds up to that (rounded to the order multiple).
  const { results: rows } = await db
    .prepare(
      `SELECT c.*, q.quantity AS quoted_quantity FROM cart_items c LEFT JOIN quote_items q ON q.id = c.quote_item_id
       WHERE c.cart_id = ? AND c.id IN (SELECT value FROM json_each(?))`,
    )
    .bind(cartId, JSON.stringify(ids))
    .all<CartItemRow & { quoted_quantity: number | null }>();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const [rules, gate] = await Promise.all([
    loadArticles(
      db,
      rows.map((r) => r.article_number),
    ).then((a) => articleRules(db, a)),
    deliveryGate(db, claims, clock),
  ]);
  const statements: D1PreparedStatement[] = [];
  const answerFor: { id: string; index: number; targetKey?: string }[] = [];
  for (const u of updates) {
    const row = byId.get(u.cartItemId);
    if (!row) {
      errors.push({ id: u.cartItemId, code: "ITEM_NOT_FOUND", message: "No such line in this cart" });
      continue;
    }
    const deliveryId = u.deliveryId ?? row.delivery_id;
    // A line may stay on a method that has closed since (the cart moves it when read); it may not move onto one.
    const refusal = gate.refusalOf(deliveryId);
    if (refusal === "delivery_method_invalid" || (refusal && deliveryId !== row.delivery_id)) {
      errors.push({
        id: u.cartItemId,
        code: refusal === "delivery_method_closed" ? "DELIVERY_CLOSED" : "DELIVERY_NOT_ALLOWED",
        message:
          refusal === "delivery_method_closed"
            ? gate.reasonOf(deliveryId)
            : `Delivery method ${deliveryId} is not available to this user`,
      });
      continue;
    }
    const label = u.label === undefined ? row.label : (u.label ?? "").trim();
    const multiple = rules.multipleOf(row.article_number, deliveryId);
    const quantity = roundToOrderMultiple(u.quantity ?? row.quantity, multiple);
    if (row.quoted_quantity !== null && quantity > roundToOrderMultiple(row.quoted_quantity, multiple)) {
      errors.push(quoteQuantityExceeded(u.cartItemId, roundToOrderMultiple(row.quoted_quantity, multiple)));
      continue;
    }
    if (deliveryId === row.delivery_id && label === row.label) {
      statements.push(
        db
          .prepare("UPDATE cart_items SET quantity = ? WHERE id = ? AND cart_id = ? RETURNING *")
          .bind(quantity, row.id, cartId),
      );
      answerFor.push({ id: row.id, index: statements.length - 1 });
    } else {
      statements.push(ensureDelivery(db, cartId, deliveryId));
      // Merge into an existing target line (both rounded to the same multiple), else move this one.
      statements.push(
        db
          .prepare(
            `UPDATE cart_items SET quantity = quantity + ?5
             WHERE cart_id = ?1 AND delivery_id = ?2 AND article_number = ?3 AND label = ?4 AND quote_item_id = ?6`,
          )
          .bind(cartId, deliveryId, row.article_number, label, quantity, row.quote_item_id),
      );
      statements.push(
        db
          .prepare(
            `UPDATE cart_items SET delivery_id = ?3, label = ?4, quantity = ?5 WHERE id = ?1 AND cart_id = ?2
             AND NOT EXISTS (SELECT 1 FROM cart_items t WHERE t.cart_id = ?2 AND t.delivery_id = ?3
                             AND t.article_number = ?6 AND t.label = ?4 AND t.quote_item_id = ?7)`,
          )
          .bind(row.id, cartId, deliveryId, label, quantity, row.article_number, row.quote_item_id),
      );
      // Merged: the moved line is gone; moved: it now has the new delivery and label and stays.
      statements.push(
        db
          .prepare("DELETE FROM cart_items WHERE id = ?1 AND cart_id = ?2 AND (delivery_id <> ?3 OR label <> ?4)")
          .bind(row.id, cartId, deliveryId, label),
      );
      statements.push(
        db
          .prepare(
            `SELECT * FROM cart_items
             WHERE cart_id = ? AND delivery_id = ? AND article_number = ? AND label = ? AND quote_item_id = ?`,
          )
          .bind(cartId, deliveryId, row.article_number, label, row.quote_item_id),
      );
      answerFor.push({ id: row.id, index: statements.length - 1 });
    }
  }
  if (statements.length === 0) return { cartItems: [], errors };
  statements.push(touch(db, cartId));
  const results = await db.batch<CartItemRow>(statements);
  const cartItems = answerFor.flatMap((a) => results[a.index].results.map((r) => itemView(r)));
  return { cartItems, errors };
}
