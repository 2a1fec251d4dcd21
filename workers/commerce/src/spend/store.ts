/**
 * Spend's SQL (docs/purchasing-controls.md "Inköpsuppföljning"): placed orders' lines summed net excluding VAT, per
 * Stockholm month, project or top-level category. The scope condition comes from spend/access.ts; a cancelled order
 * (its CANCELLED event has happened) counts nowhere. Months arrive as one JSON parameter of [month, startUtc, endUtc],
 * so a 24-month period costs one bind, not 72.
 */
import type { SpendGrouping } from "@shop/domain/spend";

export interface SpendFilter {
  customerId: string;
  projectId: string | null;
  condition: (bind: (value: string) => string) => string | null;
  months: { month: string; startUtc: string; endUtc: string }[];
  now: string;
}

export interface SpendRow {
  key: string;
  name: string | null;
  net_ore: number;
  order_count: number;
}

const GROUPS: Record<SpendGrouping, { select: string; join: string; group: string }> = {
  month: { select: "m.month AS key, NULL AS name", join: "", group: "m.month" },
  project: {
    select: "o.project_id AS key, (SELECT p.name FROM projects p WHERE p.id = o.project_id) AS name",
    join: "",
    group: "o.project_id",
  },
  // The article's level-2 category's parent is its top-level area (El, VVS, Bygg…); an article since removed from
  // the catalogue falls under "" with no name.
  category: {
    select: "COALESCE(top.id, '') AS key, top.name AS name",
    join: `LEFT JOIN articles a ON a.article_number = i.article_number
      LEFT JOIN categories l2 ON l2.id = a.category_l2
      LEFT JOIN categories top ON top.id = l2.parent_id`,
    group: "COALESCE(top.id, '')",
  },
};

export async function spendRows(
  db: D1Database,
  filter: SpendFilter,
  groupBy: SpendGrouping,
): Promise<{ rows: SpendRow[]; total: { net_ore: number; order_count: number } }> {
  const params: unknown[] = [
    JSON.stringify(filter.months.map((m) => [m.month, m.startUtc, m.endUtc])),
    filter.customerId,
    filter.now,
  ];
  const bind = (value: string) => {
    params.push(value);
    return `?${params.length}`;
  };
  const where = ["o.customer_id = ?2"];
  const scope = filter.condition(bind);
  if (scope) where.push(scope);
  if (filter.projectId !== null) where.push(`o.project_id = ${bind(filter.projectId)}`);
  where.push(
    "NOT EXISTS (SELECT 1 FROM order_status_events e WHERE e.order_id = o.id AND e.status = 'CANCELLED' AND e.at <= ?3)",
  );
  const group = GROUPS[groupBy];
  const base = `WITH m AS (
      SELECT json_extract(value, '$[0]') AS month, json_extract(value, '$[1]') AS start_at,
             json_extract(value, '$[2]') AS end_at
      FROM json_each(?1))
    SELECT %SELECT%, COALESCE(SUM(i.line_net_ore), 0) AS net_ore, COUNT(DISTINCT o.id) AS order_count
    FROM m JOIN orders o ON o.created_at >= m.start_at AND o.created_at < m.end_at
    JOIN order_items i ON i.order_id = o.id
    ${group.join}
    WHERE ${where.join(" AND ")}`;
  const [grouped, total] = await db.batch([
    db.prepare(`${base.replace("%SELECT%", group.select)} GROUP BY ${group.group}`).bind(...params),
    db.prepare(base.replace("%SELECT%", "NULL AS key")).bind(...params),
  ]);
  const sum = total.results[0] as { net_ore: number; order_count: number } | undefined;
  return {
    rows: grouped.results as unknown as SpendRow[],
    total: { net_ore: sum?.net_ore ?? 0, order_count: sum?.order_count ?? 0 },
  };
}

/** The customer's projects, active or not (an ended project still has spend), in id order. */
export async function customerProjects(db: D1Database, customerId: string) {
  const { results } = await db
    .prepare("SELECT id, name FROM projects WHERE customer_id = ? ORDER BY id")
    .bind(customerId)
    .all<{ id: string; name: string }>();
  return results;
}
