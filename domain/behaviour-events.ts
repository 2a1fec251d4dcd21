/**
 * Behaviour events to the search service (content spec sections 3, 5 and 9): a product opened from a
 * list (click), added to the cart (addtocart) or bought (purchase), for one device's tracking id. The
 * commerce service stores them and ranks equally relevant search hits by how often each article was
 * bought, added and opened (docs/decisions.md, "Popularity among equal matches").
 */
export const BEHAVIOUR_EVENT_TYPES = ["click", "addtocart", "purchase"] as const;
export type BehaviourEventType = (typeof BEHAVIOUR_EVENT_TYPES)[number];

/** Events per createEvents call. */
export const MAX_BEHAVIOUR_EVENTS = 50;

export interface BehaviourEvent {
  type: BehaviourEventType;
  entity: { type: "Variant"; id: string };
  quantity?: number;
  orderId?: string;
}

export interface BehaviourEventProblem {
  /** The event's index, or null for a rule about the whole request. */
  index: number | null;
  message: string;
}

const hasArticle = (event: BehaviourEvent) => event.entity.id.trim() !== "";
const hasQuantity = (event: BehaviourEvent) => event.quantity !== undefined && event.quantity >= 1;

/**
 * Spec section 5: add-to-cart needs the article number and a quantity; a visit (click) needs an id; a
 * purchase needs an order id, and a purchase request at least one item with article number and quantity.
 */
export function behaviourEventProblems(events: readonly BehaviourEvent[]): BehaviourEventProblem[] {
  const problems: BehaviourEventProblem[] = [];
  events.forEach((event, index) => {
    if (event.type === "addtocart") {
      if (!hasArticle(event)) problems.push({ index, message: "An addtocart event needs the article number" });
      if (!hasQuantity(event)) problems.push({ index, message: "An addtocart event needs a quantity of at least 1" });
    } else if (event.type === "click") {
      if (!hasArticle(event)) problems.push({ index, message: "A click event needs the entity id" });
    } else if (!event.orderId?.trim()) {
      problems.push({ index, message: "A purchase event needs an order id" });
    }
  });
  const purchases = events.filter((e) => e.type === "purchase");
  if (purchases.length > 0 && !purchases.some((e) => hasArticle(e) && hasQuantity(e)))
    problems.push({ index: null, message: "A purchase needs at least one item with article number and quantity" });
  return problems;
}

/** What lines put into a cart became: one addtocart event per article and quantity the service added. */
export function addToCartEvents(lines: readonly { articleNumber: string; quantity: number }[]): BehaviourEvent[] {
  return lines
    .filter((line) => line.articleNumber.trim() !== "" && line.quantity >= 1)
    .map((line) => ({
      type: "addtocart",
      entity: { type: "Variant", id: line.articleNumber },
      quantity: Math.round(line.quantity),
    }));
}

/** The lines of a cart's add answer that went in (no refusal), as addtocart events. */
export function addedLineEvents(
  lines: readonly { articleNumber: string; quantity: number; refusal: string | null }[],
): BehaviourEvent[] {
  return addToCartEvents(lines.filter((line) => line.refusal === null));
}

/** One purchase event per ordered line, each carrying the order number. */
export function purchaseEvents(
  orderId: string,
  lines: readonly { articleNumber: string; quantity: number }[],
): BehaviourEvent[] {
  return lines
    .filter((line) => line.articleNumber.trim() !== "" && line.quantity >= 1)
    .map((line) => ({
      type: "purchase",
      entity: { type: "Variant", id: line.articleNumber },
      quantity: Math.round(line.quantity),
      orderId,
    }));
}

export function clickEvent(articleNumber: string): BehaviourEvent {
  return { type: "click", entity: { type: "Variant", id: articleNumber } };
}

/** Splits a long list into createEvents calls of at most MAX_BEHAVIOUR_EVENTS events. */
export function behaviourEventBatches(events: readonly BehaviourEvent[]): BehaviourEvent[][] {
  const batches: BehaviourEvent[][] = [];
  for (let i = 0; i < events.length; i += MAX_BEHAVIOUR_EVENTS) batches.push(events.slice(i, i + MAX_BEHAVIOUR_EVENTS));
  return batches;
}

/**
 * The popularity boost: a purchase says more than an add to cart, which says more than a click; only the
 * last POPULARITY_DAYS count, so the ranking follows what sells now.
 */
export const POPULARITY_WEIGHTS: Readonly<Record<BehaviourEventType, number>> = Object.freeze({
  purchase: 5,
  addtocart: 3,
  click: 1,
});
export const POPULARITY_DAYS = 90;
