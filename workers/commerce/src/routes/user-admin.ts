/**
 * User administration (spec sections 6, 7, 9): list, edit, create and invite users, activate an
 * invitation. An admin manages the users of the customers where it holds an admin role and never
 * grants a role above its own role at that customer (roles include the lower ones: USER <
 * BUYER_ADMIN < SELLER_ADMIN < SITE_ADMIN). A site admin manages everyone. Nobody edits their own
 * permissions, and nobody edits a user who holds a higher role at a shared customer.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { isAdmin, PERMISSION_DENIALS, roleRank, ROLES, type CustomerPermission, type Role } from "@shop/domain/roles";
import type { AccessClaims } from "../auth/jwt";
import { claimsOf } from "../auth/middleware";
import { hashPassword } from "../auth/password";
import { randomToken, sha256Base64Url } from "../auth/crypto";
import { bumpAuthVersion, endAllSessions } from "../auth/sessions";
import { loadPermissions, type UserRow } from "../auth/users";
import type { AppEnv } from "../env";
import { ApiError, badRequest, forbidden, jsonBody, notFound, queryParams } from "../http/errors";
import { userView } from "../users/read";

const ACTIVATION_TTL_SECONDS = 7 * 24 * 3600;

/** customerId -> the caller's role there, for customers it administers; "all" for a site admin. */
function administered(claims: AccessClaims): Map<string, Role> | "all" {
  if (claims.roles.includes("SITE_ADMIN")) return "all";
  const map = new Map<string, Role>();
  for (const p of claims.customerPermissions) {
    if (!isAdmin(p.role)) continue;
    const current = map.get(p.customerId);
    if (!current || roleRank(p.role) > roleRank(current)) map.set(p.customerId, p.role);
  }
  return map;
}

export const EXTERNAL_ADMIN_MESSAGE = "Users of this account are administered in the external admin site";

function requireAdmin(c: Context<AppEnv>) {
  // External admins (users.external_admin) manage users elsewhere: none of this API is theirs.
  if (claimsOf(c).externalAdmin) throw forbidden(EXTERNAL_ADMIN_MESSAGE);
  const scope = administered(claimsOf(c));
  if (scope !== "all" && scope.size === 0) throw forbidden("Only administrators manage users");
  return scope;
}

function roleAt(scope: Map<string, Role> | "all", customerId: string): Role | null {
  return scope === "all" ? "SITE_ADMIN" : scope.get(customerId) ?? null;
}

/** The target user, if the caller may manage them; others answer 404 (never their data). */
async function manageableUser(c: Context<AppEnv>, scope: Map<string, Role> | "all", userId: string) {
  const user = await c.env.DB.prepare("SELECT * FROM users WHERE id = ?").bind(userId).first<UserRow>();
  if (!user) throw notFound("User not found");
  const permissions = await loadPermissions(c.env.DB, userId);
  if (scope !== "all") {
    const shared = permissions.filter((p) => scope.has(p.customerId));
    if (shared.length === 0) throw notFound("User not found");
    const above = shared.find((p) => roleRank(p.role) > roleRank(scope.get(p.customerId)!));
    if (above) throw forbidden(`The user is ${above.role} at ${above.customerId}, above your role there`);
  }
  return { user, permissions };
}

const permissionInput = z.object({
  customerId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  projectId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/).nullish(),
  role: z.enum(ROLES).default("USER"),
  permissionDenies: z.array(z.enum(PERMISSION_DENIALS)).default([]),
});
type PermissionInput = z.infer<typeof permissionInput>;

/** Every granted permission must be at a customer the caller administers and not above the caller's role there. */
async function checkGrants(db: D1Database, scope: Map<string, Role> | "all", grants: PermissionInput[]) {
  for (const [index, g] of grants.entries()) {
    const own = roleAt(scope, g.customerId);
    if (!own) throw forbidden(`You do not administer customer ${g.customerId}`);
    if (roleRank(g.role) > roleRank(own)) throw forbidden(`You cannot grant ${g.role}: your role at ${g.customerId} is ${own}`);
    const customer = await db.prepare("SELECT 1 AS ok FROM customers WHERE id = ?").bind(g.customerId).first();
    if (!customer) throw badRequest("Invalid body", [{ path: `customerPermissions.${index}.customerId`, code: "not_found", message: "No such customer" }]);
    if (g.projectId) {
      const project = await db.prepare("SELECT 1 AS ok FROM projects WHERE id = ? AND customer_id = ?").bind(g.projectId, g.customerId).first();
      if (!project) throw badRequest("Invalid body", [{ path: `customerPermissions.${index}.projectId`, code: "not_found", message: "No such project for the customer" }]);
    }
  }
}

function permissionStatements(db: D1Database, userId: string, scope: Map<string, Role> | "all", grants: PermissionInput[]) {
  // Only the rows of customers the caller administers are replaced; others stay as they are.
  const customers = scope === "all" ? null : [...scope.keys()];
  return [
    customers === null
      ? db.prepare("DELETE FROM customer_permissions WHERE user_id = ?").bind(userId)
      : db.prepare(`DELETE FROM customer_permissions WHERE user_id = ? AND customer_id IN (SELECT value FROM json_each(?))`).bind(userId, JSON.stringify(customers)),
    ...grants.map((g) =>
      db.prepare("INSERT OR REPLACE INTO customer_permissions (user_id, customer_id, project_id, role, permission_denies) VALUES (?, ?, ?, ?, ?)")
        .bind(userId, g.customerId, g.projectId ?? "", g.role, JSON.stringify(g.permissionDenies)),
    ),
  ];
}

async function invite(db: D1Database, user: Pick<UserRow, "id" | "email" | "first_name">) {
  const token = randomToken();
  await db.batch([
    db.prepare("UPDATE user_activation_tokens SET used_at = ? WHERE user_id = ? AND used_at IS NULL").bind(Math.floor(Date.now() / 1000), user.id),
    db.prepare("INSERT INTO user_activation_tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)").bind(await sha256Base64Url(token), user.id, Math.floor(Date.now() / 1000) + ACTIVATION_TTL_SECONDS),
    db.prepare("INSERT INTO outbox (to_address, subject, body) VALUES (?, ?, ?)").bind(
      user.email,
      "Välkommen – aktivera ditt konto",
      `Hej ${user.first_name}!\n\nDu har fått ett konto i webbshoppen. Aktivera det och välj lösenord här (giltig i 7 dagar):\n/activate-user?token=${token}\n`,
    ),
  ]);
}

const ORDER_BY = { firstName: "u.first_name COLLATE NOCASE", lastName: "u.last_name COLLATE NOCASE", email: "u.email COLLATE NOCASE", createdAt: "u.created_at" } as const;
const flag = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

export const userAdminRoutes = new Hono<AppEnv>()
  .get("/v2/users", async (c) => {
    const scope = requireAdmin(c);
    const query = queryParams(c, z.object({
      limit: z.coerce.number().int().min(1).max(100).default(15),
      offset: z.coerce.number().int().min(0).default(0),
      orderBy: z.enum(Object.keys(ORDER_BY) as [keyof typeof ORDER_BY, ...(keyof typeof ORDER_BY)[]]).default("firstName"),
      desc: flag.default(false),
      search: z.string().trim().max(100).optional(),
      total: flag.default(true),
      active: flag.optional(),
      virtualContext: flag.optional(),
    }));
    const where: string[] = [];
    const params: unknown[] = [];
    if (scope !== "all") {
      const ids = [...scope.keys()];
      where.push(`EXISTS (SELECT 1 FROM customer_permissions p WHERE p.user_id = u.id AND p.customer_id IN (${ids.map((id) => `?${params.push(id)}`).join(",")}))`);
    }
    if (query.active !== undefined) where.push(`u.active = ?${params.push(query.active ? 1 : 0)}`);
    // virtualContext: punch-out (virtual) users only, or none of them.
    if (query.virtualContext !== undefined) where.push(`u.is_punchout = ?${params.push(query.virtualContext ? 1 : 0)}`);
    for (const word of (query.search ?? "").split(/\s+/).filter(Boolean).slice(0, 5)) {
      const p = `?${params.push(`%${word.replace(/[%_\\]/g, (m) => `\\${m}`)}%`)}`;
      where.push(`(u.first_name LIKE ${p} ESCAPE '\\' OR u.last_name LIKE ${p} ESCAPE '\\' OR u.email LIKE ${p} ESCAPE '\\' OR u.logon_id LIKE ${p} ESCAPE '\\')`);
    }
    const clause = where.length ? `WHERE ${where.join(" AND ")}` : "";
    const [rows, count] = await c.env.DB.batch([
      c.env.DB.prepare(`SELECT u.* FROM users u ${clause} ORDER BY ${ORDER_BY[query.orderBy]} ${query.desc ? "DESC" : "ASC"}, u.id LIMIT ${query.limit} OFFSET ${query.offset}`).bind(...params),
      c.env.DB.prepare(`SELECT COUNT(*) AS n FROM users u ${clause}`).bind(...params),
    ]);
    const users = await Promise.all((rows.results as unknown as UserRow[]).map(async (u) => userView(c.env.DB, u, await loadPermissions(c.env.DB, u.id))));
    return c.json({ users, ...(query.total ? { totalNumberOfUsers: (count.results[0] as { n: number }).n } : {}) });
  })
  .post("/v2/users", async (c) => {
    const scope = requireAdmin(c);
    const body = await jsonBody(c, z.object({
      email: z.email().max(320),
      firstName: z.string().trim().min(1).max(60),
      lastName: z.string().trim().min(1).max(60),
      mobileNumber: z.string().trim().regex(/^[+\d][\d -]{5,19}$/).nullish(),
      customerPermissions: z.array(permissionInput).min(1).max(50),
      invite: z.boolean().default(true),
    }));
    await checkGrants(c.env.DB, scope, body.customerPermissions);
    const exists = await c.env.DB.prepare("SELECT 1 AS ok FROM users WHERE email = ? OR logon_id = ?").bind(body.email, body.email).first();
    if (exists) throw new ApiError(409, "A user with this email already exists", [{ path: "email", code: "already_exists", message: "Email in use" }]);
    const id = `u-${crypto.randomUUID().slice(0, 18)}`;
    // Not usable until the invitation is accepted: a random password nobody knows, and inactive.
    const unusable = await hashPassword(randomToken(), 1000);
    await c.env.DB.batch([
      c.env.DB.prepare(
        "INSERT INTO users (id, email, logon_id, first_name, last_name, mobile_number, password_hash, active, is_email_verified, default_customer_id, default_project_id) VALUES (?, ?, ?, ?, ?, ?, ?, 0, 0, ?, ?)",
      ).bind(id, body.email, body.email, body.firstName, body.lastName, body.mobileNumber ?? null, unusable, body.customerPermissions[0].customerId, body.customerPermissions[0].projectId ?? null),
      ...permissionStatements(c.env.DB, id, "all", body.customerPermissions),
    ]);
    if (body.invite) await invite(c.env.DB, { id, email: body.email, first_name: body.firstName });
    const user = (await c.env.DB.prepare("SELECT * FROM users WHERE id = ?").bind(id).first<UserRow>())!;
    return c.json({ ...(await userView(c.env.DB, user, await loadPermissions(c.env.DB, id))), invited: body.invite }, 201);
  })
  .post("/v2/users/activate", async (c) => {
    const body = await jsonBody(c, z.object({ token: z.string().min(20).max(200), password: z.string().min(10, "At least 10 characters").max(200) }));
    const now = Math.floor(Date.now() / 1000);
    const row = await c.env.DB.prepare("SELECT user_id FROM user_activation_tokens WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?").bind(await sha256Base64Url(body.token), now).first<{ user_id: string }>();
    if (!row) throw badRequest("The activation link is invalid or has expired", [{ path: "token", code: "invalid_token", message: "Ask your administrator for a new invitation" }]);
    await c.env.DB.batch([
      c.env.DB.prepare("UPDATE users SET password_hash = ?, active = 1, is_email_verified = 1, must_change_password = 0 WHERE id = ?").bind(await hashPassword(body.password), row.user_id),
      c.env.DB.prepare("UPDATE user_activation_tokens SET used_at = ? WHERE user_id = ? AND used_at IS NULL").bind(now, row.user_id),
    ]);
    return c.json({ activated: true, userId: row.user_id });
  })
  .post("/v2/users/:id/invite", async (c) => {
    const scope = requireAdmin(c);
    const { user } = await manageableUser(c, scope, c.req.param("id"));
    await invite(c.env.DB, user);
    return c.json({ invited: true, userId: user.id }, 202);
  })
  .put("/v2/users/:id", async (c) => {
    const claims = claimsOf(c);
    const scope = requireAdmin(c);
    const body = await jsonBody(c, z.object({
      firstName: z.string().trim().min(1).max(60).optional(),
      lastName: z.string().trim().min(1).max(60).optional(),
      mobileNumber: z.string().trim().regex(/^[+\d][\d -]{5,19}$/).nullish(),
      active: z.boolean().optional(),
      customerPermissions: z.array(permissionInput).max(50).optional(),
    }));
    const { user, permissions: before } = await manageableUser(c, scope, c.req.param("id"));
    if (user.id === claims.sub && (body.customerPermissions || body.active === false)) throw forbidden("You cannot change your own permissions or deactivate yourself");
    if (body.customerPermissions) await checkGrants(c.env.DB, scope, body.customerPermissions);
    const sets: string[] = [];
    const values: unknown[] = [];
    const set = (column: string, value: unknown) => {
      sets.push(`${column} = ?`);
      values.push(value);
    };
    if (body.firstName !== undefined) set("first_name", body.firstName);
    if (body.lastName !== undefined) set("last_name", body.lastName);
    if (body.mobileNumber !== undefined) set("mobile_number", body.mobileNumber);
    const statements: D1PreparedStatement[] = [];
    // A buyer or seller admin deactivating a user who also belongs to customers it does not administer
    // only takes him out of its own customers: he stays active for the others. A user with no other
    // customer (or any user, for a site admin) is deactivated, his permissions kept for a reactivation.
    const sharedElsewhere = scope !== "all" && before.some((p) => !scope.has(p.customerId));
    if (body.active === false && sharedElsewhere) {
      statements.push(...permissionStatements(c.env.DB, user.id, scope, []), bumpAuthVersion(c.env.DB, user.id));
    } else {
      if (body.active !== undefined) set("active", body.active ? 1 : 0);
      if (body.customerPermissions) statements.push(...permissionStatements(c.env.DB, user.id, scope, body.customerPermissions));
      // A deactivated user's sessions end now; any other change of permissions or activity ends his
      // access tokens now (auth_version), and his next refresh carries the new permissions.
      if (body.active === false) statements.push(...endAllSessions(c.env.DB, user.id));
      else if (body.customerPermissions || body.active !== undefined) statements.push(bumpAuthVersion(c.env.DB, user.id));
    }
    await c.env.DB.batch([
      ...(sets.length ? [c.env.DB.prepare(`UPDATE users SET ${sets.join(", ")} WHERE id = ?`).bind(...values, user.id)] : []),
      ...statements,
    ]);
    const updated = (await c.env.DB.prepare("SELECT * FROM users WHERE id = ?").bind(user.id).first<UserRow>())!;
    const permissions: CustomerPermission[] = await loadPermissions(c.env.DB, user.id);
    return c.json(await userView(c.env.DB, updated, permissions));
  });
