/**
 * Issue #41, class 8: behaviour events steer the search ranking (popularity among equal matches), so they
 * must not be forgeable. A purchase counts only for an order the service placed for the caller that holds
 * the article, once per order line; clicks and add-to-carts only under a tracking id the shop registered
 * (POST /v1/tracking-ids, limited per client), limited per id and client, and they count only from a signed-in
 * user, at most once per user, article, day and event type: tracking ids are cheap to make (20 per address and
 * hour, and an attacker has many addresses), accounts are issued by the wholesaler, so a flood moves nothing.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { add, buyerWithCart, checkout, key } from "../workers/commerce/checkout-fixtures";
import { call, env, seedOrderableArticles } from "../workers/commerce/helpers";

let orderable: string[] = [];
let target = "";

beforeAll(async () => {
  orderable = await seedOrderableArticles();
  const hits = await kabelRanking();
  // The orderable "kabel" hit furthest down the first page: the one an attacker would push up.
  target = [...hits].reverse().find((article) => orderable.includes(article))!;
  expect(target).toBeTruthy();
});

async function kabelRanking(): Promise<string[]> {
  const response = await call("/search", { body: { query: "kabel", limit: 100, facets: false } });
  expect(response.status, response.text).toBe(200);
  return response.json.hits.map((hit: { articleNumber: string }) => hit.articleNumber);
}

async function scoreOf(articleNumber: string): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT p.score FROM article_popularity p JOIN articles a ON a.id = p.article_id WHERE a.article_number = ?",
  )
    .bind(articleNumber)
    .first<{ score: number }>();
  return row?.score ?? 0;
}

/** Removes the target's clicks and add-to-carts and its score, so the next test starts from zero. */
async function forgetTargetClicks() {
  await env.DB.prepare("DELETE FROM behaviour_events WHERE article_number = ? AND event_type IN ('click', 'addtocart')")
    .bind(target)
    .run();
  await env.DB.prepare(
    "DELETE FROM article_popularity WHERE article_id = (SELECT id FROM articles WHERE article_number = ?)",
  )
    .bind(target)
    .run();
}

let deviceCounter = 0;
const newDevice = () => `forgery${String(++deviceCounter).padStart(4, "0")}`.padEnd(21, "Z");
const variant = (id: string) => ({ type: "Variant", id });
const purchase = (orderId: string, articleNumber = target) => ({
  type: "purchase",
  entity: variant(articleNumber),
  quantity: 1,
  orderId,
});
const fifty = <T>(make: (i: number) => T) => Array.from({ length: 50 }, (_, i) => make(i));

const sendEvents = (trackingId: string, events: unknown[], options: { token?: string; client?: string } = {}) =>
  call("/createEvents", {
    token: options.token,
    headers: { "cf-connecting-ip": options.client ?? "198.51.100.80" },
    body: { trackingId, events },
  });

const register = (trackingId: string, client = "198.51.100.80") =>
  call("/v1/tracking-ids", { body: { trackingId }, headers: { "cf-connecting-ip": client } });

async function placeOrder(articleNumber: string) {
  const buyer = await buyerWithCart();
  const added = await add(buyer.token, buyer.cartId, [{ articleNumber, quantity: 1, deliveryId: "DBI" }]);
  expect(added.status, added.text).toBeLessThan(300);
  const placed = await checkout(
    buyer.token,
    buyer.cartId,
    { orderDetails: { DBI: { addressId: "demo-addr-10001-1" } } },
    key(),
  );
  expect(placed.json[0].success, placed.text).toBe(true);
  return { token: buyer.token, orderNumber: placed.json[0].tempOrderId as string };
}

describe("forged behaviour events do not move the ranking", () => {
  it("purchases with made-up order numbers, without a token: refused, rank unchanged", async () => {
    const before = await kabelRanking();
    const statuses: number[] = [];
    for (let call = 0; call < 4; call++) {
      const device = newDevice();
      await register(device);
      statuses.push(
        (
          await sendEvents(
            device,
            fifty((i) => purchase(`W${call}${i}`)),
          )
        ).status,
      );
    }
    expect(statuses.every((s) => s >= 400 && s < 500)).toBe(true);
    expect(await scoreOf(target)).toBe(0);
    expect(await kabelRanking()).toEqual(before);
  });

  it("a buyer's purchases of orders that are not his, or do not hold the article: refused", async () => {
    const mine = await placeOrder(orderable.find((a) => a !== target)!);
    const someoneElses = await placeOrder(target);
    const before = await kabelRanking();
    const device = newDevice();
    await register(device);
    for (const events of [
      [purchase("WEB-FFFFFF")],
      [purchase(someoneElses.orderNumber)],
      // An order of his own, but not of this article.
      [purchase(mine.orderNumber)],
    ]) {
      const answer = await sendEvents(device, events, { token: mine.token });
      expect(answer.status, answer.text).toBe(422);
      expect(answer.json.message).toEqual(expect.any(String));
    }
    expect(await scoreOf(target)).toBe(0);
    expect(await kabelRanking()).toEqual(before);
  });

  it("clicks and add-to-carts under tracking ids the shop never registered: refused", async () => {
    const before = await kabelRanking();
    for (let i = 0; i < 5; i++) {
      const answer = await sendEvents(
        newDevice(),
        fifty((n) =>
          n % 2
            ? { type: "click", entity: variant(target) }
            : { type: "addtocart", entity: variant(target), quantity: 1 },
        ),
      );
      expect(answer.status).toBe(403);
      expect(answer.json.message).toEqual(expect.any(String));
    }
    expect(await scoreOf(target)).toBe(0);
    expect(await kabelRanking()).toEqual(before);
  });

  it("a flood under one registered id moves nothing and is cut off", async () => {
    const device = newDevice();
    expect((await register(device, "198.51.100.81")).status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push(
        (
          await sendEvents(
            device,
            fifty((n) =>
              n % 2
                ? { type: "click", entity: variant(target) }
                : { type: "addtocart", entity: variant(target), quantity: 1 },
            ),
            { client: "198.51.100.81" },
          )
        ).status,
      );
    expect(statuses[0]).toBe(202);
    expect(statuses).toContain(429);
    // A visitor's events weigh nothing, however many were sent.
    expect(await scoreOf(target)).toBe(0);
    await forgetTargetClicks();
  });

  it("tracking ids are registered only so many per client and hour", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await register(newDevice(), "198.51.100.82")).status);
    expect(statuses.filter((s) => s === 201).length).toBeLessThan(40);
    expect(statuses).toContain(429);
    // Registering an id again is no new id.
    const device = newDevice();
    expect((await register(device, "198.51.100.83")).status).toBe(201);
    expect((await register(device, "198.51.100.83")).status).toBe(200);
  });
});

describe("anonymous visitors do not steer the ranking", () => {
  it("20 registered anonymous ids from one address, each clicking the article twice: its rank does not move", async () => {
    await forgetTargetClicks();
    const before = await kabelRanking();
    const client = "198.51.100.84";
    for (let i = 0; i < 20; i++) {
      const device = newDevice();
      expect((await register(device, client)).status).toBe(201);
      for (let n = 0; n < 2; n++) {
        const sent = await sendEvents(device, [{ type: "click", entity: variant(target) }], { client });
        // Still taken (a visitor's events are kept), but they weigh nothing.
        expect(sent.status, sent.text).toBe(202);
      }
    }
    expect(await kabelRanking()).toEqual(before);
    expect(await scoreOf(target)).toBe(0);
  });

  it("anonymous add-to-carts under a registered id do not count either", async () => {
    const device = newDevice();
    await register(device, "198.51.100.85");
    const sent = await sendEvents(device, [{ type: "addtocart", entity: variant(target), quantity: 1 }], {
      client: "198.51.100.85",
    });
    expect(sent.status, sent.text).toBe(202);
    expect(await scoreOf(target)).toBe(0);
  });
});

describe("a signed-in buyer's clicks still count", () => {
  it("once per user, article and day, whatever device or how often", async () => {
    await forgetTargetClicks();
    const buyer = await buyerWithCart();
    for (let d = 0; d < 2; d++) {
      const device = newDevice();
      await register(device, "198.51.100.86");
      for (let n = 0; n < 3; n++) {
        const sent = await sendEvents(device, [{ type: "click", entity: variant(target) }], {
          token: buyer.token,
          client: "198.51.100.86",
        });
        expect(sent.status, sent.text).toBe(202);
      }
    }
    expect(await scoreOf(target)).toBe(1);
    // His add to cart is another signal (3), also once a day.
    const device = newDevice();
    await register(device, "198.51.100.86");
    const events = [
      { type: "addtocart", entity: variant(target), quantity: 1 },
      { type: "addtocart", entity: variant(target), quantity: 2 },
    ];
    expect((await sendEvents(device, events, { token: buyer.token, client: "198.51.100.86" })).status).toBe(202);
    expect(await scoreOf(target)).toBe(4);
    // Another buyer's click is another vote.
    const other = await buyerWithCart();
    expect(
      (await sendEvents(device, [{ type: "click", entity: variant(target) }], { token: other.token })).status,
    ).toBe(202);
    expect(await scoreOf(target)).toBe(5);
    // The first buyer's clicks of an earlier day count for that day; today's click counts again.
    await env.DB.prepare(
      "UPDATE behaviour_events SET created_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-1 day') WHERE user_id = ? AND event_type = 'click'",
    )
      .bind(buyer.user.id)
      .run();
    expect(
      (await sendEvents(device, [{ type: "click", entity: variant(target) }], { token: buyer.token })).status,
    ).toBe(202);
    expect(await scoreOf(target)).toBe(6);
    await forgetTargetClicks();
  });
});

describe("a real order still counts", () => {
  it("its buyer's purchase event raises the article once per order line", async () => {
    const order = await placeOrder(target);
    const before = await scoreOf(target);
    const device = newDevice();
    await register(device);
    const sent = await sendEvents(device, [purchase(order.orderNumber)], { token: order.token });
    expect(sent.status, sent.text).toBe(202);
    expect(await scoreOf(target)).toBe(before + 5);
    // A repeat (a retried call, a reloaded page) is taken but counts nothing more.
    const again = await sendEvents(device, [purchase(order.orderNumber), purchase(order.orderNumber)], {
      token: order.token,
    });
    expect(again.status).toBe(202);
    expect(await scoreOf(target)).toBe(before + 5);
  });
});
