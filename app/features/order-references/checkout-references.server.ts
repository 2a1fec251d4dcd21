/**
 * The order references at checkout and at the punch-out hand-over (docs/purchasing-controls.md): the customer's rule
 * read from the commerce service, the same domain rule checked before the order is sent (the buyer reads it by the
 * field), and a refusal of the service (a direct 422) mapped back to its field. The service enforces it either way.
 */
import {
  NO_ORDER_REFERENCE_RULES,
  ORDER_REFERENCE_FIELD,
  ORDER_REFERENCE_MESSAGES,
  orderReferenceProblemOf,
  orderReferenceProblems,
  type OrderReferenceRules,
} from "@shop/domain/order-references";
import type { CommerceTransport } from "~/platform/services/commerce-client.server";
import { orderReferenceSettingsOf } from "./references-client.server";

/** What the checkout form needs: the rule for its labels, the select's options. */
export type CheckoutReferenceRules = OrderReferenceRules;

/**
 * The rule of the viewer's customer. A failed read is no rule at all here: the page still renders, and the service
 * refuses what its rule forbids (shown by the field, `referenceErrorOf`).
 */
export async function checkoutReferenceRules(
  transport: CommerceTransport,
  customerId: string | null,
): Promise<CheckoutReferenceRules> {
  if (!customerId) return NO_ORDER_REFERENCE_RULES;
  try {
    const s = await orderReferenceSettingsOf(transport, customerId);
    return {
      referenceRequired: s.referenceRequired,
      costCentreRequired: s.costCentreRequired,
      costCentres: s.costCentres,
    };
  } catch {
    return NO_ORDER_REFERENCE_RULES;
  }
}

/** The field errors (Swedish) of a reference and cost centre under the rule: `{ reference?, costCentre? }`. */
export function referenceFieldErrors(
  rules: OrderReferenceRules,
  values: { reference: string; costCentre: string },
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const problem of orderReferenceProblems(rules, values))
    errors[ORDER_REFERENCE_FIELD[problem]] ??= ORDER_REFERENCE_MESSAGES[problem];
  return errors;
}

/** A service refusal of the order reference rule as a field error, or null for any other refusal. */
export function referenceErrorOf(serviceMessage: string | null): Record<string, string> | null {
  const problem = orderReferenceProblemOf(serviceMessage);
  return problem ? { [ORDER_REFERENCE_FIELD[problem]]: ORDER_REFERENCE_MESSAGES[problem] } : null;
}
