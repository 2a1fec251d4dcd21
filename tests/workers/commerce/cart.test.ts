import { beforeAll, describe, expect, it } from "vitest";
import { add, cartArticles, CART_QUERY, freshBuyer } from "./cart-fixtures";
import { articleNumberAt, call, createUser, DEMO_ARTICLES, graphqlCall, signIn } from "./helpers";

let plain: string[] = [];

beforeAll(async () => {
  ({ plain } = await cartArticles());
});

describe("cart lines", () => {
  it("creates one open cart per user, customer and project", async () => {
    const { token, cartId } = await freshBuyer();
    const again = await call("/v2/cart", { token });
    expect(again.json.cartId).toBe(cartId);
    expect(again.json.items).toEqual([]);
  });

  it("adds lines, sums repeated adds and rounds up to the order multiple", async () => {
    const { token, cartId } = await freshBuyer();
    const first = await add(token, cartId, [
      { articleNumber: DEMO_ARTICLES.orderMultiple, quantity: 3, deliveryId: "DBI" },
      { articleNumber: DEMO_ARTICLES.metalSurcharge, quantity: 2, deliveryId: "DBI", label: "Kök" },
    ]);
    expect(first.status, first.text).toBe(200);
    expect(first.json.errors).toEqual([]);
    expect(first.json.cartItems.map((i: any) => i.quantity)).toEqual([10, 2]);
    const second = await add(token, cartId, [
      {
        articleNumber: DEMO_ARTICLES.metalSurcharge,
        quantity: -3 as unknown as number,
        deliveryId: "DBI",
        label: "Kök",
      },
    ]);
    expect(second.status).toBe(400);
    expect(second.json.issues[0].path).toBe("items.0.quantity");
    const third = await add(token, cartId, [
      { articleNumber: DEMO_ARTICLES.metalSurcharge, quantity: 3, deliveryId: "DBI", label: "Kök" },
    ]);
    expect(third.json.cartItems[0].quantity).toBe(5);
    const cart = await call(`/v2/cart/${cartId}`, { token });
    expect(cart.json.items).toHaveLength(2);
  });

  it("answers errors by id for unknown articles and keeps the valid ones", async () => {
    const { token, cartId } = await freshBuyer();
    const response = await add(token, cartId, [
      { articleNumber: "NOPE-1", quantity: 1, deliveryId: "DBI" },
      { articleNumber: plain[0], quantity: 1, deliveryId: "EXH" },
    ]);
    expect(response.json.errors).toEqual([expect.objectContaining({ id: "NOPE-1", code: "ARTICLE_NOT_FOUND" })]);
    expect(response.json.cartItems).toHaveLength(1);
  });

  it("rejects a delivery method the user may not use", async () => {
    const { token, cartId } = await freshBuyer([{ customerId: "10005", denies: ["EJ_ALLA_LEVERANSSATT"] }]);
    const response = await add(token, cartId, [{ articleNumber: plain[0], quantity: 1, deliveryId: "XXX" }]);
    expect(response.json.errors[0].code).toBe("DELIVERY_NOT_ALLOWED");
  });

  it("updates quantity, moves a line to another delivery and deletes lines", async () => {
    const { token, cartId } = await freshBuyer();
    const added = await add(token, cartId, [
      { articleNumber: plain[1], quantity: 1, deliveryId: "DBI" },
      { articleNumber: plain[2], quantity: 1, deliveryId: "DBI" },
      { articleNumber: plain[1], quantity: 4, deliveryId: "EXH" },
    ]);
    const [a, b] = added.json.cartItems;
    const put = await call(`/v2/cart/${cartId}/variants/${a.cartItemId}`, {
      token,
      method: "PUT",
      body: { quantity: 7 },
    });
    expect(put.status, put.text).toBe(200);
    expect(put.json.quantity).toBe(7);
    // Moving onto the EXH line of the same article merges the two.
    const moved = await call(`/v2/cart/${cartId}/variants/batch/update`, {
      token,
      method: "PUT",
      body: {
        items: [
          { cartItemId: a.cartItemId, deliveryId: "EXH" },
          { cartItemId: "missing", quantity: 2 },
        ],
      },
    });
    expect(moved.json.cartItems[0]).toMatchObject({ deliveryId: "EXH", quantity: 11 });
    expect(moved.json.errors).toEqual([expect.objectContaining({ id: "missing", code: "ITEM_NOT_FOUND" })]);
    const removed = await call(`/v2/cart/${cartId}/variants/${b.cartItemId}`, { token, method: "DELETE" });
    expect(removed.json.items).toHaveLength(1);
    expect(removed.json.deliveryIdsInOrder).toEqual(["EXH"]);
    expect((await call(`/v2/cart/${cartId}/variants/${b.cartItemId}`, { token, method: "DELETE" })).status).toBe(404);
    const cleared = await call(`/v2/cart/${cartId}/variants`, { token, method: "DELETE" });
    expect(cleared.json.items).toEqual([]);
  });

  it("batch-deletes the chosen lines", async () => {
    const { token, cartId } = await freshBuyer();
    const added = await add(
      token,
      cartId,
      [30, 31, 32].map((i) => ({ articleNumber: articleNumberAt(i), quantity: 1, deliveryId: "DBI" })),
    );
    const ids = added.json.cartItems.map((i: any) => i.cartItemId);
    const response = await call(`/v2/cart/${cartId}/variants/batch/delete`, {
      token,
      method: "PUT",
      body: { cartItemIds: ids.slice(0, 2) },
    });
    expect(response.json.removed).toBe(2);
    expect(response.json.cart.items.map((i: any) => i.cartItemId)).toEqual([ids[2]]);
  });

  it("never shows or changes someone else's cart", async () => {
    const owner = await freshBuyer();
    const other = await freshBuyer();
    await add(owner.token, owner.cartId, [{ articleNumber: plain[3], quantity: 1, deliveryId: "DBI" }]);
    for (const [method, path, body] of [
      ["GET", `/v2/cart/${owner.cartId}`, undefined],
      [
        "POST",
        `/v2/cart/${owner.cartId}/variants/batch/add`,
        { items: [{ articleNumber: plain[3], quantity: 1, deliveryId: "DBI" }] },
      ],
      ["DELETE", `/v2/cart/${owner.cartId}/variants`, undefined],
      ["PUT", `/v2/cart/${owner.cartId}/status`, { status: "DELETED" }],
      ["PUT", `/v2/cart/${other.cartId}/transfer/${owner.cartId}`, undefined],
    ] as const) {
      const response = await call(path, { token: other.token, method, body });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.text).not.toContain(plain[3]);
    }
    const graphql = await graphqlCall(other.token, CART_QUERY, { cartId: owner.cartId });
    expect(graphql.status).toBe(404);
    expect((await call(`/v2/cart/${owner.cartId}`, { token: owner.token })).json.items).toHaveLength(1);
  });

  it("needs a token", async () => {
    expect((await call("/v2/cart")).status).toBe(401);
  });
});

describe("deliveries", () => {
  it("keeps deliveryIdsInOrder in the order deliveries were added and honours includeInOrder", async () => {
    const { token, cartId } = await freshBuyer();
    await add(token, cartId, [{ articleNumber: plain[10], quantity: 1, deliveryId: "EXH" }]);
    await add(token, cartId, [{ articleNumber: plain[11], quantity: 1, deliveryId: "DBI" }]);
    let cart = await call(`/v2/cart/${cartId}`, { token });
    expect(cart.json.deliveryIdsInOrder).toEqual(["EXH", "DBI"]);
    const excluded = await call(`/v2/cart/${cartId}/delivery/EXH/includeInOrder`, {
      token,
      method: "PUT",
      body: { isIncludedInOrder: false },
    });
    expect(excluded.json.deliveryIdsInOrder).toEqual(["DBI"]);
    expect(excluded.json.activeDeliveryIds).toEqual(["EXH", "DBI"]);
    const bad = await call(`/v2/cart/${cartId}/delivery/EXH/includeInOrder`, {
      token,
      method: "PUT",
      body: { isIncludedInOrder: "yes" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.issues[0].path).toBe("isIncludedInOrder");
    const gql = await graphqlCall(
      token,
      `query { activeDeliveryIdsInCart getActiveDeliveryIdsInOrder { deliveryIdsInOrder } getCart { cartId items { cartItemId } } }`,
    );
    expect(gql.json.data.activeDeliveryIdsInCart).toEqual(["EXH", "DBI"]);
    expect(gql.json.data.getActiveDeliveryIdsInOrder.deliveryIdsInOrder).toEqual(["DBI"]);
    expect(gql.json.data.getCart.cartId).toBe(cartId);
    cart = await call(`/v2/cart/${cartId}`, { token });
    expect(cart.json.items).toHaveLength(2);
  });

  it("sets requested delivery dates per delivery or for all, never in the past", async () => {
    const { token, cartId } = await freshBuyer();
    await add(token, cartId, [
      { articleNumber: plain[10], quantity: 1, deliveryId: "EXH" },
      { articleNumber: plain[11], quantity: 1, deliveryId: "DBI" },
    ]);
    const one = await call(`/v2/cart/${cartId}/delivery/DBI`, {
      token,
      method: "PUT",
      body: { requestedDeliveryDate: "2099-03-02" },
    });
    expect(one.json.deliveries.find((d: any) => d.deliveryId === "DBI").requestedDeliveryDate).toBe("2099-03-02");
    const all = await call(`/v2/cart/${cartId}/delivery`, {
      token,
      method: "PUT",
      body: { requestedDeliveryDate: "2099-03-03" },
    });
    expect(all.json.deliveries.map((d: any) => d.requestedDeliveryDate)).toEqual(["2099-03-03", "2099-03-03"]);
    expect(all.json.items.every((i: any) => i.requestedDeliveryDate === "2099-03-03")).toBe(true);
    const past = await call(`/v2/cart/${cartId}/delivery`, {
      token,
      method: "PUT",
      body: { requestedDeliveryDate: "2001-01-01" },
    });
    expect(past.status).toBe(400);
    const invalid = await call(`/v2/cart/${cartId}/delivery/DBI`, {
      token,
      method: "PUT",
      body: { requestedDeliveryDate: "2099-13-40" },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json.issues[0].path).toBe("requestedDeliveryDate");
  });
});

describe("transfer and status", () => {
  it("moves an anonymous cart into the user's cart, summing shared lines; only with the cart's token", async () => {
    const { token, cartId } = await freshBuyer();
    await add(token, cartId, [{ articleNumber: plain[20], quantity: 2, deliveryId: "DBI" }]);
    const { cartId: anonymous, cartToken } = (
      await call("/v2/anonymous-carts", { method: "POST", headers: { "cf-connecting-ip": "198.51.100.20" } })
    ).json;
    await call(`/v2/cart/${anonymous}/variants/batch/add`, {
      headers: { authorization: `Anonymous ${cartToken}` },
      body: {
        items: [
          { articleNumber: plain[20], quantity: 3, deliveryId: "DBI" },
          { articleNumber: plain[21], quantity: 1, deliveryId: "DBI" },
        ],
      },
    });
    // Knowing the id is not enough: an anonymous cart moves only with its token.
    expect((await call(`/v2/cart/${cartId}/transfer/${anonymous}`, { token, method: "PUT" })).status).toBe(404);
    const moved = await call(`/v2/cart/${cartId}/transfer/${anonymous}`, {
      token,
      method: "PUT",
      headers: { "x-cart-token": cartToken },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.items.map((i: any) => [i.articleNumber, i.quantity])).toEqual([
      [plain[20], 5],
      [plain[21], 1],
    ]);
    expect(
      (
        await call(`/v2/cart/${cartId}/transfer/${anonymous}`, {
          token,
          method: "PUT",
          headers: { "x-cart-token": cartToken },
        })
      ).status,
    ).toBe(404);
  });

  it("moves the user's cart of another project into the current one", async () => {
    const user = await createUser({
      permissions: [{ customerId: "10001" }, { customerId: "10001", projectId: "10001-01" }],
    });
    const inProject = await signIn(user.id, { customerId: "10001", projectId: "10001-01" });
    const projectCart = (await call("/v2/cart", { token: inProject.AccessToken })).json.cartId;
    await add(inProject.AccessToken, projectCart, [{ articleNumber: plain[22], quantity: 1, deliveryId: "DBI" }]);
    const customerWide = await signIn(user.id, { customerId: "10001" });
    const plainCart = (await call("/v2/cart", { token: customerWide.AccessToken })).json.cartId;
    expect(plainCart).not.toBe(projectCart);
    const moved = await call(`/v2/cart/${plainCart}/transfer/${projectCart}`, {
      token: customerWide.AccessToken,
      method: "PUT",
    });
    expect(moved.json.items.map((i: any) => i.articleNumber)).toEqual([plain[22]]);
  });

  it("deletes a cart by status; the next call opens a new one", async () => {
    const { token, cartId } = await freshBuyer();
    const bad = await call(`/v2/cart/${cartId}/status`, { token, method: "PUT", body: { status: "OPENISH" } });
    expect(bad.status).toBe(400);
    const deleted = await call(`/v2/cart/${cartId}/status`, { token, method: "PUT", body: { status: "DELETED" } });
    expect(deleted.json).toEqual({ cartId, status: "DELETED" });
    expect((await call(`/v2/cart/${cartId}`, { token })).status).toBe(404);
    expect((await call("/v2/cart", { token })).json.cartId).not.toBe(cartId);
  });
});
