/**
 * The signed-in buyer's purchasing position (his approver right, limits and project budget at the current customer
 * and project), read from the commerce service at most once per request: my pages' layout asks it whether to offer
 * "Att attestera" (the session token does not carry the approver right, and an admin may grant or take it at any
 * time), and a page below it may ask again without a second call. Checkout asks with its cart (checkoutPurchasing).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { formatPrice } from "@shop/domain/format";
import type { PurchasingPosition } from "@shop/contract/commerce/project-budgets";
import { serverT } from "~/platform/i18n/catalogue.server";
import type { CommerceTransport } from "~/platform/services/commerce-client.server";
import { fetchPurchasingPosition } from "./budgets-client.server";

const perRequest = new WeakMap<AppLoadContext, Promise<PurchasingPosition | null>>();

/** The position, or null when the service could not say (then nothing is offered that depends on it). */
export function purchasingPositionOf(
  context: AppLoadContext,
  transport: CommerceTransport,
): Promise<PurchasingPosition | null> {
  let position = perRequest.get(context);
  if (!position) {
    position = fetchPurchasingPosition(transport).catch(() => null);
    perRequest.set(context, position);
  }
  return position;
}

/** "12 345 kr": whole kronor, as the limits and budgets are set. */
export function wholeKronor(ore: number): string {
  return formatPrice(Math.floor(ore / 100) * 100).replace(/,00(?=\u00a0kr$)/, "");
}

export interface CheckoutPurchasingView {
  /** "Din beloppsgräns: 5 000 kr per order; kvar denna månad: 12 000 kr" (null: no limit, or no prices). */
  limits: string | null;
  /** "Kvar av projektets budget: 12 345 kr" (null: no budget, or no prices). */
  budget: string | null;
  /** "Ordern skickas för attest innan den läggs: över projektets budget." (null: it will be placed). */
  approval: string | null;
}

/** What checkout says of the buyer's limits and budget, and whether this order will go to approval. */
export function checkoutPurchasingView(position: PurchasingPosition | null): CheckoutPurchasingView | null {
  if (!position) return null;
  const order = position.orderLimit?.limitOre ?? null;
  const month = position.monthlyLimit?.remainingOre ?? null;
  const limitParts = [
    ...(order !== null ? [serverT("project-budget.checkout.order_limit", { amount: wholeKronor(order) })] : []),
    ...(month !== null ? [serverT("project-budget.checkout.month_left", { amount: wholeKronor(month) })] : []),
  ];
  const remaining = position.projectBudget?.remainingOre ?? null;
  const reason = position.checkout?.approvalReason ?? null;
  const view = {
    limits: limitParts.length ? `${serverT("project-budget.checkout.limits_label")} ${limitParts.join("; ")}` : null,
    budget:
      remaining !== null ? serverT("project-budget.checkout.budget_left", { amount: wholeKronor(remaining) }) : null,
    approval: reason
      ? serverT("project-budget.checkout.to_approval", { reason: serverT(`project-budget.reason.${reason}`) })
      : null,
  };
  return view.limits || view.budget || view.approval ? view : null;
}

/** The checkout's view for the buyer's cart; null when there is nothing to say or the service could not say it. */
export async function checkoutPurchasing(transport: CommerceTransport, cartId: string) {
  try {
    return checkoutPurchasingView(await fetchPurchasingPosition(transport, cartId));
  } catch {
    return null;
  }
}

/** "Kvar av projektets budget: 12 345 kr" for the cart's summary, or null (no budget, no prices, no answer). */
export async function cartBudgetLeft(context: AppLoadContext): Promise<string | null> {
  const commerce = await context.commerce();
  if (!commerce.viewer?.projectId) return null;
  const remaining = (await purchasingPositionOf(context, commerce.transport))?.projectBudget?.remainingOre ?? null;
  return remaining === null ? null : serverT("project-budget.checkout.budget_left", { amount: wholeKronor(remaining) });
}
