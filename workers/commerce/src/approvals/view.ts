/**
 * An approval as the API answers it. Amounts are in öre under the money filter's price keys (netOre, vatOre,
 * totalOre, unitPriceOre, lineNetOre), so the filter (auth/money-filter.ts) nulls them for EJ_SE_PRISER.
 */
import type { AccessClaims } from "../auth/jwt";
import { decisionRefusal } from "@shop/domain/purchasing-controls";
import { approverMonthOre, type PurchasingControls } from "./controls";
import { approvalEvents, frozenOrder, userNames, type ApprovalRow } from "./store";

interface PlacedSummary {
  deliveryId: string;
  orderId: string | null;
  requestedDeliveryDate: string | null;
  movedFrom: string | null;
}

export function placedSummary(row: ApprovalRow): PlacedSummary[] {
  return row.placed ? (JSON.parse(row.placed) as PlacedSummary[]) : [];
}

export function approvalSummary(row: ApprovalRow, names: Map<string, { name: string; email: string }>) {
  const frozen = frozenOrder(row);
  return {
    approvalId: row.id,
    status: row.status,
    reason: row.reason,
    customerId: row.customer_id,
    projectId: row.project_id || null,
    buyer: { userId: row.user_id, name: names.get(row.user_id)?.name ?? "" },
    submittedAt: row.submitted_at,
    decidedAt: row.decided_at,
    decidedBy: row.decided_by ? { userId: row.decided_by, name: names.get(row.decided_by)?.name ?? "" } : null,
    comment: row.comment,
    deliveryIds: frozen.deliveries.map((d) => d.deliveryId),
    lineCount: frozen.deliveries.reduce((n, d) => n + d.lines.length, 0),
    currency: "SEK" as const,
    netOre: row.net_ore,
    vatOre: row.vat_ore,
    totalOre: row.total_ore,
    placedOrders: placedSummary(row),
  };
}

export async function approvalDetail(
  db: D1Database,
  claims: AccessClaims,
  row: ApprovalRow,
  controls: PurchasingControls,
) {
  const [events, names] = await Promise.all([
    approvalEvents(db, row.id),
    userNames(db, [row.user_id, ...(row.decided_by ? [row.decided_by] : [])]),
  ]);
  const refusal = decisionRefusal({
    approverId: claims.sub,
    buyerId: row.user_id,
    mayApprove: controls.mayApprove,
    approverOrderLimitOre: controls.orderLimitOre,
    approverMonthlyLimitOre: controls.monthlyLimitOre,
    approverMonthOre: controls.monthlyLimitOre === null ? 0 : await approverMonthOre(db, claims.sub, row.customer_id),
    netOre: row.net_ore,
    status: row.status,
    decision: "APPROVE",
  });
  return {
    ...approvalSummary(row, names),
    // What the caller may do now: the storefront offers the buttons only then (the decision checks again).
    mayApprove: refusal === null,
    mayReject: refusal === null || refusal === "OVER_APPROVER_LIMIT" || refusal === "OVER_APPROVER_MONTHLY_LIMIT",
    refusal,
    deliveries: frozenOrder(row).deliveries.map((d) => ({
      deliveryId: d.deliveryId,
      requestedDeliveryDate: d.requestedDeliveryDate,
      customerOrderNumber: d.customerOrderNumber,
      reference: d.reference,
      costCentre: d.costCentre ?? null,
      message: d.message,
      zipCode: d.zipCode,
      deliveryAddress: Object.keys(d.deliveryAddress).length
        ? {
            name: String(d.deliveryAddress.name ?? ""),
            address1: String(d.deliveryAddress.address1 ?? ""),
            postalCode: String(d.deliveryAddress.postal_code ?? ""),
            postalAddress: String(d.deliveryAddress.postal_address ?? ""),
          }
        : null,
      currency: "SEK" as const,
      netOre: d.netOre,
      lines: d.lines.map((l) => ({
        line: l.line,
        articleNumber: l.articleNumber,
        name: l.name,
        quantity: l.quantity,
        unit: l.unit,
        label: l.label,
        unitPriceOre: l.unitPriceOre,
        lineNetOre: l.lineNetOre,
      })),
    })),
    events: events.map((e) => ({
      action: e.action,
      at: e.at,
      by: `${e.first_name ?? ""} ${e.last_name ?? ""}`.trim() || e.user_id,
      detail: e.detail,
    })),
  };
}

/** The audit trail an order placed from an approval shows on its page (null for an order placed directly). */
export async function orderApprovalTrail(db: D1Database, order: { approval_id?: string | null }) {
  if (!order.approval_id) return null;
  const events = await approvalEvents(db, order.approval_id);
  return {
    approvalId: order.approval_id,
    events: events.map((e) => ({
      action: e.action,
      at: e.at,
      by: `${e.first_name ?? ""} ${e.last_name ?? ""}`.trim() || e.user_id,
      detail: e.detail,
    })),
  };
}
