/**
 * The one authorization point for a customer's order reference settings (docs/purchasing-controls.md). Read by
 * anyone with a permission at the customer (the checkout shows its select and says what is required); changed only
 * by an admin of that customer, in the user administration's admin scope (users/admin-scope.ts; not an external
 * admin, whose administration lives elsewhere). A customer outside the token's permissions answers 404, like a
 * missing one, so customer ids cannot be probed.
 */
import { canReadCustomer } from "../auth/access";
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
  return scope === "all" || scope.has(customerId);
}

export function assertChangeSettings(claims: AccessClaims, customerId: string): void {
  assertReadSettings(claims, customerId);
  if (!maySettingsChange(claims, customerId))
    throw forbidden("Bara kundens administratörer ändrar referenser och kostnadsställen.");
}
