import { Hono } from "hono";
import { z } from "zod";
import { isDeliveryDay } from "@shop/domain/delivery-date";
import { isSellerAdminOrAbove, highestRole } from "@shop/domain/roles";
import type { AppEnv } from "../env";
import { claimsOf } from "../auth/middleware";
import { assertCustomerAccess } from "../auth/claims";
import { stockholmToday } from "../catalogue/context";
import { badRequest, notFound, queryParams } from "../http/errors";

const customerId = (value: string) => {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(value)) throw badRequest("Invalid customer id", [{ path: "id", code: "invalid_format", message: "Letters, digits, - and _ only" }]);
  return value;
};

const boolParam = z.enum(["true", "false", "1", "0"]).optional().transform((v) => (v === undefined ? undefined : v === "true" || v === "1"));

interface CustomerRow {
  id: string;
  name: string;
  organization_number: string;
  assortment_id: string | null;
  is_punchout: number;
  active: number;
  zip_code: string | null;
  export_profile: string | null;
}

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
    const query = queryParams(c, z.object({
      active: boolParam, search: z.string().trim().max(100).optional(), virtualContext: boolParam,
      limit: z.coerce.number().int().min(1).max(200).default(100), offset: z.coerce.number().int().min(0).default(0),
    }));
    const claims = claimsOf(c);
    // virtualContext: a seller (or site) admin acting for any customer lists them all.
    const all = query.virtualContext === true && isSellerAdminOrAbove(highestRole(claims.roles));
    const own = [...new Set(claims.customerPermissions.map((p) => p.customerId))];
    const where: string[] = [];
    const params: unknown[] = [];
    if (!all) {
      where.push(`c.id IN (SELECT value FROM json_each(?${params.length + 1}))`);
      params.push(JSON.stringify(own));
    }
    if (query.active !== undefined) {
      where.push(`c.active = ?${params.length + 1}`);
      params.push(query.active ? 1 : 0);
    }
    if (query.search) {
      where.push(`(c.name LIKE ?${params.length + 1} ESCAPE '\\' OR c.id LIKE ?${params.length + 1} ESCAPE '\\' OR c.organization_number LIKE ?${params.length + 1} ESCAPE '\\')`);
      params.push(`%${query.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    }
    const whereSql = where.length ? `WHERE ${where.join(" AND ")}` : "";
    const [rows, total, projects] = await c.env.DB.batch([
      c.env.DB.prepare(`SELECT c.* FROM customers c ${whereSql} ORDER BY c.name LIMIT ${query.limit} OFFSET ${query.offset}`).bind(...params),
      c.env.DB.prepare(`SELECT count(*) AS n FROM customers c ${whereSql}`).bind(...params),
      c.env.DB.prepare(`SELECT id, customer_id, name, active FROM projects WHERE active = 1 ORDER BY name`),
    ]);
    const customers = (rows.results as CustomerRow[]).map((row) => {
      const perms = claims.customerPermissions.filter((p) => p.customerId === row.id);
      const projectLimited = perms.length > 0 && !perms.some((p) => p.projectId === null);
      const allowedProjects = (projects.results as { id: string; customer_id: string; name: string }[])
        .filter((p) => p.customer_id === row.id && (!projectLimited || perms.some((q) => q.projectId === p.id)));
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
    return c.json({ customers, total: (total.results[0] as { n: number }).n, limit: query.limit, offset: query.offset });
  })
  .get("/customers/:id/assortment", async (c) => {
    const id = customerId(c.req.param("id"));
    const claims = claimsOf(c);
    assertCustomerAccess(claims, id);
    const row = await c.env.DB
      .prepare(`SELECT a.id, a.name, a.slug, a.is_default FROM customers c JOIN assortments a ON a.id = COALESCE((SELECT assortment_id FROM projects WHERE id = ?2 AND customer_id = ?1), c.assortment_id) WHERE c.id = ?1`)
      .bind(id, claims.customerId === id ? claims.projectId ?? "" : "")
      .first<{ id: string; name: string; slug: string; is_default: number }>();
    if (!row) throw notFound("Customer not found");
    const { results } = await c.env.DB.prepare("SELECT category_l2 FROM assortment_categories WHERE assortment_id = ? ORDER BY category_l2").bind(row.id).all<{ category_l2: string }>();
    return c.json({ assortmentId: row.id, name: row.name, slug: row.slug, isDefault: row.is_default === 1, categoryIds: results.map((r) => r.category_l2) });
  })
  .get("/customers/:id/delivery-dates", async (c) => {
    const id = customerId(c.req.param("id"));
    assertCustomerAccess(claimsOf(c), id);
    const row = await c.env.DB.prepare("SELECT delivery_weekdays FROM customers WHERE id = ?").bind(id).first<{ delivery_weekdays: string | null }>();
    // No fixed delivery days is a 404 that the storefront ignores (spec section 7).
    if (!row || !row.delivery_weekdays) throw notFound("No fixed delivery days");
    const weekdays = row.delivery_weekdays.split(",").map(Number);
    return c.json({ customerId: id, weekdays, deliveryDates: nextDeliveryDates(weekdays, stockholmToday()) });
  })
  .get("/crm/customerteam", async (c) => {
    const query = queryParams(c, z.object({ customerId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/).optional() }));
    const claims = claimsOf(c);
    const id = query.customerId ?? claims.customerId;
    if (!id) throw notFound("No customer in context");
    assertCustomerAccess(claims, id);
    const { results } = await c.env.DB.prepare("SELECT name, role, email, phone FROM sales_team_members WHERE customer_id = ? ORDER BY position").bind(id).all();
    if (results.length === 0) throw notFound("No customer team");
    return c.json({ customerId: id, members: results });
  });
