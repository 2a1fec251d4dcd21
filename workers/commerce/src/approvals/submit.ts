/**
 * Checkout of a buyer with order limits (cart/checkout.ts hands over here): every delivery is prepared first, and the
 * checkout's deliveries together are weighed against the buyer's limits. Within them they are placed as always; over
 * them nothing is placed: they are submitted for approval, frozen as prepared, and the approvers are mailed.
 *
 * The monthly limit is claimed in one statement before anything is placed (approvals/controls.ts), so two parallel
 * checkouts cannot both slip under it; the claim ends once the orders are written and count themselves.
 */
import { oreToSek } from "@shop/domain/money";
import { approvalNeed, type ApprovalReason } from "@shop/domain/purchasing-controls";
import type { AccessClaims } from "../auth/jwt";
import { failure, type CheckoutResult, type OrderDetailsInput } from "../cart/checkout-results";
import { placeDelivery, prepareDelivery, type PreparedDelivery } from "../cart/order-delivery";
import { isQuoteConflict } from "../cart/quote-order";
import type { CartRow } from "../cart/store";
import { claimMonthlyLimit, monthSpent, releaseMonthlyLimit, type PurchasingControls } from "./controls";
import { approverMailStatements } from "./mails";
import { approvalByScope, frozenOrder, newApprovalId, submitApproval, userNames, type ApprovalRow } from "./store";

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
      zipCode: d.zipCode,
      total: oreToSek(d.netOre + d.vatOre),
      currency: "SEK" as const,
    },
    errors: [
      {
        code: AWAITING_APPROVAL,
        message:
          approval.reason === "ORDER_LIMIT"
            ? `Over the order limit: submitted for approval as ${approval.id}`
            : `Over the monthly limit: submitted for approval as ${approval.id}`,
      },
    ],
  }));
}

export async function checkoutWithinLimits(
  db: D1Database,
  claims: AccessClaims,
  cart: CartRow,
  input: { orderDetails: Record<string, OrderDetailsInput>; sendOrderReceipt: boolean },
  scope: string,
  limits: PurchasingControls,
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
  const claimed =
    reason === null && limits.monthlyLimitOre !== null
      ? await claimMonthlyLimit(db, {
          scope,
          userId: claims.sub,
          customerId,
          netOre: net,
          limitOre: limits.monthlyLimitOre,
        })
      : false;
  if (reason === null && limits.monthlyLimitOre !== null && !claimed) reason = "MONTHLY_LIMIT";
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
      if (claimed) await releaseMonthlyLimit(db, scope);
    }
    return inOrder();
  }
  const id = newApprovalId();
  const submitted = await submitApproval(db, {
    id,
    customerId,
    projectId: claims.projectId ?? "",
    userId: claims.sub,
    reason,
    cartId: cart.id,
    cartLines: prepared.flatMap((p) => p.cartLines),
    deliveries: prepared.map((p) => p.order),
    scope,
    sendOrderReceipt: input.sendOrderReceipt,
  });
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
  const buyer = (await userNames(db, [claims.sub])).get(claims.sub)?.name ?? "";
  const mails = await approverMailStatements(db, approval, frozenOrder(approval), buyer);
  if (mails.length) await db.batch(mails);
  for (const r of awaitingApprovalResults(approval)) answered.set(r.deliveryId, r);
  return inOrder();
}
