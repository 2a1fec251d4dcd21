import { describe, expect, it } from "vitest";
import { moveStaleDeliveryDates, needsNewDate } from "./cart-view.server";
import { type CartView } from "./cart-view";

const delivery = (deliveryId: string, requestedDeliveryDate: string) => ({
  deliveryId,
  requestedDeliveryDate,
  isIncludedInOrder: true,
  lines: [],
  totals: null,
});

describe("stale requested delivery dates", () => {
  it("treats today, past days, weekends and holidays as stale", () => {
    const today = "2026-11-24";
    expect(needsNewDate("2026-11-20", today)).toBe(true);
    expect(needsNewDate(today, today)).toBe(true);
    expect(needsNewDate("2026-11-28", today)).toBe(true); // Saturday
    expect(needsNewDate("2026-12-25", today)).toBe(true); // Christmas Day
    expect(needsNewDate("2026-11-25", today)).toBe(false);
  });

  it("moves only stale deliveries forward and tells which", async () => {
    const calls: { url: string; body: unknown }[] = [];
    const transport = {
      baseUrl: "http://commerce.test/",
      token: "t",
      fetch: (async (url: string, init: RequestInit) => {
        calls.push({ url, body: JSON.parse(String(init.body)) });
        return new Response("{}", { status: 200, headers: { "Content-Type": "application/json" } });
      }) as unknown as typeof fetch,
    };
    const cart: CartView = {
      cartId: "c-1",
      lineLimit: 200,
      lineCount: 2,
      totals: null,
      deliveries: [delivery("DBI", "2026-11-20"), delivery("EXH", "2026-11-26")],
    };
    const moved = await moveStaleDeliveryDates(transport, cart, { today: "2026-11-24" });
    expect(moved).toEqual([{ deliveryId: "DBI", from: "2026-11-20", to: "2026-11-25" }]);
    expect(calls).toEqual([
      { url: "http://commerce.test/v2/cart/c-1/delivery/DBI", body: { requestedDeliveryDate: "2026-11-25" } },
    ]);
    expect(cart.deliveries[0].requestedDeliveryDate).toBe("2026-11-25");
  });
});
