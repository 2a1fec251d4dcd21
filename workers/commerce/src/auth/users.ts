/** The signed-in user as the session code reads it: the row, its permissions, the customer/project context. */
import { isRole, PERMISSION_DENIALS, type CustomerPermission, type PermissionDenial } from "@shop/domain/roles";
import { forbidden } from "../http/errors";

export interface UserRow {
  id: string;
  email: string;
  logon_id: string | null;
  first_name: string;
  last_name: string;
  mobile_number: string | null;
  is_email_verified: number;
  is_phone_number_verified: number;
  password_hash: string;
  active: number;
  is_punchout: number;
  must_change_password: number;
  preferred_store: string | null;
  preferred_delivery_method: string | null;
  default_delivery_method: string;
  default_customer_id: string | null;
  default_project_id: string | null;
  /** 0070: a suspended user may read but not act; an external admin is administered elsewhere. */
  suspended?: number;
  external_admin?: number;
  /** 0085: bumped when permissions, activity or the password change; access tokens carry it as `av`. */
  auth_version?: number;
}

export async function findUserByLogin(db: D1Database, login: string): Promise<UserRow | null> {
  return db
    .prepare("SELECT * FROM users WHERE email = ?1 OR logon_id = ?1 LIMIT 1")
    .bind(login.trim())
    .first<UserRow>();
}

export async function loadPermissions(db: D1Database, userId: string): Promise<CustomerPermission[]> {
  const { results } = await db
    .prepare(
      "SELECT customer_id, project_id, role, permission_denies FROM customer_permissions WHERE user_id = ? ORDER BY customer_id, project_id",
    )
    .bind(userId)
    .all<{ customer_id: string; project_id: string; role: string; permission_denies: string }>();
  return results.flatMap((r) =>
    isRole(r.role)
      ? [
          {
            role: r.role,
            customerId: r.customer_id,
            projectId: r.project_id === "" ? null : r.project_id,
            permissionDenies: (JSON.parse(r.permission_denies) as string[]).filter((d): d is PermissionDenial =>
              (PERMISSION_DENIALS as readonly string[]).includes(d),
            ),
          },
        ]
      : [],
  );
}

/**
 * Which customer/project a session is scoped to: the requested one if the user holds it, else the
 * user's default, else the first permission. A customer-wide permission allows any of its projects.
 */
export async function resolveContext(
  db: D1Database,
  user: UserRow,
  permissions: CustomerPermission[],
  requested: { customerId?: string | null; projectId?: string | null },
): Promise<{ customerId: string | null; projectId: string | null }> {
  const isSiteAdmin = permissions.some((p) => p.role === "SITE_ADMIN");
  const allows = async (customerId: string, projectId: string | null) => {
    const forCustomer = permissions.filter((p) => p.customerId === customerId);
    if (forCustomer.length === 0 && !isSiteAdmin) return false;
    if (projectId === null) return forCustomer.some((p) => p.projectId === null) || forCustomer.length > 0;
    const project = await db
      .prepare("SELECT 1 AS ok FROM projects WHERE id = ? AND customer_id = ? AND active = 1")
      .bind(projectId, customerId)
      .first();
    if (!project) return false;
    return isSiteAdmin || forCustomer.some((p) => p.projectId === null || p.projectId === projectId);
  };
  if (requested.customerId) {
    const projectId = requested.projectId ?? null;
    if (!(await allows(requested.customerId, projectId))) throw forbidden("No access to this customer or project");
    return {
      customerId: requested.customerId,
      projectId: projectId ?? firstProjectOf(permissions, requested.customerId),
    };
  }
  if (user.default_customer_id && (await allows(user.default_customer_id, user.default_project_id))) {
    return { customerId: user.default_customer_id, projectId: user.default_project_id };
  }
  const first = permissions[0];
  return first ? { customerId: first.customerId, projectId: first.projectId } : { customerId: null, projectId: null };
}

/** A user limited to projects lands in the first of them rather than in a customer-wide context. */
function firstProjectOf(permissions: CustomerPermission[], customerId: string): string | null {
  const forCustomer = permissions.filter((p) => p.customerId === customerId);
  if (forCustomer.some((p) => p.projectId === null)) return null;
  return forCustomer[0]?.projectId ?? null;
}
