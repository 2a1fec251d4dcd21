import { getCustomerTeam, type CustomerTeamMember } from "./names-client.server";
import type { SignedInCommerce } from "~/platform/routing/signed-in.server";

/**
 * The sales team of the customer the buyer has selected. It is an extra on my pages: when the CRM
 * part of the service fails, the page shows without it rather than failing.
 */
export async function salesTeamOf(commerce: SignedInCommerce): Promise<CustomerTeamMember[]> {
  if (!commerce.viewer.customerId) return [];
  try {
    return await getCustomerTeam(commerce.transport, commerce.viewer.customerId);
  } catch (error) {
    console.warn("Sales team unavailable", error instanceof Error ? error.message : error);
    return [];
  }
}
