/** POST /createEvents: the spec's event shape and rules (content spec sections 3 and 5), stored in D1. */
import { beforeAll, describe, expect, it } from "vitest";
import app from "../../../workers/commerce/src/index";
import devApp from "../../../workers/commerce/src/dev-entry";
import { call, DEMO_ARTICLES, env, seedTestCatalogue, signIn } from "./helpers";

beforeAll(async () => {
  await seedTestCatalogue();
});

let counter = 0;
/** A fresh device per test: 21 characters of nanoid's alphabet, registered as the storefront does first. */
async function newDevice() {
  const trackingId = `device${String(++counter).padStart(3, "0")}`.padEnd(21, "x");
  expect((await call("/v1/tracking-ids", { body: { trackingId } })).status).toBe(201);
  return trackingId;
}
/** An order the service placed for `userId` holding one line of `articleNumber`; answers its web order number. */
async function placedOrder(userId: string, articleNumber: string, quantity: number) {
  const orderNumber = `WEB-EV${String(++counter).padStart(4, "0")}`;
  const order = await env.DB.prepare(
    `INSERT INTO orders (temp_order_id, customer_id, user_id, delivery_id, warehouse_id, requested_delivery_date,
       net_ore, vat_ore, total_ore, created_at)
     VALUES (?, '10001', ?, 'DBI', 'W1', '2026-12-01', 100, 25, 125, '2026-11-24T12:00:00Z') RETURNING id`,
  )
    .bind(orderNumber, userId)
    .first<{ id: number }>();
  await env.DB.prepare(
    `INSERT INTO order_items (order_id, line, article_number, name, quantity, unit, unit_price_ore, line_net_ore)
     VALUES (?, 1, ?, 'Artikel', ?, 'st', 100, 100)`,
  )
    .bind(order!.id, articleNumber, quantity)
    .run();
  return orderNumber;
}
const variant = (id: string) => ({ type: "Variant", id });

async function storedFor(trackingId: string) {
  const { results } = await env.DB.prepare(
    `SELECT user_id, event_type, article_number, quantity, order_id FROM behaviour_events
     WHERE tracking_id = ? ORDER BY id`,
  )
    .bind(trackingId)
    .all();
  return results;
}

describe("POST /createEvents", () => {
  it("stores a buyer's click, add to cart and purchase with the user, article, quantity and order", async () => {
    const { AccessToken } = await signIn("buyer@demo.se");
    const trackingId = await newDevice();
    const orderNumber = await placedOrder("u-buyer", DEMO_ARTICLES.replacement, 3);
    const response = await call("/createEvents", {
      token: AccessToken,
      headers: { "api-version": "1", "user-id": "u-buyer" },
      body: {
        trackingId,
        events: [
          { type: "click", entity: variant(DEMO_ARTICLES.replacement) },
          { type: "addtocart", entity: variant(DEMO_ARTICLES.replacement), quantity: 3 },
          { type: "purchase", entity: variant(DEMO_ARTICLES.replacement), quantity: 3, orderId: orderNumber },
        ],
      },
    });
    expect(response.status).toBe(202);
    expect(response.json).toEqual({ accepted: 3 });
    expect(await storedFor(trackingId)).toEqual([
      {
        user_id: "u-buyer",
        event_type: "click",
        article_number: DEMO_ARTICLES.replacement,
        quantity: null,
        order_id: null,
      },
      {
        user_id: "u-buyer",
        event_type: "addtocart",
        article_number: DEMO_ARTICLES.replacement,
        quantity: 3,
        order_id: null,
      },
      {
        user_id: "u-buyer",
        event_type: "purchase",
        article_number: DEMO_ARTICLES.replacement,
        quantity: 3,
        order_id: orderNumber,
      },
    ]);
  });

  it("takes a visitor's events without a token, for the tracking id alone", async () => {
    const trackingId = await newDevice();
    const response = await call("/createEvents", {
      body: { trackingId, events: [{ type: "addtocart", entity: variant(DEMO_ARTICLES.replacement), quantity: 1 }] },
    });
    expect(response.status).toBe(202);
    expect(await storedFor(trackingId)).toEqual([
      {
        user_id: null,
        event_type: "addtocart",
        article_number: DEMO_ARTICLES.replacement,
        quantity: 1,
        order_id: null,
      },
    ]);
    // A visitor cannot claim to be a user, and a forged token is still refused.
    const claimed = await call("/createEvents", {
      headers: { "user-id": "u-buyer" },
      body: { trackingId, events: [{ type: "click", entity: variant("1") }] },
    });
    expect(claimed.status).toBe(400);
    const forged = await call("/createEvents", {
      token: "not-a-jwt",
      body: { trackingId, events: [{ type: "click", entity: variant("1") }] },
    });
    expect(forged.status).toBe(401);
    expect(await storedFor(trackingId)).toHaveLength(1);
  });

  it("refuses a user-id header that is not the token's user", async () => {
    const { AccessToken } = await signIn("buyer@demo.se");
    const response = await call("/createEvents", {
      token: AccessToken,
      headers: { "user-id": "u-admin" },
      body: { trackingId: await newDevice(), events: [{ type: "click", entity: variant("1") }] },
    });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe("user-id header does not match the token");
  });

  const cases: [string, unknown, string][] = [
    [
      "an add to cart without article number",
      { type: "addtocart", entity: variant(""), quantity: 1 },
      "article number",
    ],
    ["an add to cart without quantity", { type: "addtocart", entity: variant("1") }, "quantity of at least 1"],
    [
      "an add to cart of quantity 0",
      { type: "addtocart", entity: variant("1"), quantity: 0 },
      "quantity of at least 1",
    ],
    ["a click without id", { type: "click", entity: variant(" ") }, "needs the entity id"],
    ["a purchase without order id", { type: "purchase", entity: variant("1"), quantity: 1 }, "needs an order id"],
    [
      "a purchase without any item",
      { type: "purchase", entity: variant(""), orderId: "W1" },
      "at least one item with article number and quantity",
    ],
    ["another event type", { type: "search", entity: variant("1") }, "type"],
    ["another entity type", { type: "click", entity: { type: "Product", id: "1" } }, "entity.type"],
    ["an unknown field", { type: "click", entity: variant("1"), query: "kabel" }, "query"],
  ];
  for (const [name, event, expected] of cases)
    it(`answers 400 with the repo's error shape for ${name}`, async () => {
      const trackingId = await newDevice();
      const response = await call("/createEvents", { body: { trackingId, events: [event] } });
      expect(response.status).toBe(400);
      expect(response.json.message).toBe("Invalid body");
      expect(JSON.stringify(response.json.issues)).toContain(expected);
      expect(await storedFor(trackingId)).toEqual([]);
    });

  it("refuses a bad tracking id, no events and more than 50, storing nothing", async () => {
    const click = { type: "click", entity: variant("1") };
    const refused = [
      { events: [click] },
      { trackingId: "short", events: [click] },
      { trackingId: `${"a".repeat(20)}!`, events: [click] },
      { trackingId: await newDevice(), events: [] },
      { trackingId: await newDevice(), events: Array.from({ length: 51 }, () => click) },
    ];
    for (const body of refused) expect((await call("/createEvents", { body })).status).toBe(400);
    const fifty = await newDevice();
    const accepted = await call("/createEvents", {
      body: { trackingId: fifty, events: Array.from({ length: 50 }, () => click) },
    });
    expect(accepted.status).toBe(202);
    expect(await storedFor(fifty)).toHaveLength(50);
  });

  it("one bad event refuses the whole call", async () => {
    const trackingId = await newDevice();
    const response = await call("/createEvents", {
      body: {
        trackingId,
        events: [
          { type: "click", entity: variant("1") },
          { type: "addtocart", entity: variant("1") },
        ],
      },
    });
    expect(response.status).toBe(400);
    expect(response.json.issues[0].path).toBe("events.1");
    expect(await storedFor(trackingId)).toEqual([]);
  });

  it("reads the stored events back only from the development entry with its tools on", async () => {
    const trackingId = await newDevice();
    await call("/createEvents", { body: { trackingId, events: [{ type: "click", entity: variant("42") }] } });
    const devEnv = { ...env, DEV_SEED_ENABLED: "true" };
    const read = (target: typeof app, id: string) =>
      target.request(`/__dev/behaviour-events?trackingId=${id}`, {}, devEnv);
    const dev = await read(devApp, trackingId);
    expect(dev.status).toBe(200);
    expect(((await dev.json()) as { events: unknown[] }).events).toEqual([
      expect.objectContaining({ trackingId, type: "click", articleNumber: "42", userId: null }),
    ]);
    expect((await read(devApp, "bad")).status).toBe(400);
    expect((await read(app, trackingId)).status).toBe(404);
    expect((await call(`/__dev/behaviour-events?trackingId=${trackingId}`, { entry: "development" })).status).toBe(404);
  });
});
