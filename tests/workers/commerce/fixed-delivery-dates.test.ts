/**
 * The storefront's fixed-delivery-day handling (app/features/checkout/delivery-dates.server.ts)
 * against the real commerce app: the brand flag decides, the customer's dates come from
 * GET /customers/{id}/delivery-dates, and the cart's dates are moved onto them.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { beforeAll, describe, expect, it } from "vitest";
import { isDeliveryDay, stockholmToday } from "@shop/domain/delivery-date";
import { loadCartView } from "~/features/checkout/cart-view.server";
import type { CommerceTransport } from "~/platform/services/commerce-client.server";
import { applyDateChoice, customerDeliveryDates, dateChoiceFor } from "~/features/checkout/delivery-dates.server";
import type { Viewer } from "~/platform/session/commerce-session.server";
import app from "../../../workers/commerce/src/index";
import { call, createUser, env, seedTestCatalogue, signIn } from "./helpers";
import { closingDaysOf } from "../../../brands";
import { testLoadContext } from "../../support/load-context";

function transport(token: string): CommerceTransport {
  return {
    baseUrl: "http://commerce.test",
    token,
    fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init), env)),
  };
}

/** A storefront load context for a brand; the brand cache is a plain in-memory KV. */
function contextFor(brand: string): AppLoadContext {
  const store = new Map<string, string>();
  const cache = {
    get: async (key: string, type?: string) =>
      store.has(key) ? (type === "json" ? JSON.parse(store.get(key)!) : store.get(key)) : null,
    put: async (key: string, value: string) => void store.set(key, value),
  };
  return testLoadContext({ BRAND: brand, CACHE: cache });
}

const viewer = (customerId: string): Viewer => ({
  userId: "u",
  customerId,
  projectId: null,
  noPrices: false,
  noDiscounts: false,
  denials: [],
});
const isoWeekday = (date: string) => ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

let article = "";
beforeAll(async () => {
  await seedTestCatalogue();
  const row = await env.DB.prepare(
    "SELECT article_number FROM articles WHERE id > 20 AND discontinued = 0 AND only_store = 0 AND must_be_in_stocked_at = 0 ORDER BY id LIMIT 1",
  ).first<{ article_number: string }>();
  article = row!.article_number;
});

describe("fixed delivery days in the cart", () => {
  it("uses the customer's dates only when the brand has the feature on, and ignores a 404", async () => {
    const { AccessToken } = await signIn("buyer@demo.se");
    const today = stockholmToday();
    const nordel = await dateChoiceFor(contextFor("nordel"), transport(AccessToken), viewer("10001"), today);
    expect(nordel.closingDays).toEqual(closingDaysOf("nordel"));
    expect(nordel.fixedDates!.length).toBeGreaterThan(0);
    for (const date of nordel.fixedDates!) expect([2, 4]).toContain(isoWeekday(date));
    const byggmax = await dateChoiceFor(contextFor("byggmax-el"), transport(AccessToken), viewer("10001"), today);
    expect(byggmax.fixedDates).toBeNull();
    // 10002 has no fixed days: the service answers 404, which means a free choice.
    const { AccessToken: other } = await signIn("buyer@demo.se", { customerId: "10002", projectId: "10002-01" });
    expect(await customerDeliveryDates(transport(other), "10002")).toBeNull();
  });

  it("moves a requested date that is not a fixed day onto the next fixed day and offers only those dates", async () => {
    const user = await createUser({ permissions: [{ customerId: "10001" }] });
    const { AccessToken: token } = await signIn(user.id, { customerId: "10001" }, true);
    const cartId = (await call("/v2/cart", { token })).json.cartId as string;
    await call(`/v2/cart/${cartId}/variants/batch/add`, {
      token,
      body: { items: [{ articleNumber: article, quantity: 1, deliveryId: "DBI" }] },
    });
    const today = stockholmToday();
    const options = await dateChoiceFor(contextFor("nordel"), transport(token), viewer("10001"), today);
    // A delivery day that is not Tuesday or Thursday, within the dates' window.
    const notFixed = options
      .fixedDates!.map((d) => {
        const next = new Date(`${d}T12:00:00Z`);
        next.setUTCDate(next.getUTCDate() - 1);
        return next.toISOString().slice(0, 10);
      })
      .find((d) => d > today && ![2, 4].includes(isoWeekday(d)) && isDeliveryDay(d))!;
    await call(`/v2/cart/${cartId}/delivery/DBI`, { token, method: "PUT", body: { requestedDeliveryDate: notFixed } });

    const cart = await loadCartView(transport(token), { noPrices: false, today });
    const moved = await applyDateChoice(transport(token), cart, options, true);
    expect(moved).toHaveLength(1);
    expect(moved[0].from).toBe(notFixed);
    expect([2, 4]).toContain(isoWeekday(moved[0].to));
    expect(moved[0].to > notFixed).toBe(true);
    expect(cart.deliveries[0].offeredDates).toEqual(options.fixedDates!.filter((d) => d > today));
    const stored = await env.DB.prepare(
      "SELECT requested_delivery_date AS d FROM cart_deliveries WHERE cart_id = ? AND delivery_id = 'DBI'",
    )
      .bind(cartId)
      .first<{ d: string }>();
    expect(stored?.d).toBe(moved[0].to);

    // The default brand leaves the same (valid weekday) date alone and offers a free choice.
    await call(`/v2/cart/${cartId}/delivery/DBI`, { token, method: "PUT", body: { requestedDeliveryDate: notFixed } });
    const again = await loadCartView(transport(token), { noPrices: false, today });
    const free = await applyDateChoice(
      transport(token),
      again,
      await dateChoiceFor(contextFor("byggmax-el"), transport(token), viewer("10001"), today),
      true,
    );
    expect(free).toEqual([]);
    expect(again.deliveries[0].offeredDates).toBeNull();
  });
});
