import { Hono } from "hono";
import { PERMISSION_DENIAL_LABELS, PERMISSION_DENIALS, ROLE_LABELS, ROLES } from "@shop/domain/roles";
import type { AppEnv } from "../env";
import { claimsOf } from "../auth/middleware";
import { badRequest, jsonBody } from "../http/errors";
import { profileUpdateSchema, updateOwnProfile } from "../users/profile";
import { readableUser, userView } from "../users/read";

function userIdParam(id: string): string {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id))
    throw badRequest("Invalid user id", [
      { path: "id", code: "invalid_format", message: "Letters, digits, - and _ only" },
    ]);
  return id;
}

export const userRoutes = new Hono<AppEnv>()
  .get("/v2/users/:id", async (c) => {
    const { user, permissions } = await readableUser(c.env.DB, claimsOf(c), userIdParam(c.req.param("id")));
    return c.json(await userView(c.env.DB, user, permissions));
  })
  // Self-service: the signed-in user changes their own name, phone, preferred store and delivery method.
  .put("/v2/users/:id/profile", async (c) => {
    const id = userIdParam(c.req.param("id"));
    const body = await jsonBody(c, profileUpdateSchema);
    return c.json(await updateOwnProfile(c.env.DB, claimsOf(c), id, body));
  })
  .get("/users/name/:id", async (c) => {
    const { user } = await readableUser(c.env.DB, claimsOf(c), userIdParam(c.req.param("id")));
    return c.json({
      userId: user.id,
      firstName: user.first_name,
      lastName: user.last_name,
      fullName: `${user.first_name} ${user.last_name}`,
    });
  })
  .get("/v2/permissions/:id", async (c) => {
    const { user, permissions } = await readableUser(c.env.DB, claimsOf(c), userIdParam(c.req.param("id")));
    return c.json({ userId: user.id, customerPermissions: permissions });
  })
  .get("/role-names", (c) => c.json(ROLES.map((name, rank) => ({ name, label: ROLE_LABELS[name], rank }))))
  .get("/permission-names", (c) =>
    c.json(PERMISSION_DENIALS.map((name) => ({ name, label: PERMISSION_DENIAL_LABELS[name] }))),
  );
