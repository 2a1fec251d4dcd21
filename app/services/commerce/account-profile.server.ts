import { z } from "zod";
import type { DeliveryMethodId } from "@shop/domain/delivery-options";
import { ROLES, PERMISSION_DENIALS } from "@shop/domain/roles";
import { getStores } from "./catalogue.server";
import { commerceCall, type CommerceTransport } from "./client.server";

export const customerPermissionSchema = z.object({
  role: z.enum(ROLES),
  permissionDenies: z.array(z.string()).transform((list) => list.filter((d): d is (typeof PERMISSION_DENIALS)[number] => (PERMISSION_DENIALS as readonly string[]).includes(d))),
  customerId: z.string(),
  projectId: z.string().nullable(),
});

export const userSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobileNumber: z.string().nullable(),
  active: z.boolean(),
  roles: z.array(z.enum(ROLES)),
  customers: z.array(z.object({ customerId: z.string(), customerName: z.string() })),
  customerPermissions: z.array(customerPermissionSchema),
  preferredStore: z.string().nullable(),
  preferredDeliveryMethod: z.string().nullable(),
  defaultDeliveryMethod: z.string().nullable(),
});
export type AccountUser = z.infer<typeof userSchema>;

export function getUser(transport: CommerceTransport, userId: string): Promise<AccountUser> {
  return commerceCall(transport, { path: `v2/users/${encodeURIComponent(userId)}`, schema: userSchema, service: "auth" });
}

/** Store names by id (spec section 3: the list for service 'standard-pickup'). */
export async function storeNames(transport: CommerceTransport): Promise<Map<string, string>> {
  return new Map((await getStores(transport)).map((s) => [s.id, s.name]));
}

export interface ProfileInput {
  firstName: string;
  lastName: string;
  mobileNumber: string | null;
  preferredStore: string | null;
  preferredDeliveryMethod: DeliveryMethodId;
}

/** PUT /v2/users/{id}/profile: the signed-in user's own profile. */
export function updateProfile(transport: CommerceTransport, userId: string, input: ProfileInput): Promise<AccountUser> {
  return commerceCall(transport, { method: "PUT", path: `v2/users/${encodeURIComponent(userId)}/profile`, body: input, schema: userSchema, service: "auth" });
}
