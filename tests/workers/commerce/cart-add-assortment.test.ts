/**
 * An article outside the buyer's assortment never enters the cart, whichever path adds it: the product page (which
 * asks for the purchase rule explicitly), quick order rows (the batch add by cart id) and file import. It is refused
 * as unknown (docs/decisions.md: assortments scope by absence), so the storefront names the row with that reason.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { add, cartArticles, freshBuyer, upload } from "./cart-fixtures";
import { call, env } from "./helpers";

let outside = "";

beforeAll(async () => {
  await cartArticles();
  // Customer 10002 sees the A-EL assortment only.
  const row = await env.DB.prepare(
    `SELECT article_number FROM articles WHERE only_store = 0 AND discontinued = 0
       AND category_l2 NOT IN (SELECT category_l2 FROM assortment_categories WHERE assortment_id = 'A-EL') LIMIT 1`,
  ).first<{ article_number: string }>();
  outside = row!.article_number;
});

describe("an article outside the buyer's assortment", () => {
  it("is refused by the batch add that quick order uses, with or without purchasableOnly", async () => {
    const { token, cartId } = await freshBuyer([{ customerId: "10002" }]);
    const rows = await add(token, cartId, [{ articleNumber: outside, quantity: 1, deliveryId: "DBI" }]);
    expect(rows.status, rows.text).toBe(200);
    expect(rows.json.lines[0]).toMatchObject({ articleNumber: outside, refusal: "unknown_article", cartItemId: null });
    expect(rows.json.errors).toEqual([expect.objectContaining({ id: outside, code: "ARTICLE_NOT_FOUND" })]);
    const current = await call("/v2/cart/current/variants/batch/add", {
      token,
      body: { items: [{ articleNumber: outside, quantity: 1, deliveryId: "DBI" }], purchasableOnly: false },
    });
    expect(current.json.lines[0].refusal).toBe("unknown_article");
    const cart = await call(`/v2/cart/${cartId}`, { token });
    expect(cart.json.items).toEqual([]);
  });

  it("is refused by file import, which adds nothing of it", async () => {
    const { token, cartId } = await freshBuyer([{ customerId: "10002" }]);
    const result = await upload(token, cartId, new Blob([`Artikelnummer;Antal\n${outside};2\n`]), "order.csv");
    expect(result.json.errors).toEqual([expect.objectContaining({ id: outside, code: "ARTICLE_NOT_FOUND" })]);
    expect(result.json.cartItems).toEqual([]);
  });

  it("is still added for a buyer whose assortment holds it", async () => {
    const { token, cartId } = await freshBuyer();
    const rows = await add(token, cartId, [{ articleNumber: outside, quantity: 1, deliveryId: "DBI" }]);
    expect(rows.json.lines[0]).toMatchObject({ refusal: null });
  });
});
