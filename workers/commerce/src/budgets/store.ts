/**
 * Project budgets in D1 (migration 0170): one budget per project, what counts against it in a period (the project's
 * placed orders and its approvals still waiting: PENDING, or APPROVED and not yet placed), and the claims that keep
 * parallel checkouts under it. The rules live in domain/project-budgets.ts, who may set one in budgets/access.ts.
 */
import { budgetPeriod, type BudgetPeriod, type ProjectBudgetRule } from "@shop/domain/project-budgets";

export interface ProjectBudget extends ProjectBudgetRule {
  customerId: string;
  projectId: string;
  updatedBy: string;
  updatedAt: string;
}

interface BudgetRow {
  customer_id: string;
  project_id: string;
  period: ProjectBudgetRule["period"];
  amount_ore: number;
  from_date: string | null;
  to_date: string | null;
  updated_by: string;
  updated_at: string;
}

const fromRow = (r: BudgetRow): ProjectBudget => ({
  customerId: r.customer_id,
  projectId: r.project_id,
  period: r.period,
  amountOre: r.amount_ore,
  fromDate: r.from_date,
  toDate: r.to_date,
  updatedBy: r.updated_by,
  updatedAt: r.updated_at,
});

export async function budgetOf(db: D1Database, customerId: string, projectId: string): Promise<ProjectBudget | null> {
  if (!projectId) return null;
  const row = await db
    .prepare("SELECT * FROM project_budgets WHERE customer_id = ? AND project_id = ?")
    .bind(customerId, projectId)
    .first<BudgetRow>();
  return row ? fromRow(row) : null;
}

/** The customer's active projects with their budgets (null: none), by project id. */
export async function projectsWithBudgets(db: D1Database, customerId: string) {
  const { results } = await db
    .prepare(
      `SELECT p.id AS project, p.name AS project_name, b.*
       FROM projects p LEFT JOIN project_budgets b ON b.customer_id = p.customer_id AND b.project_id = p.id
       WHERE p.customer_id = ? AND p.active = 1 ORDER BY p.id`,
    )
    .bind(customerId)
    .all<{ project: string; project_name: string } & Partial<BudgetRow>>();
  return results.map((r) => ({
    projectId: r.project,
    projectName: r.project_name,
    budget: r.period ? fromRow({ ...(r as BudgetRow), customer_id: customerId, project_id: r.project }) : null,
  }));
}

export async function projectName(db: D1Database, customerId: string, projectId: string): Promise<string | null> {
  const row = await db
    .prepare("SELECT name FROM projects WHERE id = ? AND customer_id = ?")
    .bind(projectId, customerId)
    .first<{ name: string }>();
  return row?.name ?? null;
}

export async function saveBudget(
  db: D1Database,
  budget: ProjectBudgetRule & { customerId: string; projectId: string },
  by: string,
) {
  await db
    .prepare(
      `INSERT INTO project_budgets (customer_id, project_id, period, amount_ore, from_date, to_date, updated_by, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
       ON CONFLICT (customer_id, project_id) DO UPDATE SET period = ?3, amount_ore = ?4, from_date = ?5, to_date = ?6,
         updated_by = ?7, updated_at = ?8`,
    )
    .bind(
      budget.customerId,
      budget.projectId,
      budget.period,
      budget.amountOre,
      budget.period === "RANGE" ? budget.fromDate : null,
      budget.period === "RANGE" ? budget.toDate : null,
      by,
      new Date().toISOString(),
    )
    .run();
}

export async function deleteBudget(db: D1Database, customerId: string, projectId: string): Promise<void> {
  await db
    .prepare("DELETE FROM project_budgets WHERE customer_id = ? AND project_id = ?")
    .bind(customerId, projectId)
    .run();
}

/**
 * What counts against a project's budget in [start, end): its orders, and its approvals still waiting (submitted in
 * the period, PENDING or APPROVED but not yet placed; once placed their orders count instead). ?1 customer, ?2
 * project, ?3 start, ?4 end.
 */
const USED_SQL = `(SELECT COALESCE(SUM(net_ore), 0) FROM orders
     WHERE customer_id = ?1 AND project_id = ?2 AND created_at >= ?3 AND created_at < ?4)
   + (SELECT COALESCE(SUM(net_ore), 0) FROM order_approvals
     WHERE customer_id = ?1 AND project_id = ?2 AND submitted_at >= ?3 AND submitted_at < ?4
       AND (status = 'PENDING' OR (status = 'APPROVED' AND placed IS NULL)))`;

/** What the project's orders and waiting approvals come to in the period, öre excluding VAT. */
export async function budgetUsed(db: D1Database, customerId: string, projectId: string, period: BudgetPeriod) {
  const row = await db
    .prepare(`SELECT ${USED_SQL} AS used`)
    .bind(customerId, projectId, period.startUtc, period.endUtc)
    .first<{ used: number }>();
  return row?.used ?? 0;
}

/** The budget that holds for the project now, with its period; null when none does (none set, or a range outside). */
export async function currentBudget(db: D1Database, customerId: string, projectId: string | null, now = new Date()) {
  if (!projectId) return null;
  const budget = await budgetOf(db, customerId, projectId);
  if (!budget) return null;
  const period = budgetPeriod(budget, now);
  return period ? { budget, period } : null;
}

/** A claim left by a checkout that died before releasing it stops counting after this long. */
const STALE_CLAIM_MS = 10 * 60_000;

/**
 * Claims `netOre` of the project's budget for one checkout (its scoped key), in one statement: only while the
 * period's orders, waiting approvals, the other open claims and this checkout stay within the budget. D1 runs the batch
 * as one transaction, so of two parallel checkouts that together would go over, at most one gets its claim.
 */
export async function claimBudget(
  db: D1Database,
  claim: {
    scope: string;
    customerId: string;
    projectId: string;
    netOre: number;
    amountOre: number;
    period: BudgetPeriod;
  },
  now = new Date(),
): Promise<boolean> {
  const [, , inserted] = await db.batch([
    db
      .prepare("DELETE FROM project_budget_claims WHERE created_at < ?")
      .bind(new Date(now.getTime() - STALE_CLAIM_MS).toISOString()),
    db.prepare("DELETE FROM project_budget_claims WHERE scope = ?").bind(claim.scope),
    db
      .prepare(
        `INSERT INTO project_budget_claims (scope, customer_id, project_id, period_start, net_ore, created_at)
         SELECT ?5, ?1, ?2, ?3, ?6, ?7
         WHERE ${USED_SQL}
             + (SELECT COALESCE(SUM(net_ore), 0) FROM project_budget_claims
                WHERE customer_id = ?1 AND project_id = ?2 AND period_start = ?3)
             + ?6 <= ?8
         RETURNING scope`,
      )
      .bind(
        claim.customerId,
        claim.projectId,
        claim.period.startUtc,
        claim.period.endUtc,
        claim.scope,
        claim.netOre,
        now.toISOString(),
        claim.amountOre,
      ),
  ]);
  return inserted.results.length > 0;
}

/** Ends a checkout's claim: its orders are written (and count from now on) or it placed nothing. */
export async function releaseBudget(db: D1Database, scope: string): Promise<void> {
  await db.prepare("DELETE FROM project_budget_claims WHERE scope = ?").bind(scope).run();
}
