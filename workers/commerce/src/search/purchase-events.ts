/**
 * A purchase behaviour event counts for popularity only when it reports a line of an order the service placed
 * for the caller (issue #41, class 8): the order (by its web order number, or its id) is the signed-in user's
 * own and holds the article. Anything else refuses the whole call; nothing of it is stored.
 */
import type { BehaviourEvent } from "@shop/domain/behaviour-events";
import { isAnonymous } from "../auth/claims";
import type { AccessClaims } from "../auth/jwt";
import { ApiError } from "../http/errors";

/** The call's events with each purchase's order number as the order has it (one key per order line), or a 4xx. */
export async function verifiedPurchases(
  db: D1Database,
  claims: AccessClaims,
  events: readonly BehaviourEvent[],
): Promise<BehaviourEvent[]> {
  const purchases = events.flatMap((event, index) => (event.type === "purchase" ? [{ event, index }] : []));
  if (purchases.length === 0) return [...events];
  if (isAnonymous(claims))
    throw new ApiError(
      403,
      "Only a signed-in buyer reports purchases",
      purchases.map(({ index }) => ({
        path: `events.${index}`,
        code: "purchase_needs_buyer",
        message: "A purchase is reported with the token of the buyer who placed the order",
      })),
    );
  const found = await db.batch<{ order_number: string }>(
    purchases.map(({ event }) =>
      db
        .prepare(
          `SELECT o.temp_order_id AS order_number FROM orders o
           WHERE (o.temp_order_id = ?1 OR CAST(o.id AS TEXT) = ?1) AND o.user_id = ?2
             AND EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.article_number = ?3)
           LIMIT 1`,
        )
        .bind(event.orderId?.trim() ?? "", claims.sub, event.entity.id.trim()),
    ),
  );
  const issues = purchases.flatMap(({ index }, i) =>
    found[i]!.results.length === 0
      ? [
          {
            path: `events.${index}`,
            code: "purchase_not_ordered",
            message: "The order is not one of yours, or it does not hold this article",
          },
        ]
      : [],
  );
  if (issues.length > 0)
    throw new ApiError(422, "A purchase event needs an order of yours that holds the article", issues);
  const orderNumbers = new Map(purchases.map(({ index }, i) => [index, found[i]!.results[0]!.order_number]));
  return events.map((event, index) =>
    orderNumbers.has(index) ? { ...event, orderId: orderNumbers.get(index) } : event,
  );
}
