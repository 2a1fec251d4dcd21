import {
  CUSTOMER_TEAM_PATH,
  customerTeamSchema,
  PERMISSION_NAMES_PATH,
  permissionNamesSchema,
  ROLE_NAMES_PATH,
  roleNamesSchema,
  type CustomerTeamMember,
} from "@shop/contract/commerce/names";
import { commerceCall, type CommerceTransport } from "~/platform/services/commerce-client.server";
import { CommerceError } from "~/platform/services/commerce-errors.server";

export type { CustomerTeamMember };

/** Role codes and their names, lowest role first (spec section 7: GET /role-names). */
export async function getRoleNames(transport: CommerceTransport) {
  const roles = await commerceCall(transport, { path: ROLE_NAMES_PATH, schema: roleNamesSchema, service: "auth" });
  return [...roles].sort((a, b) => a.rank - b.rank);
}

/** Permission denial codes and their names (GET /permission-names). */
export function getPermissionNames(transport: CommerceTransport) {
  return commerceCall(transport, { path: PERMISSION_NAMES_PATH, schema: permissionNamesSchema, service: "auth" });
}

/** The customer's sales team; an empty list when the service knows none (it answers 404). */
export async function getCustomerTeam(
  transport: CommerceTransport,
  customerId: string | null,
): Promise<CustomerTeamMember[]> {
  try {
    const team = await commerceCall(transport, {
      path: CUSTOMER_TEAM_PATH,
      query: { customerId: customerId ?? undefined },
      schema: customerTeamSchema,
      service: "auth",
    });
    return team.members;
  } catch (error) {
    if (error instanceof CommerceError && error.kind === "not_found") return [];
    throw error;
  }
}
