import { beforeAll, describe, expect, it } from "vitest";
import { add, buyerWithCart, checkout, key } from "./checkout-fixtures";
import { lineAddedBeforeRuleChanged } from "./cart-fixtures";
import { call, DEMO_ARTICLES, env, seedOrderableArticles } from "./helpers";

let plain: string[] = [];

beforeAll(async () => {
  plain = await seedOrderableArticles();
});

describe("checkout", () => {
  it("turns each delivery into an order, empties the cart and mails a receipt to the outbox", async () => {
    const { user, token, cartId } = await buyerWithCart();
    await add(token, cartId, [
      { articleNumber: plain[0], quantity: 2, deliveryId: "DBI", label: "Hus A" },
      { articleNumber: plain[1], quantity: 1, deliveryId: "EXH" },
    ]);
    const response = await checkout(
      token,
      cartId,
      { orderDetails: { DBI: { customerOrderNumber: "PO-1", reference: "Kim" }, EXH: {} }, sendOrderReceipt: true },
      key(),
    );
    expect(response.status, response.text).toBe(200);
    expect(response.json).toHaveLength(2);
    for (const result of response.json) {
      expect(result).toMatchObject({
        success: true,
        tempOrderId: expect.stringMatching(/^WEB-/),
        orderDetails: { warehouseId: expect.any(String) },
      });
    }
    expect(response.json[0].orderItems).toEqual([
      expect.objectContaining({ articleNumber: plain[0], quantity: 2, label: "Hus A" }),
    ]);
    expect((await call(`/v2/cart/${cartId}`, { token })).json.items).toEqual([]);
    const mail = await env.DB.prepare("SELECT subject, body FROM outbox WHERE to_address = ? ORDER BY id DESC")
      .bind(user.email)
      .first<{ subject: string; body: string }>();
    expect(mail?.subject).toContain(response.json[0].orderId);
    expect(mail?.body).toContain(plain[0]);
  });

  it("is idempotent: the same key answers the first result and never orders twice", async () => {
    const { token, cartId } = await buyerWithCart();
    await add(token, cartId, [{ articleNumber: plain[2], quantity: 3, deliveryId: "DBI" }]);
    const k = key();
    const body = { orderDetails: { DBI: {} }, sendOrderReceipt: false };
    // A double click: two calls at once, then a reload.
    const [first, second] = await Promise.all([checkout(token, cartId, body, k), checkout(token, cartId, body, k)]);
    const third = await checkout(token, cartId, body, k);
    expect(first.status).toBe(200);
    expect(second.json).toEqual(first.json);
    expect(third.json).toEqual(first.json);
    expect(third.headers.get("idempotent-replayed")).toBe("true");
    // checkout_key holds the key scoped to user and cart since migration 0080 ("<user>/<cart>/<claimed at>/<key>").
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE checkout_key LIKE '%/' || ?")
      .bind(k)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it("places the good deliveries and keeps a failing one in the cart (partial order)", async () => {
    const { token, cartId } = await buyerWithCart();
    await add(token, cartId, [
      { articleNumber: plain[3], quantity: 1, deliveryId: "DBI" },
      { articleNumber: plain[4], quantity: 1, deliveryId: "EXH" },
    ]);
    await lineAddedBeforeRuleChanged(cartId, DEMO_ARTICLES.onlyStore, "XXX");
    // A date that was fine when chosen but has passed since.
    await env.DB.prepare(
      "UPDATE cart_deliveries SET requested_delivery_date = '2020-01-02' WHERE cart_id = ? AND delivery_id = 'EXH'",
    )
      .bind(cartId)
      .run();
    const response = await checkout(token, cartId, { orderDetails: { DBI: {}, XXX: {}, EXH: {} } }, key());
    const byDelivery = Object.fromEntries(response.json.map((r: any) => [r.deliveryId, r]));
    expect(byDelivery.DBI.success).toBe(true);
    expect(byDelivery.XXX).toMatchObject({
      success: false,
      tempOrderId: null,
      errors: [
        {
          code: "ARTICLE_NOT_PURCHASABLE",
          articleNumbers: [DEMO_ARTICLES.onlyStore],
          // Each refused line with the rule's reason, for the buyer's message per delivery.
          lines: [{ articleNumber: DEMO_ARTICLES.onlyStore, name: expect.any(String), reason: "ONLY_STORE" }],
        },
      ],
    });
    expect(byDelivery.EXH.errors[0].code).toBe("REQUESTED_DATE_IN_PAST");
    const cart = (await call(`/v2/cart/${cartId}`, { token })).json;
    expect(cart.items.map((i: any) => i.deliveryId).sort()).toEqual(["EXH", "XXX"]);
  });

  it("never orders the same lines twice when two checkouts with different keys race", async () => {
    const { token, cartId } = await buyerWithCart();
    await add(token, cartId, [{ articleNumber: plain[7], quantity: 1, deliveryId: "DBI" }]);
    const [a, b] = await Promise.all([
      checkout(token, cartId, { orderDetails: { DBI: {} } }, key()),
      checkout(token, cartId, { orderDetails: { DBI: {} } }, key()),
    ]);
    const results = [a.json[0], b.json[0]];
    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(results.find((r) => !r.success).errors[0].code).toMatch(/^(CART_CHANGED|EMPTY_DELIVERY)$/);
  });

  it("orders a delivery of 150 lines in one go", async () => {
    const { token, cartId } = await buyerWithCart();
    const added = await add(
      token,
      cartId,
      plain.slice(0, 150).map((articleNumber) => ({ articleNumber, quantity: 1, deliveryId: "DBI" })),
    );
    expect(added.json.cartItems).toHaveLength(150);
    const response = await checkout(token, cartId, { orderDetails: { DBI: {} } }, key());
    expect(response.json[0].success, response.text.slice(0, 300)).toBe(true);
    expect(response.json[0].orderItems).toHaveLength(150);
    expect((await call(`/v2/cart/${cartId}`, { token })).json.items).toEqual([]);
  });

  it("needs an idempotency key, valid details and the right to order", async () => {
    const { token, cartId } = await buyerWithCart();
    await add(token, cartId, [{ articleNumber: plain[5], quantity: 1, deliveryId: "DBI" }]);
    const noKey = await call(`/v2/cart/${cartId}/checkout`, { token, body: { orderDetails: { DBI: {} } } });
    expect(noKey.status).toBe(400);
    const badDelivery = await checkout(token, cartId, { orderDetails: { NOPE: {} } }, key());
    expect(badDelivery.status).toBe(400);
    expect(badDelivery.json.issues.length).toBeGreaterThan(0);
    const badOrderNumber = await checkout(
      token,
      cartId,
      { orderDetails: { DBI: { customerOrderNumber: "<script>" } } },
      key(),
    );
    expect(badOrderNumber.json[0]).toMatchObject({
      success: false,
      errors: [{ code: "INVALID_CUSTOMER_ORDER_NUMBER" }],
    });
    const viewer = await buyerWithCart([{ customerId: "10001", denies: ["EJ_ORDER"] }]);
    await add(viewer.token, viewer.cartId, [{ articleNumber: plain[5], quantity: 1, deliveryId: "DBI" }]);
    expect((await checkout(viewer.token, viewer.cartId, { orderDetails: { DBI: {} } }, key())).status).toBe(403);
    const other = await buyerWithCart();
    expect((await checkout(other.token, cartId, { orderDetails: { DBI: {} } }, key())).status).toBe(404);
  });
});
