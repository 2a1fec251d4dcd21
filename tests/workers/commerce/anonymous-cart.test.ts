import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, env, graphqlCall, seedTestCatalogue, signIn } from "./helpers";

/** Articles with order multiple 1 everywhere, in the default assortment. */
let plain: string[] = [];
/** An article outside assortment A-EL (customer 10002). */
let outsideEl = "";

beforeAll(async () => {
  await seedTestCatalogue();
  const { results } = await env.DB.prepare(
    `SELECT a.article_number, a.category_l2 FROM articles a WHERE a.id > 20 AND a.discontinued = 0 AND a.only_store = 0 AND a.must_be_in_stocked_at = 0
       AND NOT EXISTS (SELECT 1 FROM stock s WHERE s.article_number = a.article_number AND COALESCE(s.order_multiple, 1) <> 1)
     ORDER BY a.id`,
  ).all<{ article_number: string; category_l2: string }>();
  const el = new Set(
    (
      await env.DB.prepare("SELECT category_l2 FROM assortment_categories WHERE assortment_id = 'A-EL'").all<{
        category_l2: string;
      }>()
    ).results.map((r) => r.category_l2),
  );
  plain = results.filter((r) => el.has(r.category_l2)).map((r) => r.article_number);
  outsideEl = results.find((r) => !el.has(r.category_l2))!.article_number;
  expect(plain.length).toBeGreaterThan(20);
});

let clients = 0;
/** A new anonymous cart from its own client address (the hourly limit is per client). */
async function anonymousCart() {
  clients++;
  const created = await call("/v2/anonymous-carts", {
    method: "POST",
    headers: { "cf-connecting-ip": `203.0.113.${clients}` },
  });
  expect(created.status, created.text).toBe(201);
  return created.json as { cartId: string; cartToken: string; expiresAt: string };
}

const as = (cartToken: string) => ({ authorization: `Anonymous ${cartToken}` });
const addAnonymously = (cartToken: string, cartId: string, items: unknown[]) =>
  call(`/v2/cart/${cartId}/variants/batch/add`, { headers: as(cartToken), body: { items } });

const CART_QUERY = /* GraphQL */ `
  query ($cartId: String) {
    getCartWithVariants(cartId: $cartId) {
      cartId
      items {
        articleNumber
        quantity
        deliveryId
        price {
          netPrice
          salesPrice
        }
        variant {
          name
        }
        stock {
          orderMultiple
        }
      }
    }
  }
`;

describe("anonymous carts", () => {
  it("are created with an unguessable id and token, and hold lines without prices", async () => {
    const { cartId, cartToken, expiresAt } = await anonymousCart();
    expect(cartToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cartId).toMatch(/^c-[0-9a-f-]{36}$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const added = await addAnonymously(cartToken, cartId, [
      { articleNumber: plain[0], quantity: 2, deliveryId: "DBI" },
      { articleNumber: plain[1], quantity: 1, deliveryId: "EXH" },
    ]);
    expect(added.status, added.text).toBe(200);
    expect(added.json.errors).toEqual([]);

    const open = await call("/v2/cart", { headers: as(cartToken) });
    expect(open.json.cartId).toBe(cartId);
    expect(open.json.items.map((i: any) => [i.articleNumber, i.quantity, i.deliveryId])).toEqual([
      [plain[0], 2, "DBI"],
      [plain[1], 1, "EXH"],
    ]);
    // The same token in X-Cart-Token works too.
    expect((await call(`/v2/cart/${cartId}`, { headers: { "x-cart-token": cartToken } })).json.items).toHaveLength(2);

    const gateway = await call("/graphql", { headers: as(cartToken), body: { query: CART_QUERY, variables: {} } });
    expect(gateway.status, gateway.text).toBe(200);
    const items = gateway.json.data.getCartWithVariants.items;
    expect(items.map((i: any) => i.variant.name).every(Boolean)).toBe(true);
    expect(items.map((i: any) => i.price)).toEqual([null, null]);
    expect(gateway.text).not.toMatch(/netPrice":\d/);
  });

  it("change quantity, label and delivery, and remove lines; checkout and files need a signed-in buyer", async () => {
    const { cartId, cartToken } = await anonymousCart();
    const line = (
      await addAnonymously(cartToken, cartId, [{ articleNumber: plain[2], quantity: 1, deliveryId: "DBI" }])
    ).json.cartItems[0];
    const changed = await call(`/v2/cart/${cartId}/variants/${line.cartItemId}`, {
      method: "PUT",
      headers: as(cartToken),
      body: { quantity: 7, label: "Plan 3" },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json).toMatchObject({ quantity: 7, label: "Plan 3", deliveryId: "DBI" });
    const moved = await call(`/v2/cart/${cartId}/variants/batch/update`, {
      method: "PUT",
      headers: as(cartToken),
      body: { items: [{ cartItemId: line.cartItemId, deliveryId: "EXH" }] },
    });
    expect(moved.json.cartItems[0]).toMatchObject({ deliveryId: "EXH", quantity: 7, label: "Plan 3" });
    // Visitors get the delivery methods every buyer has (like limited buyers): express needs a login.
    const express = await call(`/v2/cart/${cartId}/variants/batch/update`, {
      method: "PUT",
      headers: as(cartToken),
      body: { items: [{ cartItemId: line.cartItemId, deliveryId: "XXX" }] },
    });
    expect(express.json.errors[0].code).toBe("DELIVERY_NOT_ALLOWED");

    for (const [method, path, body] of [
      ["POST", `/v2/cart/${cartId}/checkout`, { orderDetails: { EXH: {} } }],
      ["PUT", `/v2/cart/${cartId}/delivery/EXH`, { requestedDeliveryDate: "2099-01-05" }],
      ["PUT", `/v2/cart/${cartId}/status`, { status: "DELETED" }],
      ["POST", `/v2/cart/${cartId}/export`, { format: "csv" }],
    ] as const) {
      const response = await call(path, {
        method,
        headers: { ...as(cartToken), "idempotency-key": "anon-check-1" },
        body,
      });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    // A cart token is no credential outside the cart service.
    expect((await call("/orders/search", { headers: as(cartToken) })).status).toBe(401);
    expect((await call("/v2/favorites", { headers: as(cartToken) })).status).toBe(401);

    const removed = await call(`/v2/cart/${cartId}/variants/${moved.json.cartItems[0].cartItemId}`, {
      method: "DELETE",
      headers: as(cartToken),
    });
    expect(removed.status).toBe(200);
    expect(removed.json.items).toEqual([]);
  });

  it("cannot be read or changed with another cart's token or a buyer's token", async () => {
    const first = await anonymousCart();
    const second = await anonymousCart();
    await addAnonymously(first.cartToken, first.cartId, [{ articleNumber: plain[3], quantity: 1, deliveryId: "DBI" }]);
    const read = await call(`/v2/cart/${first.cartId}`, { headers: as(second.cartToken) });
    expect(read.status).toBe(404);
    expect(read.text).not.toContain(plain[3]);
    expect(
      (
        await addAnonymously(second.cartToken, first.cartId, [
          { articleNumber: plain[4], quantity: 1, deliveryId: "DBI" },
        ])
      ).status,
    ).toBe(404);
    const gateway = await call("/graphql", {
      headers: as(second.cartToken),
      body: { query: CART_QUERY, variables: { cartId: first.cartId } },
    });
    expect(gateway.status).toBe(404);
    // The other token's own cart stays empty.
    expect((await call("/v2/cart", { headers: as(second.cartToken) })).json.items).toEqual([]);

    const buyer = await signIn("buyer@demo.se");
    expect((await call(`/v2/cart/${first.cartId}`, { token: buyer.AccessToken })).status).toBe(404);
    expect((await call(`/v2/cart/${first.cartId}`, { headers: as(first.cartToken) })).json.items).toHaveLength(1);
  });

  it("answers 401 to a forged, malformed or expired token", async () => {
    const { cartId, cartToken } = await anonymousCart();
    const forged = cartToken.slice(0, -4) + (cartToken.endsWith("AAAA") ? "BBBB" : "AAAA");
    for (const headers of [as(forged), as("not-a-token"), { "x-cart-token": forged }, { authorization: "Anonymous" }]) {
      const response = await call(`/v2/cart/${cartId}`, { headers });
      expect(response.status, JSON.stringify(headers)).toBe(401);
      // Any 401 says "not authenticated" in the auth result code (spec section 4).
      expect(response.json).toEqual({ message: expect.any(String), ResultCode: 3 });
    }
    expect((await call("/graphql", { headers: as(forged), body: { query: CART_QUERY } })).status).toBe(401);

    await env.DB.prepare("UPDATE carts SET updated_at = '2000-01-01T00:00:00Z' WHERE id = ?").bind(cartId).run();
    expect((await call(`/v2/cart/${cartId}`, { headers: as(cartToken) })).status).toBe(401);
    // The next creation sweeps expired carts away.
    await anonymousCart();
    expect(await env.DB.prepare("SELECT id FROM carts WHERE id = ?").bind(cartId).first()).toBeNull();
  });

  it("are limited per client and hour", async () => {
    const headers = { "cf-connecting-ip": "192.0.2.77" };
    let last = 0;
    let retryAfter: string | null = null;
    for (let i = 0; i < 61; i++) {
      const response = await call("/v2/anonymous-carts", { method: "POST", headers });
      last = response.status;
      retryAfter = response.headers.get("retry-after");
    }
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Another client is not affected.
    expect(
      (await call("/v2/anonymous-carts", { method: "POST", headers: { "cf-connecting-ip": "192.0.2.78" } })).status,
    ).toBe(201);
  });
});

describe("transfer at login", () => {
  async function buyerIn10002() {
    const user = await createUser({ permissions: [{ customerId: "10002" }] });
    const tokens = await signIn(user.id, { customerId: "10002" });
    const cart = await call("/v2/cart", { token: tokens.AccessToken });
    return { token: tokens.AccessToken, cartId: cart.json.cartId as string };
  }

  it("merges quantities into the buyer's cart, skips articles outside the assortment and retires the token", async () => {
    const buyer = await buyerIn10002();
    await call(`/v2/cart/${buyer.cartId}/variants/batch/add`, {
      token: buyer.token,
      body: { items: [{ articleNumber: plain[5], quantity: 2, deliveryId: "DBI" }] },
    });
    const anonymous = await anonymousCart();
    await addAnonymously(anonymous.cartToken, anonymous.cartId, [
      { articleNumber: plain[5], quantity: 3, deliveryId: "DBI" },
      { articleNumber: plain[6], quantity: 4, deliveryId: "EXH" },
      { articleNumber: outsideEl, quantity: 1, deliveryId: "DBI" },
    ]);

    const transfer = await call(`/v2/cart/${buyer.cartId}/transfer/${anonymous.cartId}`, {
      token: buyer.token,
      method: "PUT",
      headers: { "x-cart-token": anonymous.cartToken },
    });
    expect(transfer.status, transfer.text).toBe(200);
    expect(transfer.json.cartId).toBe(buyer.cartId);
    expect(transfer.json.items.map((i: any) => [i.articleNumber, i.quantity, i.deliveryId])).toEqual([
      [plain[5], 5, "DBI"],
      [plain[6], 4, "EXH"],
    ]);
    expect(transfer.json.deliveryIdsInOrder).toEqual(["DBI", "EXH"]);
    expect(transfer.json.transfer.moved).toHaveLength(2);
    expect(transfer.json.transfer.skipped).toEqual([
      expect.objectContaining({ articleNumber: outsideEl, code: "NOT_IN_ASSORTMENT" }),
    ]);

    // The buyer now sees the moved lines with a price.
    const priced = await graphqlCall(buyer.token, CART_QUERY, {});
    expect(priced.json.data.getCartWithVariants.items.every((i: any) => typeof i.price?.netPrice === "number")).toBe(
      true,
    );
    // The anonymous token opens nothing any more, and a second transfer finds no source.
    expect((await call("/v2/cart", { headers: as(anonymous.cartToken) })).status).toBe(401);
    expect(
      (
        await call(`/v2/cart/${buyer.cartId}/transfer/${anonymous.cartId}`, {
          token: buyer.token,
          method: "PUT",
          headers: { "x-cart-token": anonymous.cartToken },
        })
      ).status,
    ).toBe(404);
  });

  it("refuses a transfer with a token for another cart, into someone else's cart, or by an anonymous caller", async () => {
    const buyer = await buyerIn10002();
    const mine = await anonymousCart();
    const other = await anonymousCart();
    await addAnonymously(mine.cartToken, mine.cartId, [{ articleNumber: plain[7], quantity: 1, deliveryId: "DBI" }]);
    expect(
      (
        await call(`/v2/cart/${buyer.cartId}/transfer/${mine.cartId}`, {
          token: buyer.token,
          method: "PUT",
          headers: { "x-cart-token": other.cartToken },
        })
      ).status,
    ).toBe(404);
    const stranger = await buyerIn10002();
    expect(
      (
        await call(`/v2/cart/${stranger.cartId}/transfer/${mine.cartId}`, {
          token: buyer.token,
          method: "PUT",
          headers: { "x-cart-token": mine.cartToken },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(`/v2/cart/${mine.cartId}/transfer/${other.cartId}`, { method: "PUT", headers: as(mine.cartToken) }))
        .status,
    ).toBe(403);
    // Nothing moved.
    expect((await call("/v2/cart", { headers: as(mine.cartToken) })).json.items).toHaveLength(1);
  });
});
