import { beforeAll, describe, expect, it } from "vitest";
import { add, cartArticles, freshBuyer, upload } from "./cart-fixtures";
import { call, createUser, DEMO_ARTICLES, env, signIn } from "./helpers";

let plain: string[] = [];

beforeAll(async () => {
  ({ plain } = await cartArticles());
});

const addCurrent = (token: string, items: unknown[], purchasableOnly = true) =>
  call("/v2/cart/current/variants/batch/add", { token, body: { items, purchasableOnly } });

async function articleRow(articleNumber: string) {
  return (await env.DB.prepare("SELECT name, unit FROM articles WHERE article_number = ?")
    .bind(articleNumber)
    .first<{ name: string; unit: string }>())!;
}

describe("the add answer", () => {
  it("answers each line with name, sales unit, requested and rounded quantity and order multiple", async () => {
    const { token, cartId } = await freshBuyer();
    const answer = await add(token, cartId, [
      { articleNumber: DEMO_ARTICLES.orderMultiple, quantity: 3, deliveryId: "DBI" },
    ]);
    expect(answer.status, answer.text).toBe(200);
    const article = await articleRow(DEMO_ARTICLES.orderMultiple);
    expect(answer.json.lines).toEqual([
      {
        articleNumber: DEMO_ARTICLES.orderMultiple,
        deliveryId: "DBI",
        name: article.name,
        salesUnit: article.unit,
        requestedQuantity: 3,
        quantity: 10,
        orderMultiple: 10,
        cartItemId: answer.json.cartItems[0].cartItemId,
        refusal: null,
        purchaseReason: null,
      },
    ]);
  });

  it("adds to the token's current cart without its id", async () => {
    const { token, cartId } = await freshBuyer();
    const answer = await addCurrent(token, [{ articleNumber: plain[5], quantity: 2, deliveryId: "EXH" }]);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.lines[0]).toMatchObject({
      articleNumber: plain[5],
      quantity: 2,
      requestedQuantity: 2,
      orderMultiple: 1,
      refusal: null,
    });
    const cart = await call(`/v2/cart/${cartId}`, { token });
    expect(cart.json.items).toMatchObject([{ articleNumber: plain[5], quantity: 2, deliveryId: "EXH" }]);
  });

  it("adds to a visitor's anonymous cart by its token", async () => {
    const created = await call("/v2/anonymous-carts", {
      method: "POST",
      headers: { "cf-connecting-ip": "198.51.100.17" },
    });
    expect(created.status, created.text).toBe(201);
    const headers = { authorization: `Anonymous ${created.json.cartToken}` };
    const body = { items: [{ articleNumber: plain[6], quantity: 1, deliveryId: "DBI" }], purchasableOnly: true };
    const answer = await call("/v2/cart/current/variants/batch/add", { headers, body });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.lines[0]).toMatchObject({ articleNumber: plain[6], refusal: null });
    const cart = await call(`/v2/cart/${created.json.cartId}`, { headers });
    expect(cart.json.items).toMatchObject([{ articleNumber: plain[6], quantity: 1 }]);
  });
});

describe("refusals", () => {
  it("refuses what cannot be bought the way it is delivered on every add, naming the reason", async () => {
    const { token, cartId } = await freshBuyer();
    const refused = await addCurrent(token, [
      { articleNumber: DEMO_ARTICLES.onlyStore, quantity: 1, deliveryId: "DBI" },
      { articleNumber: DEMO_ARTICLES.discontinuedNoStock, quantity: 1, deliveryId: "DBI" },
      { articleNumber: plain[7], quantity: 1, deliveryId: "DBI" },
    ]);
    expect(refused.status, refused.text).toBe(200);
    expect(refused.json.lines.map((l: any) => l.refusal)).toEqual([
      "not_purchasable_online",
      "not_purchasable_online",
      null,
    ]);
    expect(refused.json.errors.map((e: any) => e.code)).toEqual(["NOT_PURCHASABLE_ONLINE", "NOT_PURCHASABLE_ONLINE"]);
    expect(refused.json.cartItems).toHaveLength(1);
    // Quick order and file import (no purchasableOnly) obey the same rule: one rule wherever lines enter.
    const quickOrder = await add(token, cartId, [
      { articleNumber: DEMO_ARTICLES.onlyStore, quantity: 1, deliveryId: "DBI" },
      { articleNumber: DEMO_ARTICLES.discontinuedNoStock, quantity: 1, deliveryId: "EXH" },
      { articleNumber: DEMO_ARTICLES.onlyStore, quantity: 1, deliveryId: "EXH" },
    ]);
    expect(quickOrder.json.lines.map((l: any) => [l.refusal, l.purchaseReason])).toEqual([
      ["not_purchasable_online", "ONLY_STORE"],
      ["not_purchasable_online", "DISCONTINUED_OUT_OF_STOCK"],
      // A store-only article picked up in store is what the rule allows.
      [null, null],
    ]);
    expect(quickOrder.json.errors).toMatchObject([
      { id: DEMO_ARTICLES.onlyStore, code: "NOT_PURCHASABLE_ONLINE", reason: "ONLY_STORE" },
      { id: DEMO_ARTICLES.discontinuedNoStock, code: "NOT_PURCHASABLE_ONLINE", reason: "DISCONTINUED_OUT_OF_STOCK" },
    ]);
  });

  it("refuses a store-only line in a file import, naming the line and the reason", async () => {
    const { token, cartId } = await freshBuyer();
    const csv = `Artikelnummer;Antal\n${DEMO_ARTICLES.onlyStore};2\n${plain[9]};1\n`;
    const answer = await upload(token, cartId, new Blob([csv]), "rader.csv", "DBI");
    expect(answer.status).toBe(200);
    expect(answer.json.errors).toMatchObject([
      { id: DEMO_ARTICLES.onlyStore, code: "NOT_PURCHASABLE_ONLINE", reason: "ONLY_STORE" },
    ]);
    const cart = await call(`/v2/cart/${cartId}`, { token });
    expect(cart.json.items.map((i: any) => i.articleNumber)).toEqual([plain[9]]);
  });

  it("calls an article outside the buyer's assortment, or one that does not exist, unknown", async () => {
    // Customer 10002 sees the A-EL assortment only.
    const outside = await env.DB.prepare(
      `SELECT article_number FROM articles WHERE only_store = 0 AND discontinued = 0
         AND category_l2 NOT IN (SELECT category_l2 FROM assortment_categories WHERE assortment_id = 'A-EL') LIMIT 1`,
    ).first<{ article_number: string }>();
    const { token } = await freshBuyer([{ customerId: "10002" }]);
    const answer = await addCurrent(token, [
      { articleNumber: outside!.article_number, quantity: 1, deliveryId: "DBI" },
      { articleNumber: "9999999", quantity: 1, deliveryId: "DBI" },
    ]);
    expect(answer.json.lines.map((l: any) => [l.refusal, l.name])).toEqual([
      ["unknown_article", expect.any(String)],
      ["unknown_article", null],
    ]);
    expect(answer.json.cartItems).toEqual([]);
  });

  it("refuses a delivery method the user may not use", async () => {
    const user = await createUser({ permissions: [{ customerId: "10001", denies: ["EJ_ALLA_LEVERANSSATT"] }] });
    const { AccessToken } = await signIn(user.id, { customerId: "10001" });
    const answer = await addCurrent(AccessToken, [{ articleNumber: plain[8], quantity: 1, deliveryId: "XXX" }]);
    expect(answer.json.lines[0].refusal).toBe("delivery_method_invalid");
    expect(answer.json.errors[0].code).toBe("DELIVERY_NOT_ALLOWED");
  });

  it("answers bad input with 400 and the refusal code of each bad field", async () => {
    const { token } = await freshBuyer();
    const quantity = await addCurrent(token, [{ articleNumber: plain[9], quantity: 0, deliveryId: "DBI" }]);
    expect(quantity.status).toBe(400);
    expect(quantity.json.issues).toMatchObject([{ path: "items.0.quantity", refusal: "quantity_invalid" }]);
    const delivery = await addCurrent(token, [{ articleNumber: plain[9], quantity: 1, deliveryId: "NOPE" }]);
    expect(delivery.status).toBe(400);
    expect(delivery.json.issues).toMatchObject([{ path: "items.0.deliveryId", refusal: "delivery_method_invalid" }]);
  });
});
