/**
 * remove_from_cart from the cart page's actions and add_to_cart from quick order, a file and a shopping
 * list, through the real actions against the scripted commerce service; without price rights
 * (EJ_SE_PRISER) none of them carries an amount.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import * as cartRoute from "~/routes/cart/route";
import * as quickOrderRoute from "~/routes/snabborder/route";
import * as listRoute from "~/routes/mina-sidor.inkopslistor.$id/route";
import { buyerCookie, CSRF_TOKEN } from "../routes/buyer-session";
import { fakeCommerce } from "../routes/commerce-fake";
import { BREAKER, CABLE, expectNoAmounts, product, run, uaFields } from "./data-layer-support";

afterEach(() => vi.unstubAllGlobals());

const form = (fields: Record<string, string>) => new URLSearchParams({ csrf: CSRF_TOKEN, ...fields });
const removed = (products: object[]) => ({
  event: "remove_from_cart",
  ecommerce: { currencyCode: "SEK", remove: { actionField: { list: "cart_list" }, products } },
});

describe("remove_from_cart (cart_list)", () => {
  it("a deleted line: the whole line", async () => {
    fakeCommerce({ items: [BREAKER, CABLE] });
    const answer = await run(cartRoute.action, "http://localhost/cart", await buyerCookie(), {
      body: form({ intent: "remove", cartItemId: "ci-1" }),
    });
    expect(answer.ok).toBe(true);
    expect(uaFields(answer.dataLayer)).toEqual([removed([product.breaker])]);
  });

  it("a lowered quantity: the amount taken away; a raised one: no removal", async () => {
    fakeCommerce({ items: [BREAKER, CABLE] });
    const lowered = await run(cartRoute.action, "http://localhost/cart", await buyerCookie(), {
      body: form({ intent: "quantity", cartItemId: "ci-1", quantity: "1" }),
    });
    expect(uaFields(lowered.dataLayer)).toEqual([removed([{ ...product.breaker, quantity: 3 }])]);
    const raised = await run(cartRoute.action, "http://localhost/cart", await buyerCookie(), {
      body: form({ intent: "quantity", cartItemId: "ci-1", quantity: "6" }),
    });
    expect(raised.dataLayer).toBeUndefined();
  });

  it("EJ_SE_PRISER: no price in the removal", async () => {
    fakeCommerce({ items: [BREAKER, CABLE] });
    const answer = await run(
      cartRoute.action,
      "http://localhost/cart",
      await buyerCookie({ denials: ["EJ_SE_PRISER"] }),
      {
        body: form({ intent: "remove", cartItemId: "ci-2" }),
      },
    );
    expect(uaFields(answer.dataLayer)).toEqual([removed([product.noPrices.cable])]);
  });
});

const ADD = "POST /v2/cart/cart-1/variants/batch/add";
const UPLOAD = "POST /v2/cart/cart-1/upload";
const added = { cartItems: [{ cartItemId: "ci-2", articleNumber: "1000518", quantity: 20 }], errors: [] };
const afterAdd = [BREAKER, { ...CABLE, quantity: 20 }];
const addEvent = (pageType: string, list: string, cartTotal?: string) => ({
  event: "add_to_cart",
  pageType,
  list,
  ...(cartTotal ? { cartTotal } : {}),
  cartQuantity: 24,
  ecommerce: {
    currencyCode: "SEK",
    add: {
      actionField: { list },
      products: [cartTotal ? { ...product.cable, quantity: 20 } : { ...product.noPrices.cable, quantity: 20 }],
    },
  },
});

describe("add_to_cart with the cart's total and quantity afterwards", () => {
  it("quick order rows (quick_order_list): 4 × 199.90 + 20 × 13.75", async () => {
    fakeCommerce({ items: [BREAKER], answers: { [ADD]: added }, cartAfter: { [ADD]: afterAdd } });
    const answer = await run(quickOrderRoute.action, "http://localhost/snabborder", await buyerCookie(), {
      body: form({ intent: "rows", deliveryId: "DBI", rows: "1000518 20" }),
    });
    expect(answer.ok).toBe(true);
    expect(uaFields(answer.dataLayer)).toEqual([addEvent("quick_order_list", "quick_order_list", "1074.60")]);
  });

  it("a file (add_to_cart_from_file_modal), and without price rights no total or price", async () => {
    for (const denials of [[], ["EJ_SE_PRISER"]]) {
      fakeCommerce({ items: [BREAKER], answers: { [UPLOAD]: added }, cartAfter: { [UPLOAD]: afterAdd } });
      const body = new FormData();
      for (const [name, value] of form({ intent: "upload", deliveryId: "DBI" })) body.set(name, value);
      body.set("file", new File(["Artikelnummer;Antal\n1000518;20\n"], "rader.csv", { type: "text/csv" }));
      const answer = await run(quickOrderRoute.action, "http://localhost/snabborder", await buyerCookie({ denials }), {
        body,
      });
      const total = denials.length ? undefined : "1074.60";
      expect(uaFields(answer.dataLayer)).toEqual([addEvent("quick_order_list", "add_to_cart_from_file_modal", total)]);
    }
  });

  it("a shopping list (shopping_list); EJ_SE_PRISER gets no amount", async () => {
    const answers = {
      [ADD]: added,
      "GET /v2/favorites/L1": {
        favoriteId: "L1",
        favoriteName: "Elcentral",
        access: "PRIVATE",
        userId: "u-buyer",
        updatedAt: "2026-11-01",
      },
      "GET /v3/favorites/L1/items": {
        data: [{ favoriteItemId: "f1", articleNumber: "1000518", quantity: 20 }],
        totalRows: 1,
      },
    };
    for (const denials of [[], ["EJ_SE_PRISER"]]) {
      fakeCommerce({ items: [BREAKER], answers, cartAfter: { [ADD]: afterAdd } });
      const answer = await run(
        listRoute.action,
        "http://localhost/mina-sidor/inkopslistor/L1",
        await buyerCookie({ denials }),
        {
          body: form({ intent: "to-cart", deliveryId: "DBI" }),
          params: { id: "L1" },
        },
      );
      expect(uaFields(answer.dataLayer)).toEqual([
        addEvent("shopping_list", "shopping_list", denials.length ? undefined : "1074.60"),
      ]);
      if (denials.length) expectNoAmounts(answer.dataLayer);
    }
  });
});
