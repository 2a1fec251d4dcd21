import { afterEach, describe, expect, it, vi } from "vitest";
import { testLoadContext } from "../../../tests/support/load-context";
import {
  BASE,
  fakeFetch,
  json,
  signedInRequest,
  testContext,
  type RecordedCall,
} from "../../../tests/unit/commerce-client/helpers";
import { handleOrderFollowUp } from "./follow-up.server";
import { RESPOND_WITH_DATA } from "./order-follow-up";

/**
 * Order again (#44): the lines go back into the cart where they can be bought, and a line that cannot be bought at all
 * is named with its article number and the reason, never a general "could not be added".
 */
const ORDER_ID = "500123";
const PAGE = `http://localhost/mina-sidor/orderhistorik/${ORDER_ID}`;
const exp = () => Math.floor(Date.now() / 1000) + 3600;

const CABLE = { articleNumber: "1028268", name: "Halogenfri kabel EQLQ 4G6", quantity: 3 };
const GONE = { articleNumber: "1000111", name: "Dvärgbrytare Elvia EV70 1-pol C16", quantity: 2 };
const OUTSIDE = { articleNumber: "1000999", name: "Kopplingsdosa Dosteknik D60", quantity: 1 };

const order = (deliveryId: string, items: (typeof CABLE)[]) => ({
  orderId: ORDER_ID,
  tempOrderId: null,
  status: "DELIVERED",
  createdAt: "2026-11-20T09:00:00Z",
  deliveryId,
  customerOrderNumber: null,
  reference: null,
  currency: "SEK",
  net: "100.00",
  vat: "25.00",
  total: "125.00",
  items,
});

/** The add answer's line, as workers/commerce/src/cart/lines.ts builds it. */
const added = (item: typeof CABLE, deliveryId: string, fields: Record<string, unknown> = {}) => ({
  articleNumber: item.articleNumber,
  deliveryId,
  name: item.name,
  salesUnit: "st",
  requestedQuantity: item.quantity,
  quantity: item.quantity,
  orderMultiple: 1,
  cartItemId: `ci-${item.articleNumber}`,
  refusal: null,
  ...fields,
});

function commerceAnswers(orderDeliveryId: string, items: (typeof CABLE)[], addLines: (body: any) => unknown[]) {
  const fake = fakeFetch((call: RecordedCall) => {
    if (call.url === `${BASE}/orders/${ORDER_ID}`) return json(order(orderDeliveryId, items));
    if (call.url === `${BASE}/v2/cart/current/variants/batch/add`)
      return json({ cartItems: [], errors: [], lines: addLines(call.body) });
    return json({});
  });
  vi.stubGlobal("fetch", fake.fetch);
  return fake.calls;
}

async function orderAgain() {
  const signed = await signedInRequest(PAGE, testContext(), exp());
  const request = new Request(PAGE, {
    method: "POST",
    headers: {
      Cookie: signed.headers.get("Cookie") ?? "",
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: "http://localhost",
    },
    body: new URLSearchParams({ csrf: "csrf-token", intent: "order-again", respond: RESPOND_WITH_DATA }),
  });
  const context = testLoadContext({ SESSION_SECRET: "test-secret", COMMERCE_URL: BASE }, { request });
  return (await handleOrderFollowUp(request, context, ORDER_ID)) as unknown as {
    data: { ok: boolean; message: string; redirectTo?: string };
    init: { status?: number } | null;
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("order again", () => {
  it("names each line that cannot be bought with its article number and reason, and adds the rest", async () => {
    const calls = commerceAnswers("EXH", [CABLE, GONE, OUTSIDE], () => [
      added(CABLE, "EXH"),
      added(GONE, "EXH", {
        refusal: "not_purchasable_online",
        purchaseReason: "DISCONTINUED_OUT_OF_STOCK",
        cartItemId: null,
      }),
      // An article gone from the buyer's assortment: the service knows no name, the order still has it.
      added(OUTSIDE, "EXH", { refusal: "unknown_article", name: null, cartItemId: null }),
    ]);
    const result = await orderAgain();
    expect(result.init?.status ?? 200).toBe(200);
    expect(result.data.ok).toBe(true);
    expect(result.data.redirectTo).toBe("/cart");
    expect(result.data.message).toBe(
      `Raden från order ${ORDER_ID} har lagts i varukorgen. Kunde inte läggas i varukorgen: ` +
        `${GONE.name} (art.nr ${GONE.articleNumber}): Varan har utgått och finns inte längre i lager, så den kan inte köpas. ` +
        `${OUTSIDE.name} (art.nr ${OUTSIDE.articleNumber}): Finns inte i ditt sortiment.`,
    );
    const add = calls.find((c) => c.url.endsWith("/batch/add"));
    expect((add?.body as { items: unknown[] }).items).toEqual([
      { articleNumber: CABLE.articleNumber, quantity: 3, deliveryId: "EXH" },
      { articleNumber: GONE.articleNumber, quantity: 2, deliveryId: "EXH" },
      { articleNumber: OUTSIDE.articleNumber, quantity: 1, deliveryId: "EXH" },
    ]);
  });

  it("refuses with 409 when no line can be bought, still naming each with its reason", async () => {
    commerceAnswers("DBI", [GONE], () => [
      added(GONE, "DBI", {
        refusal: "not_purchasable_online",
        purchaseReason: "DISCONTINUED_OUT_OF_STOCK",
        cartItemId: null,
      }),
    ]);
    const result = await orderAgain();
    expect(result.init?.status).toBe(409);
    expect(result.data.ok).toBe(false);
    expect(result.data.message).toBe(
      `Inga rader från order ${ORDER_ID} kunde läggas i varukorgen. Kunde inte läggas i varukorgen: ` +
        `${GONE.name} (art.nr ${GONE.articleNumber}): Varan har utgått och finns inte längre i lager, så den kan inte köpas.`,
    );
  });

  it("puts an express pickup's lines, a store-only article among them, into the standard store pickup", async () => {
    const onlyStore = { articleNumber: "1000185", name: "Dvärgbrytare Elvia EV70 3-pol C10", quantity: 1 };
    const calls = commerceAnswers("EXB", [CABLE, onlyStore], (body: { items: { deliveryId: string }[] }) => [
      added(CABLE, body.items[0].deliveryId),
      added(onlyStore, body.items[1].deliveryId),
    ]);
    const result = await orderAgain();
    expect(result.data.message).toBe(`Raderna från order ${ORDER_ID} har lagts i varukorgen (2 st).`);
    const add = calls.find((c) => c.url.endsWith("/batch/add"));
    expect((add?.body as { items: { deliveryId: string }[] }).items.map((i) => i.deliveryId)).toEqual(["EXH", "EXH"]);
  });
});
