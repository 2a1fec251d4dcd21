/** The order history search (GET /orders/search): the token's context and permissions, filters, paging. */
import type { AccessClaims } from "../auth/jwt";
import { scopeCondition } from "../auth/access";
import { CURRENT_STATUS, type OrderRow, type OrderStatus } from "./store";
import { containsTerm } from "../search/text-match";

export const ORDER_SORTS = {
  "-createdAt": "o.created_at DESC, o.id DESC",
  createdAt: "o.created_at ASC, o.id ASC",
  "-total": "o.total_ore DESC, o.id DESC",
  total: "o.total_ore ASC, o.id ASC",
} as const;
export type OrderSort = keyof typeof ORDER_SORTS;

export interface OrderSearch {
  customerId: string;
  q?: string;
  orderStatus?: OrderStatus;
  fromDate?: string;
  toDate?: string;
  sort: OrderSort;
  limit: number;
  offset: number;
}

export async function searchOrders(db: D1Database, claims: AccessClaims, query: OrderSearch) {
  // The token's context: a project token sees that project's orders, a customer token all of the customer's.
  const where = ["o.customer_id = ?2"];
  const params: unknown[] = [new Date().toISOString(), query.customerId];
  const bind = (value: unknown) => {
    params.push(value);
    return `?${params.length}`;
  };
  if (claims.projectId) where.push(`o.project_id = ${bind(claims.projectId)}`);
  // And never more than the token's permissions allow (auth/access.ts), whatever its context says.
  const scope = scopeCondition(claims, { customer: "o.customer_id", project: "o.project_id" }, bind);
  if (scope) where.push(scope);
  if (query.orderStatus) where.push(`${CURRENT_STATUS} = ${bind(query.orderStatus)}`);
  if (query.fromDate) where.push(`substr(o.created_at, 1, 10) >= ${bind(query.fromDate)}`);
  if (query.toDate) where.push(`substr(o.created_at, 1, 10) <= ${bind(query.toDate)}`);
  if (query.q) {
    const term = bind(query.q);
    const matches = (column: string) => containsTerm(column, term);
    where.push(`(${matches("CAST(o.id AS TEXT)")} OR ${matches("o.temp_order_id")} OR ${matches("o.customer_order_number")}
        OR ${matches("o.reference")} OR ${matches("o.cost_centre")} OR EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND (${matches("i.article_number")} OR ${matches("i.name")})))`);
  }
  const sql = `FROM orders o WHERE ${where.join(" AND ")}`;
  const page = `ORDER BY ${ORDER_SORTS[query.sort]} LIMIT ${query.limit} OFFSET ${query.offset}`;
  const [rows, count] = await db.batch([
    db.prepare(`SELECT o.*, ${CURRENT_STATUS} AS status ${sql} ${page}`).bind(...params),
    db.prepare(`SELECT COUNT(*) AS total ${sql}`).bind(...params),
  ]);
  return { rows: rows.results as unknown as OrderRow[], total: (count.results[0] as { total: number }).total };
}
