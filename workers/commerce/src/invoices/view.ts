/**
 * Invoices and the balance as the caller sees them (contract/commerce/invoices.ts): status as of now in Stockholm,
 * amounts only for a caller who may see prices (null for EJ_SE_PRISER; the money filter nulls the same keys again).
 */
import type { MoneyView } from "@shop/domain/money-view";
import { availableCreditOre, invoiceStatus, remainingOre } from "@shop/domain/invoices";
import type { invoiceBalanceSchema, invoiceDetailSchema, invoiceSummarySchema } from "@shop/contract/commerce/invoices";
import type { WireAnswer } from "@shop/contract/wire";
import type { InvoiceRow, balanceOf, customerCredit, invoiceContents } from "./store";

export function invoiceSummary(row: InvoiceRow, view: MoneyView, now: Date) {
  const amount = (ore: number) => (view.prices ? ore : null);
  return {
    invoiceId: row.id,
    ocr: row.ocr,
    customerId: row.customer_id,
    projectId: row.project_id || null,
    projectName: row.project_id ? (row.project_name ?? row.project_id) : null,
    issuedAt: row.issued_at,
    dueDate: row.due_at,
    status: invoiceStatus({ paidAt: row.paid_at, dueDate: row.due_at }, now),
    paidAt: row.paid_at,
    orderIds: row.order_ids ? row.order_ids.split(",") : [String(row.order_id)],
    currency: "SEK" as const,
    netOre: amount(row.net_ore),
    vatOre: amount(row.vat_ore),
    amountOre: amount(row.amount_ore),
    paidOre: amount(Math.min(row.paid_ore, row.amount_ore)),
    remainingOre: amount(row.paid_at ? 0 : remainingOre(row.amount_ore, row.paid_ore)),
  };
}
export type InvoiceSummaryAnswer = WireAnswer<typeof invoiceSummarySchema, ReturnType<typeof invoiceSummary>>;

export function invoiceDetail(
  row: InvoiceRow,
  contents: Awaited<ReturnType<typeof invoiceContents>>,
  customerName: string,
  view: MoneyView,
  now: Date,
) {
  const amount = (ore: number) => (view.prices ? ore : null);
  return {
    ...invoiceSummary(row, view, now),
    customerName,
    payments: contents.payments.map((p) => ({ paidAt: p.paid_at, amountOre: amount(p.amount_ore) })),
    orders: contents.orders.map((o) => ({
      orderId: String(o.id),
      tempOrderId: o.temp_order_id,
      createdAt: o.created_at,
      customerOrderNumber: o.customer_order_number,
      reference: o.reference,
      costCentre: o.cost_centre,
      netOre: amount(o.net_ore),
      lines: contents.lines
        .filter((l) => l.order_id === o.id)
        .map((l) => ({
          line: l.line,
          articleNumber: l.article_number,
          name: l.name,
          quantity: l.quantity,
          unit: l.unit,
          unitPriceOre: amount(l.unit_price_ore),
          lineNetOre: amount(l.line_net_ore),
        })),
    })),
  };
}
export type InvoiceDetailAnswer = WireAnswer<typeof invoiceDetailSchema, ReturnType<typeof invoiceDetail>>;

export function balanceView(
  customerId: string,
  totals: Awaited<ReturnType<typeof balanceOf>>,
  credit: Awaited<ReturnType<typeof customerCredit>>,
  wholeCustomer: boolean,
  view: MoneyView,
) {
  const amount = (ore: number | null) => (view.prices ? ore : null);
  const limit = wholeCustomer ? (credit?.credit_limit_ore ?? null) : null;
  return {
    customerId,
    scope: wholeCustomer ? ("CUSTOMER" as const) : ("PROJECT" as const),
    currency: "SEK" as const,
    openCount: totals.open_count,
    overdueCount: totals.overdue_count,
    openOre: amount(totals.open_ore),
    overdueOre: amount(totals.overdue_ore),
    uninvoicedOre: amount(totals.uninvoiced_ore),
    creditLimitOre: amount(limit),
    availableOre: amount(availableCreditOre(limit, totals.open_ore, totals.uninvoiced_ore)),
    paymentTermsDays: credit?.payment_terms_days ?? null,
  };
}
export type InvoiceBalanceAnswer = WireAnswer<typeof invoiceBalanceSchema, ReturnType<typeof balanceView>>;
