import { z } from "zod";
import { addressSchema, type Address } from "@shop/contract/commerce/account";
import { commerceCall, type CommerceTransport } from "~/platform/services/commerce-client.server";

export type { Address };

export interface AddressInput {
  label: string;
  name: string;
  recipientName: string | null;
  address1: string;
  address2: string | null;
  address3: string | null;
  postalCode: string;
  postalAddress: string;
  countryCode: "SE" | "AX";
  phone: string | null;
  preselected: boolean;
}

export function listAddresses(transport: CommerceTransport): Promise<Address[]> {
  return commerceCall(transport, { path: "address", schema: z.array(addressSchema), service: "auth" });
}

export function createAddress(transport: CommerceTransport, input: AddressInput) {
  return commerceCall(transport, { path: "address", body: input, schema: addressSchema, service: "auth" });
}

export function updateAddress(transport: CommerceTransport, addressId: string, input: AddressInput) {
  return commerceCall(transport, {
    method: "PUT",
    path: `address/${encodeURIComponent(addressId)}`,
    body: input,
    schema: addressSchema,
    service: "auth",
  });
}

export async function deleteAddress(transport: CommerceTransport, addressId: string): Promise<void> {
  await commerceCall(transport, {
    method: "DELETE",
    path: `address/${encodeURIComponent(addressId)}`,
    schema: z.unknown(),
    service: "auth",
  });
}
