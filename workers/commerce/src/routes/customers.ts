import { Hono } from "hono";
import { z } from "zod";
import { isDeliveryDay } from "@shop/domain/delivery-date";
import { isSellerAdminOrAbove, highestRole } from "@shop/domain/roles";
import { customerAssortment, fixedDeliveryWeekdays, salesTeam, searchCustomers } from "../customers/store";
import type { AppEnv } from "../env";
import { claimsOf } from "../auth/middleware";
import { assertCustomerAccess } from "../auth/claims";
import { stockholmToday } from "@shop/domain/delivery-date";
import { badRequest, notFound, queryParams } from "../http/errors";

const customerId = (value: string) => {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(value)) {
    throw badRequest("Invalid customer id", [
      { path: "id", code: "invalid_format", message: "Letters, digits, - and _ only" },
    ]);
  }
  return value;
};

const boolParam = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === "true" || v === "1"));
const customerListQuery = z.object({
  active: boolParam,
  search: z.string().trim().max(100).optional(),
  virtualContext: boolParam,
  limit: z.coerce.number().int().min(1).max(200).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

/** Next fixed delivery days (ISO weekdays) for four weeks, skipping today, weekends and Swedish holidays. */
function nextDeliveryDates(weekdays: number[], today: string, weeks = 4): string[] {
  const out: string[] = [];
  const start = new Date(`${today}T12:00:00Z`);
  for (let i = 1; i <= weeks * 7; i++) {
    const d = new Date(start);
    d.setUTCDate(d.getUTCDate() + i);
    const iso = ((d.getUTCDay() + 6) % 7) + 1;
    const date = d.toISOString().slice(0, 10);
    if (weekdays.includes(iso) && isDeliveryDay(date)) out.push(date);
  }
  return out;
}

export const customerRoutes = new Hono<AppEnv>()
  .get("/v3/customers", async (c) => {
    const query = queryParams(c, customerListQuery);
    const claims = claimsOf(c);
    // virtualContext: a seller (or site) admin acting for any customer lists them all.
    const all = query.virtualContext === true && isSellerAdminOrAbove(highestRole(claims.roles));
    const own = [...new Set(claims.customerPermissions.map((p) => p.customerId))];
    const { rows, total, projects } = await searchCustomers(c.env.DB, {
      ids: all ? null : own,
      active: query.active,
      search: query.search,
      limit: query.limit,
      offset: query.offset,
    });
    const customers = rows.map((row) => {
      const perms = claims.customerPermissions.filter((p) => p.customerId === row.id);
      const projectLimited = perms.length > 0 && !perms.some((p) => p.projectId === null);
      const allowedProjects = projects.filter(
        (p) => p.customer_id === row.id && (!projectLimited || perms.some((q) => q.projectId === p.id)),
      );
      return {
        customerId: row.id,
        customerName: row.name,
        organizationNumber: row.organization_number,
        active: row.active === 1,
        isPunchout: row.is_punchout === 1,
        assortmentId: row.assortment_id,
        zipCode: row.zip_code,
        role: highestRole(perms.map((p) => p.role)),
        projects: allowedProjects.map((p) => ({ projectId: p.id, projectName: p.name })),
        isCurrent: row.id === claims.customerId,
      };
    });
    return c.json({ customers, total, limit: query.limit, offset: query.offset });
  })
  .get("/customers/:id/assortment", async (c) => {
    const id = customerId(c.req.param("id"));
    const claims = claimsOf(c);
    assertCustomerAccess(claims, id);
    const row = await customerAssortment(c.env.DB, id, claims.customerId === id ? (claims.projectId ?? "") : "");
    if (!row) throw notFound("Customer not found");
    const { categoryIds } = row;
    return c.json({
      assortmentId: row.id,
      name: row.name,
      slug: row.slug,
      isDefault: row.is_default === 1,
      categoryIds,
    });
  })
  .get("/customers/:id/delivery-dates", async (c) => {
    const id = customerId(c.req.param("id"));
    assertCustomerAccess(claimsOf(c), id);
    const weekdays = await fixedDeliveryWeekdays(c.env.DB, id);
    // No fixed delivery days is a 404 that the storefront ignores (spec section 7).
    if (!weekdays) throw notFound("No fixed delivery days");
    return c.json({ customerId: id, weekdays, deliveryDates: nextDeliveryDates(weekdays, stockholmToday()) });
  })
  .get("/crm/customerteam", async (c) => {
    const query = queryParams(
      c,
      z.object({
        customerId: z
          .string()
          .regex(/^[A-Za-z0-9_-]{1,40}$/)
          .optional(),
      }),
    );
    const claims = claimsOf(c);
    const id = query.customerId ?? claims.customerId;
    if (!id) throw notFound("No customer in context");
    assertCustomerAccess(claims, id);
    const results = await salesTeam(c.env.DB, id);
    if (results.length === 0) throw notFound("No customer team");
    return c.json({ customerId: id, members: results });
  });
