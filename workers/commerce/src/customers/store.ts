/** Customers, their assortments, fixed delivery days and sales teams on D1. */
import { containsTerm } from "../search/text-match";

export interface CustomerRow {
  id: string;
  name: string;
  organization_number: string;
  assortment_id: string | null;
  is_punchout: number;
  active: number;
  zip_code: string | null;
  export_profile: string | null;
}

export interface CustomerSearch {
  /** Only these customers; null for all (a seller admin acting for any customer). */
  ids: string[] | null;
  active?: boolean;
  /** Matches the name, the customer number or the organisation number. */
  search?: string;
  limit: number;
  offset: number;
}

/** One page of customers by name, the count of all that match, and every active project. */
export async function searchCustomers(db: D1Database, query: CustomerSearch) {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.ids !== null) {
    where.push(`c.id IN (SELECT value FROM json_each(?${params.length + 1}))`);
    params.push(JSON.stringify(query.ids));
  }
  if (query.active !== undefined) {
    where.push(`c.active = ?${params.length + 1}`);
    params.push(query.active ? 1 : 0);
  }
  if (query.search) {
    const p = `?${params.length + 1}`;
    where.push(
      `(${containsTerm("c.name", p)} OR ${containsTerm("c.id", p)} OR ${containsTerm("c.organization_number", p)})`,
    );
    params.push(query.search);
  }
  const whereSql = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const [rows, total, projects] = await db.batch([
    db
      .prepare(`SELECT c.* FROM customers c ${whereSql} ORDER BY c.name LIMIT ${query.limit} OFFSET ${query.offset}`)
      .bind(...params),
    db.prepare(`SELECT count(*) AS n FROM customers c ${whereSql}`).bind(...params),
    db.prepare(`SELECT id, customer_id, name, active FROM projects WHERE active = 1 ORDER BY name`),
  ]);
  return {
    rows: rows.results as unknown as CustomerRow[],
    total: (total.results[0] as { n: number }).n,
    projects: projects.results as unknown as { id: string; customer_id: string; name: string }[],
  };
}

/** The assortment of the customer, or of its project when the project has its own; with its categories. */
export async function customerAssortment(db: D1Database, customerId: string, projectId: string) {
  const row = await db
    .prepare(
      `SELECT a.id, a.name, a.slug, a.is_default FROM customers c
       JOIN assortments a ON a.id = COALESCE((SELECT assortment_id FROM projects WHERE id = ?2 AND customer_id = ?1), c.assortment_id)
       WHERE c.id = ?1`,
    )
    .bind(customerId, projectId)
    .first<{ id: string; name: string; slug: string; is_default: number }>();
  if (!row) return null;
  const { results } = await db
    .prepare("SELECT category_l2 FROM assortment_categories WHERE assortment_id = ? ORDER BY category_l2")
    .bind(row.id)
    .all<{ category_l2: string }>();
  return { ...row, categoryIds: results.map((r) => r.category_l2) };
}

/** The customer's fixed delivery weekdays (ISO, 1 = Monday); null when it has none. */
export async function fixedDeliveryWeekdays(db: D1Database, customerId: string): Promise<number[] | null> {
  const row = await db
    .prepare("SELECT delivery_weekdays FROM customers WHERE id = ?")
    .bind(customerId)
    .first<{ delivery_weekdays: string | null }>();
  if (!row || !row.delivery_weekdays) return null;
  return row.delivery_weekdays.split(",").map(Number);
}

export async function salesTeam(db: D1Database, customerId: string) {
  const { results } = await db
    .prepare("SELECT name, role, email, phone FROM sales_team_members WHERE customer_id = ? ORDER BY position")
    .bind(customerId)
    .all();
  return results;
}
