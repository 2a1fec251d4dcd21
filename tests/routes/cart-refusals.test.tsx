/** Spec section 8's keys for cart changes the service refuses, as the buyer reads them on the cart page. */
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { serverT } from "~/platform/i18n/catalogue.server";
import * as cartRoute from "~/routes/cart/route";
import { buyerCookie } from "./buyer-session";
import { cartItem, fakeCommerce } from "./commerce-fake";
import { renderRoute } from "./render-route";

const ITEMS = [
  cartItem({ cartItemId: "ci-1", articleNumber: "1000037", name: "Dvärgbrytare 3-pol C 6 A", quantity: 4 }),
];

/** The scripted service, except that calls matching `refused` answer 404 as for a line or delivery already gone. */
function refusing(refused: RegExp) {
  const commerce = fakeCommerce({ items: ITEMS });
  const scripted = globalThis.fetch;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${new URL(String(input)).pathname}`;
    if (refused.test(key)) return Response.json({ message: "Not found" }, { status: 404 });
    return scripted(input, init);
  });
  return commerce;
}

const refusal = (key: string) => `${serverT("errors.occured")} ${serverT(key)} ${serverT("errors.try_again_later")}`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("cart changes the service refuses", () => {
  it("a removal says the articles could not be removed (errors.cart_remove_products), beside the line", async () => {
    const commerce = refusing(/^DELETE \/v2\/cart\/cart-1\/variants\/ci-1$/);
    await renderRoute("/cart", [{ path: "/cart", module: cartRoute }], await buyerCookie());
    fireEvent.click(await screen.findByRole("button", { name: "Ta bort Dvärgbrytare 3-pol C 6 A" }));
    const alert = await screen.findByText(refusal("errors.cart_remove_products"));
    expect(alert.getAttribute("role")).toBe("alert");
    // The page revalidates after the post; let it finish before the scripted service goes.
    await waitFor(() => expect(commerce.calls.filter((call) => call === "POST /graphql").length).toBeGreaterThan(1));
  });
});
