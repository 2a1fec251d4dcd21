import { useSubmit } from "@remix-run/react";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { serverT } from "~/platform/i18n/catalogue.server";
import * as cartRoute from "~/routes/cart/route";
import * as transferRoute from "~/routes/punchout_.overfor/route";
import { buyerCookie, HOOK_URL } from "./buyer-session";
import { cartItem, fakeCommerce } from "./commerce-fake";
import { renderRoute, type RouteUnderTest } from "./render-route";

const ITEMS = [
  cartItem({
    cartItemId: "ci-1",
    articleNumber: "1000037",
    name: "Dvärgbrytare 3-pol C 6 A",
    quantity: 4,
    netPrice: 199.9,
    label: "Hus B",
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

/**
 * The real cart page. Its transfer form is a plain document post to /punchout/overfor; the
 * browser would post it, here the router does (same fields, same action), since the stub has no
 * server to navigate to.
 */
function CartPostingThroughRouter() {
  const submit = useSubmit();
  return (
    <div
      onSubmitCapture={(event) => {
        event.preventDefault();
        submit(event.target as HTMLFormElement);
      }}
    >
      <cartRoute.default />
    </div>
  );
}

const routes: RouteUnderTest[] = [
  { path: "/cart", module: { default: CartPostingThroughRouter, loader: cartRoute.loader } },
  { path: "/punchout/overfor", module: transferRoute },
];

async function transferFromCart(options: { denials?: string[] } = {}) {
  renderRoute("/cart", routes, await buyerCookie({ punchout: true, ...options }));
  fireEvent.click(await screen.findByRole("button", { name: serverT("checkout.punchout.transfer") }));
  await screen.findByRole("heading", { name: serverT("checkout.punchout.transfer_title") });
  const form = document.querySelector<HTMLFormElement>(`form[action="${HOOK_URL}"]`);
  if (!form) throw new Error("no hand-over form to the HOOK_URL");
  const fields = Object.fromEntries(
    [...form.querySelectorAll<HTMLInputElement>("input[type=hidden]")].map((i) => [i.name, i.value]),
  );
  return { form, fields };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the punch-out transfer (createRemixStub, real cart loader and transfer action)", () => {
  it("hands the cart over as OCI fields in a form to the procurement system's HOOK_URL", async () => {
    const commerce = fakeCommerce({ items: ITEMS });
    const { form, fields } = await transferFromCart();
    expect(form.getAttribute("target")).toBe("_top");
    expect(fields).toMatchObject({ "~OkCode": "ADDI", "~TARGET": "_top", "~CALLER": "CTLG" });
    expect(fields).toMatchObject({
      "NEW_ITEM-DESCRIPTION[1]": "Dvärgbrytare 3-pol C 6 A",
      "NEW_ITEM-VENDORMAT[1]": "1000037",
      "NEW_ITEM-QUANTITY[1]": "4",
      "NEW_ITEM-PRICE[1]": "199.90",
      "NEW_ITEM-CURRENCY[1]": "SEK",
      // PEAB's SAP knows the piece unit as ST.
      "NEW_ITEM-UNIT[1]": "ST",
      "NEW_ITEM-CUST_FIELD1[1]": "Hus B",
      "NEW_ITEM-QUANTITY[2]": "50",
      "NEW_ITEM-UNIT[2]": "M",
      "NEW_ITEM-PRICE[2]": "12.50",
    });
    expect(screen.getByRole("button", { name: serverT("checkout.punchout.transfer_submit") })).toBeTruthy();
    // The cart is deleted once the hand-over page is built.
    expect(commerce.calls).toContain("PUT /v2/cart/cart-1/status");
  });

  it("sends no prices for a buyer without price rights (EJ_SE_PRISER)", async () => {
    fakeCommerce({ items: ITEMS });
    const { fields } = await transferFromCart({ denials: ["EJ_SE_PRISER"] });
    expect(fields["NEW_ITEM-PRICE[1]"]).toBe("0.00");
    expect(fields["NEW_ITEM-PRICE[2]"]).toBe("0.00");
    expect(fields["NEW_ITEM-QUANTITY[1]"]).toBe("4");
  });

  it("an empty cart is not handed over: the buyer reads why and finds the way back", async () => {
    fakeCommerce({ items: ITEMS });
    renderRoute("/cart", routes, await buyerCookie({ punchout: true }));
    const button = await screen.findByRole("button", { name: serverT("checkout.punchout.transfer") });
    // The cart emptied in another tab after this page was shown.
    fakeCommerce({ items: [] });
    fireEvent.click(button);
    expect((await screen.findByRole("alert")).textContent).toBe(serverT("errors.punchout.empty_cart"));
    expect(screen.getByRole("link", { name: serverT("checkout.punchout.back_to_cart") }).getAttribute("href")).toBe(
      "/cart",
    );
    expect(document.querySelector(`form[action="${HOOK_URL}"]`)).toBeNull();
  });
});
