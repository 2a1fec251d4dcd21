/**
 * Purchasing controls in D1 (migration 0145): each user's order limits and approver right per customer, set by a
 * customer admin (routes/user-admin.ts), and the monthly limit's claims that keep parallel checkouts under it.
 */
import { stockholmMonth, type OrderLimits } from "@shop/domain/purchasing-controls";

export interface PurchasingControls extends OrderLimits {
  customerId: string;
  mayApprove: boolean;
  updatedBy: string | null;
  updatedAt: string | null;
}

interface ControlsRow {
  customer_id: string;
  order_limit_ore: number | null;
  monthly_limit_ore: number | null;
  may_approve: number;
  updated_by: string;
  updated_at: string;
}

const fromRow = (r: ControlsRow): PurchasingControls => ({
  customerId: r.customer_id,
  orderLimitOre: r.order_limit_ore,
  monthlyLimitOre: r.monthly_limit_ore,
  mayApprove: r.may_approve === 1,
  updatedBy: r.updated_by,
  updatedAt: r.updated_at,
});

/** A user's controls at a customer; without a row: no limits and no approver right. */
export async function controlsOf(db: D1Database, userId: string, customerId: string): Promise<PurchasingControls> {
  const row = await db
    .prepare("SELECT * FROM purchasing_controls WHERE user_id = ? AND customer_id = ?")
    .bind(userId, customerId)
    .first<ControlsRow>();
  return row
    ? fromRow(row)
    : { customerId, orderLimitOre: null, monthlyLimitOre: null, mayApprove: false, updatedBy: null, updatedAt: null };
}

/** A user's controls at each of the given customers (a customer without a row: none). */
export async function controlsAt(db: D1Database, userId: string, customerIds: readonly string[]) {
  return Promise.all(customerIds.map((id) => controlsOf(db, userId, id)));
}

export async function saveControls(
  db: D1Database,
  userId: string,
  customerId: string,
  controls: OrderLimits & { mayApprove: boolean },
  updatedBy: string,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO purchasing_controls (user_id, customer_id, order_limit_ore, monthly_limit_ore, may_approve, updated_by, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
       ON CONFLICT (user_id, customer_id) DO UPDATE SET order_limit_ore = ?3, monthly_limit_ore = ?4, may_approve = ?5,
         updated_by = ?6, updated_at = ?7`,
    )
    .bind(
      userId,
      customerId,
      controls.orderLimitOre,
      controls.monthlyLimitOre,
      controls.mayApprove ? 1 : 0,
      updatedBy,
      new Date().toISOString(),
    )
    .run();
}

/** What the user's orders for the customer come to this calendar month (Stockholm), öre excluding VAT. */
export async function monthSpent(db: D1Database, userId: string, customerId: string, now = new Date()) {
  const month = stockholmMonth(now);
  const row = await db
    .prepare(
      `SELECT COALESCE(SUM(net_ore), 0) AS spent FROM orders
       WHERE user_id = ? AND customer_id = ? AND created_at >= ? AND created_at < ?`,
    )
    .bind(userId, customerId, month.startUtc, month.endUtc)
    .first<{ spent: number }>();
  return row?.spent ?? 0;
}

/** A claim left by a checkout that died before releasing it stops counting after this long. */
const STALE_CLAIM_MS = 10 * 60_000;

/**
 * What an approver authorizes at the customer this calendar month (Stockholm), öre excluding VAT: his own orders, the
 * approvals he approved this month, and his own checkouts still being placed (their claims): an approval while his
 * own order is on its way must not take his month over. His monthly limit bounds it (domain/purchasing-controls.ts
 * decisionRefusal). ?1 user, ?2 customer, ?3 month start, ?4 month end; decideApproval repeats it inside its
 * conditional UPDATE.
 */
export const APPROVER_MONTH_SQL = `(SELECT COALESCE(SUM(net_ore), 0) FROM orders
     WHERE user_id = ?1 AND customer_id = ?2 AND created_at >= ?3 AND created_at < ?4)
   + (SELECT COALESCE(SUM(net_ore), 0) FROM order_approvals
     WHERE decided_by = ?1 AND customer_id = ?2 AND status = 'APPROVED' AND decided_at >= ?3 AND decided_at < ?4)
   + (SELECT COALESCE(SUM(net_ore), 0) FROM monthly_limit_claims
     WHERE user_id = ?1 AND customer_id = ?2 AND month_start = ?3
       AND created_at >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${STALE_CLAIM_MS / 60_000} minutes'))`;

export async function approverMonthOre(db: D1Database, userId: string, customerId: string, now = new Date()) {
  const month = stockholmMonth(now);
  const row = await db
    .prepare(`SELECT ${APPROVER_MONTH_SQL} AS authorized`)
    .bind(userId, customerId, month.startUtc, month.endUtc)
    .first<{ authorized: number }>();
  return row?.authorized ?? 0;
}

/**
 * Claims `netOre` of the user's monthly limit for one checkout (its scoped key), in one statement: only while the
 * month's orders, the other open claims and this checkout stay within the limit. D1 runs the batch as one
 * transaction, so of two parallel checkouts that together would go over, exactly one gets its claim.
 * True when claimed.
 */
export async function claimMonthlyLimit(
  db: D1Database,
  claim: { scope: string; userId: string; customerId: string; netOre: number; limitOre: number },
  now = new Date(),
): Promise<boolean> {
  const month = stockholmMonth(now);
  const [, , inserted] = await db.batch([
    db
      .prepare("DELETE FROM monthly_limit_claims WHERE created_at < ?")
      .bind(new Date(now.getTime() - STALE_CLAIM_MS).toISOString()),
    // A retry of the same checkout claims afresh.
    db.prepare("DELETE FROM monthly_limit_claims WHERE scope = ?").bind(claim.scope),
    db
      .prepare(
        `INSERT INTO monthly_limit_claims (scope, user_id, customer_id, month_start, net_ore, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6
         WHERE (SELECT COALESCE(SUM(net_ore), 0) FROM orders
                WHERE user_id = ?2 AND customer_id = ?3 AND created_at >= ?4 AND created_at < ?7)
             + (SELECT COALESCE(SUM(net_ore), 0) FROM monthly_limit_claims
                WHERE user_id = ?2 AND customer_id = ?3 AND month_start = ?4)
             + ?5 <= ?8
         RETURNING scope`,
      )
      .bind(
        claim.scope,
        claim.userId,
        claim.customerId,
        month.startUtc,
        claim.netOre,
        now.toISOString(),
        month.endUtc,
        claim.limitOre,
      ),
  ]);
  return inserted.results.length > 0;
}

/** Ends a checkout's claim: its orders are written (and count from now on) or it placed nothing. */
export async function releaseMonthlyLimit(db: D1Database, scope: string): Promise<void> {
  await db.prepare("DELETE FROM monthly_limit_claims WHERE scope = ?").bind(scope).run();
}

/** The approvers of a customer who may see an approval of this project: right, active, with their permission rows. */
export async function approversOf(db: D1Database, customerId: string) {
  const { results } = await db
    .prepare(
      `SELECT u.id, u.email, u.first_name, pc.order_limit_ore, cp.project_id, cp.permission_denies
       FROM purchasing_controls pc
       JOIN users u ON u.id = pc.user_id AND u.active = 1 AND COALESCE(u.suspended, 0) = 0
       JOIN customer_permissions cp ON cp.user_id = pc.user_id AND cp.customer_id = pc.customer_id
       WHERE pc.customer_id = ? AND pc.may_approve = 1`,
    )
    .bind(customerId)
    .all<{
      id: string;
      email: string;
      first_name: string;
      order_limit_ore: number | null;
      project_id: string;
      permission_denies: string;
    }>();
  return results;
}
