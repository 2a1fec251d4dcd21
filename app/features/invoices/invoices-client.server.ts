/**
 * The invoice archive and balance in the commerce service (workers/commerce/src/routes/invoices.ts): the list, one
 * invoice, the balance, each parsed with the contract; the PDF streamed as the service answers it.
 */
import {
  invoiceBalanceSchema,
  invoiceDetailSchema,
  invoiceListSchema,
  type InvoiceBalance,
  type InvoiceDetail,
  type InvoiceList,
  type InvoiceListQuery,
} from "@shop/contract/commerce/invoices";
import { commerceCall, type CommerceTransport } from "~/platform/services/commerce-client.server";
import { CommerceError, failureKindFor } from "~/platform/services/commerce-errors.server";

export async function listInvoices(transport: CommerceTransport, query: InvoiceListQuery): Promise<InvoiceList> {
  return commerceCall(transport, {
    path: "/v2/invoices",
    query: { ...query },
    schema: invoiceListSchema,
  });
}

export async function getInvoice(transport: CommerceTransport, id: string): Promise<InvoiceDetail> {
  return commerceCall(transport, { path: `/v2/invoices/${encodeURIComponent(id)}`, schema: invoiceDetailSchema });
}

export async function getBalance(transport: CommerceTransport): Promise<InvoiceBalance> {
  return commerceCall(transport, { path: "/v2/invoices/balance", schema: invoiceBalanceSchema });
}

/** The invoice PDF as the service streams it (not buffered: the body is passed on as is). */
export async function fetchInvoicePdf(transport: CommerceTransport, id: string): Promise<Response> {
  const url = new URL(
    `v2/invoices/${encodeURIComponent(id)}/pdf`,
    transport.baseUrl.endsWith("/") ? transport.baseUrl : `${transport.baseUrl}/`,
  );
  let response: Response;
  try {
    response = await transport.fetch(url.toString(), {
      headers: { ...transport.headers, Authorization: `Bearer ${transport.token ?? ""}`, Accept: "application/pdf" },
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new CommerceError("no_response", null, null, "order");
  }
  if (!response.ok || !response.body)
    throw new CommerceError(failureKindFor(response.status, null), response.status, null, "order");
  return response;
}
