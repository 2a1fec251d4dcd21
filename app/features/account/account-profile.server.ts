import type { DeliveryMethodId } from "@shop/domain/delivery-options";
import { userSchema, type AccountUser } from "@shop/contract/commerce/account";
import { getStores } from "~/features/products/index.server";
import { commerceCall, type CommerceTransport } from "~/platform/services/commerce-client.server";

export type { AccountUser };

export function getUser(transport: CommerceTransport, userId: string): Promise<AccountUser> {
  return commerceCall(transport, {
    path: `v2/users/${encodeURIComponent(userId)}`,
    schema: userSchema,
    service: "auth",
  });
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
  return commerceCall(transport, {
    method: "PUT",
    path: `v2/users/${encodeURIComponent(userId)}/profile`,
    body: input,
    schema: userSchema,
    service: "auth",
  });
}
