/**
 * The invoice archive and the open balance (docs/purchasing-controls.md "Fakturor och saldo"): the list with filters
 * and paging, one invoice with its orders and lines, its PDF, and the customer's balance and credit. Who may see what:
 * invoices/access.ts, the one authorization point (403 for EJ_SE_EKONOMISK_UPPFÖLJNING, 404 outside the customer and
 * project scope). Amounts are null for EJ_SE_PRISER in every answer and left out of the PDF.
 */
import { Hono } from "hono";
import { z } from "zod";
import { stockholmIsoDate } from "@shop/domain/format";
import { stockholmDayEndUtc, stockholmDayStartUtc } from "@shop/domain/invoices";
import { invoiceListQuerySchema } from "@shop/contract/commerce/invoices";
import { claimsOf } from "../auth/middleware";
import { moneyVisibility } from "../auth/money-filter";
import type { AppEnv } from "../env";
import { badRequest, queryParams } from "../http/errors";
import { customerName } from "../orders/records";
import { invoiceListScope, visibleInvoice } from "../invoices/access";
import { invoicePdf } from "../invoices/pdf";
import { balanceOf, customerCredit, invoiceContents, invoiceProjects, searchInvoices } from "../invoices/store";
import { balanceView, invoiceDetail, invoiceSummary } from "../invoices/view";

/** Invoices are read as of now (real time, like order statuses): status and overdue in Stockholm's today. */
function clockNow() {
  const now = new Date();
  return { date: now, clock: { now: now.toISOString(), today: stockholmIsoDate(now) } };
}

export const invoiceRoutes = new Hono<AppEnv>()
  .get("/v2/invoices", async (c) => {
    const claims = claimsOf(c);
    const scope = invoiceListScope(claims);
    const query = queryParams(c, invoiceListQuerySchema);
    if (query.fromDate && query.toDate && query.fromDate > query.toDate)
      throw badRequest("fromDate is after toDate", [
        { path: "fromDate", code: "invalid_range", message: "fromDate must not be after toDate" },
      ]);
    const { date, clock } = clockNow();
    const [{ rows, total }, projects] = await Promise.all([
      searchInvoices(
        c.env.DB,
        {
          ...scope,
          fromUtc: query.fromDate ? stockholmDayStartUtc(query.fromDate) : undefined,
          toUtc: query.toDate ? stockholmDayEndUtc(query.toDate) : undefined,
          status: query.status,
          projectId: query.project === undefined ? undefined : query.project === "none" ? "" : query.project,
          q: query.q || undefined,
          limit: query.limit,
          offset: query.offset,
        },
        clock,
      ),
      invoiceProjects(c.env.DB, scope, clock),
    ]);
    const view = moneyVisibility(claims);
    return c.json({
      items: rows.map((r) => invoiceSummary(r, view, date)),
      total,
      limit: query.limit,
      offset: query.offset,
      projects,
    });
  })
  .get("/v2/invoices/balance", async (c) => {
    const claims = claimsOf(c);
    const scope = invoiceListScope(claims);
    // The balance is the token's customer's: no parameter may name another.
    queryParams(c, z.strictObject({}));
    const { clock } = clockNow();
    const [totals, credit] = await Promise.all([
      balanceOf(c.env.DB, scope, clock),
      customerCredit(c.env.DB, scope.customerId),
    ]);
    return c.json(balanceView(scope.customerId, totals, credit, scope.wholeCustomer, moneyVisibility(claims)));
  })
  .get("/v2/invoices/:id", async (c) => {
    const claims = claimsOf(c);
    const { date, clock } = clockNow();
    const { invoice, view } = await visibleInvoice(c.env.DB, claims, c.req.param("id"), clock);
    const [contents, name] = await Promise.all([
      invoiceContents(c.env.DB, invoice.id, clock.now),
      customerName(c.env.DB, invoice.customer_id),
    ]);
    return c.json(invoiceDetail(invoice, contents, name, view, date));
  })
  .get("/v2/invoices/:id/pdf", async (c) => {
    const claims = claimsOf(c);
    const { date, clock } = clockNow();
    const { invoice, view } = await visibleInvoice(c.env.DB, claims, c.req.param("id"), clock);
    const [contents, name] = await Promise.all([
      invoiceContents(c.env.DB, invoice.id, clock.now),
      customerName(c.env.DB, invoice.customer_id),
    ]);
    const pdf = await invoicePdf(invoiceDetail(invoice, contents, name, view, date));
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="faktura-${invoice.id}.pdf"`,
      "cache-control": "private, no-store",
    });
  });
