/**
 * Invoices in D1 (migration 0160): one invoice, the archive's page, the orders and payments of an invoice, the open
 * balance and the customer's credit. Only invoices issued by `now` exist for a reader; payments count from their
 * date. Callers pass the scope condition from invoices/access.ts, never a request.
 */
import { containsTerm } from "../search/text-match";

export interface InvoiceRow {
  id: string;
  order_id: number;
  customer_id: string;
  project_id: string;
  project_name: string | null;
  net_ore: number;
  vat_ore: number;
  amount_ore: number;
  issued_at: string;
  due_at: string;
  paid_at: string | null;
  ocr: string;
  /** Payments made by now. */
  paid_ore: number;
  /** The orders it covers, comma-separated ids. */
  order_ids: string;
}

/** The time a read is made at: ISO now, and today's date in Stockholm (for overdue). */
export interface InvoiceClock {
  now: string;
  today: string;
}

const COLUMNS = (now: string) => `i.id, i.order_id, i.customer_id, i.project_id, p.name AS project_name, i.net_ore,
  i.vat_ore, i.amount_ore, i.issued_at, i.due_at, CASE WHEN i.paid_at <= ${now} THEN i.paid_at END AS paid_at, i.ocr,
  (SELECT COALESCE(SUM(pay.amount_ore), 0) FROM invoice_payments pay WHERE pay.invoice_id = i.id AND pay.paid_at <= ${now}) AS paid_ore,
  (SELECT group_concat(io.order_id) FROM (SELECT order_id FROM invoice_orders WHERE invoice_id = i.id ORDER BY order_id) io) AS order_ids`;
const FROM = "FROM invoices i LEFT JOIN projects p ON p.id = i.project_id";

/** Paid by now / not paid / overdue (open with a due date before today in Stockholm), as SQL over `i`. */
const paid = (now: string) => `(i.paid_at IS NOT NULL AND i.paid_at <= ${now})`;
const overdue = (now: string, today: string) => `(NOT ${paid(now)} AND i.due_at < ${today})`;

export async function invoiceById(db: D1Database, id: string, now: string): Promise<InvoiceRow | null> {
  return db
    .prepare(`SELECT ${COLUMNS("?2")} ${FROM} WHERE i.id = ?1 AND i.issued_at <= ?2`)
    .bind(id, now)
    .first<InvoiceRow>();
}

/** The caller's scope as SQL over a table's customer and project columns (invoices/access.ts). */
export type ScopeSql = (
  columns: { customer: string; project: string },
  bind: (value: string) => string,
) => string | null;

export interface InvoiceScope {
  customerId: string;
  /** The token's project context: only that project's invoices. */
  contextProjectId: string | null;
  scope: ScopeSql;
}

export interface InvoiceSearch extends InvoiceScope {
  fromUtc?: string;
  toUtc?: string;
  status?: "open" | "overdue" | "paid";
  /** A project id, or "" for invoices without a project. */
  projectId?: string;
  q?: string;
  limit: number;
  offset: number;
}

/**
 * The scope and filters as one WHERE clause with its parameters (?1 now, ?2 today, ?3 customer, then the rest), over
 * invoices `i`, or over orders `o` for the scope alone (`table: "o"`).
 */
function searchWhere(query: Omit<InvoiceSearch, "limit" | "offset">, clock: InvoiceClock, table: "i" | "o" = "i") {
  const params: unknown[] = [clock.now, clock.today, query.customerId];
  const bind = (value: unknown) => {
    params.push(value);
    return `?${params.length}`;
  };
  const columns = { customer: `${table}.customer_id`, project: `${table}.project_id` };
  const where = [`${columns.customer} = ?3`];
  if (table === "i") where.push("i.issued_at <= ?1");
  if (query.contextProjectId !== null) where.push(`${columns.project} = ${bind(query.contextProjectId)}`);
  const scope = query.scope(columns, bind);
  if (scope !== null) where.push(scope);
  if (query.fromUtc) where.push(`i.issued_at >= ${bind(query.fromUtc)}`);
  if (query.toUtc) where.push(`i.issued_at < ${bind(query.toUtc)}`);
  if (query.status === "paid") where.push(paid("?1"));
  if (query.status === "open") where.push(`NOT ${paid("?1")}`);
  if (query.status === "overdue") where.push(overdue("?1", "?2"));
  if (query.projectId !== undefined) where.push(`i.project_id = ${bind(query.projectId)}`);
  if (query.q) {
    const term = bind(query.q);
    const matches = (column: string) => containsTerm(column, term);
    where.push(`(${matches("i.id")} OR ${matches("i.ocr")} OR EXISTS (SELECT 1 FROM invoice_orders io JOIN orders o ON o.id = io.order_id
      WHERE io.invoice_id = i.id AND (${matches("CAST(o.id AS TEXT)")} OR ${matches("o.temp_order_id")} OR ${matches("o.customer_order_number")})))`);
  }
  return { sql: where.join(" AND "), params };
}

export async function searchInvoices(db: D1Database, query: InvoiceSearch, clock: InvoiceClock) {
  const { sql, params } = searchWhere(query, clock);
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT ${COLUMNS("?1")} ${FROM} WHERE ${sql} ORDER BY i.issued_at DESC, i.id DESC LIMIT ${query.limit} OFFSET ${query.offset}`,
      )
      .bind(...params),
    db.prepare(`SELECT COUNT(*) AS total ${FROM} WHERE ${sql}`).bind(...params),
  ]);
  return {
    rows: rows.results as unknown as InvoiceRow[],
    total: (count.results[0] as { total: number }).total,
  };
}

/** The projects of the customer that have issued invoices in the caller's scope (the archive's project filter). */
export async function invoiceProjects(db: D1Database, query: InvoiceScope, clock: InvoiceClock) {
  const { sql, params } = searchWhere(query, clock);
  const { results } = await db
    .prepare(
      `SELECT DISTINCT i.project_id AS projectId, COALESCE(p.name, i.project_id) AS name ${FROM}
       WHERE ${sql} AND i.project_id <> '' ORDER BY i.project_id`,
    )
    .bind(...params)
    .all<{ projectId: string; name: string }>();
  return results;
}

/**
 * Open and overdue totals (what is left to pay) and counts over the invoices in scope, and the orders placed in the
 * same scope that no invoice covers yet (not cancelled).
 */
export async function balanceOf(db: D1Database, query: InvoiceScope, clock: InvoiceClock) {
  const { sql, params } = searchWhere(query, clock);
  const remaining = `MAX(0, i.amount_ore - (SELECT COALESCE(SUM(pay.amount_ore), 0) FROM invoice_payments pay
    WHERE pay.invoice_id = i.id AND pay.paid_at <= ?1))`;
  const orders = searchWhere(query, clock, "o");
  const [invoiceTotals, uninvoiced] = await db.batch([
    db
      .prepare(
        `SELECT COUNT(*) AS open_count, COALESCE(SUM(${remaining}), 0) AS open_ore,
           COALESCE(SUM(CASE WHEN i.due_at < ?2 THEN 1 ELSE 0 END), 0) AS overdue_count,
           COALESCE(SUM(CASE WHEN i.due_at < ?2 THEN ${remaining} ELSE 0 END), 0) AS overdue_ore
         ${FROM} WHERE ${sql} AND NOT ${paid("?1")}`,
      )
      .bind(...params),
    db
      .prepare(
        `SELECT COALESCE(SUM(o.total_ore), 0) AS ore FROM orders o WHERE ${orders.sql} AND ?2 = ?2
           AND NOT EXISTS (SELECT 1 FROM invoice_orders io JOIN invoices inv ON inv.id = io.invoice_id
             WHERE io.order_id = o.id AND inv.issued_at <= ?1)
           AND NOT EXISTS (SELECT 1 FROM order_status_events e WHERE e.order_id = o.id AND e.status = 'CANCELLED' AND e.at <= ?1)`,
      )
      .bind(...orders.params),
  ]);
  const totals = invoiceTotals.results[0] as {
    open_count: number;
    open_ore: number;
    overdue_count: number;
    overdue_ore: number;
  };
  return { ...totals, uninvoiced_ore: (uninvoiced.results[0] as { ore: number }).ore };
}

export async function customerCredit(db: D1Database, customerId: string) {
  return db
    .prepare("SELECT credit_limit_ore, payment_terms_days FROM customer_credit WHERE customer_id = ?")
    .bind(customerId)
    .first<{ credit_limit_ore: number; payment_terms_days: number }>();
}

/** The orders an invoice covers with their lines, and its payments by now. */
export async function invoiceContents(db: D1Database, invoiceId: string, now: string) {
  const [orders, lines, payments] = await db.batch([
    db
      .prepare(
        `SELECT o.id, o.temp_order_id, o.created_at, o.customer_order_number, o.reference, o.cost_centre, o.net_ore
         FROM invoice_orders io JOIN orders o ON o.id = io.order_id WHERE io.invoice_id = ?1 ORDER BY o.id`,
      )
      .bind(invoiceId),
    db
      .prepare(
        `SELECT oi.order_id, oi.line, oi.article_number, oi.name, oi.quantity, oi.unit, oi.unit_price_ore, oi.line_net_ore
         FROM invoice_orders io JOIN order_items oi ON oi.order_id = io.order_id WHERE io.invoice_id = ?1
         ORDER BY oi.order_id, oi.line`,
      )
      .bind(invoiceId),
    db
      .prepare(
        "SELECT amount_ore, paid_at FROM invoice_payments WHERE invoice_id = ?1 AND paid_at <= ?2 ORDER BY paid_at, id",
      )
      .bind(invoiceId, now),
  ]);
  return {
    orders: orders.results as {
      id: number;
      temp_order_id: string;
      created_at: string;
      customer_order_number: string | null;
      reference: string | null;
      cost_centre: string | null;
      net_ore: number;
    }[],
    lines: lines.results as {
      order_id: number;
      line: number;
      article_number: string;
      name: string;
      quantity: number;
      unit: string;
      unit_price_ore: number;
      line_net_ore: number;
    }[],
    payments: payments.results as { amount_ore: number; paid_at: string }[],
  };
}
