/**
 * Deciding an approval: the rules of domain/purchasing-controls.ts, the decision taken once (approvals/store.ts), the
 * approved order placed (approvals/placement.ts), and the buyer told by mail; every step in the audit trail.
 */
import { DECISION_REFUSAL_MESSAGES, decisionRefusal } from "@shop/domain/purchasing-controls";
import type { AccessClaims } from "../auth/jwt";
import { ApiError } from "../http/errors";
import { visibleApproval } from "./access";
import { approverMonthOre } from "./controls";
import { buyerDecisionMailStatement } from "./mails";
import { placeApproval } from "./placement";
import { approvalById, approvalEventStatement, decideApproval, recordPlacement, userNames } from "./store";

export interface DecisionInput {
  decision: "APPROVE" | "REJECT";
  comment: string;
}

function refused(refusal: NonNullable<ReturnType<typeof decisionRefusal>>): ApiError {
  const message = DECISION_REFUSAL_MESSAGES[refusal];
  return new ApiError(refusal === "ALREADY_DECIDED" ? 409 : 403, message, [
    { path: "approvalId", code: refusal.toLowerCase(), message },
  ]);
}

export async function decide(
  db: D1Database,
  claims: AccessClaims,
  id: string,
  input: DecisionInput,
  closingDays: readonly string[],
) {
  const { approval, controls } = await visibleApproval(db, claims, id);
  // The same approver repeating his approval whose placement did not finish (a crash, a timeout): finish it.
  const resuming =
    input.decision === "APPROVE" &&
    approval.status === "APPROVED" &&
    approval.decided_by === claims.sub &&
    approval.placed === null;
  if (!resuming) {
    const refusal = decisionRefusal({
      approverId: claims.sub,
      buyerId: approval.user_id,
      mayApprove: controls.mayApprove,
      approverOrderLimitOre: controls.orderLimitOre,
      approverMonthlyLimitOre: controls.monthlyLimitOre,
      approverMonthOre:
        controls.monthlyLimitOre === null ? 0 : await approverMonthOre(db, claims.sub, approval.customer_id),
      netOre: approval.net_ore,
      status: approval.status,
      decision: input.decision,
    });
    if (refusal) throw refused(refusal);
    const status = input.decision === "APPROVE" ? "APPROVED" : "REJECTED";
    const taken = await decideApproval(db, {
      id,
      status,
      userId: claims.sub,
      comment: input.comment,
      approverMonthlyLimitOre: controls.monthlyLimitOre,
      customerId: approval.customer_id,
    });
    if (!taken) {
      // Still pending: another approval of his took his month's room meanwhile. Otherwise someone else decided it.
      const now = await approvalById(db, id);
      throw refused(now?.status === "PENDING" ? "OVER_APPROVER_MONTHLY_LIMIT" : "ALREADY_DECIDED");
    }
  }
  const decided = (await approvalById(db, id))!;
  const approverName = (await userNames(db, [claims.sub])).get(claims.sub)?.name ?? "";
  if (input.decision === "REJECT") {
    const mail = await buyerDecisionMailStatement(db, decided, {
      decision: "REJECTED",
      approverName,
      comment: input.comment,
      orders: [],
      failed: [],
    });
    if (mail) await db.batch([mail]);
    return decided;
  }
  const placed = await placeApproval(db, decided, closingDays);
  const orders = placed
    .filter((p) => p.result.success)
    .map((p) => ({
      deliveryId: p.result.deliveryId,
      orderId: p.result.orderId,
      requestedDeliveryDate: p.result.orderDetails.requestedDeliveryDate,
      movedFrom: p.movedFrom ?? null,
    }));
  const failed = placed.filter((p) => !p.result.success).map((p) => p.result.deliveryId);
  const events = [
    ...orders
      .filter((o) => o.movedFrom)
      .map((o) =>
        approvalEventStatement(
          db,
          id,
          "DATE_MOVED",
          claims.sub,
          `${o.deliveryId}: ${o.movedFrom} → ${o.requestedDeliveryDate}`,
        ),
      ),
    approvalEventStatement(
      db,
      id,
      "PLACED",
      claims.sub,
      [...orders.map((o) => `${o.deliveryId}: order ${o.orderId}`), ...failed.map((d) => `${d}: ej lagd`)].join(", "),
    ),
  ];
  const mail = await buyerDecisionMailStatement(db, decided, {
    decision: "APPROVED",
    approverName,
    comment: decided.comment ?? "",
    orders: orders.map((o) => ({ ...o, movedFrom: o.movedFrom ?? undefined })),
    failed,
  });
  await recordPlacement(
    db,
    id,
    [
      ...orders,
      ...failed.map((deliveryId) => ({ deliveryId, orderId: null, requestedDeliveryDate: null, movedFrom: null })),
    ],
    [...events, ...(mail ? [mail] : [])],
  );
  return (await approvalById(db, id))!;
}
