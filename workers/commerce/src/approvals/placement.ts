/**
 * An approved order is placed exactly as it was frozen at checkout (lines, prices, addresses, references), through
 * the same placement as checkout (cart/order-writer.ts) under the scoped key 'approval/<id>': a retry, or a second
 * call after a crash, finds the orders instead of placing them twice, and an order is written only while the
 * approval is APPROVED. Only a requested delivery date that has passed meanwhile changes: it moves to the earliest
 * delivery day, and the buyer is told (approvals/mails.ts).
 */
import { nextDeliveryDate, stockholmToday } from "@shop/domain/delivery-date";
import { failure, tempOrderId, type CheckoutResult } from "../cart/checkout-results";
import { existingOrder, orderStatements } from "../cart/order-writer";
import { frozenOrder, type ApprovalRow } from "./store";

export interface PlacedDelivery {
  result: CheckoutResult;
  /** The frozen date that had passed, when the order went out on a later one. */
  movedFrom?: string;
}

export async function placeApproval(
  db: D1Database,
  approval: ApprovalRow,
  closingDays: readonly string[],
): Promise<PlacedDelivery[]> {
  const scope = `approval/${approval.id}`;
  const today = stockholmToday();
  const placed: PlacedDelivery[] = [];
  for (const delivery of frozenOrder(approval).deliveries) {
    const passed = delivery.requestedDeliveryDate < today;
    const movedFrom = passed ? delivery.requestedDeliveryDate : undefined;
    const done = await existingOrder(db, approval.user_id, scope, delivery.deliveryId);
    if (done) {
      placed.push({ result: done, movedFrom });
      continue;
    }
    const order = passed
      ? { ...delivery, requestedDeliveryDate: nextDeliveryDate(today, { today, closingDays }) }
      : delivery;
    const statements = orderStatements(
      db,
      {
        customerId: approval.customer_id,
        projectId: approval.project_id,
        userId: approval.user_id,
        approvalId: approval.id,
      },
      order,
      scope,
      tempOrderId(),
      { sql: "EXISTS (SELECT 1 FROM order_approvals WHERE id = ?19 AND status = 'APPROVED')", binds: [approval.id] },
    );
    try {
      await db.batch(statements);
    } catch (error) {
      if (!(await existingOrder(db, approval.user_id, scope, delivery.deliveryId))) throw error;
    }
    const created = await existingOrder(db, approval.user_id, scope, delivery.deliveryId);
    placed.push({
      // Not written: a quote on its lines was ordered or ended meanwhile (the writer's quote condition).
      result:
        created ??
        failure(delivery.deliveryId, "QUOTE_NOT_ORDERABLE", "A quote on the order's lines can no longer be ordered"),
      movedFrom,
    });
  }
  return placed;
}
