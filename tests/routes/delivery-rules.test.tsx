/**
 * The delivery rules on the cart page and the delivery step (issue 17): a method closed now is not offered, and lines
 * the service moved off a closed method are announced. A window of 00:00-00:00 is closed at any time of day, so
 * these tests do not depend on when they run.
 */
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as cartRoute from "~/routes/cart/route";
import * as deliveryRoute from "~/routes/delivery/route";
import * as quickOrderRoute from "~/routes/snabborder/route";
import { buyerCookie } from "./buyer-session";
import { cartItem, DELIVERY_OPTIONS, fakeCommerce } from "./commerce-fake";
import { renderRoute } from "./render-route";

const ITEMS = [
  cartItem({ cartItemId: "ci-1", articleNumber: "1000037", name: "Dvärgbrytare 3-pol C 6 A", quantity: 4 }),
];
const CLOSED_EXPRESS = {
  id: "XXX",
  name: "Expressutkörning",
  orderType: "express",
  requiresZipCode: true,
  requiresStore: false,
  availableBetweenHours: { start: "00:00", end: "00:00" },
};
const options = { "GET /delivery-options": [...DELIVERY_OPTIONS, CLOSED_EXPRESS] };
const moved = [{ from: "XXX", to: "EXH", lines: 2 }];
const NOTICE = "Expressutkörning går inte att välja just nu. Raderna (2 st) har flyttats till Leverans till butik.";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("delivery rules on the checkout pages (createRemixStub, real loaders)", () => {
  it("the cart page announces lines moved off a closed method and does not offer it in the move list", async () => {
    fakeCommerce({ items: ITEMS, answers: options, movedDeliveries: moved });
    await renderRoute("/cart", [{ path: "/cart", module: cartRoute }], await buyerCookie());
    expect(await screen.findByText(NOTICE)).toBeTruthy();
    const move = screen.getByRole("combobox", { name: "Flytta Dvärgbrytare 3-pol C 6 A till leverans" });
    const offered = within(move)
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(offered).toEqual(["Leverans till butik"]);
  });

  it("the delivery step announces the move too and offers no closed method", async () => {
    fakeCommerce({ items: ITEMS, answers: options, movedDeliveries: moved });
    await renderRoute("/delivery", [{ path: "/delivery", module: deliveryRoute }], await buyerCookie());
    expect(await screen.findByText(NOTICE)).toBeTruthy();
    const method = screen.getByRole("combobox", { name: "Leveranssätt" });
    const offered = within(method)
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(offered).toEqual(["Utkörning", "Leverans till butik"]);
  });

  it("quick order offers no closed method for its rows or its file", async () => {
    fakeCommerce({ items: ITEMS, answers: options });
    await renderRoute("/snabborder", [{ path: "/snabborder", module: quickOrderRoute }], await buyerCookie());
    const selects = await screen.findAllByRole("combobox", { name: "Leveranssätt" });
    expect(selects).toHaveLength(2);
    for (const select of selects) {
      const offered = within(select)
        .getAllByRole("option")
        .map((o) => o.textContent);
      expect(offered).not.toContain("Expressutkörning");
      expect(offered).toContain("Utkörning");
    }
  });
});
