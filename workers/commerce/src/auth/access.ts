/**
 * The one authorization point for customer data in the commerce service: every read and write of an
 * order (and its invoices, addresses, documents, PDF, e-mail, inquiry), quote, address, favourite list
 * and cart asks here whether the token may touch a resource of a customer and project.
 *
 * Scope rules (docs/security.md):
 * - SITE_ADMIN sees every customer and project.
 * - A customer-wide permission (projectId null) sees all projects of that customer and the customer's
 *   resources that belong to no project.
 * - A project-limited permission sees only its projects; resources of the same customer without a
 *   project (or of another project) are not its.
 * - Resources that only carry a customer (addresses, quotes, favourite lists) need any permission for
 *   that customer: a project-limited user still orders to the customer's delivery addresses.
 * A foreign resource answers 404 like a missing one, so ids cannot be probed for existence.
 */
import { isAdmin } from "@shop/domain/roles";
import type { AccessClaims } from "./jwt";
import { notFound } from "../http/errors";

export interface ResourceScope {
  customerId: string;
  /** null or "" = the resource belongs to no project (an order placed in a customer-wide context). */
  projectId: string | null;
}

export function isSiteAdmin(claims: AccessClaims): boolean {
  return claims.roles.includes("SITE_ADMIN");
}

/** True when the token may see resources of this customer and project (see the rules above). */
export function canReadCustomerProject(claims: AccessClaims, customerId: string, projectId: string | null): boolean {
  if (isSiteAdmin(claims)) return true;
  if (!customerId) return false;
  return permissionsReach(claims.customerPermissions, customerId, projectId);
}

/**
 * The scope rule on a list of permissions (a token's, or another user's read from D1): a customer-wide permission
 * reaches every project of the customer and its resources without a project, a project permission only its project.
 */
export function permissionsReach(
  permissions: readonly { customerId: string; projectId: string | null }[],
  customerId: string,
  projectId: string | null,
): boolean {
  const project = projectId || null;
  const forCustomer = permissions.filter((p) => p.customerId === customerId);
  if (forCustomer.some((p) => p.projectId === null)) return true;
  return project !== null && forCustomer.some((p) => p.projectId === project);
}

/** True when the token holds any permission for the customer (customer-level resources). */
export function canReadCustomer(claims: AccessClaims, customerId: string): boolean {
  if (isSiteAdmin(claims)) return true;
  return claims.customerPermissions.some((p) => p.customerId === customerId);
}

/** 404 unless the token may touch a resource in this scope; `what` names it in the message. */
export function assertResourceAccess(claims: AccessClaims, scope: ResourceScope, what = "Resource"): void {
  if (!canReadCustomerProject(claims, scope.customerId, scope.projectId)) throw notFound(`${what} not found`);
}

/** 404 unless the token holds a permission for the resource's customer (addresses, quotes, lists). */
export function assertCustomerResourceAccess(claims: AccessClaims, customerId: string, what = "Resource"): void {
  if (!canReadCustomer(claims, customerId)) throw notFound(`${what} not found`);
}

/** A cart: its owner only, and only while the owner may still act for the cart's customer and project. */
export function assertCartAccess(
  claims: AccessClaims,
  cart: { user_id: string | null; customer_id: string; project_id: string },
): void {
  if (cart.user_id !== claims.sub) throw notFound("Cart not found");
  // A cart made without a customer context belongs to its user alone.
  if (cart.customer_id !== "")
    assertResourceAccess(claims, { customerId: cart.customer_id, projectId: cart.project_id }, "Cart");
}

/**
 * A favourite list: PRIVATE lists only for their owner, SHARED lists for the users of the list's
 * customer; renaming, re-sharing and deleting (`list`) only for the owner (403 once it is visible).
 */
export function canSeeFavouriteList(
  claims: AccessClaims,
  list: { access: string; user_id: string; customer_id: string },
): boolean {
  if (!canReadCustomer(claims, list.customer_id)) return false;
  return list.access === "SHARED" || list.user_id === claims.sub;
}

/**
 * A quote (it belongs to a customer, not to a project): its creator while they hold a permission for the
 * customer, and the customer-wide admins (BUYER_ADMIN and up) of its customer; SITE_ADMIN all. An admin
 * limited to projects does not see colleagues' quotes, as it does not see orders without a project.
 */
export function canSeeQuote(claims: AccessClaims, quote: { user_id: string; customer_id: string }): boolean {
  if (isSiteAdmin(claims)) return true;
  const permissions = claims.customerPermissions.filter((p) => p.customerId === quote.customer_id);
  if (permissions.length === 0) return false;
  return quote.user_id === claims.sub || permissions.some((p) => p.projectId === null && isAdmin(p.role));
}

/**
 * The same rule as a SQL condition for list queries over a table with customer and project columns
 * (project '' = none). `bind` adds a parameter and answers its placeholder. null for a site admin.
 */
export function scopeCondition(
  claims: AccessClaims,
  columns: { customer: string; project: string },
  bind: (value: string) => string,
): string | null {
  if (isSiteAdmin(claims)) return null;
  const wholeCustomers = [
    ...new Set(claims.customerPermissions.filter((p) => p.projectId === null).map((p) => p.customerId)),
  ];
  const parts = wholeCustomers.map((customer) => `${columns.customer} = ${bind(customer)}`);
  for (const p of claims.customerPermissions) {
    if (p.projectId === null || wholeCustomers.includes(p.customerId)) continue;
    parts.push(`(${columns.customer} = ${bind(p.customerId)} AND ${columns.project} = ${bind(p.projectId)})`);
  }
  return parts.length ? `(${parts.join(" OR ")})` : "0";
}
