/**
 * The popularity boost (docs/decisions.md): among hits of equal text relevance, articles bought, added
 * and opened more often over the last 90 days come first; a better text match always stays first.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, DEMO_ARTICLES, env, seedTestCatalogue, signIn } from "./helpers";

// Three articles only this test's query finds: two that match it equally (its word as the start of a longer one),
// one that matches it better (the word itself: a better tier, search/query-plan.ts).
const EQUAL_FIRST = { id: 990_001, articleNumber: "RP90001", name: "Rankprovet lampa" };
const EQUAL_SECOND = { id: 990_002, articleNumber: "RP90002", name: "Rankprovet lampa" };
const BETTER = { id: 990_003, articleNumber: "RP90003", name: "Rankprov lampa" };
const TRACKING_ID = "rankingtestdevice0001";

async function addArticle(article: { id: number; articleNumber: string; name: string }) {
  // A copy of a demo article the buyer may see (same product, brand, category and price).
  await env.DB.prepare(
    `INSERT INTO articles (id, article_number, product_id, name, ean, variant_slug, brand_id, category_id, category_l2,
       stock_type, unit, list_price_ore, discount_group)
     SELECT ?1, ?2, product_id, ?3, NULL, lower(?2), brand_id, category_id, category_l2, stock_type, unit,
       list_price_ore, discount_group FROM articles WHERE article_number = ?4`,
  )
    .bind(article.id, article.articleNumber, article.name, DEMO_ARTICLES.replacement)
    .run();
  await env.DB.prepare(
    "INSERT INTO article_search (rowid, name, codes, brand, attributes) VALUES (?, ?, ?, 'Prov', '')",
  )
    .bind(article.id, article.name, article.articleNumber)
    .run();
}

beforeAll(async () => {
  await seedTestCatalogue();
  for (const article of [EQUAL_FIRST, EQUAL_SECOND, BETTER]) await addArticle(article);
  // The storefront registers a device's id before its first events (search/tracking-ids.ts).
  expect((await call("/v1/tracking-ids", { body: { trackingId: TRACKING_ID } })).status).toBe(201);
});

async function ranking(): Promise<string[]> {
  const { AccessToken } = await signIn("buyer@demo.se");
  const response = await call("/search", { token: AccessToken, body: { query: "rankprov", facets: false } });
  expect(response.status).toBe(200);
  return response.json.hits.map((h: { articleNumber: string }) => h.articleNumber);
}

/** Events of the signed-in demo buyer: only signed-in users' events count (search/popularity.ts). */
async function send(events: { type: string; articleNumber: string; quantity?: number; orderId?: string }[]) {
  const { AccessToken } = await signIn("buyer@demo.se");
  const response = await call("/createEvents", {
    token: AccessToken,
    body: {
      trackingId: TRACKING_ID,
      events: events.map(({ articleNumber, ...rest }) => ({ ...rest, entity: { type: "Variant", id: articleNumber } })),
    },
  });
  expect(response.status).toBe(202);
}

const times = <T>(n: number, item: T) => Array.from({ length: n }, () => item);

let orders = 0;
/** Orders the service placed for the demo buyer, each holding one line of the article, reported as purchases. */
async function buyerPurchases(n: number, articleNumber: string) {
  const orderNumbers: string[] = [];
  for (let i = 0; i < n; i++) {
    const orderNumber = `WEB-RANK${String(++orders).padStart(3, "0")}`;
    const order = await env.DB.prepare(
      `INSERT INTO orders (temp_order_id, customer_id, user_id, delivery_id, warehouse_id, requested_delivery_date,
         net_ore, vat_ore, total_ore, created_at)
       VALUES (?, '10001', 'u-buyer', 'DBI', 'W1', '2026-12-01', 100, 25, 125, '2026-11-24T12:00:00Z') RETURNING id`,
    )
      .bind(orderNumber)
      .first<{ id: number }>();
    await env.DB.prepare(
      `INSERT INTO order_items (order_id, line, article_number, name, quantity, unit, unit_price_ore, line_net_ore)
       VALUES (?, 1, ?, 'Rankprov', 1, 'st', 100, 100)`,
    )
      .bind(order!.id, articleNumber)
      .run();
    orderNumbers.push(orderNumber);
  }
  await send(orderNumbers.map((orderId) => ({ type: "purchase", articleNumber, quantity: 1, orderId })));
}

describe("search ranking by popularity", () => {
  it("orders equally relevant articles by purchases, add-to-carts and clicks, never above a better match", async () => {
    // No events yet: the better match, then the equal ones in catalogue order.
    expect(await ranking()).toEqual([BETTER.articleNumber, EQUAL_FIRST.articleNumber, EQUAL_SECOND.articleNumber]);

    await send(times(2, { type: "click", articleNumber: EQUAL_SECOND.articleNumber }));
    expect(await ranking()).toEqual([BETTER.articleNumber, EQUAL_SECOND.articleNumber, EQUAL_FIRST.articleNumber]);

    // One add to cart outweighs two clicks.
    await send([{ type: "addtocart", articleNumber: EQUAL_FIRST.articleNumber, quantity: 1 }]);
    expect(await ranking()).toEqual([BETTER.articleNumber, EQUAL_FIRST.articleNumber, EQUAL_SECOND.articleNumber]);

    // A purchase outweighs an add to cart; many purchases still do not beat the better text match.
    await buyerPurchases(20, EQUAL_SECOND.articleNumber);
    expect(await ranking()).toEqual([BETTER.articleNumber, EQUAL_SECOND.articleNumber, EQUAL_FIRST.articleNumber]);
  });

  it("counts only the last 90 days, from one aggregate row per article", async () => {
    await env.DB.prepare(
      `INSERT INTO behaviour_events (tracking_id, event_type, article_number, quantity, order_id, created_at)
       SELECT ?1, 'purchase', ?2, 1, 'W0-' || key, strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-100 days')
       FROM json_each(?3)`,
    )
      .bind(TRACKING_ID, EQUAL_FIRST.articleNumber, JSON.stringify(times(25, 0)))
      .run();
    await send([{ type: "click", articleNumber: EQUAL_FIRST.articleNumber }]);
    const scores = await env.DB.prepare(
      "SELECT article_id, score FROM article_popularity WHERE article_id IN (?, ?) ORDER BY article_id",
    )
      .bind(EQUAL_FIRST.id, EQUAL_SECOND.id)
      .all();
    // 1 add to cart (3) + 1 click (1); the 25 old purchases no longer count. 2 clicks of one buyer on one day
    // count once (1) + 20 purchases (100).
    expect(scores.results).toEqual([
      { article_id: EQUAL_FIRST.id, score: 4 },
      { article_id: EQUAL_SECOND.id, score: 101 },
    ]);
    expect(await ranking()).toEqual([BETTER.articleNumber, EQUAL_SECOND.articleNumber, EQUAL_FIRST.articleNumber]);
  });

  it("lets a stale score fade when later events arrive for other articles", async () => {
    await env.DB.prepare("DELETE FROM behaviour_events WHERE article_number = ?")
      .bind(EQUAL_SECOND.articleNumber)
      .run();
    await env.DB.prepare("UPDATE article_popularity SET counted_at = '2000-01-01T00:00:00Z' WHERE article_id = ?")
      .bind(EQUAL_SECOND.id)
      .run();
    await send([{ type: "click", articleNumber: DEMO_ARTICLES.replacement }]);
    const row = await env.DB.prepare("SELECT score FROM article_popularity WHERE article_id = ?")
      .bind(EQUAL_SECOND.id)
      .first();
    expect(row).toBeNull();
    expect(await ranking()).toEqual([BETTER.articleNumber, EQUAL_FIRST.articleNumber, EQUAL_SECOND.articleNumber]);
  });
});
