/**
 * Issue #41, class 9 on the buyer's own page: a search text in /mina-sidor/orderhistorik?q= of any length
 * (25 "å" once made the service answer 500) shows the order list or a Swedish message beside the field,
 * never an error page; a text over the service's limit is not sent to it.
 */
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ORDER_SEARCH_TEXT_MAX } from "@shop/contract/commerce/orders";
import * as pageRoute from "~/routes/mina-sidor.orderhistorik._index/route";
import { buyerCookie } from "./buyer-session";
import { renderRoute } from "./render-route";

const ORDER = {
  orderId: "500001",
  tempOrderId: "WEB-1A2B",
  status: "DELIVERED",
  createdAt: "2026-03-31T10:00:00.000Z",
  deliveryId: "DBI",
  customerOrderNumber: "Villa Ek",
  reference: null,
  currency: "SEK",
  net: 100,
  vat: 25,
  total: 125,
};

/** The service as the commerce worker answers /orders/search: its own 400 for a text over the limit. */
function fakeService() {
  const searched: (string | null)[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    if (url.pathname !== "/orders/search")
      return Response.json({ message: `unexpected ${url.pathname}` }, { status: 404 });
    const q = url.searchParams.get("q");
    searched.push(q);
    if (q && q.length > ORDER_SEARCH_TEXT_MAX)
      return Response.json({ message: "Invalid query", issues: [{ path: "q", code: "too_big" }] }, { status: 400 });
    return Response.json({ orders: [ORDER], total: 1, limit: 20, offset: 0 });
  });
  return searched;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderHistory = async (q: string) =>
  renderRoute(
    `/mina-sidor/orderhistorik?q=${encodeURIComponent(q)}`,
    [{ path: "/mina-sidor/orderhistorik", module: pageRoute }],
    await buyerCookie(),
  );

describe("order history search text", () => {
  it("25 'å' (50 bytes) is searched and the page shows the list", async () => {
    const searched = fakeService();
    await renderHistory("å".repeat(25));
    expect(await screen.findByRole("link", { name: "Order 500001" })).toBeTruthy();
    expect(searched).toEqual(["å".repeat(25)]);
  });

  for (const [name, q] of [
    ["61 characters", "a".repeat(61)],
    ["200 characters", "kabel ".repeat(33) + "xy"],
  ])
    it(`${name}: a Swedish message beside the field, nothing sent, no error page`, async () => {
      const searched = fakeService();
      await renderHistory(q);
      const field = await screen.findByRole("searchbox", { name: /Sök/ });
      expect(field.getAttribute("aria-invalid")).toBe("true");
      const message = document.getElementById(field.getAttribute("aria-describedby") ?? "");
      expect(message?.textContent).toBe(`Söktexten får vara högst ${ORDER_SEARCH_TEXT_MAX} tecken.`);
      expect(screen.queryByRole("link", { name: "Order 500001" })).toBeNull();
      expect(searched).toEqual([]);
    });
});
