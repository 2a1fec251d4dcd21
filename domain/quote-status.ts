/**
 * Quote statuses (spec section 4) and who may move a quote between them (the spec leaves the transitions open;
 * docs/decisions.md, "Quotes").
 *
 * A buyer prepares a quote for his own customer and may ask the wholesaler to review it (project prices). The
 * wholesaler's quote desk answers a review with an offer (`sent`, with agreed purchase prices) or declines it; the
 * buyer accepts or declines the offer; ordering an accepted quote completes it.
 */
export const QUOTE_STATUSES = ["notSent", "draft", "inReview", "sent", "accepted", "completed", "declined"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** buyer: the shop's user; desk: the wholesaler's quote desk (service key); order: placing an order. */
export type QuoteActor = "buyer" | "desk" | "order";

type Transitions = Record<QuoteStatus, readonly QuoteStatus[]>;

export const QUOTE_TRANSITIONS: Record<QuoteActor, Transitions> = {
  buyer: {
    // notSent: put aside without asking for a review; it can be reopened.
    draft: ["inReview", "notSent"],
    notSent: ["draft", "inReview"],
    // A review can be withdrawn to change the quote.
    inReview: ["draft"],
    sent: ["accepted", "declined"],
    accepted: [],
    completed: [],
    declined: [],
  },
  desk: {
    draft: [],
    notSent: [],
    inReview: ["sent", "declined"],
    sent: ["declined"],
    accepted: [],
    completed: [],
    declined: [],
  },
  order: {
    draft: [],
    notSent: [],
    inReview: [],
    sent: [],
    accepted: ["completed"],
    completed: [],
    declined: [],
  },
};

/** Items, texts and the buyer's prices change only before the review is asked for. */
export const EDITABLE_QUOTE_STATUSES: readonly QuoteStatus[] = ["draft", "notSent"];

/** Only an accepted quote goes to the cart, at its agreed prices. */
export const ORDERABLE_QUOTE_STATUS: QuoteStatus = "accepted";

export function canTransition(from: QuoteStatus, to: QuoteStatus, actor: QuoteActor = "buyer"): boolean {
  return QUOTE_TRANSITIONS[actor][from].includes(to);
}

/** The statuses a buyer can move this quote to, for the quote page's buttons. */
export function buyerNextStatuses(from: QuoteStatus): readonly QuoteStatus[] {
  return QUOTE_TRANSITIONS.buyer[from];
}

export function isEditable(status: QuoteStatus): boolean {
  return EDITABLE_QUOTE_STATUSES.includes(status);
}
