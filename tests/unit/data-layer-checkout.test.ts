/**
 * The cart and checkout routes' data-layer events, through their real loaders and actions against the
 * scripted commerce service: the payloads, a buyer without price rights (EJ_SE_PRISER) getting no
 * amount in any of them, and the purchases reported exactly once per order.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import * as cartRoute from "~/routes/cart/route";
import * as deliveryRoute from "~/routes/delivery/route";
import * as summaryRoute from "~/routes/summary/route";
import * as successRoute from "~/routes/checkout-success-page/route";
import * as flyoutRoute from "~/routes/api.varukorg/route";
import { commitSession, getSession } from "~/platform/session/session.server";
import { buyerCookie, CSRF_TOKEN } from "../routes/buyer-session";
import { fakeCommerce } from "../routes/commerce-fake";
import { BREAKER, CABLE, cookieJar, expectNoAmounts, gtmContext, product, run, uaFields } from "./data-layer-support";

afterEach(() => vi.unstubAllGlobals());

const ITEMS = [BREAKER, CABLE];

describe("view_cart and checkout steps 1 to 3", () => {
  it("the cart page: view_cart and step 1 with every line, price = net + alloying, metric1 = list price", async () => {
    fakeCommerce({ items: ITEMS });
    const data = await run(cartRoute.loader, "http://localhost/cart", await buyerCookie());
    const products = [product.breaker, product.cable];
    expect(uaFields(data.dataLayer)).toEqual([
      { event: "view_cart", ecommerce: { currencyCode: "SEK", products } },
      { event: "checkout", ecommerce: { currencyCode: "SEK", checkout: { actionField: { step: 1 }, products } } },
    ]);
  });

  it("nothing without a tag-manager id: the key is not in the data", async () => {
    fakeCommerce({ items: ITEMS });
    const data = await run(cartRoute.loader, "http://localhost/cart", await buyerCookie(), { gtmId: "" });
    expect(data.dataLayer).toBeUndefined();
  });

  it("delivery (2) and summary (3) carry the deliveries being ordered", async () => {
    fakeCommerce({ items: ITEMS });
    const cookie = await withChoices(await buyerCookie());
    const delivery = await run(deliveryRoute.loader, "http://localhost/delivery", cookie);
    const summary = await run(summaryRoute.loader, "http://localhost/summary", cookie);
    const step = (n: number) => ({
      event: "checkout",
      ecommerce: {
        currencyCode: "SEK",
        checkout: { actionField: { step: n }, products: [product.breaker, product.cable] },
      },
    });
    expect(uaFields(delivery.dataLayer)).toEqual([step(2)]);
    expect(uaFields(summary.dataLayer)).toEqual([step(3)]);
  });

  it("EJ_SE_PRISER: the cart, delivery, summary and flyout events have no amount", async () => {
    fakeCommerce({ items: ITEMS });
    const cookie = await withChoices(await buyerCookie({ denials: ["EJ_SE_PRISER"] }));
    const cart = await run(cartRoute.loader, "http://localhost/cart", cookie);
    expect(uaFields(cart.dataLayer)?.[0]).toEqual({
      event: "view_cart",
      ecommerce: { currencyCode: "SEK", products: [product.noPrices.breaker, product.noPrices.cable] },
    });
    for (const loader of [cartRoute.loader, deliveryRoute.loader, summaryRoute.loader, flyoutRoute.loader]) {
      const data = await run(loader, "http://localhost/cart", cookie);
      expect(data.dataLayer?.length).toBeGreaterThan(0);
      expectNoAmounts(data.dataLayer);
    }
  });
});

describe("the header cart flyout", () => {
  it("answers view_item_list of the lines it shows (cart_flyout_list)", async () => {
    fakeCommerce({ items: ITEMS });
    const data = await run(flyoutRoute.loader, "http://localhost/api/varukorg", await buyerCookie());
    const { quantity: _q1, ...breaker } = product.breaker;
    const { quantity: _q2, ...cable } = product.cable;
    expect(uaFields(data.dataLayer)).toEqual([
      {
        event: "view_item_list",
        ecommerce: {
          currencyCode: "SEK",
          impressions: [
            { ...breaker, list: "cart_flyout_list", position: 1 },
            { ...cable, list: "cart_flyout_list", position: 2 },
          ],
        },
      },
    ]);
  });
});

describe("purchase, exactly once per order", () => {
  const placeOrder = async (cookie: string) => {
    const body = new URLSearchParams({ csrf: CSRF_TOKEN, idempotencyKey: "chk-route-test-1" });
    for (const id of ["DBI", "EXH"]) body.append("deliveryId", id);
    const request = new Request("http://localhost/summary", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });
    const thrown: unknown = await summaryRoute
      .action({ request, params: {}, context: gtmContext(request) })
      .catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.headers.get("Location")).toBe("/checkout-success-page");
    return cookieJar(cookie, response.headers.getSetCookie());
  };
  const CHECKOUT = {
    "POST /v2/cart/cart-1/checkout": [
      { deliveryId: "DBI", success: true, tempOrderId: "WEB-0001", orderId: "5001", errors: [] },
      { deliveryId: "EXH", success: true, tempOrderId: "WEB-0002", orderId: "5002", errors: [] },
    ],
  };
  const split = [BREAKER, { ...CABLE, deliveryId: "EXH" }];

  it("step 4 and one purchase per placed delivery the first time; nothing on the next load", async () => {
    fakeCommerce({ items: split, answers: CHECKOUT, cartAfter: { "POST /v2/cart/cart-1/checkout": [] } });
    const cookie = await placeOrder(await withChoices(await buyerCookie()));
    const first = await run(successRoute.loader, "http://localhost/checkout-success-page", cookie);
    const purchase = (id: string, revenue: string, products: object[]) => ({
      event: "purchase",
      ecommerce: {
        currencyCode: "SEK",
        purchase: {
          actionField: { id, affiliation: "Bultvik Bygg & El", revenue, tax: "0.00", shipping: "0.00" },
          products,
        },
      },
    });
    expect(uaFields(first.dataLayer)).toEqual([
      {
        event: "checkout",
        ecommerce: {
          currencyCode: "SEK",
          checkout: { actionField: { step: 4 }, products: [product.breaker, product.cable] },
        },
      },
      purchase("WEB-0001", "799.60", [product.breaker]),
      purchase("WEB-0002", "687.50", [product.cable]),
    ]);
    const again = await run(successRoute.loader, "http://localhost/checkout-success-page", first.cookie);
    expect(again.dataLayer).toBeUndefined();
    // The page itself still shows the order.
    expect(again.placed).toEqual([
      { deliveryId: "DBI", orderNumber: "WEB-0001" },
      { deliveryId: "EXH", orderNumber: "WEB-0002" },
    ]);
  });

  it("EJ_SE_PRISER: purchases without revenue or prices", async () => {
    fakeCommerce({ items: split, answers: CHECKOUT, cartAfter: { "POST /v2/cart/cart-1/checkout": [] } });
    const cookie = await placeOrder(await withChoices(await buyerCookie({ denials: ["EJ_SE_PRISER"] })));
    const first = await run(successRoute.loader, "http://localhost/checkout-success-page", cookie);
    expect(first.dataLayer?.map((e) => e.event)).toEqual(["checkout", "purchase", "purchase"]);
    expect(uaFields(first.dataLayer)?.[1]).toEqual({
      event: "purchase",
      ecommerce: {
        currencyCode: "SEK",
        purchase: {
          actionField: { id: "WEB-0001", affiliation: "Bultvik Bygg & El", tax: "0.00", shipping: "0.00" },
          products: [product.noPrices.breaker],
        },
      },
    });
    expectNoAmounts(first.dataLayer);
  });
});

/** The buyer's delivery choices as the delivery step leaves them: an address for the truck, a store for pickup. */
async function withChoices(cookie: string): Promise<string> {
  const request = new Request("http://localhost/", { headers: { Cookie: cookie } });
  const context = gtmContext(request);
  const session = await getSession(request, context);
  session.set("checkoutChoices", { DBI: { addressId: "a-1" }, EXH: { storeId: "1001" } });
  return (await commitSession(session, request, context)).split(";")[0];
}
