/**
 * A cart line says what the product page says (#44): a pack's comparison price per piece beside its price (never to a
 * buyer without price rights), and for a line the order would refuse, the purchase rule's reason beside the flag.
 */
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { serverT } from "~/platform/i18n/catalogue.server";
import * as cartRoute from "~/routes/cart/route";
import { buyerCookie } from "./buyer-session";
import { cartItem, fakeCommerce } from "./commerce-fake";
import { renderRoute } from "./render-route";

const pack = cartItem({
  cartItemId: "ci-1",
  articleNumber: "1000296",
  name: "Träskruv Fästa TX25 4,2x50 250-pack",
  quantity: 2,
  unit: "förp",
  netPrice: 87.5,
});
pack.variant.webSalesUnit = { unit: "förp", conversionFactor: 250, conversionUnit: "st" } as never;

const storeOnly = cartItem({ cartItemId: "ci-2", articleNumber: "1000185", name: "Spotlight Lumora", quantity: 1 });
storeOnly.needsAction = ["not_confirmed"] as never;
storeOnly.variant.purchasability = { online: false, store: true, reasons: ["ONLY_STORE"] } as never;

const renderCart = async (options: Parameters<typeof buyerCookie>[0] = {}) =>
  renderRoute("/cart", [{ path: "/cart", module: cartRoute }], await buyerCookie(options));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a cart line's comparison price and refusal reason", () => {
  it("shows the pack's price per piece beside its price", async () => {
    fakeCommerce({ items: [pack] });
    await renderCart();
    await screen.findByRole("spinbutton", { name: "Antal för Träskruv Fästa TX25 4,2x50 250-pack" });
    // 87,50 kr / 250 st = 0,35 kr per piece.
    expect(screen.getByText(/^Jämförpris 0,35\skr \/ st$/)).toBeTruthy();
  });

  it("shows no comparison price to a buyer without price rights (EJ_SE_PRISER)", async () => {
    fakeCommerce({ items: [pack] });
    await renderCart({ denials: ["EJ_SE_PRISER"] });
    await screen.findByRole("spinbutton", { name: "Antal för Träskruv Fästa TX25 4,2x50 250-pack" });
    expect(screen.queryByText(/Jämförpris/)).toBeNull();
    expect(screen.queryByText(/\d,\d\d\skr/)).toBeNull();
  });

  it("names the purchase rule's reason beside a line the order would refuse", async () => {
    fakeCommerce({ items: [storeOnly] });
    await renderCart();
    await screen.findByRole("spinbutton", { name: "Antal för Spotlight Lumora" });
    expect(screen.getByText(new RegExp(serverT("catalogue.constraints.ONLY_STORE")))).toBeTruthy();
  });
});
