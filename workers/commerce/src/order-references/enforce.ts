/**
 * The order reference rule where orders are placed (cart/checkout.ts): every delivery of a checkout must carry what
 * the customer requires, and a cost centre from its list when it has one. Refused with a 422 naming the delivery's
 * field and the Swedish message (domain/order-references.ts) before anything is claimed or placed, so nothing in the
 * cart is lost and a corrected retry is a new request. A cost centre from the list is stored in the list's spelling.
 */
import {
  allowedCostCentre,
  normaliseCostCentre,
  ORDER_REFERENCE_FIELD,
  ORDER_REFERENCE_MESSAGES,
  orderReferenceProblems,
} from "@shop/domain/order-references";
import { ApiError } from "../http/errors";
import { singleLine } from "../mail/outbox";
import type { OrderDetailsInput } from "../cart/checkout-results";
import { orderReferenceSettings } from "./store";

export const ORDER_REFERENCE_REFUSED = "order_reference_refused";

/** The checkout's details with each cost centre in the list's spelling; a 422 when a delivery breaks the rule. */
export async function withOrderReferences(
  db: D1Database,
  customerId: string,
  orderDetails: Record<string, OrderDetailsInput>,
): Promise<Record<string, OrderDetailsInput>> {
  const rules = await orderReferenceSettings(db, customerId);
  const checked: Record<string, OrderDetailsInput> = {};
  for (const [deliveryId, details] of Object.entries(orderDetails)) {
    const problems = orderReferenceProblems(rules, details);
    if (problems.length) {
      throw new ApiError(
        422,
        ORDER_REFERENCE_MESSAGES[problems[0]!],
        problems.map((p) => ({
          path: `orderDetails.${deliveryId}.${ORDER_REFERENCE_FIELD[p]}`,
          code: p,
          message: ORDER_REFERENCE_MESSAGES[p],
        })),
        {},
        { code: ORDER_REFERENCE_REFUSED },
      );
    }
    const code = normaliseCostCentre(details.costCentre);
    // A body without the field stays as it was sent (its idempotency hash with it); a blank one is none.
    checked[deliveryId] =
      details.costCentre === undefined
        ? details
        : { ...details, costCentre: code === null ? null : allowedCostCentre(rules, code)!.code };
  }
  return checked;
}

/** The order's references as its mails print them (the receipt, the order documents' mail), one line each. */
export function orderReferenceLines(order: { reference?: string | null; costCentre?: string | null }): string[] {
  return [
    ...(order.reference ? [`Er referens: ${singleLine(order.reference)}`] : []),
    ...(order.costCentre ? [`Kostnadsställe: ${singleLine(order.costCentre)}`] : []),
  ];
}
