/** Orders (spec section 7): search, invoices, addresses, documents, inquiries, order-number validation. */
import { Hono } from "hono";
import { z } from "zod";
import { customerOrderNumberProblems } from "@shop/domain/customer-order-number";
import { oreToSek } from "@shop/domain/money";
import { canReadCustomerProject, scopeCondition } from "../auth/access";
import { claimsOf } from "../auth/middleware";
import { denies } from "../auth/claims";
import { moneyVisibility } from "../auth/money-filter";
import { writeCsv } from "../cart/files";
import type { AppEnv } from "../env";
import { badRequest, forbidden, jsonBody, parseOrThrow } from "../http/errors";
import { orderConfirmationPdf } from "../orders/pdf";
import { assertOrderHistory, CURRENT_STATUS, orderAddresses, orderDetail, orderSummary, ORDER_STATUSES, visibleOrder, type OrderRow } from "../orders/store";

const SORTS = { "-createdAt": "o.created_at DESC, o.id DESC", createdAt: "o.created_at ASC, o.id ASC", "-total": "o.total_ore DESC, o.id DESC", total: "o.total_ore ASC, o.id ASC" } as const;

/** Exactly the keys of spec section 3 plus paging: any other key is a 400. */
const searchQuery = z.strictObject({
  q: z.string().trim().max(60).optional(),
  orderStatus: z.enum(ORDER_STATUSES).optional(),
  fromDate: z.iso.date().optional(),
  toDate: z.iso.date().optional(),
  sort: z.enum(Object.keys(SORTS) as [keyof typeof SORTS, ...(keyof typeof SORTS)[]]).default("-createdAt"),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

async function customerName(db: D1Database, id: string) {
  return (await db.prepare("SELECT name FROM customers WHERE id = ?").bind(id).first<{ name: string }>())?.name ?? id;
}

export const orderRoutes = new Hono<AppEnv>()
  .get("/orders/search", async (c) => {
    const claims = claimsOf(c);
    assertOrderHistory(claims);
    const query = parseOrThrow(searchQuery, c.req.query(), "query");
    if (query.fromDate && query.toDate && query.fromDate > query.toDate) throw badRequest("fromDate is after toDate", [{ path: "fromDate", code: "invalid_range", message: "fromDate must not be after toDate" }]);
    if (!claims.customerId) throw badRequest("Choose a customer to see its orders", [{ path: "customerId", code: "missing_context", message: "The token has no customer context" }]);
    // The token's context: a project token sees that project's orders, a customer token all of the customer's.
    const where = ["o.customer_id = ?2"];
    const params: unknown[] = [new Date().toISOString(), claims.customerId];
    const bind = (value: unknown) => {
      params.push(value);
      return `?${params.length}`;
    };
    if (claims.projectId) where.push(`o.project_id = ${bind(claims.projectId)}`);
    // And never more than the token's permissions allow (auth/access.ts), whatever its context says.
    const scope = scopeCondition(claims, { customer: "o.customer_id", project: "o.project_id" }, bind);
    if (scope) where.push(scope);
    if (query.orderStatus) where.push(`${CURRENT_STATUS} = ${bind(query.orderStatus)}`);
    if (query.fromDate) where.push(`substr(o.created_at, 1, 10) >= ${bind(query.fromDate)}`);
    if (query.toDate) where.push(`substr(o.created_at, 1, 10) <= ${bind(query.toDate)}`);
    if (query.q) {
      const like = bind(`%${query.q.replace(/[%_\\]/g, (m) => `\\${m}`)}%`);
      where.push(`(CAST(o.id AS TEXT) LIKE ${like} ESCAPE '\\' OR o.temp_order_id LIKE ${like} ESCAPE '\\' OR o.customer_order_number LIKE ${like} ESCAPE '\\'
        OR o.reference LIKE ${like} ESCAPE '\\' OR EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND (i.article_number LIKE ${like} ESCAPE '\\' OR i.name LIKE ${like} ESCAPE '\\')))`);
    }
    const sql = `FROM orders o WHERE ${where.join(" AND ")}`;
    // Sorting by amount would reveal the order of totals the caller may not see: newest first instead.
    const view = moneyVisibility(claims);
    if (!(view.prices && view.financials) && query.sort.endsWith("total")) query.sort = "-createdAt";
    const [rows, count] = await c.env.DB.batch([
      c.env.DB.prepare(`SELECT o.*, ${CURRENT_STATUS} AS status ${sql} ORDER BY ${SORTS[query.sort]} LIMIT ${query.limit} OFFSET ${query.offset}`).bind(...params),
      c.env.DB.prepare(`SELECT COUNT(*) AS total ${sql}`).bind(...params),
    ]);
    return c.json({
      orders: (rows.results as unknown as OrderRow[]).map(orderSummary),
      total: (count.results[0] as { total: number }).total,
      limit: query.limit,
      offset: query.offset,
    });
  })
  .get("/orders/getOrderId/:x", async (c) => {
    const claims = claimsOf(c);
    assertOrderHistory(claims);
    const x = c.req.param("x");
    if (!/^[A-Za-z0-9-]{1,40}$/.test(x)) throw badRequest("Invalid order reference", [{ path: "x", code: "invalid_format", message: "A web order number or an order number" }]);
    const row = await c.env.DB.prepare("SELECT id FROM orders WHERE temp_order_id = ?1 OR CAST(id AS TEXT) = ?1").bind(x).first<{ id: number }>();
    const order = await visibleOrder(c.env.DB, claims, String(row?.id ?? "0"));
    return c.json({ orderId: String(order.id), tempOrderId: order.temp_order_id });
  })
  .get("/orders/:id", async (c) => {
    const order = await visibleOrder(c.env.DB, claimsOf(c), c.req.param("id"));
    return c.json(await orderDetail(c.env.DB, order));
  })
  .get("/orders/:id/invoices", async (c) => {
    const claims = claimsOf(c);
    const order = await visibleOrder(c.env.DB, claims, c.req.param("id"));
    if (denies(claims, "EJ_SE_EKONOMISK_UPPFÖLJNING")) throw forbidden("Not allowed to see invoices");
    const { results } = await c.env.DB.prepare("SELECT * FROM invoices WHERE order_id = ? AND issued_at <= ? ORDER BY issued_at").bind(order.id, new Date().toISOString()).all<{ id: string; amount_ore: number; issued_at: string; due_at: string; paid: number }>();
    return c.json(results.map((i) => ({ invoiceId: i.id, orderId: String(order.id), amount: oreToSek(i.amount_ore), currency: "SEK", issuedAt: i.issued_at, dueAt: i.due_at, paid: i.paid === 1 })));
  })
  .get("/orders/:id/addresses", async (c) => {
    const order = await visibleOrder(c.env.DB, claimsOf(c), c.req.param("id"));
    return c.json(await orderAddresses(c.env.DB, order));
  })
  .get("/orders/:id/documents/order-confirmation", async (c) => {
    const order = await visibleOrder(c.env.DB, claimsOf(c), c.req.param("id"));
    const claims = claimsOf(c);
    const pdf = await orderConfirmationPdf(await orderDetail(c.env.DB, order), await orderAddresses(c.env.DB, order), await customerName(c.env.DB, order.customer_id), moneyVisibility(claims));
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, { "content-type": "application/pdf", "content-disposition": `inline; filename="orderbekraftelse-${order.id}.pdf"` });
  })
  .get("/orders/:id/download", async (c) => {
    const claims = claimsOf(c);
    const order = await visibleOrder(c.env.DB, claims, c.req.param("id"));
    const detail = await orderDetail(c.env.DB, order);
    // The price columns only for a caller who may see prices (the same rule as every JSON answer).
    const prices = moneyVisibility(claims).prices;
    const sek = (amount: number) => amount.toFixed(2).replace(".", ",");
    const rows = [
      ["Ordernummer", "Rad", "Artikelnummer", "Benämning", "Antal", "Enhet", "Märkning", ...(prices ? ["À-pris", "Belopp"] : [])],
      ...detail.items.map((i) => [detail.orderId, String(i.line), i.articleNumber, i.name, String(i.quantity), i.unit, i.label, ...(prices ? [sek(i.unitPrice), sek(i.lineNet)] : [])]),
    ];
    return c.body(writeCsv(rows), 200, { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="order-${order.id}.csv"` });
  })
  .post("/orders/:id/documents/email", async (c) => {
    const claims = claimsOf(c);
    const order = await visibleOrder(c.env.DB, claims, c.req.param("id"));
    const body = await jsonBody(c, z.object({ message: z.string().max(2000).default(""), email: z.email().max(320).optional(), documentType: z.enum(["order-confirmation"]).default("order-confirmation") }).default({ message: "", documentType: "order-confirmation" }));
    const user = await c.env.DB.prepare("SELECT email FROM users WHERE id = ?").bind(claims.sub).first<{ email: string }>();
    const to = body.email ?? user?.email;
    if (!to) throw badRequest("No recipient", [{ path: "email", code: "invalid_type", message: "Give an email address" }]);
    const text = [
      body.message ? `${body.message}\n` : "",
      `Orderbekräftelse för order ${order.id} (${order.temp_order_id}).`,
      `Hämta den som PDF: /orders/${order.id}/documents/order-confirmation`,
    ].join("\n");
    const { meta } = await c.env.DB.prepare("INSERT INTO outbox (to_address, subject, body) VALUES (?, ?, ?)").bind(to, `Orderbekräftelse ${order.id}`, text).run();
    return c.json({ queued: true, outboxId: meta.last_row_id, to }, 202);
  })
  .post("/orders/inquiry", async (c) => {
    const claims = claimsOf(c);
    const body = await jsonBody(c, z.object({ orderId: z.string().regex(/^\d{1,12}$/).optional(), subject: z.string().trim().min(1).max(200), message: z.string().trim().min(1).max(5000) }));
    if (!claims.customerId) throw badRequest("Choose a customer first", [{ path: "customerId", code: "missing_context", message: "The token has no customer context" }]);
    const order = body.orderId ? await visibleOrder(c.env.DB, claims, body.orderId) : null;
    const user = await c.env.DB.prepare("SELECT email, first_name, last_name FROM users WHERE id = ?").bind(claims.sub).first<{ email: string; first_name: string; last_name: string }>();
    const customerId = order?.customer_id ?? claims.customerId;
    const [inserted] = await c.env.DB.batch<{ id: number }>([
      c.env.DB.prepare("INSERT INTO order_inquiries (user_id, customer_id, order_id, subject, message) VALUES (?, ?, ?, ?, ?) RETURNING id").bind(claims.sub, customerId, order?.id ?? null, body.subject, body.message),
      c.env.DB.prepare("INSERT INTO outbox (to_address, subject, body) VALUES ('kundtjanst@demo-butik.se', ?, ?)").bind(
        `Förfrågan${order ? ` om order ${order.id}` : ""}: ${body.subject}`,
        `Från ${user?.first_name ?? ""} ${user?.last_name ?? ""} <${user?.email ?? ""}>, kund ${customerId}\n\n${body.message}`,
      ),
    ]);
    return c.json({ inquiryId: String(inserted.results[0].id), orderId: order ? String(order.id) : null }, 201);
  })
  .get("/v4/customers/orders/:n/validate", async (c) => {
    const claims = claimsOf(c);
    const n = decodeURIComponent(c.req.param("n"));
    if (n.length > 100) throw badRequest("Order number too long", [{ path: "n", code: "too_big", message: "At most 100 characters" }]);
    const problems: string[] = customerOrderNumberProblems(n);
    let usedBy: string | null = null;
    if (problems.length === 0 && claims.customerId) {
      const used = await c.env.DB.prepare("SELECT id, customer_id, project_id FROM orders WHERE customer_id = ? AND customer_order_number = ? COLLATE NOCASE LIMIT 1").bind(claims.customerId, n.trim()).first<{ id: number; customer_id: string; project_id: string }>();
      if (used) {
        problems.push("ALREADY_USED");
        // The number is unique per customer, but the order that uses it is named only to those who may see it.
        usedBy = canReadCustomerProject(claims, used.customer_id, used.project_id) ? String(used.id) : null;
      }
    }
    return c.json({ orderNumber: n.trim(), valid: problems.length === 0, problems, usedByOrderId: usedBy });
  });
