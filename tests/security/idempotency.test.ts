/**
 * Checkout idempotency keys (Stripe's semantics): a key is the caller's own, bound to one cart and one
 * body, replays its first answer, refuses a concurrent repeat with 409 and lives 24 hours.
 * Attack that succeeded before: user B checking out his own cart with user A's key got A's order back.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { addToCart, buyer, call, checkout, env, inAssortment, newKey, seedAll, signIn, createUser } from "./fixtures";

let articles: string[] = [];
/** In Elinstallatören Syd's (10002) assortment: every add obeys the buyer's assortment. */
let electrical: string[] = [];
beforeAll(async () => {
  articles = await seedAll();
  electrical = (await inAssortment(articles, "A-EL")).filter((a) => a !== articles[0]);
});

const ordersOf = async (userId: string) =>
  (
    await env.DB.prepare("SELECT id, temp_order_id FROM orders WHERE user_id = ? ORDER BY id")
      .bind(userId)
      .all<{ id: number; temp_order_id: string }>()
  ).results;

describe("idempotency keys", () => {
  it("never answers another user's order for the same key: the key is the caller's own namespace", async () => {
    const a = await buyer();
    // B buys for another customer: the pen test's victim and attacker need not share anything.
    const b = await buyer([{ customerId: "10002" }]);
    await addToCart(a.token, a.cartId, articles[0], 2);
    await addToCart(b.token, b.cartId, electrical[0], 5);
    const key = newKey();
    const first = await checkout(a.token, a.cartId, { orderDetails: { DBI: {} } }, key);
    expect(first.status, first.text).toBe(200);
    const second = await checkout(b.token, b.cartId, { orderDetails: { DBI: {} } }, key);
    expect(second.status, second.text).toBe(200);
    expect(second.headers.get("idempotent-replayed")).toBeNull();
    expect(second.json[0].success).toBe(true);
    expect(second.json[0].orderId).not.toBe(first.json[0].orderId);
    expect(second.text).not.toContain(first.json[0].tempOrderId);
    expect(second.json[0].orderItems.map((i: any) => i.articleNumber)).toEqual([electrical[0]]);
    // B's own cart really was ordered (and emptied); A's order stays A's alone.
    expect((await call(`/v2/cart/${b.cartId}`, { token: b.token })).json.items).toEqual([]);
    expect((await ordersOf(b.user.id)).map((o) => String(o.id))).toEqual([second.json[0].orderId]);
    expect((await ordersOf(a.user.id)).map((o) => String(o.id))).toEqual([first.json[0].orderId]);
    // B cannot read A's order either (another customer).
    expect((await call(`/orders/${first.json[0].orderId}`, { token: b.token })).status).toBe(404);
  });

  it("refuses the same key for another cart of the same user with a 422 {message, issues}", async () => {
    const user = await createUser({ permissions: [{ customerId: "10001" }] });
    const wide = await signIn(user.id, { customerId: "10001" });
    const project = await signIn(user.id, { customerId: "10001", projectId: "10001-01" });
    const cartA = (await call("/v2/cart", { token: wide.AccessToken })).json.cartId;
    const cartB = (await call("/v2/cart", { token: project.AccessToken })).json.cartId;
    expect(cartB).not.toBe(cartA);
    await addToCart(wide.AccessToken, cartA, articles[2]);
    await addToCart(project.AccessToken, cartB, articles[3]);
    const key = newKey();
    expect((await checkout(wide.AccessToken, cartA, { orderDetails: { DBI: {} } }, key)).status).toBe(200);
    const reused = await checkout(project.AccessToken, cartB, { orderDetails: { DBI: {} } }, key);
    expect(reused.status, reused.text).toBe(422);
    expect(reused.json).toMatchObject({
      message: expect.stringContaining("another cart"),
      issues: [{ path: "Idempotency-Key", code: "key_reused_other_cart" }],
    });
    expect((await call(`/v2/cart/${cartB}`, { token: project.AccessToken })).json.items).toHaveLength(1);
    expect(await ordersOf(user.id)).toHaveLength(1);
  });

  it("refuses the same key with another body with a 422, and replays the same body", async () => {
    const b = await buyer();
    await addToCart(b.token, b.cartId, articles[4]);
    const key = newKey();
    const body = { orderDetails: { DBI: { reference: "Kim" } }, sendOrderReceipt: false };
    const first = await checkout(b.token, b.cartId, body, key);
    expect(first.status).toBe(200);
    const other = await checkout(
      b.token,
      b.cartId,
      { orderDetails: { DBI: { reference: "Someone else" } }, sendOrderReceipt: false },
      key,
    );
    expect(other.status, other.text).toBe(422);
    expect(other.json).toMatchObject({ message: expect.any(String), issues: [{ code: "key_reused_other_body" }] });
    // Key order in the JSON does not make it another body.
    const replay = await checkout(
      b.token,
      b.cartId,
      { sendOrderReceipt: false, orderDetails: { DBI: { reference: "Kim" } } },
      key,
    );
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.json).toEqual(first.json);
    expect(await ordersOf(b.user.id)).toHaveLength(1);
  });

  it("places one order for a parallel double submit", async () => {
    const b = await buyer();
    await addToCart(b.token, b.cartId, articles[5], 2);
    const key = newKey();
    const body = { orderDetails: { DBI: {} } };
    const answers = await Promise.all([
      checkout(b.token, b.cartId, body, key),
      checkout(b.token, b.cartId, body, key),
      checkout(b.token, b.cartId, body, key),
    ]);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThan(0);
    for (const answer of ok) expect(answer.json).toEqual(ok[0].json);
    expect(await ordersOf(b.user.id)).toHaveLength(1);
  });

  it("answers 409 while the first call with the key is still running", async () => {
    const b = await buyer();
    await addToCart(b.token, b.cartId, articles[6]);
    const key = newKey();
    // A first call that has claimed the key and not finished.
    await env.DB.prepare(
      "INSERT INTO checkout_requests (user_id, idempotency_key, cart_id, created_at, request_hash, running) VALUES (?, ?, ?, ?, NULL, 1)",
    )
      .bind(b.user.id, key, b.cartId, Date.now())
      .run();
    const response = await checkout(b.token, b.cartId, { orderDetails: { DBI: {} } }, key);
    expect(response.status, response.text).toBe(409);
    expect(response.json.message).toMatch(/still running/);
    expect(await ordersOf(b.user.id)).toHaveLength(0);
  }, 20_000);

  it("keeps a key 24 hours: an older one is purged and the key starts afresh", async () => {
    const b = await buyer();
    await addToCart(b.token, b.cartId, articles[7]);
    const key = newKey();
    const old = Date.now() - 25 * 3600_000;
    await env.DB.prepare(
      "INSERT INTO checkout_requests (user_id, idempotency_key, cart_id, created_at, request_hash, result, running) VALUES (?, ?, ?, ?, 'x', '[]', 0)",
    )
      .bind(b.user.id, key, "another-cart", old)
      .run();
    const response = await checkout(b.token, b.cartId, { orderDetails: { DBI: {} } }, key);
    expect(response.status, response.text).toBe(200);
    expect(response.json[0].success).toBe(true);
    const stale = await env.DB.prepare("SELECT COUNT(*) AS n FROM checkout_requests WHERE created_at < ?")
      .bind(Date.now() - 24 * 3600_000)
      .first<{ n: number }>();
    expect(stale?.n).toBe(0);
  });

  it("stores orders under the key scoped to user and cart, never the bare key", async () => {
    const b = await buyer();
    await addToCart(b.token, b.cartId, articles[8]);
    const key = newKey();
    const response = await checkout(b.token, b.cartId, { orderDetails: { DBI: {} } }, key);
    const row = await env.DB.prepare("SELECT checkout_key FROM orders WHERE id = ?")
      .bind(Number(response.json[0].orderId))
      .first<{ checkout_key: string }>();
    expect(row?.checkout_key).toMatch(new RegExp(`^${b.user.id}/${b.cartId}/\\d+/${key}$`));
  });
});

describe("migration 0080 keeps what buyers had", () => {
  /** The statements of 0080 that rewrite data (the ALTERs have run already in the test database). */
  function dataStatements(): string[] {
    const migration = (env.TEST_MIGRATIONS as { name: string; queries: string[] }[]).find((m) =>
      m.name.startsWith("0080_"),
    );
    if (!migration) throw new Error("migration 0080 not found");
    return migration.queries.filter((q) => /^\s*UPDATE\b/i.test(q.replace(/^\s*--.*$/gm, "")));
  }

  it("rewrites a pre-migration order's bare key to its scoped key; the old request still replays, nothing is ordered twice", async () => {
    const b = await buyer();
    await addToCart(b.token, b.cartId, articles[9], 2);
    const key = newKey();
    const first = await checkout(b.token, b.cartId, { orderDetails: { DBI: {} } }, key);
    expect(first.status).toBe(200);
    const orderId = Number(first.json[0].orderId);
    // Make it look as before the migration: bare key on the order, no body hash, no running flag yet.
    await env.DB.batch([
      env.DB.prepare("UPDATE orders SET checkout_key = ? WHERE id = ?").bind(key, orderId),
      env.DB.prepare(
        "UPDATE checkout_requests SET request_hash = NULL, running = 1 WHERE user_id = ? AND idempotency_key = ?",
      ).bind(b.user.id, key),
    ]);
    const statements = dataStatements();
    expect(statements.length).toBeGreaterThan(0);
    for (const sql of statements) await env.DB.prepare(sql).run();
    const row = await env.DB.prepare("SELECT checkout_key FROM orders WHERE id = ?")
      .bind(orderId)
      .first<{ checkout_key: string }>();
    expect(row?.checkout_key).toMatch(new RegExp(`^${b.user.id}/${b.cartId}/\\d+/${key}$`));
    // A repeat of the old call (any body: it has no hash) answers the stored result.
    const replay = await checkout(
      b.token,
      b.cartId,
      { orderDetails: { DBI: { reference: "efter migreringen" } } },
      key,
    );
    expect(replay.status, replay.text).toBe(200);
    expect(replay.json).toEqual(first.json);
    expect(await ordersOf(b.user.id)).toHaveLength(1);
    expect((await call(`/orders/${orderId}`, { token: b.token })).status).toBe(200);
  });

  it("a pre-migration call that was cut off is finished by a retry without ordering again", async () => {
    const b = await buyer();
    await addToCart(b.token, b.cartId, articles[10], 1);
    const key = newKey();
    const first = await checkout(b.token, b.cartId, { orderDetails: { DBI: {} } }, key);
    const orderId = Number(first.json[0].orderId);
    // As if the call died after ordering, before storing its answer (old code: bare key, result NULL).
    await env.DB.batch([
      env.DB.prepare("UPDATE orders SET checkout_key = ? WHERE id = ?").bind(key, orderId),
      env.DB.prepare(
        "UPDATE checkout_requests SET request_hash = NULL, result = NULL, running = 1 WHERE user_id = ? AND idempotency_key = ?",
      ).bind(b.user.id, key),
    ]);
    for (const sql of dataStatements()) await env.DB.prepare(sql).run();
    const retry = await checkout(b.token, b.cartId, { orderDetails: { DBI: {} } }, key);
    expect(retry.status, retry.text).toBe(200);
    expect(retry.json[0]).toMatchObject({ success: true, orderId: String(orderId) });
    expect(await ordersOf(b.user.id)).toHaveLength(1);
  });
});
