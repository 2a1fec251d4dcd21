/** The summary step's calls: order-number validation and the idempotent checkout. */
import {
  checkoutResultsSchema as resultSchema,
  orderNumberCheckSchema,
  type CheckoutResults,
} from "@shop/contract/commerce/checkout";
import { commerceCall, type CommerceTransport } from "~/platform/services/commerce-client.server";

export function validateCustomerOrderNumber(transport: CommerceTransport, orderNumber: string) {
  return commerceCall(transport, {
    path: `v4/customers/orders/${encodeURIComponent(orderNumber)}/validate`,
    schema: orderNumberCheckSchema,
    service: "order",
  });
}

export interface OrderDetails {
  customerOrderNumber?: string | null;
  reference?: string | null;
  /** The cost centre (docs/purchasing-controls.md). */
  costCentre?: string | null;
  message?: string | null;
  addressId?: string | null;
  storeId?: string | null;
  requestedDeliveryDate?: string | null;
  email?: string | null;
  /** The express zip code (XXX, 24-12), chosen on the delivery step. */
  zipCode?: string | null;
}

export type { CheckoutResults };

/**
 * Places the order. The key comes from the rendered form, so a double click, a reload or a retry of
 * the same form answers the first call's result instead of ordering again (the service stores it).
 */
export function placeOrder(
  transport: CommerceTransport,
  cartId: string,
  idempotencyKey: string,
  orderDetails: Record<string, OrderDetails>,
  sendOrderReceipt: boolean,
) {
  return commerceCall(transport, {
    path: `v2/cart/${encodeURIComponent(cartId)}/checkout`,
    // The service reads the key from the Idempotency-Key header or, equally, from the body.
    body: { orderDetails, sendOrderReceipt, idempotencyKey },
    schema: resultSchema,
    service: "order",
  });
}
