import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { serverT } from "~/platform/i18n/catalogue.server";
import * as cartRoute from "~/routes/cart/route";
import { buyerCookie } from "./buyer-session";
import { cartItem, fakeCommerce } from "./commerce-fake";
import { renderRoute } from "./render-route";

const ITEMS = [
  cartItem({
    cartItemId: "ci-1",
    articleNumber: "1000037",
    name: "Dvärgbrytare 3-pol C 6 A",
    quantity: 4,
    netPrice: 199.9,
  }),
  cartItem({
    cartItemId: "ci-2",
    articleNumber: "1000518",
    name: "Installationskabel EKK 3G1,5",
    quantity: 50,
    unit: "m",
    netPrice: 12.5,
  }),
];

const renderCart = async (options: Parameters<typeof buyerCookie>[0] = {}) =>
  renderRoute("/cart", [{ path: "/cart", module: cartRoute }], await buyerCookie(options));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the cart page (createRemixStub, real loader and action)", () => {
  it("shows each line with its quantity, the net prices and the way on to the delivery step", async () => {
    fakeCommerce({ items: ITEMS });
    await renderCart();
    expect(await screen.findByRole("heading", { name: serverT("routes.cart.title") })).toBeTruthy();
    const breaker = screen.getByRole<HTMLInputElement>("spinbutton", { name: "Antal för Dvärgbrytare 3-pol C 6 A" });
    expect(breaker.value).toBe("4");
    expect(
      screen.getByRole<HTMLInputElement>("spinbutton", { name: "Antal för Installationskabel EKK 3G1,5" }).value,
    ).toBe("50");
    expect(screen.getByText("Art.nr 1000037")).toBeTruthy();
    // 4 × 199,90 kr
    expect(screen.getAllByText(/799,60\skr/).length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: serverT("checkout.steps.to_delivery") }).getAttribute("href")).toBe(
      "/delivery",
    );
  });

  it("shows no amounts to a buyer without price rights (EJ_SE_PRISER)", async () => {
    fakeCommerce({ items: ITEMS });
    await renderCart({ denials: ["EJ_SE_PRISER"] });
    await screen.findByRole("spinbutton", { name: "Antal för Dvärgbrytare 3-pol C 6 A" });
    expect(screen.queryByText(/\d,\d\d\skr/)).toBeNull();
    expect(screen.getAllByText(serverT("checkout.cart.no_price")).length).toBeGreaterThan(0);
  });

  it("refuses a quantity of 0 with the Swedish message next to the field, and changes nothing", async () => {
    const commerce = fakeCommerce({ items: ITEMS });
    await renderCart();
    const field = await screen.findByRole<HTMLInputElement>("spinbutton", {
      name: "Antal för Dvärgbrytare 3-pol C 6 A",
    });
    fireEvent.change(field, { target: { value: "0" } });
    // Submitted directly: the browser's own min=1 check would stop the click, the server must refuse too.
    fireEvent.submit(field.form!);
    expect(await screen.findByText("Ange ett antal från 1 till 100 000.", undefined, { timeout: 5_000 })).toBeTruthy();
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(commerce.calls.some((call) => call.startsWith("PUT"))).toBe(false);
  });

  it("saves a new quantity through the cart service", async () => {
    const commerce = fakeCommerce({ items: ITEMS });
    await renderCart();
    const field = await screen.findByRole<HTMLInputElement>("spinbutton", {
      name: "Antal för Dvärgbrytare 3-pol C 6 A",
    });
    fireEvent.change(field, { target: { value: "6" } });
    fireEvent.click(within(field.form!).getByRole("button", { name: serverT("checkout.cart.update") }));
    await waitFor(() => expect(commerce.bodies.get("PUT /v2/cart/cart-1/variants/ci-1")).toEqual({ quantity: 6 }));
  });

  it("in punch-out mode offers the transfer to the procurement system instead of the delivery step", async () => {
    fakeCommerce({ items: ITEMS });
    await renderCart({ punchout: true });
    expect(await screen.findByRole("button", { name: serverT("checkout.punchout.transfer") })).toBeTruthy();
    expect(screen.queryByRole("link", { name: serverT("checkout.steps.to_delivery") })).toBeNull();
  });
});
