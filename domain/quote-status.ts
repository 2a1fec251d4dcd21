/**
 * Quote statuses (spec section 4) and the transitions the quote service allows. draft is the
 * default; completed and declined are final.
 */
export const QUOTE_STATUSES = ["notSent", "draft", "inReview", "sent", "accepted", "completed", "declined"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_TRANSITIONS: Record<QuoteStatus, readonly QuoteStatus[]> = {
  draft: ["inReview", "sent", "notSent"],
  // Saved for later without sending: it can be reopened or sent.
  notSent: ["draft", "sent"],
  inReview: ["draft", "sent", "declined"],
  sent: ["accepted", "declined"],
  accepted: ["completed"],
  completed: [],
  declined: [],
};

/** Items, texts and prices can only change before the quote has been sent. */
export const EDITABLE_QUOTE_STATUSES: readonly QuoteStatus[] = ["draft", "notSent", "inReview"];

export function canTransition(from: QuoteStatus, to: QuoteStatus): boolean {
  return QUOTE_TRANSITIONS[from].includes(to);
}
