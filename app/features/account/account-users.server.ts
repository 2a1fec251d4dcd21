import { z } from "zod";
import type { CustomerPermission } from "@shop/domain/roles";
import { USER_PAGE_SIZE, type USER_SORTS } from "@shop/domain/account-constants";
import { commerceCall, type CommerceTransport } from "~/platform/services/commerce-client.server";
import { userListSchema, userSchema } from "@shop/contract/commerce/account";

export interface UserQuery {
  search?: string;
  orderBy: (typeof USER_SORTS)[number];
  desc: boolean;
  active: boolean;
  page: number;
}

export function listUsers(transport: CommerceTransport, query: UserQuery) {
  return commerceCall(transport, {
    path: "v2/users",
    query: {
      search: query.search,
      orderBy: query.orderBy,
      desc: query.desc,
      active: query.active,
      limit: USER_PAGE_SIZE,
      offset: (query.page - 1) * USER_PAGE_SIZE,
      total: true,
    },
    schema: userListSchema,
    service: "auth",
  });
}

/** The roles the caller may grant per customer (GET /v2/users answers them beside the list); null from an older service. */
export async function grantableRolesOf(transport: CommerceTransport) {
  const list = await commerceCall(transport, {
    path: "v2/users",
    query: { limit: 1, total: true },
    schema: userListSchema,
    service: "auth",
  });
  return list.grantableRoles ?? null;
}

export interface UserInput {
  firstName: string;
  lastName: string;
  mobileNumber: string | null;
  customerPermissions: CustomerPermission[];
}

export function createUser(transport: CommerceTransport, input: UserInput & { email: string }) {
  return commerceCall(transport, {
    path: "v2/users",
    body: { ...input, invite: true },
    schema: userSchema,
    service: "auth",
  });
}

export function updateUser(
  transport: CommerceTransport,
  userId: string,
  input: Partial<UserInput> & { active?: boolean },
) {
  return commerceCall(transport, {
    method: "PUT",
    path: `v2/users/${encodeURIComponent(userId)}`,
    body: input,
    schema: userSchema,
    service: "auth",
  });
}

export async function inviteUser(transport: CommerceTransport, userId: string) {
  await commerceCall(transport, {
    path: `v2/users/${encodeURIComponent(userId)}/invite`,
    body: {},
    schema: z.unknown(),
    service: "auth",
  });
}
