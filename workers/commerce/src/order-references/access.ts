/**
 * The one authorization point for a customer's order reference settings (docs/purchasing-controls.md). Read by
 * anyone with a permission at the customer (the checkout shows its select and says what is required); changed only
 * by an admin of that customer, in the user administration's admin scope (users/admin-scope.ts; not an external
 * admin, whose administration lives elsewhere), whose permission covers the whole customer: the setting holds for
 * every project's checkout, so an admin of one project does not change it for the others. A customer outside the token's permissions answers 404, like a
 * missing one, so customer ids cannot be probed.
 */
import { canReadCustomer, isSiteAdmin, permissionsReach } from "../auth/access";
import type { AccessClaims } from "../auth/jwt";
import { forbidden, notFound } from "../http/errors";
import { administered } from "../users/admin-scope";

const CUSTOMER_ID = /^[A-Za-z0-9_-]{1,40}$/;

export function assertReadSettings(claims: AccessClaims, customerId: string): void {
  if (!CUSTOMER_ID.test(customerId) || !canReadCustomer(claims, customerId)) throw notFound("Customer not found");
}

/** Whether the caller administers the customer (without throwing): the answer's `mayChange`. */
export function maySettingsChange(claims: AccessClaims, customerId: string): boolean {
  if (claims.externalAdmin) return false;
  const scope = administered(claims);
  if (scope === "all") return true;
  return (
    scope.has(customerId) && (isSiteAdmin(claims) || permissionsReach(claims.customerPermissions, customerId, null))
  );
}

export function assertChangeSettings(claims: AccessClaims, customerId: string): void {
  assertReadSettings(claims, customerId);
  if (!maySettingsChange(claims, customerId))
    throw forbidden("Bara kundens administratörer ändrar referenser och kostnadsställen.");
}
