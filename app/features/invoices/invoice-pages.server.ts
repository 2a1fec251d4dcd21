/**
 * The invoice archive on my pages (docs/purchasing-controls.md "Fakturor och saldo"): the list with its filters as a
 * GET form and the balance box above it, one invoice, and its PDF. The commerce service decides what the caller may
 * see (403 for EJ_SE_EKONOMISK_UPPFÖLJNING, 404 outside his customer and project scope, amounts null for
 * EJ_SE_PRISER); these pages send a denied user away before any call, like the other financial pages.
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { formatDate, formatPrice } from "@shop/domain/format";
import {
  INVOICE_ID,
  INVOICE_SEARCH_TEXT_MAX,
  INVOICE_STATUS_FILTERS,
  invoicesVisible,
  type InvoiceStatus,
} from "@shop/domain/invoices";
import type { InvoiceBalance, InvoiceDetail, InvoiceSummary } from "@shop/contract/commerce/invoices";
import { serverT } from "~/platform/i18n/catalogue.server";
import { forbidden } from "~/platform/routing/guards.server";
import { loadOrFail, requireCommerce, type SignedInCommerce } from "~/platform/routing/signed-in.server";
import { fetchInvoicePdf, getBalance, getInvoice, listInvoices } from "./invoices-client.server";

export const INVOICES_PATH = "/mina-sidor/fakturor";
export const INVOICE_PAGE_SIZE = 20;

const money = (ore: number | null) => (ore === null ? null : formatPrice(ore));

/** Signed in and allowed financial follow-up, or sent away with the rights message (before any invoice call). */
async function requireInvoices(request: Request, context: AppLoadContext): Promise<SignedInCommerce> {
  const commerce = await requireCommerce(request, context);
  if (!invoicesVisible(commerce.viewer.denials)) await forbidden(request, context);
  return commerce;
}

const isoDate = z.iso.date();
const filterSchema = z.object({
  q: z.string().trim().optional().catch(undefined),
  status: z.enum(INVOICE_STATUS_FILTERS).optional().catch(undefined),
  from: isoDate.optional().catch(undefined),
  to: isoDate.optional().catch(undefined),
  project: z
    .string()
    .regex(/^(none|[A-Za-z0-9-]{1,40})$/)
    .optional()
    .catch(undefined),
  sida: z.coerce.number().int().min(1).max(5_000).catch(1),
});
export type InvoiceFilters = z.infer<typeof filterSchema>;

export function invoiceFiltersFrom(url: URL): InvoiceFilters {
  const raw = Object.fromEntries([...url.searchParams].filter(([, value]) => value !== ""));
  return filterSchema.parse(raw);
}

function statusText(status: InvoiceStatus) {
  return serverT(`invoices.status.${status}`);
}

function rowView(invoice: InvoiceSummary) {
  return {
    invoiceId: invoice.invoiceId,
    issued: formatDate(invoice.issuedAt),
    dueDate: invoice.dueDate,
    status: invoice.status,
    statusText: statusText(invoice.status),
    project: invoice.projectName,
    orderIds: invoice.orderIds,
    amount: money(invoice.amountOre),
    remaining: money(invoice.remainingOre),
  };
}
export type InvoiceRowView = ReturnType<typeof rowView>;

function balanceView(balance: InvoiceBalance) {
  return {
    wholeCustomer: balance.scope === "CUSTOMER",
    openCount: balance.openCount,
    overdueCount: balance.overdueCount,
    open: money(balance.openOre),
    overdue: money(balance.overdueOre),
    uninvoiced: money(balance.uninvoicedOre),
    creditLimit: money(balance.creditLimitOre),
    available: money(balance.availableOre),
    overLimit: balance.availableOre !== null && balance.availableOre < 0,
    paymentTermsDays: balance.paymentTermsDays,
  };
}
export type BalanceView = ReturnType<typeof balanceView>;

/**
 * The archive: the balance box, the filters (a GET form that works without JavaScript), the list and its pages. A
 * filter the service would refuse is answered 400 with its message beside the field.
 */
export async function invoiceArchivePage(request: Request, context: AppLoadContext) {
  const commerce = await requireInvoices(request, context);
  const filters = invoiceFiltersFrom(new URL(request.url));
  // Inputs the service would refuse are not sent: the page says why beside the field.
  const errors = {
    q:
      (filters.q?.length ?? 0) > INVOICE_SEARCH_TEXT_MAX
        ? serverT("invoices.filters.q_too_long", { max: INVOICE_SEARCH_TEXT_MAX })
        : null,
    to: filters.from && filters.to && filters.from > filters.to ? serverT("invoices.filters.reversed") : null,
  };
  const refused = Boolean(errors.q || errors.to);
  const [list, balance] = await loadOrFail(request, context, () =>
    Promise.all([
      listInvoices(commerce.transport, {
        ...(refused
          ? {}
          : {
              q: filters.q || undefined,
              status: filters.status,
              fromDate: filters.from,
              toDate: filters.to,
              project: filters.project,
            }),
        limit: refused ? 1 : INVOICE_PAGE_SIZE,
        offset: refused ? 0 : (filters.sida - 1) * INVOICE_PAGE_SIZE,
      }),
      getBalance(commerce.transport),
    ]),
  );
  const total = refused ? 0 : list.total;
  // A refused filter is a bad request (400), shown beside its field with the rest of the page.
  return data(
    {
      title: serverT("invoices.archive.title"),
      filters,
      errors,
      projects: list.projects,
      rows: refused ? [] : list.items.map(rowView),
      total,
      pages: Math.max(1, Math.ceil(total / INVOICE_PAGE_SIZE)),
      balance: balanceView(balance),
    },
    { status: refused ? 400 : 200 },
  );
}

function detailView(invoice: InvoiceDetail) {
  return {
    ...rowView(invoice),
    ocr: invoice.ocr,
    customer: `${invoice.customerName} (${invoice.customerId})`,
    paidAt: invoice.paidAt ? formatDate(invoice.paidAt) : null,
    net: money(invoice.netOre),
    vat: money(invoice.vatOre),
    paid: money(invoice.paidOre),
    payments: invoice.payments.map((p) => ({ paidAt: formatDate(p.paidAt), amount: money(p.amountOre) })),
    orders: invoice.orders.map((o) => ({
      orderId: o.orderId,
      webNumber: o.tempOrderId,
      createdAt: formatDate(o.createdAt),
      customerOrderNumber: o.customerOrderNumber,
      reference: o.reference,
      costCentre: o.costCentre,
      net: money(o.netOre),
      lines: o.lines.map((l) => ({
        key: `${o.orderId}-${l.line}`,
        articleNumber: l.articleNumber,
        name: l.name,
        quantity: `${l.quantity} ${l.unit}`,
        unitPrice: money(l.unitPriceOre),
        lineNet: money(l.lineNetOre),
      })),
    })),
  };
}
export type InvoiceDetailView = ReturnType<typeof detailView>;

function invoiceIdOf(params: { id?: string }): string {
  const id = params.id ?? "";
  if (!INVOICE_ID.test(id)) throw new Response(serverT("invoices.not_found"), { status: 404 });
  return id;
}

export async function invoicePage(request: Request, context: AppLoadContext, params: { id?: string }) {
  const commerce = await requireInvoices(request, context);
  const id = invoiceIdOf(params);
  const invoice = await loadOrFail(request, context, () => getInvoice(commerce.transport, id));
  return {
    title: serverT("invoices.detail.title", { id }),
    invoice: detailView(invoice),
    // The order pages are there only without EJ_ORDERHISTORIK.
    orderLinks: !commerce.viewer.denials.includes("EJ_ORDERHISTORIK"),
  };
}

/** The invoice as a PDF, streamed from the service (which leaves out every amount the caller may not see). */
export async function invoicePdfResponse(request: Request, context: AppLoadContext, params: { id?: string }) {
  const commerce = await requireCommerce(request, context);
  const text = (message: string, status: number) =>
    new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  if (!invoicesVisible(commerce.viewer.denials)) return text(serverT("errors.missing_rights"), 403);
  const id = params.id ?? "";
  if (!INVOICE_ID.test(id)) return text(serverT("errors.not_found"), 404);
  const upstream = await loadOrFail(request, context, () => fetchInvoicePdf(commerce.transport, id));
  return new Response(upstream.body, {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="faktura-${id}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
