import { z } from "zod";
import { commerceCall, type CommerceTransport } from "./client.server";
import { CommerceError, failureKindFor } from "./errors.server";

import { ORDER_PAGE_SIZE, type ORDER_SORTS } from "@shop/domain/account-constants";

/**
 * Amounts arrive as decimal strings or numbers; kept as exact text for formatting. null = hidden by the
 * service's money filter (app/domain/money-view.ts) for a viewer whose denials hide it.
 */
const money = z.union([z.number(), z.string()]).nullable();

const orderSummarySchema = z.object({
  orderId: z.string(),
  tempOrderId: z.string().nullable(),
  // No status event yet (an order just placed) reads as received.
  status: z.string().nullable().transform((s) => s ?? "RECEIVED"),
  createdAt: z.string(),
  deliveryId: z.string().nullable(),
  customerOrderNumber: z.string().nullable(),
  reference: z.string().nullable(),
  currency: z.string(),
  net: money,
  vat: money,
  total: money,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

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
    query: { q: filters.q, orderStatus: filters.orderStatus, fromDate: filters.fromDate, toDate: filters.toDate, sort: filters.sort, limit: ORDER_PAGE_SIZE, offset: (filters.page - 1) * ORDER_PAGE_SIZE },
    schema: z.object({ orders: z.array(orderSummarySchema), total: z.number() }),
    service: "order",
  });
}

const orderSchema = orderSummarySchema.extend({
  message: z.string().nullable().optional(),
  requestedDeliveryDate: z.string().nullable().optional(),
  /** Express deliveries (XXX, 24-12): the zip code the delivery goes to. */
  zipCode: z.string().nullable().optional(),
  statusHistory: z.array(z.object({ status: z.string(), at: z.string() })).default([]),
  items: z.array(z.object({ articleNumber: z.string(), name: z.string().nullable().optional(), quantity: z.number(), unit: z.string().nullable().optional(), unitPrice: money.nullable().optional(), lineNet: money.nullable().optional() })).default([]),
});
export type Order = z.infer<typeof orderSchema>;

const orderAddressSchema = z.object({
  name: z.string().nullable().optional(),
  recipientName: z.string().nullable().optional(),
  address1: z.string().nullable().optional(),
  address2: z.string().nullable().optional(),
  postalCode: z.string().nullable().optional(),
  postalAddress: z.string().nullable().optional(),
}).nullable();

const invoiceSchema = z.object({ invoiceId: z.string(), amount: money, currency: z.string(), issuedAt: z.string(), dueAt: z.string(), paid: z.boolean() });
export type Invoice = z.infer<typeof invoiceSchema>;

export function getOrder(transport: CommerceTransport, orderId: string) {
  return commerceCall(transport, { path: `orders/${encodeURIComponent(orderId)}`, schema: orderSchema, service: "order" });
}

export function getOrderAddresses(transport: CommerceTransport, orderId: string) {
  return commerceCall(transport, { path: `orders/${encodeURIComponent(orderId)}/addresses`, schema: z.object({ deliveryAddress: orderAddressSchema, invoiceAddress: orderAddressSchema }), service: "order" });
}

export function getInvoices(transport: CommerceTransport, orderId: string) {
  return commerceCall(transport, { path: `orders/${encodeURIComponent(orderId)}/invoices`, schema: z.array(invoiceSchema), service: "order" });
}

export function emailOrderDocument(transport: CommerceTransport, orderId: string, message: string | null) {
  return commerceCall(transport, { path: `orders/${encodeURIComponent(orderId)}/documents/email`, body: message ? { message } : {}, schema: z.object({ queued: z.boolean(), to: z.string() }), service: "order" });
}

/** The confirmation PDF as the service streams it (not buffered: the body is passed on as is). */
export async function fetchOrderConfirmation(transport: CommerceTransport, orderId: string): Promise<Response> {
  const url = new URL(`orders/${encodeURIComponent(orderId)}/documents/order-confirmation`, transport.baseUrl.endsWith("/") ? transport.baseUrl : `${transport.baseUrl}/`);
  let response: Response;
  try {
    response = await transport.fetch(url.toString(), { headers: { Authorization: `Bearer ${transport.token ?? ""}`, Accept: "application/pdf" }, signal: AbortSignal.timeout(10_000) });
  } catch {
    throw new CommerceError("no_response", null, null, "order");
  }
  if (!response.ok || !response.body) throw new CommerceError(failureKindFor(response.status, null), response.status, null, "order");
  return response;
}
