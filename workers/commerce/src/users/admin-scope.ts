/**
 * Who an administrator may manage (routes/user-admin.ts): the users of the customers where it holds an
 * admin role, never granting a role above its own there; a site admin manages everyone.
 */
import { z } from "zod";
import { grantableRoles, isAdmin, PERMISSION_DENIALS, roleRank, ROLES, type Role } from "@shop/domain/roles";
import type { AccessClaims } from "../auth/jwt";
import { loadPermissions } from "../auth/users";
import { badRequest, forbidden, notFound } from "../http/errors";
import { customerExists, customerProjectExists, findUser } from "./store";

/** customerId -> the caller's role there, for customers it administers; "all" for a site admin. */
export type AdminScope = Map<string, Role> | "all";

export const EXTERNAL_ADMIN_MESSAGE = "Users of this account are administered in the external admin site";

export function administered(claims: AccessClaims): AdminScope {
  if (claims.roles.includes("SITE_ADMIN")) return "all";
  const map = new Map<string, Role>();
  for (const p of claims.customerPermissions) {
    if (!isAdmin(p.role)) continue;
    const current = map.get(p.customerId);
    if (!current || roleRank(p.role) > roleRank(current)) map.set(p.customerId, p.role);
  }
  return map;
}

/** 403 unless the caller administers at least one customer. */
export function requireAdmin(claims: AccessClaims): AdminScope {
  // External admins (users.external_admin) manage users elsewhere: none of this API is theirs.
  if (claims.externalAdmin) throw forbidden(EXTERNAL_ADMIN_MESSAGE);
  const scope = administered(claims);
  if (scope !== "all" && scope.size === 0) throw forbidden("Only administrators manage users");
  return scope;
}

/** The customers whose permission rows the caller may replace; null for all (a site admin). */
export function scopeCustomers(scope: AdminScope): string[] | null {
  return scope === "all" ? null : [...scope.keys()];
}

function roleAt(scope: AdminScope, customerId: string): Role | null {
  return scope === "all" ? "SITE_ADMIN" : (scope.get(customerId) ?? null);
}

/**
 * What the user form may offer (GET /v2/users): per administered customer the roles the caller may grant there,
 * and for a site admin the roles it may grant at any customer. The same rule as checkGrants' refusal.
 */
export function grantableRolesOf(scope: AdminScope): { anyCustomer: Role[]; byCustomer: Record<string, Role[]> } {
  if (scope === "all") return { anyCustomer: grantableRoles("SITE_ADMIN"), byCustomer: {} };
  return {
    anyCustomer: [],
    byCustomer: Object.fromEntries([...scope].map(([customerId, role]) => [customerId, grantableRoles(role)])),
  };
}

/** The target user, if the caller may manage them; others answer 404 (never their data). */
export async function manageableUser(db: D1Database, scope: AdminScope, userId: string) {
  const user = await findUser(db, userId);
  if (!user) throw notFound("User not found");
  const permissions = await loadPermissions(db, userId);
  if (scope !== "all") {
    const shared = permissions.filter((p) => scope.has(p.customerId));
    if (shared.length === 0) throw notFound("User not found");
    const above = shared.find((p) => roleRank(p.role) > roleRank(scope.get(p.customerId)!));
    if (above) throw forbidden(`The user is ${above.role} at ${above.customerId}, above your role there`);
  }
  return { user, permissions };
}

export const permissionInput = z.object({
  customerId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  projectId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .nullish(),
  role: z.enum(ROLES).default("USER"),
  permissionDenies: z.array(z.enum(PERMISSION_DENIALS)).default([]),
});
export type PermissionInput = z.infer<typeof permissionInput>;

/** Every granted permission must be at a customer the caller administers and not above the caller's role there. */
export async function checkGrants(db: D1Database, scope: AdminScope, grants: PermissionInput[]) {
  for (const [index, g] of grants.entries()) {
    const own = roleAt(scope, g.customerId);
    if (!own) throw forbidden(`You do not administer customer ${g.customerId}`);
    if (!grantableRoles(own).includes(g.role)) {
      throw forbidden(`You cannot grant ${g.role}: your role at ${g.customerId} is ${own}`);
    }
    if (!(await customerExists(db, g.customerId))) {
      throw badRequest("Invalid body", [
        { path: `customerPermissions.${index}.customerId`, code: "not_found", message: "No such customer" },
      ]);
    }
    if (g.projectId && !(await customerProjectExists(db, g.customerId, g.projectId))) {
      throw badRequest("Invalid body", [
        {
          path: `customerPermissions.${index}.projectId`,
          code: "not_found",
          message: "No such project for the customer",
        },
      ]);
    }
  }
}
