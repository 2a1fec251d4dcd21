/**
 * What a verified token allows, as pure functions of its claims. Kept apart from the Hono middleware
 * (auth/middleware.ts) so that data modules (carts, catalogue, orders) can ask about permissions
 * without importing the app's context types, which would close an import cycle through env.ts.
 */
import { isDenied, permissionFor, type CustomerPermission, type PermissionDenial } from "@shop/domain/roles";
import { forbidden } from "../http/errors";
import type { AccessClaims } from "./jwt";

/**
 * The viewer of a request without an Authorization header on a public catalogue read: no user, no
 * customer, no permissions. It sees the default assortment and, because every denial applies to it
 * (see `denies`), no prices and no discounts.
 */
export const ANONYMOUS_CLAIMS: AccessClaims = Object.freeze({
  sub: "anonymous",
  userId: "",
  sid: "",
  iat: 0,
  exp: Number.MAX_SAFE_INTEGER,
  roles: [],
  customerPermissions: [],
  customerId: null,
  projectId: null,
  mode: "NORMAL",
  av: 0,
}) as AccessClaims;

export function isAnonymous(claims: AccessClaims): boolean {
  return claims === ANONYMOUS_CLAIMS;
}

/** The permission that applies in the token's current customer/project context. */
export function activePermission(claims: AccessClaims): CustomerPermission | undefined {
  return permissionFor(claims.customerPermissions, claims.customerId, claims.projectId);
}

export function denies(claims: AccessClaims, denial: PermissionDenial): boolean {
  // An anonymous viewer holds no permission, so every restriction applies (no prices, no other assortment…).
  if (isAnonymous(claims)) return true;
  return isDenied(activePermission(claims), denial);
}

/** 403 unless the token holds a permission for this customer (or is a site admin). */
export function assertCustomerAccess(claims: AccessClaims, customerId: string): void {
  if (claims.roles.includes("SITE_ADMIN")) return;
  if (!claims.customerPermissions.some((p) => p.customerId === customerId)) {
    throw forbidden("No access to this customer");
  }
}
