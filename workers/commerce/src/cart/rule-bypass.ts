/**
 * Development only (`/__dev/cart-lines`): a line as it sits in a cart after the rules changed under it, e.g. an
 * article that became store-only or discontinued after it was added. The add path refuses such a line, so the checkout
 * and cart tests that show what happens to it need this way in. Never reachable in the deployed entry.
 */
export async function insertLineAsBeforeRuleChange(
  db: D1Database,
  line: { cartId: string; articleNumber: string; deliveryId: string; quantity: number },
): Promise<void> {
  await db.batch([
    db
      .prepare(
        "INSERT OR IGNORE INTO cart_deliveries (cart_id, delivery_id, position) VALUES (?1, ?2, (SELECT COALESCE(MAX(position), -1) + 1 FROM cart_deliveries WHERE cart_id = ?1))",
      )
      .bind(line.cartId, line.deliveryId),
    db
      .prepare(
        "INSERT INTO cart_items (id, cart_id, delivery_id, article_number, label, quantity) VALUES (?, ?, ?, ?, '', ?)",
      )
      .bind(`ci-${crypto.randomUUID()}`, line.cartId, line.deliveryId, line.articleNumber, line.quantity),
  ]);
}
