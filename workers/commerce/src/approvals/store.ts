/**
 * Order approvals in D1 (migration 0145): an order submitted for approval with its contents frozen, decided once,
 * and its audit trail. The rules live in domain/purchasing-controls.ts, who may see one in approvals/access.ts.
 */
import { stockholmMonth, type ApprovalReason, type ApprovalStatus } from "@shop/domain/purchasing-controls";
import { APPROVER_MONTH_SQL } from "./controls";
import type { PreparedOrder } from "../cart/order-writer";

export interface ApprovalRow {
  id: string;
  customer_id: string;
  project_id: string;
  user_id: string;
  status: ApprovalStatus;
  reason: ApprovalReason;
  net_ore: number;
  vat_ore: number;
  total_ore: number;
  frozen: string;
  checkout_key: string;
  send_order_receipt: number;
  submitted_at: string;
  decided_by: string | null;
  decided_at: string | null;
  comment: string | null;
  placed: string | null;
}

/** The frozen order: every delivery as it would have been placed at checkout. */
export interface FrozenOrder {
  deliveries: PreparedOrder[];
}

export type ApprovalAction = "SUBMITTED" | "APPROVED" | "REJECTED" | "PLACED" | "DATE_MOVED";

export function newApprovalId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(5));
  return `ATT-${[...bytes]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase()}`;
}

export function frozenOf(deliveries: PreparedOrder[]): FrozenOrder {
  return { deliveries };
}

export function frozenOrder(row: ApprovalRow): FrozenOrder {
  return JSON.parse(row.frozen) as FrozenOrder;
}

/**
 * Submits a checkout's prepared deliveries for approval, in one batch: the approval is written only while the cart
 * still holds exactly the lines read (as an order would be, cart/order-delivery.ts), and those lines then leave the
 * cart, so nothing the buyer changes in the cart afterwards changes the frozen order. `alongside` (the approvers'
 * mails, each conditional on the approval row) joins the same batch. True when written.
 */
export async function submitApproval(
  db: D1Database,
  input: {
    id: string;
    customerId: string;
    projectId: string;
    userId: string;
    reason: ApprovalReason;
    cartId: string;
    cartLines: { id: string; quantity: number }[];
    deliveries: PreparedOrder[];
    scope: string;
    sendOrderReceipt: boolean;
  },
  alongside: D1PreparedStatement[] = [],
): Promise<boolean> {
  const net = input.deliveries.reduce((s, d) => s + d.netOre, 0);
  const vat = input.deliveries.reduce((s, d) => s + d.vatOre, 0);
  const now = new Date().toISOString();
  const snapshot = JSON.stringify(input.cartLines.map((l) => ({ id: l.id, q: l.quantity })));
  const exists = "EXISTS (SELECT 1 FROM order_approvals WHERE id = ?1)";
  const frozen = frozenOf(input.deliveries);
  await db.batch([
    db
      .prepare(
        `INSERT INTO order_approvals (id, customer_id, project_id, user_id, status, reason, net_ore, vat_ore, total_ore, frozen,
           checkout_key, send_order_receipt, submitted_at)
         SELECT ?1, ?2, ?3, ?4, 'PENDING', ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12
         WHERE (SELECT COUNT(*) FROM cart_items c JOIN json_each(?14) j ON c.id = json_extract(j.value, '$.id')
                AND c.quantity = json_extract(j.value, '$.q') WHERE c.cart_id = ?13) = ?15`,
      )
      .bind(
        input.id,
        input.customerId,
        input.projectId,
        input.userId,
        input.reason,
        net,
        vat,
        net + vat,
        JSON.stringify(frozen),
        input.scope,
        input.sendOrderReceipt ? 1 : 0,
        now,
        input.cartId,
        snapshot,
        input.cartLines.length,
      ),
    db
      .prepare(
        `DELETE FROM cart_items WHERE cart_id = ?2 AND id IN (SELECT json_extract(value, '$.id') FROM json_each(?3)) AND ${exists}`,
      )
      .bind(input.id, input.cartId, snapshot),
    db
      .prepare(
        `DELETE FROM cart_deliveries WHERE cart_id = ?2 AND delivery_id IN (SELECT value FROM json_each(?3))
           AND NOT EXISTS (SELECT 1 FROM cart_items i WHERE i.cart_id = ?2 AND i.delivery_id = cart_deliveries.delivery_id)
           AND ${exists}`,
      )
      .bind(input.id, input.cartId, JSON.stringify(input.deliveries.map((d) => d.deliveryId))),
    db
      .prepare(
        `INSERT INTO order_approval_events (approval_id, action, user_id, at, detail) SELECT ?1, 'SUBMITTED', ?2, ?3, ?4 WHERE ${exists}`,
      )
      .bind(input.id, input.userId, now, input.reason),
    ...alongside,
  ]);
  return (await approvalById(db, input.id)) !== null;
}

export async function approvalById(db: D1Database, id: string): Promise<ApprovalRow | null> {
  return db.prepare("SELECT * FROM order_approvals WHERE id = ?").bind(id).first<ApprovalRow>();
}

/** The approval a checkout call with this scoped key submitted (a retry after a crash finds it). */
export async function approvalByScope(db: D1Database, scope: string): Promise<ApprovalRow | null> {
  return db.prepare("SELECT * FROM order_approvals WHERE checkout_key = ?").bind(scope).first<ApprovalRow>();
}

/**
 * Decides a pending approval, once: the UPDATE only changes a row still PENDING, so of two approvers deciding at once
 * exactly one succeeds; the event is written in the same batch, only for the decision that took. True when it took.
 */
export async function decideApproval(
  db: D1Database,
  input: {
    id: string;
    status: "APPROVED" | "REJECTED";
    userId: string;
    comment: string;
    /** An approval by an approver with a monthly limit: taken only while his month at the customer stays within it. */
    approverMonthlyLimitOre?: number | null;
    customerId?: string;
  },
): Promise<boolean> {
  const now = new Date();
  const at = now.toISOString();
  const limit = input.status === "APPROVED" ? (input.approverMonthlyLimitOre ?? null) : null;
  const month = stockholmMonth(now);
  // The approver's month is summed in the same statement as the decision, so two approvals he gives at once cannot
  // both slip under his monthly limit.
  const withinMonth =
    limit === null
      ? ""
      : ` AND (SELECT ${APPROVER_MONTH_SQL.replace(/\?([1-4])/g, (_, n) => `?${Number(n) + 5}`)}) + net_ore <= ?10`;
  const [updated] = await db.batch([
    db
      .prepare(
        `UPDATE order_approvals SET status = ?2, decided_by = ?3, decided_at = ?4, comment = ?5 WHERE id = ?1 AND status = 'PENDING'${withinMonth}`,
      )
      .bind(
        input.id,
        input.status,
        input.userId,
        at,
        input.comment,
        ...(limit === null ? [] : [input.userId, input.customerId ?? "", month.startUtc, month.endUtc, limit]),
      ),
    db
      .prepare(
        `INSERT INTO order_approval_events (approval_id, action, user_id, at, detail)
         SELECT ?1, ?2, ?3, ?4, ?5 WHERE EXISTS (SELECT 1 FROM order_approvals WHERE id = ?1 AND status = ?2
           AND decided_by = ?3 AND decided_at = ?4)
           AND NOT EXISTS (SELECT 1 FROM order_approval_events WHERE approval_id = ?1 AND action = ?2)`,
      )
      .bind(input.id, input.status, input.userId, at, input.comment),
  ]);
  return updated.meta.changes === 1;
}

export function approvalEventStatement(
  db: D1Database,
  approvalId: string,
  action: ApprovalAction,
  userId: string,
  detail: string,
): D1PreparedStatement {
  return db
    .prepare("INSERT INTO order_approval_events (approval_id, action, user_id, at, detail) VALUES (?, ?, ?, ?, ?)")
    .bind(approvalId, action, userId, new Date().toISOString(), detail);
}

/** Records the placement's results (and its events) once; a second call changes nothing. */
export async function recordPlacement(
  db: D1Database,
  approvalId: string,
  placed: unknown,
  events: D1PreparedStatement[],
): Promise<boolean> {
  const [updated] = await db.batch([
    db
      .prepare("UPDATE order_approvals SET placed = ? WHERE id = ? AND placed IS NULL")
      .bind(JSON.stringify(placed), approvalId),
    ...events,
  ]);
  return updated.meta.changes === 1;
}

export async function approvalEvents(db: D1Database, approvalId: string) {
  const { results } = await db
    .prepare(
      `SELECT e.action, e.at, e.detail, e.user_id, u.first_name, u.last_name
       FROM order_approval_events e LEFT JOIN users u ON u.id = e.user_id
       WHERE e.approval_id = ? ORDER BY e.id`,
    )
    .bind(approvalId)
    .all<{
      action: ApprovalAction;
      at: string;
      detail: string;
      user_id: string;
      first_name: string | null;
      last_name: string | null;
    }>();
  return results;
}

export async function userNames(db: D1Database, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map<string, { name: string; email: string }>();
  const { results } = await db
    .prepare(`SELECT id, first_name, last_name, email FROM users WHERE id IN (SELECT value FROM json_each(?))`)
    .bind(JSON.stringify(unique))
    .all<{ id: string; first_name: string; last_name: string; email: string }>();
  return new Map(results.map((u) => [u.id, { name: `${u.first_name} ${u.last_name}`.trim(), email: u.email }]));
}

/**
 * A page of approvals of a customer: the caller's own (`mine`) or those others submitted (`queue`), newest first,
 * within `scopeSql` (auth/access.ts scopeCondition over the approval's customer and project).
 */
export async function listApprovals(
  db: D1Database,
  input: {
    customerId: string;
    userId: string;
    view: "mine" | "queue";
    status: ApprovalStatus | null;
    scopeSql: string | null;
    scopeBinds: string[];
    limit: number;
    offset: number;
  },
): Promise<{ rows: ApprovalRow[]; total: number }> {
  const binds: unknown[] = [input.customerId, input.userId];
  const where = ["a.customer_id = ?1", input.view === "mine" ? "a.user_id = ?2" : "a.user_id <> ?2"];
  if (input.status) {
    binds.push(input.status);
    where.push(`a.status = ?${binds.length}`);
  }
  if (input.scopeSql) {
    where.push(input.scopeSql);
  }
  const offset = binds.length;
  const scoped = input.scopeBinds;
  const sqlWhere = where.join(" AND ").replace(/\?s(\d+)/g, (_, n) => `?${offset + Number(n)}`);
  const all = [...binds, ...scoped];
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT a.* FROM order_approvals a WHERE ${sqlWhere} ORDER BY a.submitted_at DESC, a.id LIMIT ${input.limit} OFFSET ${input.offset}`,
      )
      .bind(...all),
    db.prepare(`SELECT COUNT(*) AS n FROM order_approvals a WHERE ${sqlWhere}`).bind(...all),
  ]);
  return {
    rows: rows.results as ApprovalRow[],
    total: (count.results[0] as { n: number } | undefined)?.n ?? 0,
  };
}

/** The approval an order was placed from, for the order page's audit trail. */
export async function approvalIdOfOrder(db: D1Database, orderId: number): Promise<string | null> {
  const row = await db
    .prepare("SELECT approval_id FROM orders WHERE id = ?")
    .bind(orderId)
    .first<{ approval_id: string | null }>();
  return row?.approval_id ?? null;
}
