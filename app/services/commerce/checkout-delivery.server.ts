/** The delivery step's look-ups: delivery options, pickup stores and the customer's addresses. */
import { z } from "zod";
import { addressSchema as registerAddressSchema } from "./account-addresses.server";
import { commerceCall, type CommerceTransport } from "./client.server";

const deliveryOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  orderType: z.enum(["standard", "express"]),
  requiresZipCode: z.boolean(),
  requiresStore: z.boolean(),
  availableBetweenHours: z.object({ start: z.string(), end: z.string() }).nullable(),
});
export type DeliveryOptionWire = z.infer<typeof deliveryOptionSchema>;

export function listDeliveryOptions(transport: CommerceTransport) {
  return commerceCall(transport, { path: "delivery-options", schema: z.array(deliveryOptionSchema), service: "cart" });
}

const storeSchema = z.object({ id: z.string(), name: z.string() });
export type Store = z.infer<typeof storeSchema>;

/** Pickup stores (service 'standard-pickup'), sorted by name. */
export async function listPickupStores(transport: CommerceTransport): Promise<Store[]> {
  const stores = await commerceCall(transport, { path: "v2/locations", query: { services: "standard-pickup" }, schema: z.array(storeSchema.passthrough()), service: "cart" });
  return stores.map((s) => ({ id: s.id, name: s.name })).sort((a, b) => a.name.localeCompare(b.name, "sv"));
}

/** The address register's entry as delivery uses it: an address valid for delivery has these fields filled. */
const addressSchema = registerAddressSchema
  .omit({ address3: true, phone: true, readOnly: true })
  .extend({ label: z.string(), name: z.string(), address1: z.string(), postalCode: z.string(), postalAddress: z.string() });
export type DeliveryAddress = z.infer<typeof addressSchema>;

export function listDeliveryAddresses(transport: CommerceTransport) {
  return commerceCall(transport, { path: "address", query: { validForDelivery: "true" }, schema: z.array(addressSchema.passthrough()), service: "cart" });
}

export function createAddress(transport: CommerceTransport, address: { name: string; recipientName: string; address1: string; address2?: string; postalCode: string; postalAddress: string; phone?: string }) {
  return commerceCall(transport, {
    path: "address",
    body: { ...address, label: address.name, countryCode: "SE", address2: address.address2 || null, phone: address.phone || null },
    schema: addressSchema.passthrough(),
    service: "cart",
  });
}
