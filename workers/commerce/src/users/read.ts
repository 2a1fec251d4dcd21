import { highestRole, isAdmin, type CustomerPermission } from "@shop/domain/roles";
import type { userSchema } from "@shop/contract/commerce/account";
import type { WireAnswer } from "@shop/contract/wire";
import type { AccessClaims } from "../auth/jwt";
import { loadPermissions, type UserRow } from "../auth/users";
import { forbidden, notFound } from "../http/errors";

/**
 * A user may read themselves; an admin may read users who share a customer the admin administers;
 * a site admin anyone. Others get 403, so ids cannot be probed.
 */
export async function readableUser(
  db: D1Database,
  claims: AccessClaims,
  userId: string,
): Promise<{ user: UserRow; permissions: CustomerPermission[] }> {
  const isSelf = claims.sub === userId;
  // External admins administer users elsewhere (routes/user-admin.ts): they read only themselves here.
  if (!isSelf && claims.externalAdmin)
    throw forbidden("Users of this account are administered in the external admin site");
  const adminCustomers = claims.customerPermissions.filter((p) => isAdmin(p.role)).map((p) => p.customerId);
  const siteAdmin = claims.roles.includes("SITE_ADMIN");
  if (!isSelf && !siteAdmin && adminCustomers.length === 0) throw forbidden("No access to this user");
  const user = await db.prepare("SELECT * FROM users WHERE id = ?").bind(userId).first<UserRow>();
  if (!user) throw notFound("User not found");
  const permissions = await loadPermissions(db, userId);
  if (!isSelf && !siteAdmin && !permissions.some((p) => adminCustomers.includes(p.customerId)))
    throw forbidden("No access to this user");
  return { user, permissions };
}

export async function userView(db: D1Database, user: UserRow, permissions: CustomerPermission[]) {
  const customerIds = [...new Set(permissions.map((p) => p.customerId))];
  const customers = customerIds.length
    ? (
        await db
          .prepare(`SELECT id, name FROM customers WHERE id IN (${customerIds.map(() => "?").join(",")}) ORDER BY name`)
          .bind(...customerIds)
          .all<{ id: string; name: string }>()
      ).results
    : [];
  const role = highestRole(permissions.map((p) => p.role));
  return {
    userId: user.id,
    email: user.email,
    logonId: user.logon_id,
    firstName: user.first_name,
    lastName: user.last_name,
    mobileNumber: user.mobile_number,
    isEmailVerified: user.is_email_verified === 1,
    isPhoneNumberVerified: user.is_phone_number_verified === 1,
    active: user.active === 1,
    suspended: user.suspended === 1,
    isPunchout: user.is_punchout === 1,
    roles: role ? [role] : [],
    customers: customers.map((c) => ({ customerId: c.id, customerName: c.name })),
    customerPermissions: permissions,
    preferredStore: user.preferred_store,
    preferredDeliveryMethod: user.preferred_delivery_method,
    defaultDeliveryMethod: user.default_delivery_method ?? "DBI",
    defaultCustomerId: user.default_customer_id,
    defaultProjectId: user.default_project_id,
  };
}

/** A user as GET /v2/users/{id} and the user admin answer it. */
export type UserAnswer = WireAnswer<typeof userSchema, Awaited<ReturnType<typeof userView>>>;
