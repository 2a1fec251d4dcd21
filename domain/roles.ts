/** Roles from lowest to highest; each includes the ones below it (spec section 6). */
export const ROLES = ["USER", "BUYER_ADMIN", "SELLER_ADMIN", "SITE_ADMIN"] as const;
export type Role = (typeof ROLES)[number];

export const ADMIN_ROLES: readonly Role[] = ["BUYER_ADMIN", "SELLER_ADMIN", "SITE_ADMIN"];

/** Permission denials carried in the token's customerPermissions. */
export const PERMISSION_DENIALS = [
  "EJ_ALLA_LEVERANSSATT",
  "EJ_SE_PRISER",
  "EJ_ANDRA_SORTIMENT",
  "EJ_ORDER",
  "EJ_ORDERHISTORIK",
  "EJ_SKAPA_OFFERT",
  "EJ_SE_RABATTER",
  "EJ_SE_EKONOMISK_UPPFÖLJNING",
] as const;
export type PermissionDenial = (typeof PERMISSION_DENIALS)[number];

export const ROLE_LABELS: Record<Role, string> = {
  USER: "Användare",
  BUYER_ADMIN: "Administratör (kund)",
  SELLER_ADMIN: "Säljadministratör",
  SITE_ADMIN: "Webbplatsadministratör",
};

export const PERMISSION_DENIAL_LABELS: Record<PermissionDenial, string> = {
  EJ_ALLA_LEVERANSSATT: "Begränsade leveranssätt",
  EJ_SE_PRISER: "Får inte se priser",
  EJ_ANDRA_SORTIMENT: "Får inte byta sortiment",
  EJ_ORDER: "Får inte lägga order",
  EJ_ORDERHISTORIK: "Får inte se orderhistorik",
  EJ_SKAPA_OFFERT: "Får inte skapa offert",
  EJ_SE_RABATTER: "Får inte se rabatter",
  EJ_SE_EKONOMISK_UPPFÖLJNING: "Får inte se ekonomisk uppföljning",
};

export interface CustomerPermission {
  role: Role;
  permissionDenies: PermissionDenial[];
  customerId: string;
  projectId: string | null;
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export function roleRank(role: Role): number {
  return ROLES.indexOf(role);
}

/** True when `role` is `required` or higher. */
export function hasRoleAtLeast(role: Role | undefined | null, required: Role): boolean {
  return role != null && roleRank(role) >= roleRank(required);
}

/** The roles someone holding `own` may grant: its own and every lower one, never a higher one (spec section 6). */
export function grantableRoles(own: Role): Role[] {
  return ROLES.filter((role) => roleRank(role) <= roleRank(own));
}

export function isAdmin(role: Role | undefined | null): boolean {
  return hasRoleAtLeast(role, "BUYER_ADMIN");
}

export function isSellerAdminOrAbove(role: Role | undefined | null): boolean {
  return hasRoleAtLeast(role, "SELLER_ADMIN");
}

/** Highest role among several (a user's roles across customers). */
export function highestRole(roles: readonly Role[]): Role | null {
  let best: Role | null = null;
  for (const role of roles) if (best === null || roleRank(role) > roleRank(best)) best = role;
  return best;
}

/**
 * The permission that applies in a customer/project context: a project-specific entry wins over the
 * customer-wide one (projectId null).
 */
export function permissionFor(
  permissions: readonly CustomerPermission[],
  customerId: string | null | undefined,
  projectId: string | null | undefined,
): CustomerPermission | undefined {
  if (!customerId) return undefined;
  const forCustomer = permissions.filter((p) => p.customerId === customerId);
  return (
    (projectId ? forCustomer.find((p) => p.projectId === projectId) : undefined) ??
    forCustomer.find((p) => p.projectId === null)
  );
}

export function isDenied(permission: CustomerPermission | undefined, denial: PermissionDenial): boolean {
  return permission?.permissionDenies.includes(denial) ?? false;
}
