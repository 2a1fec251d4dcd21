import type { Context, MiddlewareHandler } from "hono";
import { isDenied, permissionFor, type CustomerPermission, type PermissionDenial } from "../../../../app/domain/roles";
import type { AppEnv } from "../env";
import { forbidden, unauthorized } from "../http/errors";
import { verifyAccessToken, type AccessClaims } from "./jwt";

/** Every route behind this needs `Authorization: Bearer <access token>`. */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw unauthorized("Missing bearer token");
  const result = await verifyAccessToken(match[1], c.env.JWT_SECRET);
  if (!result.ok) throw unauthorized(result.reason === "expired" ? "Token expired" : "Invalid token");
  c.set("claims", result.claims);
  await next();
};

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
}) as AccessClaims;

export function isAnonymous(claims: AccessClaims): boolean {
  return claims === ANONYMOUS_CLAIMS;
}

/**
 * Public catalogue reads: no Authorization header at all means an anonymous viewer; a header that is
 * there but bad (forged, expired, malformed) is still a 401, never silently downgraded to anonymous.
 */
export const optionalAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header("authorization") === undefined) {
    c.set("claims", ANONYMOUS_CLAIMS);
    return next();
  }
  return requireAuth(c, next);
};

export function claimsOf(c: Context<AppEnv>): AccessClaims {
  return c.get("claims");
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
  if (!claims.customerPermissions.some((p) => p.customerId === customerId)) throw forbidden("No access to this customer");
}
