/**
 * The invoice archive and the open balance on the wire (workers/commerce/src/routes/invoices.ts; docs/purchasing-
 * controls.md "Fakturor och saldo"). Amounts are integer öre including VAT unless named net/VAT; null = hidden by
 * the money filter (EJ_SE_PRISER). Users with EJ_SE_EKONOMISK_UPPFÖLJNING get 403 from every route.
 */
import { z } from "zod";
import { INVOICE_SEARCH_TEXT_MAX, INVOICE_STATUS_FILTERS, INVOICE_STATUSES } from "@shop/domain/invoices";

const ore = z.number().int().nullable();

/** The archive's query: issue dates (Stockholm days, both included), status, project ("none" = no project), text. */
export const invoiceListQuerySchema = z.strictObject({
  fromDate: z.iso.date().optional(),
  toDate: z.iso.date().optional(),
  status: z.enum(INVOICE_STATUS_FILTERS).optional(),
  project: z
    .string()
    .regex(/^(none|[A-Za-z0-9-]{1,40})$/)
    .optional(),
  q: z.string().trim().max(INVOICE_SEARCH_TEXT_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

export const invoiceSummarySchema = z.object({
  invoiceId: z.string(),
  ocr: z.string(),
  customerId: z.string(),
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  issuedAt: z.string(),
  /** The last day to pay, a Stockholm date (YYYY-MM-DD). */
  dueDate: z.string(),
  status: z.enum(INVOICE_STATUSES),
  paidAt: z.string().nullable(),
  orderIds: z.array(z.string()),
  currency: z.literal("SEK"),
  netOre: ore,
  vatOre: ore,
  amountOre: ore,
  paidOre: ore,
  remainingOre: ore,
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceListSchema = z.object({
  items: z.array(invoiceSummarySchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  /** The projects the caller may filter by (in his context and scope). */
  projects: z.array(z.object({ projectId: z.string(), name: z.string() })),
});
export type InvoiceList = z.infer<typeof invoiceListSchema>;

export const invoiceDetailSchema = invoiceSummarySchema.extend({
  customerName: z.string(),
  payments: z.array(z.object({ paidAt: z.string(), amountOre: ore })),
  orders: z.array(
    z.object({
      orderId: z.string(),
      tempOrderId: z.string(),
      createdAt: z.string(),
      customerOrderNumber: z.string().nullable(),
      reference: z.string().nullable(),
      /** The order's cost centre (order references, docs/purchasing-controls.md); absent from older services. */
      costCentre: z.string().nullable().default(null),
      netOre: ore,
      lines: z.array(
        z.object({
          line: z.number().int(),
          articleNumber: z.string(),
          name: z.string(),
          quantity: z.number(),
          unit: z.string(),
          unitPriceOre: ore,
          lineNetOre: ore,
        }),
      ),
    }),
  ),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const invoiceBalanceSchema = z.object({
  customerId: z.string(),
  /** CUSTOMER: the whole customer's invoices; PROJECT: only the caller's context or projects (no credit shown). */
  scope: z.enum(["CUSTOMER", "PROJECT"]),
  currency: z.literal("SEK"),
  openCount: z.number().int(),
  overdueCount: z.number().int(),
  openOre: ore,
  overdueOre: ore,
  /** Placed orders not invoiced yet (they use credit too). */
  uninvoicedOre: ore,
  creditLimitOre: ore,
  /** The limit less open invoices and uninvoiced orders; negative over the limit; null without a limit. */
  availableOre: ore,
  paymentTermsDays: z.number().int().nullable(),
});
export type InvoiceBalance = z.infer<typeof invoiceBalanceSchema>;
