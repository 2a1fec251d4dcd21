/**
 * The caller's purchasing position at his current customer and project (GET /v2/purchasing-controls/me): his approver
 * right, his limits with what is left of the month, and the project's budget with what is left of its period. The
 * storefront shows it at checkout and decides by it whether my pages offer "Att attestera". Given the cart, it also
 * says whether that checkout would go to approval, weighed exactly as checkout weighs it (the deliveries prepared and
 * priced as cart/checkout.ts does, nothing written), so a buyer without prices (EJ_SE_PRISER) is told too.
 * Amounts leave under the money filter's price keys: null for EJ_SE_PRISER.
 */
import { approvalNeed, stockholmMonth, type ApprovalReason } from "@shop/domain/purchasing-controls";
import { budgetRemaining, exceedsBudget } from "@shop/domain/project-budgets";
import type { AccessClaims } from "../auth/jwt";
import { prepareDelivery } from "../cart/order-delivery";
import { cartContents, ownedCart, type CartRow } from "../cart/store";
import { budgetUsed, currentBudget, projectName } from "../budgets/store";
import { controlsOf, monthSpent } from "./controls";
import { moneyVisibility } from "../auth/money-filter";

export async function purchasingPosition(db: D1Database, claims: AccessClaims, cartId: string | null) {
  const customerId = claims.customerId;
  if (!customerId)
    return { mayApprove: false, orderLimit: null, monthlyLimit: null, projectBudget: null, checkout: null };
  const projectId = claims.projectId ?? null;
  const [controls, budget] = await Promise.all([
    controlsOf(db, claims.sub, customerId),
    currentBudget(db, customerId, projectId),
  ]);
  // The month's spend, the budget's use and the cart do not depend on each other: read side by side, not in turn.
  // A cart that is not the caller's answers 404 whether or not anything would be weighed.
  const [spent, used, cart] = await Promise.all([
    controls.monthlyLimitOre === null ? 0 : monthSpent(db, claims.sub, customerId),
    budget ? budgetUsed(db, customerId, budget.budget.projectId, budget.period) : 0,
    cartId ? ownedCart(db, claims, cartId) : null,
  ]);
  const weighed = controls.orderLimitOre !== null || controls.monthlyLimitOre !== null || budget !== null;
  const net = cart && weighed ? await checkoutNet(db, claims, cart) : null;
  // What the project has spent is financial follow-up (the money filter already hides it for EJ_SE_PRISER).
  const financials = moneyVisibility(claims).financials;
  let reason: ApprovalReason | null = null;
  if (net !== null) {
    reason = approvalNeed(controls, net, spent);
    if (reason === null && budget && exceedsBudget(budget.budget.amountOre, used, net)) reason = "PROJECT_BUDGET";
  }
  return {
    mayApprove: controls.mayApprove,
    orderLimit: controls.orderLimitOre === null ? null : { limitOre: controls.orderLimitOre },
    monthlyLimit:
      controls.monthlyLimitOre === null
        ? null
        : {
            month: stockholmMonth().month,
            limitOre: controls.monthlyLimitOre,
            spentOre: spent,
            remainingOre: Math.max(0, controls.monthlyLimitOre - spent),
          },
    projectBudget: budget
      ? {
          projectId: budget.budget.projectId,
          projectName: (await projectName(db, customerId, budget.budget.projectId)) ?? budget.budget.projectId,
          period: budget.budget.period,
          fromDate: budget.period.fromDate,
          toDate: budget.period.toDate,
          budgetOre: budget.budget.amountOre,
          usedOre: financials ? used : null,
          remainingOre: financials ? budgetRemaining(budget.budget.amountOre, used) : null,
        }
      : null,
    checkout: net === null ? null : { approvalReason: reason },
  };
}

/**
 * What a checkout of the cart's included deliveries would come to (net, öre), priced as checkout prices them; a
 * delivery that could not be ordered (refused lines, a quote no longer orderable) counts nothing, as at checkout.
 */
async function checkoutNet(db: D1Database, claims: AccessClaims, cart: CartRow): Promise<number | null> {
  // Checkout orders only the session's own context's cart (cart/checkout.ts): another one says nothing.
  if (cart.customer_id !== claims.customerId || cart.project_id !== (claims.projectId ?? "")) return null;
  const { deliveries } = await cartContents(db, cart.id);
  let net = 0;
  for (const d of deliveries.filter((x) => x.is_included_in_order === 1)) {
    try {
      const prepared = await prepareDelivery(db, claims, cart, d.delivery_id, {}, `preview/${claims.sub}/${cart.id}`);
      if ("order" in prepared) net += prepared.order.netOre;
    } catch {
      // A quote conflict refuses the whole checkout there; here the delivery simply counts nothing.
    }
  }
  return net;
}
