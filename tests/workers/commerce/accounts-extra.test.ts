import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, env, seedTestCatalogue, signIn } from "./helpers";

let plain: string[] = [];

beforeAll(async () => {
  await seedTestCatalogue();
  const { results } = await env.DB.prepare(
    `SELECT a.article_number FROM articles a WHERE a.id > 20 AND a.discontinued = 0 AND a.only_store = 0 AND a.must_be_in_stocked_at = 0 AND a.ask_for_price = 0
       AND NOT EXISTS (SELECT 1 FROM stock s WHERE s.article_number = a.article_number AND COALESCE(s.order_multiple, 1) <> 1) ORDER BY a.id LIMIT 10`,
  ).all<{ article_number: string }>();
  plain = results.map((r) => r.article_number);
});

function claimsOf(token: string) {
  const payload = token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/");
  return JSON.parse(atob(payload.padEnd(Math.ceil(payload.length / 4) * 4, "=")));
}

const key = () => `test-${crypto.randomUUID()}`;

describe("suspended users", () => {
  it("the demo login suspended@demo.se signs in with a suspended token and can read", async () => {
    const tokens = await signIn("suspended@demo.se");
    expect(claimsOf(tokens.AccessToken)).toMatchObject({ suspended: true, customerId: "10001" });
    expect(claimsOf((await signIn("buyer@demo.se")).AccessToken).suspended).toBeUndefined();
    expect(claimsOf((await signIn("externaladmin@demo.se")).AccessToken)).toMatchObject({
      externalAdmin: true,
      roles: ["BUYER_ADMIN"],
    });
    const me = await call("/v2/users/u-suspended", { token: tokens.AccessToken });
    expect(me.json).toMatchObject({ email: "suspended@demo.se", suspended: true });
    const cart = await call("/v2/cart", { token: tokens.AccessToken });
    expect(cart.status).toBe(200);
    expect((await call("/search", { token: tokens.AccessToken, body: { query: "kabel", limit: 1 } })).status).toBe(200);
  });

  it("refuses cart, checkout, address and profile writes with 403, at once when suspended mid-session", async () => {
    const user = await createUser();
    const { AccessToken: token } = await signIn(user.id, {}, true);
    const cartId = (await call("/v2/cart", { token })).json.cartId as string;
    const before = await call(`/v2/cart/${cartId}/variants/batch/add`, {
      token,
      body: { items: [{ articleNumber: plain[0], quantity: 1, deliveryId: "DBI" }] },
    });
    expect(before.status).toBe(200);
    // Suspended after sign-in: the old token still works for reads, never for writes.
    await env.DB.prepare("UPDATE users SET suspended = 1 WHERE id = ?").bind(user.id).run();
    const add = await call(`/v2/cart/${cartId}/variants/batch/add`, {
      token,
      body: { items: [{ articleNumber: plain[1], quantity: 1, deliveryId: "DBI" }] },
    });
    expect(add.status).toBe(403);
    // People read the message (spec: Swedish texts); the issue code is for programs.
    expect(add.json).toEqual({
      message:
        "Ditt konto är spärrat, så det går inte att göra ändringar. Kontakta din administratör eller kundtjänst.",
      issues: [{ path: "user", code: "suspended", message: expect.any(String) }],
    });
    const checkout = await call(`/v2/cart/${cartId}/checkout`, {
      token,
      body: { orderDetails: { DBI: {} } },
      headers: { "idempotency-key": key() },
    });
    expect(checkout.status).toBe(403);
    expect((await call(`/v2/cart/${cartId}/variants`, { token, method: "DELETE" })).status).toBe(403);
    expect(
      (
        await call("/address", {
          token,
          body: { name: "X", address1: "Gatan 1", postalCode: "11122", postalAddress: "Stockholm" },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(`/v2/users/${user.id}/profile`, {
          token,
          method: "PUT",
          body: {
            firstName: "A",
            lastName: "B",
            mobileNumber: null,
            preferredStore: null,
            preferredDeliveryMethod: "DBI",
          },
        })
      ).status,
    ).toBe(403);
    const orders = await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE user_id = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(orders?.n).toBe(0);
    const cart = await call(`/v2/cart/${cartId}`, { token });
    expect(cart.status).toBe(200);
    expect(cart.json.items).toHaveLength(1);
  });

  it("answers every kind of write with the same 403 and Swedish message, whatever the route", async () => {
    const { AccessToken: token } = await signIn("suspended@demo.se", {}, true);
    const cartId = (await call("/v2/cart", { token })).json.cartId as string;
    const writes: [method: string, path: string, body?: unknown][] = [
      ["POST", `/v2/cart/${cartId}/variants/batch/add`, { items: [{ articleNumber: plain[2], quantity: 1 }] }],
      ["PUT", `/v2/cart/${cartId}/variants/${plain[2]}`, { quantity: 2 }],
      ["DELETE", `/v2/cart/${cartId}/variants`],
      ["POST", `/v2/cart/${cartId}/checkout`, { orderDetails: { DBI: {} } }],
      ["POST", "/address", { name: "X", address1: "Gatan 1", postalCode: "11122", postalAddress: "Stockholm" }],
      ["PUT", "/v2/users/u-suspended/profile", { firstName: "A", lastName: "B" }],
      ["POST", "/v1/quotes", { name: "Offert" }],
    ];
    for (const [method, path, body] of writes) {
      const answer = await call(path, { token, method, body, headers: { "idempotency-key": key() } });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.json.message, `${method} ${path}`).toMatch(/^Ditt konto är spärrat/);
      expect(answer.json.issues[0].code).toBe("suspended");
    }
  });
});

describe("PUT /v2/users/{id}/profile", () => {
  const valid = {
    firstName: "Kim",
    lastName: "Svensson",
    mobileNumber: "070-555 12 34",
    preferredStore: "1001",
    preferredDeliveryMethod: "EXH",
  };

  it("changes the caller's own name, phone, preferred store and delivery method", async () => {
    const user = await createUser();
    const { AccessToken: token } = await signIn(user.id, {}, true);
    const response = await call(`/v2/users/${user.id}/profile`, { token, method: "PUT", body: valid });
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({
      firstName: "Kim",
      lastName: "Svensson",
      mobileNumber: "070-555 12 34",
      preferredStore: "1001",
      preferredDeliveryMethod: "EXH",
    });
    const read = await call(`/v2/users/${user.id}`, { token });
    expect(read.json).toMatchObject({ firstName: "Kim", preferredDeliveryMethod: "EXH" });
    const cleared = await call(`/v2/users/${user.id}/profile`, {
      token,
      method: "PUT",
      body: { ...valid, mobileNumber: "", preferredStore: null },
    });
    expect(cleared.json).toMatchObject({ mobileNumber: null, preferredStore: null });
  });

  it("answers 400 with issues for bad input and 403 for someone else's profile", async () => {
    const user = await createUser();
    const other = await createUser();
    const { AccessToken: token } = await signIn(user.id, {}, true);
    const bad = await call(`/v2/users/${user.id}/profile`, {
      token,
      method: "PUT",
      body: { ...valid, firstName: "  ", mobileNumber: "abc", preferredDeliveryMethod: "POST" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      "firstName",
      "mobileNumber",
      "preferredDeliveryMethod",
    ]);
    const unknownStore = await call(`/v2/users/${user.id}/profile`, {
      token,
      method: "PUT",
      body: { ...valid, preferredStore: "9999" },
    });
    expect(unknownStore.status).toBe(400);
    expect(unknownStore.json.issues[0].path).toBe("preferredStore");
    const extra = await call(`/v2/users/${user.id}/profile`, {
      token,
      method: "PUT",
      body: { ...valid, active: false },
    });
    expect(extra.status).toBe(400);
    expect((await call(`/v2/users/${other.id}/profile`, { token, method: "PUT", body: valid })).status).toBe(403);
    expect((await call(`/v2/users/${user.id}/profile`, { token, method: "PUT", rawBody: "{not json" })).status).toBe(
      400,
    );
  });

  it("keeps a limited user (EJ_ALLA_LEVERANSSATT) to the limited delivery methods", async () => {
    const user = await createUser({ permissions: [{ customerId: "10005", denies: ["EJ_ALLA_LEVERANSSATT"] }] });
    const { AccessToken: token } = await signIn(user.id, { customerId: "10005" }, true);
    expect(
      (
        await call(`/v2/users/${user.id}/profile`, {
          token,
          method: "PUT",
          body: { ...valid, preferredDeliveryMethod: "XXX" },
        })
      ).status,
    ).toBe(400);
    expect((await call(`/v2/users/${user.id}/profile`, { token, method: "PUT", body: valid })).status).toBe(200);
  });
});

describe("express zip code on the order", () => {
  it("stores the zip code sent for XXX and shows it on the order; other methods carry none", async () => {
    const user = await createUser();
    const { AccessToken: token } = await signIn(user.id, {}, true);
    const cartId = (await call("/v2/cart", { token })).json.cartId as string;
    await call(`/v2/cart/${cartId}/variants/batch/add`, {
      token,
      body: {
        items: [
          { articleNumber: plain[2], quantity: 1, deliveryId: "XXX" },
          { articleNumber: plain[3], quantity: 1, deliveryId: "DBI" },
        ],
      },
    });
    const response = await call(`/v2/cart/${cartId}/checkout`, {
      token,
      body: { orderDetails: { XXX: { zipCode: "123 45" }, DBI: { zipCode: "99999" } } },
      headers: { "idempotency-key": key() },
    });
    expect(response.status, response.text).toBe(200);
    const byDelivery = Object.fromEntries(response.json.map((r: { deliveryId: string }) => [r.deliveryId, r]));
    expect(byDelivery.XXX).toMatchObject({ success: true, orderDetails: { zipCode: "12345" } });
    expect(byDelivery.DBI).toMatchObject({ success: true, orderDetails: { zipCode: null } });
    const order = await call(`/orders/${byDelivery.XXX.orderId}`, { token });
    expect(order.json).toMatchObject({ deliveryId: "XXX", zipCode: "12345" });
    expect((await call(`/orders/${byDelivery.DBI.orderId}`, { token })).json.zipCode).toBeNull();
  });

  it("falls back to the customer's zip code and refuses a malformed one", async () => {
    const user = await createUser();
    const { AccessToken: token } = await signIn(user.id, {}, true);
    const cartId = (await call("/v2/cart", { token })).json.cartId as string;
    await call(`/v2/cart/${cartId}/variants/batch/add`, {
      token,
      body: { items: [{ articleNumber: plain[4], quantity: 1, deliveryId: "24-12" }] },
    });
    const bad = await call(`/v2/cart/${cartId}/checkout`, {
      token,
      body: { orderDetails: { "24-12": { zipCode: "12A45" } } },
      headers: { "idempotency-key": key() },
    });
    expect(bad.status).toBe(400);
    const response = await call(`/v2/cart/${cartId}/checkout`, {
      token,
      body: { orderDetails: { "24-12": {} } },
      headers: { "idempotency-key": key() },
    });
    expect(response.json[0]).toMatchObject({ success: true, orderDetails: { zipCode: "90422" } });
  });
});
