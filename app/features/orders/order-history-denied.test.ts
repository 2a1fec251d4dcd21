import { describe, expect, it } from "vitest";
import { readToast } from "~/platform/session/toast.server";
import type { SignedInCommerce } from "~/platform/routing/signed-in.server";
import { testLoadContext } from "../../../tests/support/load-context";
import { thrownResponse } from "../../../tests/unit/support/thrown-response";
import { loadOrderPage } from "./order-page.server";
import { orderHistoryPage } from "./order-pages.server";

const ORIGIN = "http://localhost:8787";
const context = testLoadContext({ SESSION_SECRET: "test-secret" });
context.commerce = async () => commerce;
// No order data may be fetched: a transport that is called fails the test.
const commerce = {
  viewer: { denials: ["EJ_ORDERHISTORIK"] },
  transport: new Proxy({}, { get: () => expect.unreachable("no order data without the right") }),
  headers: new Headers(),
} as unknown as SignedInCommerce;

async function toastOf(response: Response) {
  const cookie = response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  return (await readToast(new Request(ORIGIN, { headers: { Cookie: cookie } }), context)).toast?.message;
}

describe("an order page without the order-history right (spec section 2)", () => {
  it("says 'Du saknar rättigheter…' and sends the buyer back to the previous page", async () => {
    const request = new Request(`${ORIGIN}/mina-sidor/orderhistorik`, {
      headers: { Referer: `${ORIGIN}/mina-sidor/adresser` },
    });
    const response = await thrownResponse(orderHistoryPage(request, context, commerce));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/mina-sidor/adresser");
    expect(await toastOf(response)).toBe("Du saknar rättigheter för att se denna sida");
  });

  it("sends the buyer to the start page from an order's own address", async () => {
    const response = await thrownResponse(
      loadOrderPage(new Request(`${ORIGIN}/mina-sidor/orderhistorik/500001`), context, { id: "500001" }),
    );
    expect(response.headers.get("Location")).toBe("/");
    expect(await toastOf(response)).toBe("Du saknar rättigheter för att se denna sida");
  });
});
