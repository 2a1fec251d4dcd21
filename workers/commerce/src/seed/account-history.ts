/**
 * Demo account history: order history (with status events spread around the seed date, so
 * statuses move on as time passes), a year of orders, invoices and payments (seed/invoice-history.ts), addresses, favourite lists,
 * favourite products and quotes. Deterministic (fixed ids, mulberry32) and idempotent: seed_meta
 * key `commerce2` (its old name, kept so existing local databases are not seeded twice) records the
 * version and the catalogue it was made for.
 */
import { articleNumberAt } from "./generate";
import { currentPurchasePrices } from "../quotes/agreed-prices";
import { priceDemoOrders } from "./demo-order-prices";
import { DEMO_ADDRESSES, ORDER_REFERENCES, orderDeliveryAddress } from "./demo-addresses";
import { createRandom } from "./prng";
import { clearInvoiceHistory, seedInvoiceHistory, yearOfOrders } from "./invoice-history";

export const ACCOUNT_HISTORY_SEED_VERSION = "6";
const DAY = 86_400_000;

/** Customers with their demo users (orders are placed by these). */
const ORDER_CUSTOMERS: [customerId: string, projectId: string, userId: string][] = [
  ["10001", "", "u-buyer"],
  ["10001", "10001-01", "u-buyer"],
  ["10001", "", "u-admin"],
  ["10002", "10002-01", "u-buyer"],
  ["10003", "", "u-noprices"],
  ["10005", "10005-01", "u-limited"],
];

const lit = (v: string | number | null) =>
  v === null ? "NULL" : typeof v === "number" ? String(v) : `'${v.replace(/'/g, "''")}'`;

export async function seedAccountHistory(
  db: D1Database,
  options: { force?: boolean } = {},
): Promise<{ seeded: boolean }> {
  const meta = Object.fromEntries(
    (
      await db
        .prepare("SELECT key, value FROM seed_meta WHERE key IN ('articles', 'today', 'commerce2')")
        .all<{ key: string; value: string }>()
    ).results.map((r) => [r.key, r.value]),
  );
  if (!meta.articles) return { seeded: false };
  const stamp = `${ACCOUNT_HISTORY_SEED_VERSION}:${meta.articles}:${meta.today}`;
  if (meta.commerce2 === stamp && !options.force) return { seeded: false };
  const articleCount = Number(meta.articles);
  const today = meta.today ?? new Date().toISOString().slice(0, 10);
  const base = Date.parse(`${today}T09:00:00Z`);
  const rnd = createRandom(2026);

  const statements: D1PreparedStatement[] = [
    ...clearInvoiceHistory(db),
    db.prepare(
      "DELETE FROM order_status_events WHERE order_id IN (SELECT id FROM orders WHERE checkout_key LIKE 'seed:%')",
    ),
    db.prepare("DELETE FROM order_items WHERE order_id IN (SELECT id FROM orders WHERE checkout_key LIKE 'seed:%')"),
    db.prepare("DELETE FROM orders WHERE checkout_key LIKE 'seed:%'"),
    db.prepare("DELETE FROM addresses WHERE id LIKE 'demo-%'"),
    db.prepare("DELETE FROM favorite_list_items WHERE list_id LIKE 'demo-%'"),
    db.prepare("DELETE FROM favorite_lists WHERE id LIKE 'demo-%'"),
    db.prepare("DELETE FROM user_favourites WHERE id LIKE 'demo-%'"),
    db.prepare("DELETE FROM quote_items WHERE quote_id LIKE 'demo-%'"),
    db.prepare("DELETE FROM quote_custom_items WHERE quote_id LIKE 'demo-%'"),
    // Files a demo user attached to a demo quote; /__dev/seed purges their R2 objects afterwards (routes/dev.ts).
    db.prepare("DELETE FROM quote_attachments WHERE quote_id LIKE 'demo-%'"),
    db.prepare("DELETE FROM quotes WHERE id LIKE 'demo-%'"),
  ];

  // Orders: 48 over the last 120 days plus a few placed "today", whose later steps are still ahead.
  const deliveries = ["DBI", "DBI", "EXH", "XXX", "EXB"];
  for (let n = 0; n < 48; n++) {
    const [customerId, projectId, userId] = ORDER_CUSTOMERS[n % ORDER_CUSTOMERS.length];
    const ageDays = n < 4 ? 0 : n < 8 ? rnd.int(1, 3) : rnd.int(4, 120);
    const created = base - ageDays * DAY - rnd.int(0, 8) * 3_600_000;
    const orderId = 500001 + n;
    const deliveryId = rnd.pick(deliveries);
    const cancelled = n % 17 === 9;
    const lineCount = rnd.int(1, 6);
    const firstArticle = 17 + rnd.int(0, Math.max(0, articleCount - 30));
    const steps: [string, number][] = cancelled
      ? [
          ["RECEIVED", 0],
          ["CANCELLED", 2 * 3_600_000],
        ]
      : [
          ["RECEIVED", 0],
          ["CONFIRMED", 3_600_000],
          ["PICKING", DAY],
          ["SHIPPED", 2 * DAY],
          ["DELIVERED", 3 * DAY],
        ];
    statements.push(
      db.prepare(
        `INSERT INTO orders (id, temp_order_id, customer_id, project_id, user_id, delivery_id, warehouse_id, customer_order_number, reference,
           requested_delivery_date, delivery_address, net_ore, vat_ore, total_ore, checkout_key, created_at)
         VALUES (${orderId}, ${lit(`WEB-DEMO${String(n).padStart(4, "0")}`)}, ${lit(customerId)}, ${lit(projectId)}, ${lit(userId)}, ${lit(deliveryId)},
           ${lit(deliveryId === "EXB" ? "1001" : "9001")}, ${lit(n % 3 === 0 ? `PO-${2600 + n}` : null)}, ${lit(n % 2 === 0 ? ORDER_REFERENCES[customerId] : null)},
           ${lit(new Date(created + 3 * DAY).toISOString().slice(0, 10))}, ${lit(JSON.stringify(orderDeliveryAddress(customerId)))},
           0, 0, 0, ${lit(`seed:${n}`)}, ${lit(new Date(created).toISOString())})`,
      ),
    );
    for (let line = 1; line <= lineCount; line++) {
      const index = Math.min(articleCount - 1, firstArticle + line * 3);
      statements.push(
        db.prepare(
          `INSERT INTO order_items (order_id, line, article_number, name, quantity, unit, label, unit_price_ore, line_net_ore)
           SELECT ${orderId}, ${line}, article_number, name, ${rnd.int(1, 20)}, unit, '', list_price_ore * 80 / 100 + alloying_ore, 0
           FROM articles WHERE article_number = ${lit(articleNumberAt(index))}`,
        ),
      );
    }
    statements.push(
      db.prepare(`UPDATE order_items SET line_net_ore = unit_price_ore * quantity WHERE order_id = ${orderId}`),
    );
    statements.push(
      db.prepare(
        `UPDATE orders SET net_ore = (SELECT COALESCE(SUM(line_net_ore), 0) FROM order_items WHERE order_id = ${orderId}),
           vat_ore = (SELECT COALESCE(SUM(line_net_ore), 0) FROM order_items WHERE order_id = ${orderId}) * 25 / 100 WHERE id = ${orderId}`,
      ),
    );
    statements.push(db.prepare(`UPDATE orders SET total_ore = net_ore + vat_ore WHERE id = ${orderId}`));
    statements.push(
      db.prepare(
        `INSERT INTO order_status_events (order_id, status, at) VALUES ${steps.map(([s, offset]) => `(${orderId}, ${lit(s)}, ${lit(new Date(created + offset).toISOString())})`).join(",")}`,
      ),
    );
  }
  // A year of orders before these (invoiced with them below, seed/invoice-history.ts).
  statements.push(...yearOfOrders(db, base, articleCount));

  // Addresses: the register's invoice address (read-only) and delivery addresses per customer, each with a recipient
  // and a second line, as a wholesaler's customer register holds them.
  for (const a of DEMO_ADDRESSES) {
    statements.push(
      db.prepare(
        `INSERT INTO addresses (id, customer_id, label, name, recipient_name, address1, address2, postal_code, postal_address, country_code, phone, preselected, read_only, valid_for_delivery, created_at)
         VALUES (${[a.id, a.customer_id, a.label, a.name, a.recipient_name, a.address1, a.address2, a.postal_code, a.postal_address, a.country_code, a.phone, a.preselected, a.read_only, a.valid_for_delivery, a.created_at].map(lit).join(", ")})`,
      ),
    );
  }

  // Favourite lists and favourite products.
  const stamp0 = new Date(base - 10 * DAY).toISOString();
  statements.push(
    db.prepare(`INSERT INTO favorite_lists (id, name, access, user_id, customer_id, created_at, updated_at) VALUES
      ('demo-fav-1', 'Badrum standard', 'PRIVATE', 'u-buyer', '10001', ${lit(stamp0)}, ${lit(stamp0)}),
      ('demo-fav-2', 'Elcentral villa', 'SHARED', 'u-admin', '10001', ${lit(stamp0)}, ${lit(new Date(base - 2 * DAY).toISOString())}),
      ('demo-fav-3', 'Laddstolpar', 'PRIVATE', 'u-buyer', '10002', ${lit(stamp0)}, ${lit(stamp0)})`),
  );
  const favItems: string[] = [];
  for (const [list, from, count] of [
    ["demo-fav-1", 20, 6],
    ["demo-fav-2", 40, 4],
    ["demo-fav-3", 60, 3],
  ] as const) {
    for (let k = 0; k < count; k++)
      favItems.push(
        `(${lit(`${list}-${k}`)}, ${lit(list)}, ${lit(articleNumberAt(Math.min(articleCount - 1, from + k)))}, ${1 + (k % 4)})`,
      );
  }
  statements.push(
    db.prepare(`INSERT INTO favorite_list_items (id, list_id, article_number, quantity) VALUES ${favItems.join(",")}`),
  );
  statements.push(
    db.prepare(
      `INSERT INTO user_favourites (id, user_id, article_number) VALUES ${[0, 1, 2, 9, 13].map((i) => `(${lit(`demo-uf-${i}`)}, 'u-buyer', ${lit(articleNumberAt(i))})`).join(",")}`,
    ),
  );

  // Quotes in three states.
  const sender = JSON.stringify({
    name: "Byggfirman Norrland AB",
    organizationNumber: "556677-1001",
    reference: "Agneta Sandberg",
    address: "Storgatan 12, 904 22 Umeå",
  });
  const receiver = JSON.stringify({
    type: "company",
    label: "Slutkund",
    name: "BRF Björken",
    contactPerson: "Eva Lindström",
    address: "Björkvägen 3, 903 30 Umeå",
  });
  // The buyer's price when he made the quotes (in his default project, where he signs in): each line records it, and
  // the desk's offer on the sent and accepted ones is that price, as an untouched line is agreed (issue #44).
  const quoted = [articleNumberAt(21), articleNumberAt(22)];
  const buyerPrice = await currentPurchasePrices(db, { user_id: "u-buyer", customer_id: "10001" }, quoted, "10001-01");
  for (const [id, status, daysAgo] of [
    ["demo-quote-1", "draft", 1],
    ["demo-quote-2", "sent", 12],
    ["demo-quote-3", "accepted", 6],
  ] as const) {
    const at = new Date(base - daysAgo * DAY).toISOString();
    statements.push(
      db.prepare(`INSERT INTO quotes (id, customer_id, user_id, created_by, status, title, final_message, valid_from, valid_for, sender, receiver, price_type, merge_articles, show_discounts, created_at, updated_at)
        VALUES (${lit(id)}, '10001', 'u-buyer', 'u-buyer', ${lit(status)}, ${lit(`Offert ${id.slice(-1)} BRF Björken`)}, 'Priserna gäller under offertens giltighetstid.', ${lit(at.slice(0, 10))}, 30, ${lit(sender)}, ${lit(receiver)}, 'NET', 0, 1, ${lit(at)}, ${lit(at)})`),
    );
    statements.push(
      db.prepare(`INSERT INTO quote_items (id, quote_id, article_number, quantity, price_ore, discount_bp, position, buyer_price_ore, agreed_price_ore) VALUES
        ${[
          [`${id}-i1`, quoted[0], 10, null, 0],
          [`${id}-i2`, quoted[1], 4, 500, 1],
        ]
          .map(([itemId, number, quantity, discount, position]) => {
            const price = buyerPrice.get(String(number)) ?? null;
            const agreed = status === "draft" ? null : price;
            return `(${[itemId, id, number, quantity, null, discount, position, price, agreed].map(lit).join(", ")})`;
          })
          .join(", ")}`),
    );
    statements.push(
      db.prepare(
        `INSERT INTO quote_custom_items (id, quote_id, name, quantity, unit, price_ore, position) VALUES (${lit(`${id}-c1`)}, ${lit(id)}, 'Montage, timmar', 8, 'tim', 65000, 0)`,
      ),
    );
  }
  for (let i = 0; i < statements.length; i += 50) await db.batch(statements.slice(i, i + 50));
  // The lines were inserted at a placeholder price: now each at its buyer's price, totals and invoices after them.
  await priceDemoOrders(db);
  await seedInvoiceHistory(db, base);
  await db.prepare("INSERT OR REPLACE INTO seed_meta (key, value) VALUES ('commerce2', ?)").bind(stamp).run();
  return { seeded: true };
}
