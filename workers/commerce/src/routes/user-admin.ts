/**
 * User administration (spec sections 6, 7, 9): list, edit, create and invite users, activate an
 * invitation. An admin manages the users of the customers where it holds an admin role and never
 * grants a role above its own role at that customer (roles include the lower ones: USER <
 * BUYER_ADMIN < SELLER_ADMIN < SITE_ADMIN). A site admin manages everyone. Nobody edits their own
 * permissions, and nobody edits a user who holds a higher role at a shared customer.
 * Scope rules in users/admin-scope.ts, storage in users/store.ts, invitations in users/invitations.ts.
 */
import { Hono } from "hono";
import { z } from "zod";
import { singleLineText } from "@shop/contract/single-line-text";
import { randomToken } from "../auth/crypto";
import { claimsOf } from "../auth/middleware";
import { hashPassword } from "../auth/password";
import { bumpAuthVersion, endAllSessions } from "../auth/sessions";
import { loadPermissions, type UserRow } from "../auth/users";
import type { AppEnv } from "../env";
import { ApiError, badRequest, forbidden, jsonBody, queryParams } from "../http/errors";
import { checkGrants, grantableRolesOf, manageableUser, permissionInput, requireAdmin } from "../users/admin-scope";
import { scopeCustomers } from "../users/admin-scope";
import { userView } from "../users/read";
import { acceptInvitation, countReinvite, deactivationStatements, invitationState } from "../users/invitations";
import { invitedUser, notInvitable, reactivationStatement, sendInvitation } from "../users/invitations";
import { createUser, findUser, loginTaken } from "../users/store";
import { replacePermissions, saveUserChange, searchUsers, USER_ORDERS } from "../users/store";

const flag = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");
// One line (contract/single-line-text.ts): a name is printed as stored on PDFs, exports and admin pages.
const name = singleLineText(60).min(1);
const mobileNumber = z
  .string()
  .trim()
  .regex(/^[+\d][\d -]{5,19}$/)
  .nullish();
type UserOrder = keyof typeof USER_ORDERS;

const userListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(15),
  offset: z.coerce.number().int().min(0).default(0),
  orderBy: z.enum(Object.keys(USER_ORDERS) as [UserOrder, ...UserOrder[]]).default("firstName"),
  desc: flag.default(false),
  search: z.string().trim().max(100).optional(),
  total: flag.default(true),
  active: flag.optional(),
  virtualContext: flag.optional(),
});
const newUser = z.object({
  email: z.email().max(320),
  firstName: name,
  lastName: name,
  mobileNumber,
  customerPermissions: z.array(permissionInput).min(1).max(50),
  invite: z.boolean().default(true),
});
const activation = z.object({
  token: z.string().min(20).max(200),
  password: z.string().min(10, "At least 10 characters").max(200),
});
const userChange = z.object({
  firstName: name.optional(),
  lastName: name.optional(),
  mobileNumber,
  active: z.boolean().optional(),
  customerPermissions: z.array(permissionInput).max(50).optional(),
});

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function userWithPermissions(db: D1Database, user: UserRow) {
  return userView(db, user, await loadPermissions(db, user.id));
}

export const userAdminRoutes = new Hono<AppEnv>()
  .get("/v2/users", async (c) => {
    const scope = requireAdmin(claimsOf(c));
    const query = queryParams(c, userListQuery);
    const { rows, total } = await searchUsers(c.env.DB, {
      customers: scopeCustomers(scope),
      active: query.active,
      punchout: query.virtualContext,
      words: (query.search ?? "").split(/\s+/).filter(Boolean).slice(0, 5),
      orderBy: query.orderBy,
      desc: query.desc,
      limit: query.limit,
      offset: query.offset,
    });
    const users = await Promise.all(rows.map((u) => userWithPermissions(c.env.DB, u)));
    // The roles the caller may grant, so the user form offers only those (checkGrants refuses the others).
    const grantableRoles = grantableRolesOf(scope);
    return c.json({ users, ...(query.total ? { totalNumberOfUsers: total } : {}), grantableRoles });
  })
  .post("/v2/users", async (c) => {
    const scope = requireAdmin(claimsOf(c));
    const body = await jsonBody(c, newUser);
    await checkGrants(c.env.DB, scope, body.customerPermissions);
    if (await loginTaken(c.env.DB, body.email)) {
      throw new ApiError(409, "A user with this email already exists", [
        { path: "email", code: "already_exists", message: "Email in use" },
      ]);
    }
    const id = `u-${crypto.randomUUID().slice(0, 18)}`;
    const [first] = body.customerPermissions;
    await createUser(
      c.env.DB,
      {
        id,
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        mobileNumber: body.mobileNumber ?? null,
        // Not usable until the invitation is accepted: a random password nobody knows, and inactive.
        passwordHash: await hashPassword(randomToken(), 1000),
        defaultCustomerId: first.customerId,
        defaultProjectId: first.projectId ?? null,
      },
      body.customerPermissions,
    );
    if (body.invite)
      await sendInvitation(c.env.DB, { id, email: body.email, first_name: body.firstName }, nowSeconds());
    const user = (await findUser(c.env.DB, id))!;
    return c.json({ ...(await userWithPermissions(c.env.DB, user)), invited: body.invite }, 201);
  })
  .post("/v2/users/activate", async (c) => {
    const body = await jsonBody(c, activation);
    const invalidLink = () =>
      badRequest("The activation link is invalid or has expired", [
        { path: "token", code: "invalid_token", message: "Ask your administrator for a new invitation" },
      ]);
    // Looked up first so a dead link costs no password hashing; the acceptance checks everything again.
    if (!(await invitedUser(c.env.DB, body.token, nowSeconds()))) throw invalidLink();
    const passwordHash = await hashPassword(body.password);
    const userId = await acceptInvitation(c.env.DB, body.token, passwordHash, nowSeconds());
    if (!userId) throw invalidLink();
    return c.json({ activated: true, userId });
  })
  .post("/v2/users/:id/invite", async (c) => {
    const scope = requireAdmin(claimsOf(c));
    const { user } = await manageableUser(c.env.DB, scope, c.req.param("id"));
    const state = await invitationState(c.env.DB, user.id);
    if (state !== "awaiting") throw notInvitable(state);
    await sendInvitation(c.env.DB, user, nowSeconds(), [await countReinvite(c.env.DB, user.id, new Date())]);
    return c.json({ invited: true, userId: user.id }, 202);
  })
  .put("/v2/users/:id", async (c) => {
    const claims = claimsOf(c);
    const scope = requireAdmin(claims);
    const body = await jsonBody(c, userChange);
    const db = c.env.DB;
    const { user, permissions: before } = await manageableUser(db, scope, c.req.param("id"));
    if (user.id === claims.sub && (body.customerPermissions || body.active === false)) {
      throw forbidden("You cannot change your own permissions or deactivate yourself");
    }
    if (body.customerPermissions) await checkGrants(db, scope, body.customerPermissions);
    const columns = { first_name: body.firstName, last_name: body.lastName, mobile_number: body.mobileNumber };
    const statements: D1PreparedStatement[] = [];
    // A buyer or seller admin deactivating a user who also belongs to customers it does not administer
    // only takes him out of its own customers: he stays active for the others. A user with no other
    // customer (or any user, for a site admin) is deactivated, his permissions kept for a reactivation.
    const sharedElsewhere = scope !== "all" && before.some((p) => !scope.has(p.customerId));
    if (body.active === false && sharedElsewhere) {
      statements.push(...replacePermissions(db, user.id, scopeCustomers(scope), []), bumpAuthVersion(db, user.id));
    } else {
      const active = body.active === undefined ? undefined : body.active ? 1 : 0;
      Object.assign(columns, { active });
      const grants = body.customerPermissions;
      if (grants) statements.push(...replacePermissions(db, user.id, scopeCustomers(scope), grants));
      // A deactivated user's sessions end now, and so does every link that could set his password (or an
      // invitation would activate him again); any other change of permissions or activity ends his access
      // tokens now (auth_version), and his next refresh carries the new permissions.
      if (body.active === false)
        statements.push(...endAllSessions(db, user.id), ...deactivationStatements(db, user.id, nowSeconds()));
      else if (grants || body.active !== undefined) statements.push(bumpAuthVersion(db, user.id));
      if (body.active === true) statements.push(reactivationStatement(db, user.id));
    }
    await saveUserChange(db, user.id, columns, statements);
    return c.json(await userWithPermissions(db, (await findUser(db, user.id))!));
  });
