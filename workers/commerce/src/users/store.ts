/**
 * User administration's storage on D1: users and their customer permissions (invitations: users/invitations.ts).
 * Functions that answer statements leave the batching to the caller, so one change of a user is one transaction.
 */
import type { Role } from "@shop/domain/roles";
import type { UserRow } from "../auth/users";
import { containsTerm } from "../search/text-match";

export interface PermissionGrant {
  customerId: string;
  projectId?: string | null;
  role: Role;
  permissionDenies: readonly string[];
}

export async function findUser(db: D1Database, id: string): Promise<UserRow | null> {
  return db.prepare("SELECT * FROM users WHERE id = ?").bind(id).first<UserRow>();
}

export async function customerExists(db: D1Database, customerId: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 AS ok FROM customers WHERE id = ?").bind(customerId).first()) !== null;
}

export async function customerProjectExists(db: D1Database, customerId: string, projectId: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS ok FROM projects WHERE id = ? AND customer_id = ?")
    .bind(projectId, customerId)
    .first();
  return row !== null;
}

/** True when the user holds any permission at the customer (at its top or at one of its projects). */
export async function isUserOfCustomer(db: D1Database, userId: string, customerId: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS ok FROM customer_permissions WHERE user_id = ? AND customer_id = ?")
    .bind(userId, customerId)
    .first();
  return row !== null;
}

/** True when the address is any user's email or logon id. */
export async function loginTaken(db: D1Database, email: string): Promise<boolean> {
  return (
    (await db.prepare("SELECT 1 AS ok FROM users WHERE email = ? OR logon_id = ?").bind(email, email).first()) !== null
  );
}

/**
 * Replaces the user's permissions at `customers` (all of them when null) with `grants`; rows at other
 * customers stay as they are.
 */
export function replacePermissions(
  db: D1Database,
  userId: string,
  customers: string[] | null,
  grants: PermissionGrant[],
) {
  return [
    customers === null
      ? db.prepare("DELETE FROM customer_permissions WHERE user_id = ?").bind(userId)
      : db
          .prepare(
            "DELETE FROM customer_permissions WHERE user_id = ? AND customer_id IN (SELECT value FROM json_each(?))",
          )
          .bind(userId, JSON.stringify(customers)),
    ...grants.map((g) =>
      db
        .prepare(
          `INSERT OR REPLACE INTO customer_permissions (user_id, customer_id, project_id, role, permission_denies)
           VALUES (?, ?, ?, ?, ?)`,
        )
        .bind(userId, g.customerId, g.projectId ?? "", g.role, JSON.stringify(g.permissionDenies)),
    ),
  ];
}

export interface NewUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  mobileNumber: string | null;
  /** A hash of a password nobody knows: the user signs in only after accepting the invitation. */
  passwordHash: string;
  defaultCustomerId: string;
  defaultProjectId: string | null;
}

/** Inserts an inactive, unverified user with the grants (one batch). */
export async function createUser(db: D1Database, user: NewUser, grants: PermissionGrant[]) {
  await db.batch([
    db
      .prepare(
        `INSERT INTO users (id, email, logon_id, first_name, last_name, mobile_number, password_hash, active,
           is_email_verified, default_customer_id, default_project_id) VALUES (?, ?, ?, ?, ?, ?, ?, 0, 0, ?, ?)`,
      )
      .bind(
        user.id,
        user.email,
        user.email,
        user.firstName,
        user.lastName,
        user.mobileNumber,
        user.passwordHash,
        user.defaultCustomerId,
        user.defaultProjectId,
      ),
    ...replacePermissions(db, user.id, null, grants),
  ]);
}

export const USER_ORDERS = {
  firstName: "u.first_name COLLATE NOCASE",
  lastName: "u.last_name COLLATE NOCASE",
  email: "u.email COLLATE NOCASE",
  createdAt: "u.created_at",
} as const;

export interface UserSearch {
  /** Users with a permission at one of these customers; null for everyone (a site admin). */
  customers: string[] | null;
  active?: boolean;
  /** Punch-out (virtual) users only, or none of them. */
  punchout?: boolean;
  /** Up to five words, each matching a name, the email or the logon id. */
  words: string[];
  orderBy: keyof typeof USER_ORDERS;
  desc: boolean;
  limit: number;
  offset: number;
}

export async function searchUsers(db: D1Database, search: UserSearch) {
  const where: string[] = [];
  const params: unknown[] = [];
  if (search.customers !== null) {
    const ids = search.customers.map((id) => `?${params.push(id)}`).join(",");
    where.push(`EXISTS (SELECT 1 FROM customer_permissions p WHERE p.user_id = u.id AND p.customer_id IN (${ids}))`);
  }
  if (search.active !== undefined) where.push(`u.active = ?${params.push(search.active ? 1 : 0)}`);
  if (search.punchout !== undefined) where.push(`u.is_punchout = ?${params.push(search.punchout ? 1 : 0)}`);
  for (const word of search.words) {
    const p = `?${params.push(word)}`;
    const has = (column: string) => containsTerm(column, p);
    where.push(`(${has("u.first_name")} OR ${has("u.last_name")} OR ${has("u.email")} OR ${has("u.logon_id")})`);
  }
  const clause = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const order = `${USER_ORDERS[search.orderBy]} ${search.desc ? "DESC" : "ASC"}, u.id`;
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT u.* FROM users u ${clause} ORDER BY ${order} LIMIT ${search.limit} OFFSET ${search.offset}`)
      .bind(...params),
    db.prepare(`SELECT COUNT(*) AS n FROM users u ${clause}`).bind(...params),
  ]);
  return { rows: rows.results as unknown as UserRow[], total: (count.results[0] as { n: number }).n };
}

/** Sets the given columns (names from this fixed set, in its order); null when nothing is to be set. */
export function updateUserColumns(
  db: D1Database,
  userId: string,
  columns: { first_name?: string; last_name?: string; mobile_number?: string | null; active?: number },
): D1PreparedStatement | null {
  const entries = Object.entries(columns).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return null;
  return db
    .prepare(`UPDATE users SET ${entries.map(([column]) => `${column} = ?`).join(", ")} WHERE id = ?`)
    .bind(...entries.map(([, value]) => value), userId);
}

/** Writes the changed columns and the other statements of the same change in one batch: all of it or nothing. */
export async function saveUserChange(
  db: D1Database,
  userId: string,
  columns: Parameters<typeof updateUserColumns>[2],
  statements: D1PreparedStatement[],
) {
  const update = updateUserColumns(db, userId, columns);
  await db.batch([...(update ? [update] : []), ...statements]);
}
