/**
 * A year of demo orders, invoices and payments (issue #46, docs/purchasing-controls.md "Fakturor och saldo"), part of
 * the account history (seed/account-history.ts, whose seed_meta version covers it). Deterministic (mulberry32 with
 * its own seed, so the account history's other orders stay as they were) and fast: multi-row statements only.
 *
 * - Orders: every demo customer context orders every 10–24 days over the year before the seed day; their lines are
 *   priced afterwards at the buyer's own price with the other demo orders (seed/demo-order-prices.ts).
 * - Invoices: 10001 is invoiced per order when it is delivered; 10002, 10003 and 10005 get one collective invoice per
 *   project and month, issued on the 1st of the next month. Due after the customer's payment terms.
 * - Payments: most invoices due before the seed day were paid (a few late); a few are left unpaid or part paid, so
 *   every customer has something overdue; some not yet due are paid early. No payment lies after the seed day.
 */
import { stockholmIsoDate } from "@shop/domain/format";
import { stockholmDayStartUtc } from "@shop/domain/invoices";
import { orderDeliveryAddress, ORDER_REFERENCES } from "./demo-addresses";
import { articleNumberAt } from "./generate";
import { createRandom } from "./prng";

const DAY = 86_400_000;

/** Credit limit (öre) and payment terms (days) per demo customer (customer_credit, migration 0160). */
export const DEMO_CUSTOMER_CREDIT: Record<string, { creditLimitOre: number; termsDays: number; collective: boolean }> =
  {
    "10001": { creditLimitOre: 50_000_000, termsDays: 30, collective: false },
    "10002": { creditLimitOre: 20_000_000, termsDays: 30, collective: true },
    "10003": { creditLimitOre: 15_000_000, termsDays: 20, collective: true },
    "10005": { creditLimitOre: 10_000_000, termsDays: 30, collective: true },
  };

/** Who orders in which context over the year (the users hold a permission there). */
const YEAR_CONTEXTS: [customerId: string, projectId: string, userId: string][] = [
  ["10001", "", "u-buyer"],
  ["10001", "10001-01", "u-buyer"],
  // Not 10001-02: its demo budget (seed/approval-demo-users.ts) is meant to be whole until someone orders there.
  ["10001", "10001-01", "u-admin"],
  ["10001", "", "u-admin"],
  ["10002", "10002-01", "u-buyer"],
  ["10002", "10002-02", "u-buyer"],
  // A seller's order for the customer without a project: the project-limited buyer does not see it.
  ["10002", "", "u-seller"],
  ["10003", "", "u-noprices"],
  ["10003", "10003-01", "u-noprices"],
  ["10005", "10005-01", "u-limited"],
  ["10005", "", "u-limited"],
];

/** The first order id and web order number index of the year's orders (the account history's run from 500001). */
const FIRST_YEAR_ORDER = 510001;

const lit = (v: string | number | null) =>
  v === null ? "NULL" : typeof v === "number" ? String(v) : `'${v.replace(/'/g, "''")}'`;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const SEEDED_INVOICES =
  "SELECT io.invoice_id FROM invoice_orders io JOIN orders o ON o.id = io.order_id WHERE o.checkout_key LIKE 'seed:%'";
/** Every seeded invoice's first order (invoices.order_id) is a seeded order. */
const SEEDED_BY_FIRST_ORDER =
  "SELECT id FROM invoices WHERE order_id IN (SELECT id FROM orders WHERE checkout_key LIKE 'seed:%')";

/** Removes the seeded invoices with their payments and links (run before the seeded orders are deleted). */
export function clearInvoiceHistory(db: D1Database): D1PreparedStatement[] {
  return [
    db.prepare(`DELETE FROM invoice_payments WHERE invoice_id IN (${SEEDED_BY_FIRST_ORDER})`),
    db.prepare(
      `DELETE FROM invoice_orders WHERE invoice_id IN (${SEEDED_BY_FIRST_ORDER}) OR invoice_id IN (${SEEDED_INVOICES})`,
    ),
    db.prepare(`DELETE FROM invoices WHERE id IN (${SEEDED_BY_FIRST_ORDER})`),
    db.prepare(
      `DELETE FROM customer_credit WHERE customer_id IN (${Object.keys(DEMO_CUSTOMER_CREDIT).map(lit).join(",")})`,
    ),
  ];
}

/** The year's orders, lines (at a placeholder price) and status events, as multi-row statements. */
export function yearOfOrders(db: D1Database, base: number, articleCount: number): D1PreparedStatement[] {
  const rnd = createRandom(4646);
  const orders: string[] = [];
  const lines: string[] = [];
  const events: string[] = [];
  const deliveries = ["DBI", "DBI", "EXH", "EXB"];
  let n = 0;
  for (const [customerId, projectId, userId] of YEAR_CONTEXTS) {
    // A customer buys much the same articles all year: each context orders from its own basket of 24.
    const basketStart = 17 + rnd.int(0, Math.max(0, articleCount - 140));
    const basket = Array.from({ length: 24 }, (_, i) => ({
      article: articleNumberAt(Math.min(articleCount - 1, basketStart + i * 5)),
      // The usual quantity of each (so a recurring article keeps its one price, brackets included).
      quantity: rnd.int(1, 24),
    }));
    for (let age = rnd.int(5, 12); age <= 365; age += rnd.int(10, 24)) {
      const created = base - age * DAY - rnd.int(0, 6) * 3_600_000;
      const orderId = FIRST_YEAR_ORDER + n;
      const deliveryId = customerId === "10005" ? "DBI" : rnd.pick(deliveries);
      const cancelled = n % 23 === 11;
      orders.push(
        `(${orderId}, ${lit(`WEB-DEMO${1000 + n}`)}, ${lit(customerId)}, ${lit(projectId)}, ${lit(userId)}, ${lit(deliveryId)},
          ${lit(deliveryId === "EXB" ? "1001" : "9001")}, ${lit(n % 3 === 0 ? `PO-${3000 + n}` : null)},
          ${lit(n % 2 === 0 ? (ORDER_REFERENCES[customerId] ?? null) : null)},
          ${lit(new Date(created + 3 * DAY).toISOString().slice(0, 10))}, ${lit(JSON.stringify(orderDeliveryAddress(customerId)))},
          0, 0, 0, ${lit(`seed:y${n}`)}, ${lit(new Date(created).toISOString())})`,
      );
      const first = rnd.int(0, basket.length - 1);
      const lineCount = rnd.int(1, 6);
      for (let line = 1; line <= lineCount; line++) {
        const { article, quantity } = basket[(first + line * 7) % basket.length];
        lines.push(`(${orderId}, ${line}, ${lit(article)}, ${quantity})`);
      }
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
      for (const [status, offset] of steps)
        events.push(`(${orderId}, ${lit(status)}, ${lit(new Date(created + offset).toISOString())})`);
      n++;
    }
  }
  return [
    ...chunks(orders, 40).map((rows) =>
      db.prepare(
        `INSERT INTO orders (id, temp_order_id, customer_id, project_id, user_id, delivery_id, warehouse_id, customer_order_number,
           reference, requested_delivery_date, delivery_address, net_ore, vat_ore, total_ore, checkout_key, created_at)
         VALUES ${rows.join(",")}`,
      ),
    ),
    // Name and unit from the article; the price is set at the buyer's own price afterwards (demo-order-prices.ts).
    ...chunks(lines, 200).map((rows) =>
      db.prepare(
        `WITH v (order_id, line, article_number, quantity) AS (VALUES ${rows.join(",")})
         INSERT INTO order_items (order_id, line, article_number, name, quantity, unit, label, unit_price_ore, line_net_ore)
         SELECT v.order_id, v.line, a.article_number, a.name, v.quantity, a.unit, '', a.list_price_ore * 80 / 100 + a.alloying_ore, 0
         FROM v JOIN articles a ON a.article_number = v.article_number`,
      ),
    ),
    ...chunks(events, 250).map((rows) =>
      db.prepare(`INSERT INTO order_status_events (order_id, status, at) VALUES ${rows.join(",")}`),
    ),
  ];
}

interface SeededOrder {
  id: number;
  customer_id: string;
  project_id: string;
  created_at: string;
  cancelled: number;
}

interface PlannedInvoice {
  id: string;
  customerId: string;
  projectId: string;
  orderIds: number[];
  issuedMs: number;
  dueDate: string;
  /** Percent of the amount paid (0 = nothing), and when. */
  paidPercent: number;
  paidMs: number | null;
}

/** The OCR number: the invoice's digits and a Luhn check digit, as Swedish banks read it. */
export function ocrOf(invoiceId: string): string {
  const digits = invoiceId.replace(/\D/g, "");
  let sum = 0;
  [...digits].reverse().forEach((d, i) => {
    const v = Number(d) * (i % 2 === 0 ? 2 : 1);
    sum += v > 9 ? v - 9 : v;
  });
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** Groups the delivered seeded orders into invoices: one per order (10001) or per project and month (the others). */
function planInvoices(orders: SeededOrder[]): PlannedInvoice[] {
  const groups = new Map<string, { customerId: string; projectId: string; orderIds: number[]; issuedMs: number }>();
  for (const o of orders) {
    const terms = DEMO_CUSTOMER_CREDIT[o.customer_id];
    if (!terms || o.cancelled) continue;
    const delivered = Date.parse(o.created_at) + 3 * DAY;
    let key = `order:${o.id}`;
    let issuedMs = delivered;
    if (terms.collective) {
      // Issued at 06:00 on the 1st of the month after delivery (Stockholm).
      const month = stockholmIsoDate(delivered).slice(0, 7);
      const [y, m] = month.split("-").map(Number);
      const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
      key = `${o.customer_id}|${o.project_id}|${month}`;
      issuedMs = Date.parse(stockholmDayStartUtc(next)) + 6 * 3_600_000;
    }
    const group = groups.get(key) ?? { customerId: o.customer_id, projectId: o.project_id, orderIds: [], issuedMs };
    group.orderIds.push(o.id);
    groups.set(key, group);
  }
  const sorted = [...groups.values()].sort((a, b) => a.issuedMs - b.issuedMs || a.orderIds[0] - b.orderIds[0]);
  return sorted.map((g, i) => ({
    ...g,
    id: `F${9000001 + i}`,
    dueDate: addDays(stockholmIsoDate(g.issuedMs), DEMO_CUSTOMER_CREDIT[g.customerId].termsDays),
    paidPercent: 0,
    paidMs: null,
  }));
}

/**
 * Who paid what and when, as of the seed day. Pinned exceptions give every customer an overdue invoice: 10001 one
 * unpaid and one part paid, 10002 its two latest due ones unpaid, 10003 its latest due one half paid, 10005 its latest
 * due one unpaid.
 */
function planPayments(invoices: PlannedInvoice[], base: number): void {
  const rnd = createRandom(4647);
  const today = stockholmIsoDate(base);
  const latestPayment = base - DAY;
  const dueBefore = (customerId: string) =>
    invoices
      .filter((i) => i.customerId === customerId && i.issuedMs <= base && i.dueDate < today)
      .sort((a, b) => b.dueDate.localeCompare(a.dueDate) || b.issuedMs - a.issuedMs);
  const pinned = new Map<string, number>();
  const pin = (invoice: PlannedInvoice | undefined, percent: number) => invoice && pinned.set(invoice.id, percent);
  pin(dueBefore("10001")[2], 0);
  pin(dueBefore("10001")[5], 40);
  pin(dueBefore("10002")[0], 0);
  pin(dueBefore("10002")[1], 0);
  pin(dueBefore("10003")[0], 50);
  pin(dueBefore("10005")[0], 0);
  for (const invoice of invoices) {
    if (invoice.issuedMs > base) continue;
    const late = rnd.chance(0.15);
    const early = rnd.chance(0.35);
    const dueMs = Date.parse(`${invoice.dueDate}T10:00:00Z`);
    const pinnedPercent = pinned.get(invoice.id);
    if (pinnedPercent !== undefined) {
      invoice.paidPercent = pinnedPercent;
      invoice.paidMs = pinnedPercent ? Math.min(latestPayment, dueMs - 2 * DAY) : null;
      continue;
    }
    if (invoice.dueDate < today) {
      const at = late ? dueMs + rnd.int(1, 12) * DAY : dueMs - rnd.int(0, 10) * DAY;
      invoice.paidPercent = 100;
      invoice.paidMs = Math.min(latestPayment, Math.max(invoice.issuedMs + 2 * DAY, at));
    } else if (early) {
      const at = invoice.issuedMs + rnd.int(3, 15) * DAY;
      if (at <= latestPayment) {
        invoice.paidPercent = 100;
        invoice.paidMs = at;
      }
    }
  }
}

/**
 * Invoices and payments for the seeded orders, once their lines are priced (amounts = the sum of the orders'
 * totals), and the demo customers' credit limits.
 */
export async function seedInvoiceHistory(db: D1Database, base: number): Promise<void> {
  const { results } = await db
    .prepare(
      `SELECT o.id, o.customer_id, o.project_id, o.created_at,
         EXISTS (SELECT 1 FROM order_status_events e WHERE e.order_id = o.id AND e.status = 'CANCELLED') AS cancelled
       FROM orders o WHERE o.checkout_key LIKE 'seed:%' ORDER BY o.created_at, o.id`,
    )
    .all<SeededOrder>();
  const invoices = planInvoices(results);
  planPayments(invoices, base);
  const iso = (ms: number) => new Date(ms).toISOString();
  const statements: D1PreparedStatement[] = [
    ...chunks(invoices, 100).map((rows) =>
      db.prepare(
        `INSERT INTO invoices (id, order_id, customer_id, project_id, amount_ore, issued_at, due_at, paid, paid_at, ocr)
         VALUES ${rows
           .map((i) => {
             const paidAt = i.paidPercent === 100 && i.paidMs !== null ? iso(i.paidMs) : null;
             return `(${[i.id, i.orderIds[0], i.customerId, i.projectId, 0, iso(i.issuedMs), i.dueDate, paidAt ? 1 : 0, paidAt, ocrOf(i.id)].map(lit).join(",")})`;
           })
           .join(",")}`,
      ),
    ),
    ...chunks(
      invoices.flatMap((i) => i.orderIds.map((o) => `(${lit(i.id)}, ${o})`)),
      300,
    ).map((rows) => db.prepare(`INSERT INTO invoice_orders (invoice_id, order_id) VALUES ${rows.join(",")}`)),
    db.prepare(
      `UPDATE invoices SET
         net_ore = (SELECT COALESCE(SUM(o.net_ore), 0) FROM invoice_orders io JOIN orders o ON o.id = io.order_id WHERE io.invoice_id = invoices.id),
         vat_ore = (SELECT COALESCE(SUM(o.vat_ore), 0) FROM invoice_orders io JOIN orders o ON o.id = io.order_id WHERE io.invoice_id = invoices.id)
       WHERE id IN (${SEEDED_INVOICES})`,
    ),
    db.prepare(`UPDATE invoices SET amount_ore = net_ore + vat_ore WHERE id IN (${SEEDED_INVOICES})`),
  ];
  const payments = invoices.filter((i) => i.paidPercent > 0 && i.paidMs !== null);
  for (const rows of chunks(payments, 150))
    statements.push(
      db.prepare(
        `WITH v (id, invoice_id, percent, paid_at) AS (VALUES ${rows.map((i) => `(${lit(`B${i.id.slice(1)}`)}, ${lit(i.id)}, ${i.paidPercent}, ${lit(iso(i.paidMs!))})`).join(",")})
         INSERT INTO invoice_payments (id, invoice_id, amount_ore, paid_at)
         SELECT v.id, v.invoice_id, i.amount_ore * v.percent / 100, v.paid_at FROM v JOIN invoices i ON i.id = v.invoice_id
         WHERE i.amount_ore * v.percent / 100 > 0`,
      ),
    );
  statements.push(
    db.prepare(
      `INSERT INTO customer_credit (customer_id, credit_limit_ore, payment_terms_days) VALUES ${Object.entries(
        DEMO_CUSTOMER_CREDIT,
      )
        .map(([id, c]) => `(${lit(id)}, ${c.creditLimitOre}, ${c.termsDays})`)
        .join(",")}`,
    ),
  );
  for (let i = 0; i < statements.length; i += 50) await db.batch(statements.slice(i, i + 50));
}
