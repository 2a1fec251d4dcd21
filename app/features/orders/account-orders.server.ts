import { z } from "zod";
import {
  documentsMailedSchema,
  inquiryAnswerSchema,
  invoiceSchema,
  orderAddressesSchema,
  orderListSchema,
  orderSchema,
  type Invoice,
  type Order,
  type OrderSummary,
} from "@shop/contract/commerce/orders";
import { commerceCall, type CommerceTransport } from "~/platform/services/commerce-client.server";
import { CommerceError, failureKindFor } from "~/platform/services/commerce-errors.server";

import { ORDER_PAGE_SIZE, type ORDER_SORTS } from "@shop/domain/account-constants";

export type { Invoice, Order, OrderSummary };

export interface OrderFilters {
  q?: string;
  orderStatus?: string;
  fromDate?: string;
  toDate?: string;
  sort: (typeof ORDER_SORTS)[number];
  page: number;
}

export function searchOrders(transport: CommerceTransport, filters: OrderFilters) {
  return commerceCall(transport, {
    path: "orders/search",
    query: {
      q: filters.q,
      orderStatus: filters.orderStatus,
      fromDate: filters.fromDate,
      toDate: filters.toDate,
      sort: filters.sort,
      limit: ORDER_PAGE_SIZE,
      offset: (filters.page - 1) * ORDER_PAGE_SIZE,
    },
    schema: orderListSchema,
    service: "order",
  });
}

export function getOrder(transport: CommerceTransport, orderId: string) {
  return commerceCall(transport, {
    path: `orders/${encodeURIComponent(orderId)}`,
    schema: orderSchema,
    service: "order",
  });
}

export function getOrderAddresses(transport: CommerceTransport, orderId: string) {
  return commerceCall(transport, {
    path: `orders/${encodeURIComponent(orderId)}/addresses`,
    schema: orderAddressesSchema,
    service: "order",
  });
}

export function getInvoices(transport: CommerceTransport, orderId: string) {
  return commerceCall(transport, {
    path: `orders/${encodeURIComponent(orderId)}/invoices`,
    schema: z.array(invoiceSchema),
    service: "order",
  });
}

export function emailOrderDocument(transport: CommerceTransport, orderId: string, message: string | null) {
  return commerceCall(transport, {
    path: `orders/${encodeURIComponent(orderId)}/documents/email`,
    body: message ? { message } : {},
    schema: documentsMailedSchema,
    service: "order",
  });
}

/** A question about an order to customer service (stored, and mailed to customer service's address). */
export function askAboutOrder(
  transport: CommerceTransport,
  question: { orderId: string; subject: string; message: string },
) {
  return commerceCall(transport, {
    path: "orders/inquiry",
    body: question,
    schema: inquiryAnswerSchema,
    service: "order",
  });
}

/** The confirmation PDF as the service streams it (not buffered: the body is passed on as is). */
export async function fetchOrderConfirmation(transport: CommerceTransport, orderId: string): Promise<Response> {
  const url = new URL(
    `orders/${encodeURIComponent(orderId)}/documents/order-confirmation`,
    transport.baseUrl.endsWith("/") ? transport.baseUrl : `${transport.baseUrl}/`,
  );
  let response: Response;
  try {
    response = await transport.fetch(url.toString(), {
      headers: { Authorization: `Bearer ${transport.token ?? ""}`, Accept: "application/pdf" },
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new CommerceError("no_response", null, null, "order");
  }
  if (!response.ok || !response.body)
    throw new CommerceError(failureKindFor(response.status, null), response.status, null, "order");
  return response;
}
