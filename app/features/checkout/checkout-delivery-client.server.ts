/** The delivery step's look-ups: delivery options, pickup stores and the customer's addresses. */
import { z } from "zod";
import {
  deliveryAddressSchema as addressSchema,
  deliveryOptionSchema,
  type DeliveryAddress,
  type DeliveryOptionWire,
} from "@shop/contract/commerce/checkout";
import { locationSchema as storeSchema } from "@shop/contract/commerce/locations";
import { commerceCall, type CommerceTransport } from "~/platform/services/commerce-client.server";

export type { DeliveryAddress, DeliveryOptionWire };

export function listDeliveryOptions(transport: CommerceTransport) {
  return commerceCall(transport, { path: "delivery-options", schema: z.array(deliveryOptionSchema), service: "cart" });
}

export type Store = z.infer<typeof storeSchema>;

/** Pickup stores (service 'standard-pickup'), sorted by name. */
export async function listPickupStores(transport: CommerceTransport): Promise<Store[]> {
  const stores = await commerceCall(transport, {
    path: "v2/locations",
    query: { services: "standard-pickup" },
    schema: z.array(storeSchema.passthrough()),
    service: "cart",
  });
  return stores.map((s) => ({ id: s.id, name: s.name })).sort((a, b) => a.name.localeCompare(b.name, "sv"));
}

export function listDeliveryAddresses(transport: CommerceTransport) {
  return commerceCall(transport, {
    path: "address",
    query: { validForDelivery: "true" },
    schema: z.array(addressSchema.passthrough()),
    service: "cart",
  });
}

export function createAddress(
  transport: CommerceTransport,
  address: {
    name: string;
    recipientName: string;
    address1: string;
    address2?: string;
    postalCode: string;
    postalAddress: string;
    phone?: string;
  },
) {
  return commerceCall(transport, {
    path: "address",
    body: {
      ...address,
      label: address.name,
      countryCode: "SE",
      address2: address.address2 || null,
      phone: address.phone || null,
    },
    schema: addressSchema.passthrough(),
    service: "cart",
  });
}
