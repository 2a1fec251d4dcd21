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

export function claimsOf(c: Context<AppEnv>): AccessClaims {
  return c.get("claims");
}

/** The permission that applies in the token's current customer/project context. */
export function activePermission(claims: AccessClaims): CustomerPermission | undefined {
  return permissionFor(claims.customerPermissions, claims.customerId, claims.projectId);
}

export function denies(claims: AccessClaims, denial: PermissionDenial): boolean {
  return isDenied(activePermission(claims), denial);
}

/** 403 unless the token holds a permission for this customer (or is a site admin). */
export function assertCustomerAccess(claims: AccessClaims, customerId: string): void {
  if (claims.roles.includes("SITE_ADMIN")) return;
  if (!claims.customerPermissions.some((p) => p.customerId === customerId)) throw forbidden("No access to this customer");
}
