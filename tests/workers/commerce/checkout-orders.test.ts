import { beforeAll, describe, expect, it } from "vitest";
import app from "../../../workers/commerce/src/index";
import devApp from "../../../workers/commerce/src/dev-entry";
import { call, createUser, DEMO_ARTICLES, env, seedOrderableArticles, signIn } from "./helpers";

let plain: string[] = [];

beforeAll(async () => {
  plain = await seedOrderableArticles();
});

async function buyerWithCart(
  permissions: NonNullable<Parameters<typeof createUser>[0]>["permissions"] = [{ customerId: "10001" }],
) {
  const user = await createUser({ permissions });
  const tokens = await signIn(user.id, { customerId: permissions![0].customerId });
  const cartId = (await call("/v2/cart", { token: tokens.AccessToken })).json.cartId as string;
  return { user, token: tokens.AccessToken, cartId };
}

const add = (token: string, cartId: string, items: unknown[]) =>
  call(`/v2/cart/${cartId}/variants/batch/add`, { token, body: { items } });
const checkout = (token: string, cartId: string, body: unknown, key: string) =>
  call(`/v2/cart/${cartId}/checkout`, { token, body, headers: { "idempotency-key": key } });
const key = () => `test-${crypto.randomUUID()}`;

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
      { articleNumber: DEMO_ARTICLES.onlyStore, quantity: 1, deliveryId: "XXX" },
      { articleNumber: plain[4], quantity: 1, deliveryId: "EXH" },
    ]);
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
      errors: [{ code: "ARTICLE_NOT_PURCHASABLE", articleNumbers: [DEMO_ARTICLES.onlyStore] }],
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

describe("orders", () => {
  async function placeOrder(orderNumber?: string) {
    const buyer = await buyerWithCart();
    await add(buyer.token, buyer.cartId, [{ articleNumber: plain[6], quantity: 2, deliveryId: "DBI" }]);
    const result = await checkout(
      buyer.token,
      buyer.cartId,
      { orderDetails: { DBI: { customerOrderNumber: orderNumber, addressId: "demo-addr-10001-1" } } },
      key(),
    );
    expect(result.json[0].success, result.text).toBe(true);
    return { ...buyer, orderId: result.json[0].orderId as string, tempOrderId: result.json[0].tempOrderId as string };
  }

  it("searches the customer's history with only the documented filters", async () => {
    const buyer = await signIn("buyer@demo.se", { customerId: "10001" });
    const all = await call("/orders/search?limit=100", { token: buyer.AccessToken });
    expect(all.status, all.text).toBe(200);
    expect(all.json.total).toBeGreaterThan(5);
    expect(all.json.orders.every((o: any) => o.customerId === "10001")).toBe(true);
    const statuses = new Set(all.json.orders.map((o: any) => o.status));
    expect(statuses.size).toBeGreaterThan(2);
    const delivered = await call("/orders/search?orderStatus=DELIVERED&sort=createdAt&limit=5", {
      token: buyer.AccessToken,
    });
    expect(delivered.json.orders.every((o: any) => o.status === "DELIVERED")).toBe(true);
    const dates = delivered.json.orders.map((o: any) => o.createdAt);
    expect([...dates].sort()).toEqual(dates);
    const first = all.json.orders[0];
    const byQ = await call(`/orders/search?q=${first.tempOrderId}`, { token: buyer.AccessToken });
    expect(byQ.json.orders.map((o: any) => o.orderId)).toEqual([first.orderId]);
    const unknownKey = await call("/orders/search?customerId=10002", { token: buyer.AccessToken });
    expect(unknownKey.status).toBe(400);
    expect(unknownKey.json.issues[0].code).toBe("unrecognized_keys");
    expect((await call("/orders/search?fromDate=2026-13-01", { token: buyer.AccessToken })).status).toBe(400);
    const noHistory = await signIn("noorder@demo.se", { customerId: "10001" });
    expect((await call("/orders/search", { token: noHistory.AccessToken })).status).toBe(403);
  });

  it("answers invoices only for delivered orders, addresses, and the order id for a web order number", async () => {
    const buyer = await signIn("buyer@demo.se", { customerId: "10001" });
    const delivered = (await call("/orders/search?orderStatus=DELIVERED&limit=1", { token: buyer.AccessToken })).json
      .orders[0];
    const invoices = await call(`/orders/${delivered.orderId}/invoices`, { token: buyer.AccessToken });
    expect(invoices.json).toEqual([
      expect.objectContaining({ orderId: delivered.orderId, amount: delivered.total, currency: "SEK" }),
    ]);
    const fresh = await placeOrder();
    expect((await call(`/orders/${fresh.orderId}/invoices`, { token: fresh.token })).json).toEqual([]);
    const addresses = await call(`/orders/${fresh.orderId}/addresses`, { token: fresh.token });
    expect(addresses.json.deliveryAddress).toMatchObject({ addressId: "demo-addr-10001-1", postalCode: "90422" });
    expect(addresses.json.invoiceAddress.label).toBe("Faktureringsadress");
    const lookup = await call(`/orders/getOrderId/${fresh.tempOrderId}`, { token: fresh.token });
    expect(lookup.json).toEqual({ orderId: fresh.orderId, tempOrderId: fresh.tempOrderId });
  });

  it("starts a new order as RECEIVED; the later steps are still ahead", async () => {
    const fresh = await placeOrder();
    const order = await call(`/orders/${fresh.orderId}`, { token: fresh.token });
    expect(order.json.status).toBe("RECEIVED");
    expect(order.json.statusHistory.map((s: any) => s.status)).toEqual(["RECEIVED"]);
    const ahead = await env.DB.prepare("SELECT status FROM order_status_events WHERE order_id = ? AND at > ?")
      .bind(Number(fresh.orderId), new Date().toISOString())
      .all();
    expect(ahead.results).toEqual([{ status: "CONFIRMED" }]);
  });

  it("is seeded by the dev seed route, idempotently", async () => {
    const devEnv = { ...env, DEV_SEED_ENABLED: "true" };
    const seed = () =>
      devApp.request(
        "/__dev/seed",
        { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ articles: 400 }) },
        devEnv,
      );
    expect((await seed()).status).toBe(200);
    const count = async () =>
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE checkout_key LIKE 'seed:%'").first<{
        n: number;
      }>())!.n;
    expect(await count()).toBe(48);
    const again = await seed();
    expect(((await again.json()) as { seeded: boolean }).seeded).toBe(false);
    expect(await count()).toBe(48);
  });

  it("renders the order confirmation as a PDF and the lines as CSV", async () => {
    const fresh = await placeOrder();
    const response = await app.request(
      `/orders/${fresh.orderId}/documents/order-confirmation`,
      { headers: { authorization: `Bearer ${fresh.token}` } },
      env,
    );
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(1000);
    const csv = await call(`/orders/${fresh.orderId}/download`, { token: fresh.token });
    expect(csv.text).toContain(plain[6]);
  });

  it("mails documents and inquiries to the local outbox", async () => {
    const fresh = await placeOrder();
    const mail = await call(`/orders/${fresh.orderId}/documents/email`, {
      token: fresh.token,
      body: { message: "Till ekonomi", email: "ekonomi@kund.se" },
    });
    expect(mail.status).toBe(202);
    const row = await env.DB.prepare("SELECT to_address, body FROM outbox WHERE id = ?")
      .bind(mail.json.outboxId)
      .first<{ to_address: string; body: string }>();
    expect(row).toMatchObject({ to_address: "ekonomi@kund.se" });
    expect(row?.body).toContain("Till ekonomi");
    const bad = await call(`/orders/${fresh.orderId}/documents/email`, {
      token: fresh.token,
      body: { email: "not-an-email" },
    });
    expect(bad.status).toBe(400);
    const inquiry = await call("/orders/inquiry", {
      token: fresh.token,
      body: { orderId: fresh.orderId, subject: "Saknad rad", message: "En kartong saknas." },
    });
    expect(inquiry.status).toBe(201);
    expect((await call("/orders/inquiry", { token: fresh.token, body: { subject: "" } })).status).toBe(400);
  });

  it("never shows another customer's order", async () => {
    const fresh = await placeOrder();
    const outsider = await signIn("noprices@demo.se", { customerId: "10003" });
    for (const path of [
      `/orders/${fresh.orderId}`,
      `/orders/${fresh.orderId}/invoices`,
      `/orders/${fresh.orderId}/addresses`,
      `/orders/${fresh.orderId}/documents/order-confirmation`,
      `/orders/${fresh.orderId}/download`,
      `/orders/getOrderId/${fresh.tempOrderId}`,
    ]) {
      const response = await call(path, { token: outsider.AccessToken });
      expect(response.status, path).toBe(404);
      expect(response.text).not.toContain(plain[6]);
    }
    expect(
      (await call(`/orders/${fresh.orderId}/documents/email`, { token: outsider.AccessToken, body: {} })).status,
    ).toBe(404);
  });

  it("validates customer order numbers by the documented rules", async () => {
    const fresh = await placeOrder(`PO-${Date.now().toString(36)}`);
    const used = (await call(`/orders/${fresh.orderId}`, { token: fresh.token })).json.customerOrderNumber;
    const ok = await call("/v4/customers/orders/Projekt%20%C3%85s-12%2F3/validate", { token: fresh.token });
    expect(ok.json).toMatchObject({ valid: true, problems: [] });
    const long = await call(`/v4/customers/orders/${"A".repeat(21)}/validate`, { token: fresh.token });
    expect(long.json).toMatchObject({ valid: false, problems: ["TOO_LONG"] });
    const chars = await call("/v4/customers/orders/PO%3B1/validate", { token: fresh.token });
    expect(chars.json.problems).toEqual(["INVALID_CHARACTERS"]);
    const again = await call(`/v4/customers/orders/${used}/validate`, { token: fresh.token });
    expect(again.json).toMatchObject({ valid: false, problems: ["ALREADY_USED"], usedByOrderId: fresh.orderId });
  });
});
