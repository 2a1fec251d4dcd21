/**
 * Checkout of a buyer with order limits (cart/checkout.ts hands over here): every delivery is prepared first, and the
 * checkout's deliveries together are weighed against the buyer's limits. Within them they are placed as always; over
 * them nothing is placed: they are submitted for approval, frozen as prepared, and the approvers are mailed.
 *
 * The project's budget (budgets/store.ts) is weighed the same way: a checkout that would take the project's period over
 * it is submitted for approval even within the buyer's own limits.
 *
 * The monthly limit and the project budget are claimed in one statement each before anything is placed
 * (approvals/controls.ts, budgets/store.ts), so two parallel checkouts cannot both slip under them; the claims end
 * once the orders are written and count themselves.
 */
import { oreToSek } from "@shop/domain/money";
import { approvalNeed, type ApprovalReason } from "@shop/domain/purchasing-controls";
import type { AccessClaims } from "../auth/jwt";
import { failure, type CheckoutResult, type OrderDetailsInput } from "../cart/checkout-results";
import { placeDelivery, prepareDelivery, type PreparedDelivery } from "../cart/order-delivery";
import { isQuoteConflict } from "../cart/quote-order";
import type { CartRow } from "../cart/store";
import { exceedsBudget } from "@shop/domain/project-budgets";
import { budgetUsed, claimBudget, releaseBudget, type currentBudget } from "../budgets/store";
import { claimMonthlyLimit, monthSpent, releaseMonthlyLimit, type PurchasingControls } from "./controls";
import { approverMailStatements } from "./mails";
import {
  approvalByScope,
  frozenOf,
  frozenOrder,
  newApprovalId,
  submitApproval,
  userNames,
  type ApprovalRow,
} from "./store";

export const AWAITING_APPROVAL = "AWAITING_APPROVAL";

/** The answer for each delivery of an approval: not placed, awaiting approval, its frozen lines and amounts. */
export function awaitingApprovalResults(approval: ApprovalRow): CheckoutResult[] {
  return frozenOrder(approval).deliveries.map((d) => ({
    deliveryId: d.deliveryId,
    success: false,
    tempOrderId: null,
    orderId: null,
    approvalId: approval.id,
    approvalReason: approval.reason,
    orderItems: d.lines.map((l) => ({
      articleNumber: l.articleNumber,
      name: l.name,
      quantity: l.quantity,
      unit: l.unit,
      label: l.label,
      unitPrice: oreToSek(l.unitPriceOre),
      lineNet: oreToSek(l.lineNetOre),
    })),
    orderDetails: {
      warehouseId: d.warehouseId,
      requestedDeliveryDate: d.requestedDeliveryDate,
      customerOrderNumber: d.customerOrderNumber,
      reference: d.reference,
      costCentre: d.costCentre ?? null,
      zipCode: d.zipCode,
      total: oreToSek(d.netOre + d.vatOre),
      currency: "SEK" as const,
    },
    errors: [
      {
        code: AWAITING_APPROVAL,
        message: `${APPROVAL_MESSAGE[approval.reason]}: submitted for approval as ${approval.id}`,
      },
    ],
  }));
}

/** The project budget a checkout is weighed against (budgets/store.ts currentBudget). */
export type CheckoutBudget = NonNullable<Awaited<ReturnType<typeof currentBudget>>>;

const APPROVAL_MESSAGE: Record<ApprovalReason, string> = {
  ORDER_LIMIT: "Over the order limit",
  MONTHLY_LIMIT: "Over the monthly limit",
  PROJECT_BUDGET: "Over the project's budget",
};

export async function checkoutWithinLimits(
  db: D1Database,
  claims: AccessClaims,
  cart: CartRow,
  input: { orderDetails: Record<string, OrderDetailsInput>; sendOrderReceipt: boolean },
  scope: string,
  limits: PurchasingControls,
  budget: CheckoutBudget | null,
): Promise<CheckoutResult[]> {
  // A retry of a checkout that was already submitted (a crash before its answer was stored) answers the approval.
  const earlier = await approvalByScope(db, scope);
  if (earlier) return awaitingApprovalResults(earlier);
  const customerId = claims.customerId!;
  const prepared: PreparedDelivery[] = [];
  const answered = new Map<string, CheckoutResult>();
  for (const [deliveryId, details] of Object.entries(input.orderDetails)) {
    const p = await prepareDelivery(db, claims, cart, deliveryId, details, scope);
    if ("order" in p) prepared.push(p);
    else answered.set(deliveryId, p);
  }
  const inOrder = () => Object.keys(input.orderDetails).map((id) => answered.get(id)!);
  if (prepared.length === 0) return inOrder();
  const net = prepared.reduce((s, p) => s + p.order.netOre, 0);
  let reason: ApprovalReason | null = approvalNeed(
    limits,
    net,
    limits.monthlyLimitOre === null ? 0 : await monthSpent(db, claims.sub, customerId),
  );
  if (
    reason === null &&
    budget &&
    exceedsBudget(
      budget.budget.amountOre,
      await budgetUsed(db, customerId, budget.budget.projectId, budget.period),
      net,
    )
  )
    reason = "PROJECT_BUDGET";
  // The claims: each inserted only while its sum stays within its limit, so parallel checkouts cannot both slip under.
  const claimedMonth =
    reason === null && limits.monthlyLimitOre !== null
      ? await claimMonthlyLimit(db, {
          scope,
          userId: claims.sub,
          customerId,
          netOre: net,
          limitOre: limits.monthlyLimitOre,
        })
      : false;
  if (reason === null && limits.monthlyLimitOre !== null && !claimedMonth) reason = "MONTHLY_LIMIT";
  const claimedBudget =
    reason === null && budget
      ? await claimBudget(db, {
          scope,
          customerId,
          projectId: budget.budget.projectId,
          netOre: net,
          amountOre: budget.budget.amountOre,
          period: budget.period,
        })
      : false;
  if (reason === null && budget && !claimedBudget) reason = "PROJECT_BUDGET";
  const release = async () => {
    if (claimedMonth) await releaseMonthlyLimit(db, scope);
    if (claimedBudget) await releaseBudget(db, scope);
  };
  if (reason === null) {
    try {
      for (const p of prepared) {
        try {
          answered.set(p.order.deliveryId, await placeDelivery(db, claims, cart, p, scope));
        } catch (error) {
          // As in checkout: a quote consumed by a parallel checkout after earlier deliveries were ordered.
          if (!isQuoteConflict(error) || ![...answered.values()].some((r) => r.success)) throw error;
          answered.set(p.order.deliveryId, failure(p.order.deliveryId, "QUOTE_NOT_ORDERABLE", error.message));
        }
      }
    } finally {
      await release();
    }
    return inOrder();
  }
  await release();
  const id = newApprovalId();
  const projectId = claims.projectId ?? "";
  const deliveries = prepared.map((p) => p.order);
  const buyer = (await userNames(db, [claims.sub])).get(claims.sub)?.name ?? "";
  // The approvers' mails go in the submission's own batch, each only if the approval is written.
  const mails = await approverMailStatements(
    db,
    { id, customer_id: customerId, project_id: projectId, user_id: claims.sub, net_ore: net, reason },
    frozenOf(deliveries),
    buyer,
  );
  const submitted = await submitApproval(
    db,
    {
      id,
      customerId,
      projectId,
      userId: claims.sub,
      reason,
      cartId: cart.id,
      cartLines: prepared.flatMap((p) => p.cartLines),
      deliveries,
      scope,
      sendOrderReceipt: input.sendOrderReceipt,
    },
    mails,
  );
  if (!submitted) {
    for (const p of prepared)
      answered.set(
        p.order.deliveryId,
        failure(
          p.order.deliveryId,
          "CART_CHANGED",
          "The delivery's lines changed during checkout; reload the cart and try again",
        ),
      );
    return inOrder();
  }
  const approval = (await approvalByScope(db, scope))!;
  for (const r of awaitingApprovalResults(approval)) answered.set(r.deliveryId, r);
  return inOrder();
}
