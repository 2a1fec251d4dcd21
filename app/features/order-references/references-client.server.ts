/** A customer's order reference settings in the commerce service (docs/purchasing-controls.md). */
import {
  orderReferenceSettingsSchema,
  type OrderReferenceSettingsInput,
  type OrderReferenceSettingsWire,
} from "@shop/contract/commerce/order-references";
import { commerceCall, type CommerceTransport } from "~/platform/services/commerce-client.server";

export function orderReferenceSettingsOf(
  transport: CommerceTransport,
  customerId: string,
): Promise<OrderReferenceSettingsWire> {
  return commerceCall(transport, {
    path: `/v2/customers/${encodeURIComponent(customerId)}/order-references`,
    schema: orderReferenceSettingsSchema,
  });
}

export function saveOrderReferenceSettings(
  transport: CommerceTransport,
  customerId: string,
  settings: OrderReferenceSettingsInput,
): Promise<OrderReferenceSettingsWire> {
  return commerceCall(transport, {
    method: "PUT",
    path: `/v2/customers/${encodeURIComponent(customerId)}/order-references`,
    body: settings,
    schema: orderReferenceSettingsSchema,
  });
}
