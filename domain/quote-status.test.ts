import { describe, expect, it } from "vitest";
import { buyerNextStatuses, canTransition, isEditable, QUOTE_STATUSES, type QuoteActor } from "./quote-status";

describe("quote transitions", () => {
  it("lets the buyer ask for a review, withdraw it, and answer the desk's offer", () => {
    expect(canTransition("draft", "inReview")).toBe(true);
    expect(canTransition("inReview", "draft")).toBe(true);
    expect(canTransition("sent", "accepted")).toBe(true);
    expect(canTransition("sent", "declined")).toBe(true);
  });
  it("never lets the buyer make the offer or accept his own draft", () => {
    expect(canTransition("inReview", "sent")).toBe(false);
    expect(canTransition("draft", "sent")).toBe(false);
    expect(canTransition("draft", "accepted")).toBe(false);
    expect(canTransition("accepted", "completed")).toBe(false);
  });
  it("lets only the desk answer a review, and only an order complete an accepted quote", () => {
    expect(canTransition("inReview", "sent", "desk")).toBe(true);
    expect(canTransition("inReview", "declined", "desk")).toBe(true);
    expect(canTransition("draft", "sent", "desk")).toBe(false);
    expect(canTransition("accepted", "completed", "order")).toBe(true);
    expect(canTransition("sent", "completed", "order")).toBe(false);
  });
  it("ends in completed or declined for everyone, and never moves a status to itself", () => {
    for (const actor of ["buyer", "desk", "order"] as QuoteActor[]) {
      for (const s of QUOTE_STATUSES) expect(canTransition(s, s, actor)).toBe(false);
      for (const s of QUOTE_STATUSES) {
        expect(canTransition("completed", s, actor)).toBe(false);
        expect(canTransition("declined", s, actor)).toBe(false);
      }
    }
  });
  it("keeps a quote editable only before its review is asked for", () => {
    expect(QUOTE_STATUSES.filter(isEditable)).toEqual(["notSent", "draft"]);
    expect(buyerNextStatuses("draft")).toEqual(["inReview", "notSent"]);
  });
});
