import { describe, expect, it } from "vitest";
import { headerCartOf } from "./header-cart.server";

const line = (deliveryId: string, quantity: number, netPrice: number | null, alloyingPrice: number | null = 0) => ({
  deliveryId,
  quantity,
  price: { askForPrice: false, netPrice, alloyingPrice },
});

describe("headerCartOf", () => {
  it("counts lines and sums the included deliveries incl. VAT, as the cart page does", () => {
    const cart = headerCartOf({
      deliveries: [
        { deliveryId: "standard", isIncludedInOrder: true },
        { deliveryId: "express", isIncludedInOrder: false },
      ],
      items: [line("standard", 2, 10.5, 0.25), line("standard", 1, 100), line("express", 5, 999)],
    });
    // (2 × 10,75 + 100) = 121,50 kr, VAT 30,38 kr: 151,88 kr; the excluded express delivery is not in the total.
    expect(cart).toEqual({ lineCount: 3, totalOre: 15188 });
  });

  it("gives no total when a line of an included delivery has no price (ask for price, hidden price)", () => {
    expect(
      headerCartOf({
        deliveries: [],
        items: [line("standard", 1, 10), { deliveryId: "standard", quantity: 1, price: null }],
      }),
    ).toEqual({ lineCount: 2, totalOre: null });
    expect(
      headerCartOf({
        deliveries: [],
        items: [{ deliveryId: "standard", quantity: 1, price: { askForPrice: true, netPrice: 5, alloyingPrice: 0 } }],
      }),
    ).toEqual({ lineCount: 1, totalOre: null });
  });

  it("an empty cart is 0 lines and 0 kr", () => {
    expect(headerCartOf({ deliveries: [], items: [] })).toEqual({ lineCount: 0, totalOre: 0 });
  });
});
