/**
 * The cart's one-click replacement through the real action against the scripted commerce service: the line's own
 * replacement goes in with its quantity, delivery and label (whatever the form says), add_to_cart carries the list
 * replacement_product and remove_from_cart the old line.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import * as cartRoute from "~/routes/cart/route";
import { buyerCookie, CSRF_TOKEN } from "../routes/buyer-session";
import { cartItem, fakeCommerce } from "../routes/commerce-fake";
import { CABLE, product, run } from "./data-layer-support";

afterEach(() => vi.unstubAllGlobals());

const ADD = "POST /v2/cart/cart-1/variants/batch/add";
const DISCONTINUED = (() => {
  const line = cartItem({
    cartItemId: "ci-9",
    articleNumber: "1000111",
    name: "Dvärgbrytare 1-pol B 10 A",
    quantity: 3,
    deliveryId: "EXH",
    label: "Plan 2",
    netPrice: 50,
    productId: "p-9",
    categories: ["El", "Installation"],
    brand: "ABB",
  });
  const replacement = { articleNumber: "1000518", name: "Installationskabel EKK 3G1,5", variantSlug: "kabel-1000518" };
  return { ...line, variant: { ...line.variant, discontinued: true, ersattningsartikel: replacement } };
})();
const REPLACED = { ...CABLE, quantity: 3, deliveryId: "EXH", label: "Plan 2" };

describe("replace a discontinued cart line", () => {
  it("adds the line's own replacement with its quantity, delivery and label, then removes the line", async () => {
    const fake = fakeCommerce({
      items: [DISCONTINUED],
      answers: { [ADD]: { cartItems: [{ cartItemId: "ci-2", articleNumber: "1000518", quantity: 3 }], errors: [] } },
      cartAfter: { [ADD]: [DISCONTINUED, REPLACED], "DELETE /v2/cart/cart-1/variants/ci-9": [REPLACED] },
    });
    const answer = await run(cartRoute.action, "http://localhost/cart", await buyerCookie(), {
      // A form naming another article or quantity changes nothing: the cart's line decides.
      body: new URLSearchParams({ csrf: CSRF_TOKEN, intent: "replace", cartItemId: "ci-9", replacement: "9999999" }),
    });
    expect(answer.ok).toBe(true);
    expect(fake.bodies.get(ADD)).toEqual({
      items: [{ articleNumber: "1000518", quantity: 3, deliveryId: "EXH", label: "Plan 2" }],
    });
    expect(fake.calls).toContain("DELETE /v2/cart/cart-1/variants/ci-9");
    const [added, removed] = answer.dataLayer ?? [];
    expect(added).toMatchObject({
      event: "add_to_cart",
      list: "replacement_product",
      ecommerce: {
        add: { actionField: { list: "replacement_product" }, products: [{ ...product.cable, quantity: 3 }] },
      },
    });
    expect(removed).toMatchObject({
      event: "remove_from_cart",
      ecommerce: { remove: { products: [{ variant: "1000111", quantity: 3 }] } },
    });
  });

  it("refuses a line without replacement, and one that is gone, in Swedish and without adding", async () => {
    const fake = fakeCommerce({ items: [CABLE] });
    const cookie = await buyerCookie();
    const none = await run(cartRoute.action, "http://localhost/cart", cookie, {
      body: new URLSearchParams({ csrf: CSRF_TOKEN, intent: "replace", cartItemId: "ci-2" }),
    });
    expect(none).toMatchObject({ ok: false, message: "Artikeln har ingen ersättningsartikel." });
    const gone = await run(cartRoute.action, "http://localhost/cart", cookie, {
      body: new URLSearchParams({ csrf: CSRF_TOKEN, intent: "replace", cartItemId: "ci-404" }),
    });
    expect(gone).toMatchObject({ ok: false, message: "Raden finns inte längre i varukorgen." });
    expect(fake.calls).not.toContain(ADD);
  });
});
