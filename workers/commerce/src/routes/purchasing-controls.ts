/**
 * A user's purchasing controls (order limits, approver right) per customer, set by a customer admin beside the user's
 * permissions in the user administration (routes/user-admin.ts): the same admin scope (users/admin-scope.ts), only at
 * customers the admin administers and the user belongs to, and never on oneself (an admin with a limit would lift it).
 */
import { Hono } from "hono";
import { purchasingControlsInputSchema } from "@shop/contract/commerce/order-approvals";
import { controlsAt, saveControls } from "../approvals/controls";
import { claimsOf } from "../auth/middleware";
import type { AppEnv } from "../env";
import { forbidden, jsonBody, notFound } from "../http/errors";
import { manageableUser, requireAdmin, type AdminScope } from "../users/admin-scope";

const administers = (scope: AdminScope, customerId: string) => scope === "all" || scope.has(customerId);

const wire = (c: Awaited<ReturnType<typeof controlsAt>>[number]) => ({
  customerId: c.customerId,
  orderLimitOre: c.orderLimitOre,
  monthlyLimitOre: c.monthlyLimitOre,
  mayApprove: c.mayApprove,
  updatedAt: c.updatedAt,
});

export const purchasingControlRoutes = new Hono<AppEnv>()
  .get("/v2/users/:id/purchasing-controls", async (c) => {
    const scope = requireAdmin(claimsOf(c));
    const { user, permissions } = await manageableUser(c.env.DB, scope, c.req.param("id"));
    const customers = [...new Set(permissions.map((p) => p.customerId))].filter((id) => administers(scope, id));
    return c.json({ controls: (await controlsAt(c.env.DB, user.id, customers)).map(wire) });
  })
  .put("/v2/users/:id/purchasing-controls/:customerId", async (c) => {
    const claims = claimsOf(c);
    const scope = requireAdmin(claims);
    const body = await jsonBody(c, purchasingControlsInputSchema);
    const { user, permissions } = await manageableUser(c.env.DB, scope, c.req.param("id"));
    const customerId = c.req.param("customerId");
    if (user.id === claims.sub) throw forbidden("Du kan inte ändra din egen beloppsgräns eller attesträtt.");
    if (!administers(scope, customerId)) throw forbidden(`You do not administer customer ${customerId}`);
    if (!permissions.some((p) => p.customerId === customerId)) throw notFound("The user has no permission there");
    await saveControls(c.env.DB, user.id, customerId, body, claims.sub);
    const [saved] = await controlsAt(c.env.DB, user.id, [customerId]);
    return c.json(wire(saved));
  });
