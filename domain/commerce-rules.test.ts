import { describe, expect, it } from "vitest";
import { cartItemNeedsAction, type NeedsActionInput } from "./cart-needs-action";
import { customerOrderNumberProblems } from "./customer-order-number";
import { AX_POSTAL_CODES, isValidPostalCode } from "./postal-code";

const line: NeedsActionInput = {
  quantity: 5,
  isPickupDelivery: false,
  selectedLocationQuantity: 10,
  totalQuantity: 50,
  deliveryAvailable: true,
  discontinued: false,
  hasReplacement: false,
  purchasableOnline: true,
  purchasableInStore: true,
  variantSlug: "kabel-1",
};

describe("cart item needs action", () => {
  it("is empty for an ordinary line", () => expect(cartItemNeedsAction(line)).toEqual([]));
  it("asks for a smaller quantity when a store pickup has too little", () => {
    expect(cartItemNeedsAction({ ...line, isPickupDelivery: true, quantity: 11 })).toEqual(["update_quantity"]);
    expect(cartItemNeedsAction({ ...line, isPickupDelivery: false, quantity: 11 })).toEqual([]);
  });
  it("asks to activate an unavailable delivery", () =>
    expect(cartItemNeedsAction({ ...line, deliveryAvailable: false })).toEqual(["activate_delivery"]));
  it("handles discontinued articles by what is left", () => {
    expect(cartItemNeedsAction({ ...line, discontinued: true, quantity: 60 })).toEqual(["update_quantity"]);
    expect(cartItemNeedsAction({ ...line, discontinued: true, totalQuantity: 0 })).toEqual(["not_confirmed"]);
  });
  it("flags lines that cannot be bought through the delivery or lack a slug", () => {
    expect(cartItemNeedsAction({ ...line, purchasableOnline: false })).toEqual(["not_confirmed"]);
    expect(cartItemNeedsAction({ ...line, isPickupDelivery: true, purchasableInStore: false })).toEqual([
      "not_confirmed",
    ]);
    expect(cartItemNeedsAction({ ...line, variantSlug: "" })).toEqual(["missing_order_information"]);
  });
});

describe("customer order number", () => {
  it("accepts letters incl. å ä ö, digits, space and - _ / .", () =>
    expect(customerOrderNumberProblems("Åby-12/3 ö_x.1")).toEqual([]));
  it("refuses empty, too long, odd characters and a leading separator", () => {
    expect(customerOrderNumberProblems("  ")).toEqual(["EMPTY"]);
    expect(customerOrderNumberProblems("A".repeat(21))).toEqual(["TOO_LONG"]);
    expect(customerOrderNumberProblems("PO;1")).toEqual(["INVALID_CHARACTERS"]);
    expect(customerOrderNumberProblems("-PO1")).toEqual(["MUST_START_WITH_LETTER_OR_DIGIT"]);
  });
});

describe("postal codes", () => {
  it("keeps 36 distinct Åland codes in the 22xxx range", () => {
    expect(new Set(AX_POSTAL_CODES).size).toBe(36);
    expect(AX_POSTAL_CODES.every((c) => c.startsWith("22"))).toBe(true);
  });
  it("validates per country", () => {
    expect(isValidPostalCode("SE", "903 30")).toBe(true);
    expect(isValidPostalCode("SE", "03330")).toBe(false);
    expect(isValidPostalCode("AX", "22 100")).toBe(true);
    expect(isValidPostalCode("AX", "22999")).toBe(false);
  });
});
