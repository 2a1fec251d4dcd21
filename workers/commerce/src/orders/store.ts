/** Orders as the customer sees them: status from the history as of now, lines, invoices, addresses. */
import { oreToSek } from "@shop/domain/money";
import type { orderSchema, orderSummarySchema } from "@shop/contract/commerce/orders";
import type { WireAnswer } from "@shop/contract/wire";
import type { AccessClaims } from "../auth/jwt";
import { assertResourceAccess } from "../auth/access";
import { denies } from "../auth/claims";
import { forbidden, notFound } from "../http/errors";

export const ORDER_STATUSES = ["RECEIVED", "CONFIRMED", "PICKING", "SHIPPED", "DELIVERED", "CANCELLED"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderRow {
  id: number;
  temp_order_id: string;
  customer_id: string;
  project_id: string;
  user_id: string;
  delivery_id: string;
  warehouse_id: string;
  customer_order_number: string | null;
  reference: string | null;
  /** 0150: the cost centre the order is booked on (docs/purchasing-controls.md). */
  cost_centre?: string | null;
  message: string | null;
  requested_delivery_date: string;
  /** 0070: express deliveries (XXX, 24-12) only. */
  zip_code?: string | null;
  delivery_address: string;
  invoice_address: string;
  net_ore: number;
  vat_ore: number;
  total_ore: number;
  created_at: string;
  status: OrderStatus;
  /** 0145: the approval the order was placed from (docs/purchasing-controls.md). */
  approval_id?: string | null;
}

/** The latest status event that has happened: demo events lie in the future too, so status moves over time. */
export const CURRENT_STATUS = `(SELECT e.status FROM order_status_events e WHERE e.order_id = o.id AND e.at <= ?1 ORDER BY e.at DESC LIMIT 1)`;

export function assertOrderHistory(claims: AccessClaims) {
  if (denies(claims, "EJ_ORDERHISTORIK")) throw forbidden("Not allowed to see order history");
}

/** An order the caller may see (auth/access.ts: customer AND project scope); any other answers 404, never its data. */
export async function visibleOrder(db: D1Database, claims: AccessClaims, orderId: string): Promise<OrderRow> {
  assertOrderHistory(claims);
  if (!/^\d{1,12}$/.test(orderId)) throw notFound("Order not found");
  const order = await db
    .prepare(`SELECT o.*, ${CURRENT_STATUS} AS status FROM orders o WHERE o.id = ?2`)
    .bind(new Date().toISOString(), Number(orderId))
    .first<OrderRow>();
  if (!order) throw notFound("Order not found");
  assertResourceAccess(claims, { customerId: order.customer_id, projectId: order.project_id }, "Order");
  return order;
}

export async function orderItems(db: D1Database, orderId: number) {
  const { results } = await db.prepare("SELECT * FROM order_items WHERE order_id = ? ORDER BY line").bind(orderId).all<{
    line: number;
    article_number: string;
    name: string;
    quantity: number;
    unit: string;
    label: string;
    unit_price_ore: number;
    line_net_ore: number;
  }>();
  return results;
}

export function orderSummary(o: OrderRow) {
  return {
    orderId: String(o.id),
    tempOrderId: o.temp_order_id,
    status: o.status,
    createdAt: o.created_at,
    customerId: o.customer_id,
    projectId: o.project_id || null,
    deliveryId: o.delivery_id,
    warehouseId: o.warehouse_id,
    customerOrderNumber: o.customer_order_number,
    reference: o.reference,
    costCentre: o.cost_centre ?? null,
    requestedDeliveryDate: o.requested_delivery_date,
    zipCode: o.zip_code ?? null,
    currency: "SEK",
    net: oreToSek(o.net_ore),
    vat: oreToSek(o.vat_ore),
    total: oreToSek(o.total_ore),
  };
}

export type OrderSummaryAnswer = WireAnswer<typeof orderSummarySchema, ReturnType<typeof orderSummary>>;

export async function orderDetail(db: D1Database, o: OrderRow) {
  const [items, history] = await Promise.all([
    orderItems(db, o.id),
    db
      .prepare("SELECT status, at FROM order_status_events WHERE order_id = ? AND at <= ? ORDER BY at")
      .bind(o.id, new Date().toISOString())
      .all<{ status: string; at: string }>(),
  ]);
  return {
    ...orderSummary(o),
    message: o.message,
    statusHistory: history.results,
    items: items.map((i) => ({
      line: i.line,
      articleNumber: i.article_number,
      name: i.name,
      quantity: i.quantity,
      unit: i.unit,
      label: i.label,
      unitPrice: oreToSek(i.unit_price_ore),
      lineNet: oreToSek(i.line_net_ore),
    })),
  };
}

export type OrderDetailAnswer = WireAnswer<typeof orderSchema, Awaited<ReturnType<typeof orderDetail>>>;

export async function orderAddresses(db: D1Database, o: OrderRow) {
  const delivery = JSON.parse(o.delivery_address) as Record<string, unknown>;
  let invoice = JSON.parse(o.invoice_address) as Record<string, unknown>;
  if (Object.keys(invoice).length === 0) {
    invoice =
      (await db
        .prepare("SELECT * FROM addresses WHERE customer_id = ? AND read_only = 1 ORDER BY created_at LIMIT 1")
        .bind(o.customer_id)
        .first<Record<string, unknown>>()) ?? {};
  }
  const view = (a: Record<string, unknown>) =>
    Object.keys(a).length === 0
      ? null
      : {
          addressId: a.id ?? null,
          label: a.label ?? "",
          name: a.name ?? "",
          recipientName: a.recipient_name ?? null,
          address1: a.address1 ?? "",
          address2: a.address2 ?? null,
          address3: a.address3 ?? null,
          postalCode: a.postal_code ?? "",
          postalAddress: a.postal_address ?? "",
          countryCode: a.country_code ?? "SE",
          phone: a.phone ?? null,
        };
  return { orderId: String(o.id), deliveryAddress: view(delivery), invoiceAddress: view(invoice) };
}
