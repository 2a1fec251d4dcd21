import { describe, expect, it } from "vitest";
import {
  addToCartEvents,
  behaviourEventBatches,
  behaviourEventProblems,
  clickEvent,
  purchaseEvents,
  type BehaviourEvent,
} from "./behaviour-events";

const variant = (id: string) => ({ type: "Variant" as const, id });

describe("behaviour event rules (spec section 5)", () => {
  it("accepts complete events of every type", () => {
    const events: BehaviourEvent[] = [
      clickEvent("1000037"),
      { type: "addtocart", entity: variant("1000037"), quantity: 2 },
      { type: "purchase", entity: variant("1000037"), quantity: 2, orderId: "W100123" },
    ];
    expect(behaviourEventProblems(events)).toEqual([]);
  });

  it("an add to cart needs the article number and a quantity of at least 1", () => {
    expect(behaviourEventProblems([{ type: "addtocart", entity: variant(""), quantity: 1 }])).toEqual([
      { index: 0, message: "An addtocart event needs the article number" },
    ]);
    for (const quantity of [undefined, 0])
      expect(behaviourEventProblems([{ type: "addtocart", entity: variant("1"), quantity }])).toEqual([
        { index: 0, message: "An addtocart event needs a quantity of at least 1" },
      ]);
  });

  it("a visit needs the entity id", () => {
    expect(behaviourEventProblems([clickEvent("1"), clickEvent("  ")])).toEqual([
      { index: 1, message: "A click event needs the entity id" },
    ]);
  });

  it("a purchase needs an order id, and the request one item with article number and quantity", () => {
    expect(behaviourEventProblems([{ type: "purchase", entity: variant("1"), quantity: 1 }])).toEqual([
      { index: 0, message: "A purchase event needs an order id" },
    ]);
    expect(behaviourEventProblems([{ type: "purchase", entity: variant(""), orderId: "W1" }])).toEqual([
      { index: null, message: "A purchase needs at least one item with article number and quantity" },
    ]);
    // One complete item carries the purchase; a line without quantity beside it is allowed.
    expect(
      behaviourEventProblems([
        { type: "purchase", entity: variant("1"), orderId: "W1" },
        { type: "purchase", entity: variant("2"), quantity: 3, orderId: "W1" },
      ]),
    ).toEqual([]);
  });
});

describe("event builders", () => {
  it("turns added lines into addtocart events, skipping lines that added nothing", () => {
    expect(
      addToCartEvents([
        { articleNumber: "1000037", quantity: 10 },
        { articleNumber: "1000038", quantity: 0 },
      ]),
    ).toEqual([{ type: "addtocart", entity: variant("1000037"), quantity: 10 }]);
  });

  it("gives every ordered line the order number", () => {
    const events = purchaseEvents("W100123", [
      { articleNumber: "1", quantity: 1 },
      { articleNumber: "2", quantity: 4 },
    ]);
    expect(events.map((e) => [e.entity.id, e.quantity, e.orderId])).toEqual([
      ["1", 1, "W100123"],
      ["2", 4, "W100123"],
    ]);
    expect(behaviourEventProblems(events)).toEqual([]);
  });

  it("splits long lists into calls of at most 50 events", () => {
    const events = Array.from({ length: 120 }, (_, i) => clickEvent(String(i + 1)));
    expect(behaviourEventBatches(events).map((b) => b.length)).toEqual([50, 50, 20]);
    expect(behaviourEventBatches([])).toEqual([]);
  });
});
