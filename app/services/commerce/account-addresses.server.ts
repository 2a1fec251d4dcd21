import { z } from "zod";
import { commerceCall, type CommerceTransport } from "./client.server";

export const addressSchema = z.object({
  addressId: z.string(),
  label: z.string().nullable(),
  name: z.string().nullable(),
  recipientName: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  address3: z.string().nullable(),
  postalCode: z.string().nullable(),
  postalAddress: z.string().nullable(),
  countryCode: z.string(),
  phone: z.string().nullable(),
  preselected: z.boolean(),
  readOnly: z.boolean(),
  validForDelivery: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

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
  return commerceCall(transport, { method: "PUT", path: `address/${encodeURIComponent(addressId)}`, body: input, schema: addressSchema, service: "auth" });
}

export async function deleteAddress(transport: CommerceTransport, addressId: string): Promise<void> {
  await commerceCall(transport, { method: "DELETE", path: `address/${encodeURIComponent(addressId)}`, schema: z.unknown(), service: "auth" });
}
