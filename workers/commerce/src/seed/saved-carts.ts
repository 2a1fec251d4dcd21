/**
 * The demo's saved carts ("Sparade varukorgar", docs/purchasing-controls.md): two of buyer@demo.se at 10001
 * Byggfirman Norrland AB in his default project, one shared with his colleagues (admin@demo.se, approver@demo.se …
 * see it read-only) and one of his own. Fixed ids and contents, inserted with INSERT OR IGNORE on every seed call
 * (seed/extra-demo-users.ts), so a database seeded earlier gets them and a repeat changes nothing; a cart one of whose
 * articles the catalogue does not hold (a smaller test catalogue) is left out whole.
 */
export const DEMO_SAVED_CARTS = [
  {
    id: "SVK-DE00000001",
    name: "Kabeldragning Storgatan 12",
    shared: 1,
    deliveries: [{ deliveryId: "DBI", included: 1 }],
    lines: [
      { deliveryId: "DBI", articleNumber: "1028268", label: "Trapphus A", quantity: 2 },
      { deliveryId: "DBI", articleNumber: "1009805", label: "Trapphus A", quantity: 6 },
      { deliveryId: "DBI", articleNumber: "1009805", label: "Källare", quantity: 4 },
    ],
  },
  {
    id: "SVK-DE00000002",
    name: "Påfyllning servicebilen",
    shared: 0,
    deliveries: [{ deliveryId: "EXH", included: 1 }],
    lines: [{ deliveryId: "EXH", articleNumber: "1009805", label: "Servicebil 3", quantity: 2 }],
  },
] as const;

const OWNER = { userId: "u-buyer", customerId: "10001", projectId: "10001-01" } as const;

export function demoSavedCartStatements(db: D1Database): D1PreparedStatement[] {
  // The seed's day (seed_meta 'today') dates them, so a re-seed for fixed pictures gives the same rows.
  const stamp = "COALESCE((SELECT value FROM seed_meta WHERE key = 'today'), date('now')) || 'T08:00:00Z'";
  return DEMO_SAVED_CARTS.flatMap((cart) => [
    db
      .prepare(
        `INSERT OR IGNORE INTO saved_carts (id, user_id, customer_id, project_id, name, shared, created_at, updated_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ${stamp}, ${stamp} WHERE EXISTS (SELECT 1 FROM users WHERE id = ?2)
           AND (SELECT COUNT(DISTINCT article_number) FROM articles WHERE article_number IN (SELECT value FROM json_each(?7))) = ?8`,
      )
      .bind(
        cart.id,
        OWNER.userId,
        OWNER.customerId,
        OWNER.projectId,
        cart.name,
        cart.shared,
        JSON.stringify(cart.lines.map((l) => l.articleNumber)),
        new Set(cart.lines.map((l) => l.articleNumber)).size,
      ),
    ...cart.deliveries.map((d, position) =>
      db
        .prepare(
          `INSERT OR IGNORE INTO saved_cart_deliveries (saved_cart_id, delivery_id, position, requested_delivery_date, is_included_in_order)
           SELECT ?1, ?2, ?3, NULL, ?4 WHERE EXISTS (SELECT 1 FROM saved_carts WHERE id = ?1)`,
        )
        .bind(cart.id, d.deliveryId, position, d.included),
    ),
    ...cart.lines.map((l, position) =>
      db
        .prepare(
          `INSERT OR IGNORE INTO saved_cart_lines (saved_cart_id, position, delivery_id, article_number, name, label, quantity)
           SELECT ?1, ?2, ?3, article_number, name, ?4, ?5 FROM articles
           WHERE article_number = ?6 AND EXISTS (SELECT 1 FROM saved_carts WHERE id = ?1)`,
        )
        .bind(cart.id, position, l.deliveryId, l.label, l.quantity, l.articleNumber),
    ),
  ]);
}
