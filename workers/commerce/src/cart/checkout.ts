/**
 * Checkout: each delivery in orderDetails becomes an order on its own, so one failing delivery
 * (an article that can no longer be bought, a past requested date) leaves the others ordered —
 * the partial-order case. The call is idempotent with Stripe's semantics: a key belongs to the calling
 * user (another user's same key is simply another key), to one cart and to one request body (a repeat
 * with another cart or body is a 422), and lives 24 hours. The first call claims the key in
 * checkout_requests and stores its answer there; a repeat answers that stored answer, or 409 while the
 * first call is still running. Orders carry the scoped key "<user>/<cart>/<claimed at>/<key>" in
 * checkout_key with (checkout_key, delivery_id) UNIQUE, so even a crash between order and answer cannot
 * order twice, and no lookup by key can ever reach another user's or another cart's order.
 */
import { moneyVisibility } from "../auth/money-filter";
import type { AccessClaims } from "../auth/jwt";
import { denies } from "../auth/claims";
import { ApiError, forbidden } from "../http/errors";
import { queueMailStatement, singleLine } from "../mail/outbox";
import { claimOrReplay, finishedReplay, requestHash } from "./checkout-idempotency";
import { failure, type CheckoutInput, type CheckoutResult, type OrderDetailsInput } from "./checkout-results";
import { orderDelivery } from "./order-delivery";
import { controlsOf } from "../approvals/controls";
import { orderReferenceLines, withOrderReferences } from "../order-references/enforce";
import { checkoutWithinLimits } from "../approvals/submit";
import { currentBudget } from "../budgets/store";
import { isQuoteConflict, refuseUnorderableQuotes } from "./quote-order";
import { deliveryGate, refuseClosedDeliveries, type DeliveryClock } from "./delivery-gate";
import type { CartRow } from "./store";

export async function checkout(
  db: D1Database,
  claims: AccessClaims,
  cart: CartRow,
  body: CheckoutInput,
  key: string,
  clock: DeliveryClock,
): Promise<{ results: CheckoutResult[]; replayed: boolean }> {
  if (denies(claims, "EJ_ORDER")) throw forbidden("Not allowed to place orders");
  if (!claims.customerId)
    throw new ApiError(400, "Choose a customer before ordering", [
      { path: "customerId", code: "missing_context", message: "The token has no customer context" },
    ]);
  // The order is written for the token's customer and project at their prices: only that context's cart may
  // become it (a cart of the same user for another customer or project would be ordered on the wrong account).
  if (cart.customer_id !== claims.customerId || cart.project_id !== (claims.projectId ?? "")) {
    throw new ApiError(
      422,
      "The cart belongs to another customer or project than the session; switch to it before ordering",
      [
        {
          path: "cartId",
          code: "cart_context_mismatch",
          message: `Cart of ${cart.customer_id || "-"}/${cart.project_id || "-"}`,
        },
      ],
    );
  }
  // The key belongs to the body as sent; a finished call's answer is given again before any rule is weighed.
  const hash = await requestHash(body);
  const replay = await finishedReplay(db, claims.sub, key, cart.id, hash);
  if (replay) return { results: replay, replayed: true };
  // The customer's order reference rule (required reference or cost centre, its list of cost centres): a 422 before
  // anything is claimed or placed, so the cart stays as it is and the corrected post is a checkout of its own.
  const input = { ...body, orderDetails: await withOrderReferences(db, claims.customerId, body.orderDetails) };
  const claim = await claimOrReplay(db, claims.sub, key, cart.id, hash);
  if ("replay" in claim) return { results: claim.replay, replayed: true };
  try {
    // After the replay check: an order placed inside the window is answered again after it closes.
    refuseClosedDeliveries(await deliveryGate(db, claims, clock), Object.keys(input.orderDetails));
    // A quote that cannot be ordered (consumed by another cart's order, expired, not yet valid) refuses the whole
    // checkout with a 409 before anything is ordered, whichever delivery holds its lines.
    await refuseUnorderableQuotes(db, claims, cart.id, Object.keys(input.orderDetails), claim.scope);
    // A buyer with an order limit, or a project with a budget: the checkout is weighed against them, and over them
    // submitted for approval instead.
    const [limits, budget] = await Promise.all([
      controlsOf(db, claims.sub, claims.customerId),
      currentBudget(db, claims.customerId, claims.projectId ?? null),
    ]);
    const limited = limits.orderLimitOre !== null || limits.monthlyLimitOre !== null || budget !== null;
    const results: CheckoutResult[] = limited
      ? await checkoutWithinLimits(db, claims, cart, input, claim.scope, limits, budget)
      : [];
    for (const [deliveryId, details] of limited ? [] : Object.entries(input.orderDetails)) {
      try {
        results.push(await orderDelivery(db, claims, cart, deliveryId, details, claim.scope));
      } catch (error) {
        // A quote consumed by a parallel checkout after this one's earlier deliveries were ordered: those orders
        // stand, so this delivery fails like any other of a partial order (and its lines stay in the cart).
        if (!isQuoteConflict(error) || !results.some((r) => r.success)) throw error;
        results.push(failure(deliveryId, "QUOTE_NOT_ORDERABLE", error.message));
      }
    }
    if (input.sendOrderReceipt && results.some((r) => r.success))
      await queueReceipt(db, claims, results, input.orderDetails);
    await db
      .prepare("UPDATE checkout_requests SET result = ?, running = 0 WHERE user_id = ? AND idempotency_key = ?")
      .bind(JSON.stringify(results), claims.sub, key)
      .run();
    return { results, replayed: false };
  } catch (error) {
    // Release the key so a retry can finish the job; orders already made are found again by (scoped key, delivery).
    await db
      .prepare("UPDATE checkout_requests SET running = 0 WHERE user_id = ? AND idempotency_key = ? AND result IS NULL")
      .bind(claims.sub, key)
      .run();
    throw error;
  }
}

async function queueReceipt(
  db: D1Database,
  claims: AccessClaims,
  results: CheckoutResult[],
  details: Record<string, OrderDetailsInput>,
) {
  const user = await db
    .prepare("SELECT email, first_name FROM users WHERE id = ?")
    .bind(claims.sub)
    .first<{ email: string; first_name: string }>();
  if (!user) return;
  // The receipt shows the amounts the buyer may see, by the same rule as every JSON answer.
  const view = moneyVisibility(claims);
  const ok = results.filter((r) => r.success);
  const lines = ok.flatMap((r) => [
    `Order ${r.orderId} (${r.tempOrderId}), leveranssätt ${r.deliveryId}, önskat leveransdatum ${r.orderDetails.requestedDeliveryDate}`,
    ...orderReferenceLines(r.orderDetails).map((l) => `  ${l}`),
    ...r.orderItems.map(
      (i) =>
        `  ${i.articleNumber}  ${i.name}  ${i.quantity} ${i.unit}${view.prices ? `  ${i.lineNet.toFixed(2)} kr` : ""}`,
    ),
    ...(view.prices && view.financials ? [`  Summa inkl. moms: ${r.orderDetails.total?.toFixed(2)} kr`] : []),
  ]);
  const failed = results.filter((r) => !r.success).map((r) => r.deliveryId);
  const body = [
    `Hej ${singleLine(user.first_name)}!`,
    "",
    "Tack för din beställning. Vi har tagit emot:",
    "",
    ...lines,
    ...(failed.length
      ? ["", `Följande leveranser kunde inte beställas och ligger kvar i varukorgen: ${failed.join(", ")}`]
      : []),
    "",
    "Orderbekräftelsen finns under Mina sidor > Orderhistorik.",
  ].join("\n");
  const recipients = new Set([
    user.email,
    ...ok.flatMap((r) => (details[r.deliveryId]?.email ? [details[r.deliveryId].email!] : [])),
  ]);
  await db.batch(
    [...recipients].map((to) =>
      queueMailStatement(db, { to, subject: `Orderkvitto ${ok.map((r) => r.orderId).join(", ")}`, body }),
    ),
  );
}
