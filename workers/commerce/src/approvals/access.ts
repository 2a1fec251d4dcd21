/**
 * The one authorization point for order approvals. An approval is seen, like an order, only within the token's
 * customer and project scope (auth/access.ts); inside it by the buyer who submitted it, by the customer's approvers
 * (purchasing_controls.may_approve) and by the customer's admins. Anything else answers 404 like a missing
 * approval, so ids cannot be probed. Whether a seer may also decide it is domain/purchasing-controls.ts.
 */
import { isAdmin } from "@shop/domain/roles";
import { assertResourceAccess, isSiteAdmin, scopeCondition } from "../auth/access";
import type { AccessClaims } from "../auth/jwt";
import { notFound } from "../http/errors";
import { controlsOf, type PurchasingControls } from "./controls";
import { approvalById, type ApprovalRow } from "./store";

const APPROVAL_ID = /^ATT-[0-9A-F]{10}$/;

export interface VisibleApproval {
  approval: ApprovalRow;
  /** The caller's controls at the approval's customer (his approver right and own limit). */
  controls: PurchasingControls;
}

function adminAt(claims: AccessClaims, customerId: string): boolean {
  return isSiteAdmin(claims) || claims.customerPermissions.some((p) => p.customerId === customerId && isAdmin(p.role));
}

export async function visibleApproval(db: D1Database, claims: AccessClaims, id: string): Promise<VisibleApproval> {
  if (!APPROVAL_ID.test(id)) throw notFound("Approval not found");
  const approval = await approvalById(db, id);
  if (!approval) throw notFound("Approval not found");
  assertResourceAccess(claims, { customerId: approval.customer_id, projectId: approval.project_id }, "Approval");
  const controls = await controlsOf(db, claims.sub, approval.customer_id);
  if (approval.user_id !== claims.sub && !controls.mayApprove && !adminAt(claims, approval.customer_id))
    throw notFound("Approval not found");
  return { approval, controls };
}

/**
 * The list condition with the same rule: the customer and project scope of the token; the queue of others' approvals
 * only for an approver or admin of the customer (others see an empty queue).
 */
export async function approvalListScope(
  db: D1Database,
  claims: AccessClaims,
  customerId: string,
  view: "mine" | "queue",
): Promise<{ sql: string | null; binds: string[] } | null> {
  if (view === "queue") {
    const controls = await controlsOf(db, claims.sub, customerId);
    if (!controls.mayApprove && !adminAt(claims, customerId)) return null;
  }
  const binds: string[] = [];
  const sql = scopeCondition(claims, { customer: "a.customer_id", project: "a.project_id" }, (value) => {
    binds.push(value);
    return `?s${binds.length}`;
  });
  return { sql, binds };
}
