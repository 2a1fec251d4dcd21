/** What checkout answers per delivery, and the stored order rows it is built from. */
import type { NotPurchasableReason } from "@shop/domain/purchase-constraints";
import type { checkoutResultsSchema } from "@shop/contract/commerce/checkout";
import type { WireAnswer } from "@shop/contract/wire";
import { oreToSek } from "@shop/domain/money";

export interface OrderDetailsInput {
  customerOrderNumber?: string | null;
  reference?: string | null;
  costCentre?: string | null;
  message?: string | null;
  addressId?: string | null;
  storeId?: string | null;
  requestedDeliveryDate?: string | null;
  email?: string | null;
  zipCode?: string | null;
}

export interface CheckoutInput {
  orderDetails: Record<string, OrderDetailsInput>;
  sendOrderReceipt: boolean;
}

export interface CheckoutResult {
  deliveryId: string;
  success: boolean;
  tempOrderId: string | null;
  orderId: string | null;
  /** Over the buyer's order limit: not placed but submitted for approval as this (errors: AWAITING_APPROVAL). */
  approvalId?: string;
  approvalReason?: string;
  orderItems: {
    articleNumber: string;
    name: string;
    quantity: number;
    unit: string;
    label: string;
    unitPrice: number;
    lineNet: number;
  }[];
  /** `currency` marks the result's amounts for the money filter (auth/money-filter.ts). */
  orderDetails: {
    warehouseId: string | null;
    requestedDeliveryDate: string | null;
    customerOrderNumber: string | null;
    reference: string | null;
    costCentre?: string | null;
    zipCode?: string | null;
    total: number | null;
    currency: "SEK";
  };
  errors: { code: string; message: string; articleNumbers?: string[]; lines?: RefusedOrderLine[] }[];
}

/** A line the purchase rule refuses at checkout, with the rule's reason (domain/purchase-constraints.ts). */
export interface RefusedOrderLine {
  articleNumber: string;
  name: string | null;
  reason: NotPurchasableReason | null;
}
/**
 * Checkout results as the storefront reads them (contract/commerce/checkout.ts; it keeps the other fields too,
 * hence the index signature an interface lacks and `Pick` supplies).
 */
export type CheckoutResultsAnswer = WireAnswer<
  typeof checkoutResultsSchema,
  Pick<CheckoutResult, keyof CheckoutResult>[]
>;

export function tempOrderId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return `WEB-${[...bytes]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase()}`;
}

export function failure(
  deliveryId: string,
  code: string,
  message: string,
  articleNumbers?: string[],
  lines?: RefusedOrderLine[],
): CheckoutResult {
  return {
    deliveryId,
    success: false,
    tempOrderId: null,
    orderId: null,
    orderItems: [],
    orderDetails: {
      warehouseId: null,
      requestedDeliveryDate: null,
      customerOrderNumber: null,
      reference: null,
      costCentre: null,
      total: null,
      currency: "SEK",
    },
    errors: [{ code, message, ...(articleNumbers ? { articleNumbers } : {}), ...(lines ? { lines } : {}) }],
  };
}

export interface OrderRowLite {
  id: number;
  temp_order_id: string;
  delivery_id: string;
  warehouse_id: string;
  requested_delivery_date: string;
  customer_order_number: string | null;
  reference: string | null;
  /** 0150 */
  cost_centre?: string | null;
  zip_code: string | null;
  total_ore: number;
}
export interface OrderItemRowLite {
  article_number: string;
  name: string;
  quantity: number;
  unit: string;
  label: string;
  unit_price_ore: number;
  line_net_ore: number;
}

export function successResult(order: OrderRowLite, items: OrderItemRowLite[]): CheckoutResult {
  return {
    deliveryId: order.delivery_id,
    success: true,
    tempOrderId: order.temp_order_id,
    orderId: String(order.id),
    orderItems: items.map((i) => ({
      articleNumber: i.article_number,
      name: i.name,
      quantity: i.quantity,
      unit: i.unit,
      label: i.label,
      unitPrice: oreToSek(i.unit_price_ore),
      lineNet: oreToSek(i.line_net_ore),
    })),
    orderDetails: {
      warehouseId: order.warehouse_id,
      requestedDeliveryDate: order.requested_delivery_date,
      customerOrderNumber: order.customer_order_number,
      reference: order.reference,
      costCentre: order.cost_centre ?? null,
      zipCode: order.zip_code,
      total: oreToSek(order.total_ore),
      currency: "SEK",
    },
    errors: [],
  };
}
