/**
 * An accepted quote into the cart (POST /v2/cart/current/quotes/{quoteId}): its catalogue lines at the desk's agreed
 * prices, once, through the cart answers and checkout into the order, which completes the quote.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { quoteToCartAnswerSchema } from "@shop/contract/commerce/quotes";
import { cartQueryAnswerSchema } from "@shop/contract/commerce/cart";
import { CART_QUERY } from "@shop/contract/commerce/queries";
import { call, DEMO_ARTICLES, env, seedOrderableArticles } from "./helpers";
import { acceptedQuote, buyerOf, patch } from "./quote-helpers";
import { checkout, key } from "./checkout-fixtures";

let orderable: string[] = [];
beforeAll(async () => {
  orderable = await seedOrderableArticles();
});

const toCart = (token: string, quoteId: string) => call(`/v2/cart/current/quotes/${quoteId}`, { token, body: {} });
const cartOf = async (token: string) => {
  const answer = await call("/graphql", { token, body: { query: CART_QUERY } });
  return cartQueryAnswerSchema.parse(answer.json.data).getCartWithVariants;
};

/** A buyer's accepted quote: the first line agreed at 12.34 kr, the second at the customer's price, a custom line. */
async function buyerWithAcceptedQuote(denies: "EJ_ORDER"[] = []) {
  const buyer = await buyerOf("10001", { denies });
  const quote = await acceptedQuote(
    buyer.token,
    {
      items: [
        { articleNumber: orderable[0], quantity: 3, price: 500 },
        { articleNumber: orderable[1], quantity: 1 },
        { articleNumber: DEMO_ARTICLES.onlyStore, quantity: 1 },
      ],
      customItems: [{ name: "Montage", quantity: 2, price: 650 }],
    },
    (items) => [{ quoteItemId: items[0].quoteItemId, agreedPrice: 12.34 }],
  );
  return { ...buyer, quote };
}

describe("an accepted quote into the cart", { timeout: 20_000 }, () => {
  it("adds the catalogue lines at the agreed prices once, beside ordinary lines of the same article", async () => {
    const { token, quote } = await buyerWithAcceptedQuote();
    const first = await toCart(token, quote.quoteId);
    expect(first.status, first.text).toBe(200);
    expect(quoteToCartAnswerSchema.parse(first.json)).toEqual({
      added: [
        { articleNumber: orderable[0], quantity: 3 },
        { articleNumber: orderable[1], quantity: 1 },
      ],
      skipped: [
        { articleNumber: null, name: "Montage", reason: "custom_item" },
        {
          articleNumber: DEMO_ARTICLES.onlyStore,
          name: expect.any(String),
          reason: "not_purchasable_online",
          // The purchase rule's reason, as the add answer names it (#44): the storefront says it in Swedish.
          purchaseReason: "ONLY_STORE",
        },
      ],
    });
    expect((await toCart(token, quote.quoteId)).json).toEqual(first.json);
    await call("/v2/cart/current/variants/batch/add", {
      token,
      body: { items: [{ articleNumber: orderable[0], quantity: 1, deliveryId: "DBI" }] },
    });
    const cart = await cartOf(token);
    const lines = cart.items.filter((i) => i.articleNumber === orderable[0]);
    expect(lines.map((l) => [l.quoteId, l.quantity])).toEqual([
      [quote.quoteId, 3],
      [null, 1],
    ]);
    expect(lines[0].price).toMatchObject({ netPrice: 12.34, alloyingPrice: 0, askForPrice: false });
    expect(lines[1].price?.netPrice).not.toBe(12.34);
    const second = cart.items.find((i) => i.articleNumber === orderable[1])!;
    expect(second.price?.netPrice).toBe(quote.items[1].agreedPrice);
    const rest = await call(`/v2/cart/${cart.cartId}`, { token });
    expect(rest.json.items.filter((i: any) => i.quoteId).map((i: any) => i.quotedPrice)).toEqual([
      12.34,
      quote.items[1].agreedPrice,
    ]);
    expect(cart.items).toHaveLength(3);
  });

  it("holds the agreed price up to the quoted quantity: less is fine, more is refused with 409", async () => {
    const { token, quote } = await buyerWithAcceptedQuote();
    await toCart(token, quote.quoteId);
    const cart = await cartOf(token);
    const line = cart.items.find((i) => i.quoteId && i.articleNumber === orderable[0])!;
    const put = (quantity: number) =>
      call(`/v2/cart/${cart.cartId}/variants/${line.cartItemId}`, { token, method: "PUT", body: { quantity } });
    const more = await put(4);
    expect(more.status).toBe(409);
    expect(more.json.message).toBe(
      "Offertpriset gäller för högst 3 enligt offerten. Lägg till fler som en vanlig rad.",
    );
    expect((await put(2)).status).toBe(200);
    expect((await put(3)).status).toBe(200);
    const batch = await call(`/v2/cart/${cart.cartId}/variants/batch/update`, {
      token,
      method: "PUT",
      body: { items: [{ cartItemId: line.cartItemId, quantity: 10 }] },
    });
    expect(batch.json.errors).toEqual([expect.objectContaining({ code: "QUOTE_QUANTITY_EXCEEDED" })]);
    expect((await cartOf(token)).items.find((i) => i.cartItemId === line.cartItemId)?.price?.netPrice).toBe(12.34);
  });

  it("orders at the agreed price even after the catalogue price changed, and completes the quote", async () => {
    const { token, quote } = await buyerWithAcceptedQuote();
    await toCart(token, quote.quoteId);
    const { cartId } = await cartOf(token);
    await env.DB.prepare("UPDATE articles SET list_price_ore = list_price_ore * 3 WHERE article_number = ?")
      .bind(orderable[1])
      .run();
    const placed = await checkout(token, cartId, { orderDetails: { DBI: {} } }, key());
    expect(placed.status, placed.text).toBe(200);
    expect(placed.json[0].success, placed.text).toBe(true);
    const items = placed.json[0].orderItems;
    expect(items.map((i: any) => [i.articleNumber, i.unitPrice, i.quantity])).toEqual([
      [orderable[0], 12.34, 3],
      [orderable[1], quote.items[1].agreedPrice, 1],
    ]);
    const stored = await env.DB.prepare(
      "SELECT quote_id, unit_price_ore FROM order_items WHERE order_id = ? ORDER BY line",
    )
      .bind(Number(placed.json[0].orderId))
      .all();
    expect(stored.results[0]).toEqual({ quote_id: quote.quoteId, unit_price_ore: 1234 });
    expect((await call(`/v1/quotes/${quote.quoteId}`, { token })).json.status).toBe("completed");
    const again = await toCart(token, quote.quoteId);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("Bara en accepterad offert kan läggas i varukorgen.");
  });
});

describe("lines moved between deliveries", { timeout: 20_000 }, () => {
  it("keeps quote and ordinary lines apart when moved, and orders a quote split over two deliveries", async () => {
    const { token, quote } = await buyerWithAcceptedQuote();
    await toCart(token, quote.quoteId);
    await call("/v2/cart/current/variants/batch/add", {
      token,
      body: { items: [{ articleNumber: orderable[0], quantity: 2, deliveryId: "EXH" }] },
    });
    const { cartId, items } = await cartOf(token);
    const move = (cartItemId: string, deliveryId: string) =>
      call(`/v2/cart/${cartId}/variants/${cartItemId}`, { token, method: "PUT", body: { deliveryId } });
    const ordinary = items.find((i) => !i.quoteId)!;
    expect((await move(ordinary.cartItemId, "DBI")).status).toBe(200);
    const quoteLine = items.find((i) => i.quoteId && i.articleNumber === orderable[1])!;
    expect((await move(quoteLine.cartItemId, "EXH")).status).toBe(200);
    const moved = (await cartOf(token)).items.map((i) => [i.articleNumber, i.deliveryId, i.quoteId, i.quantity]);
    expect(moved).toEqual([
      [orderable[0], "DBI", quote.quoteId, 3],
      [orderable[1], "EXH", quote.quoteId, 1],
      [orderable[0], "DBI", null, 2],
    ]);
    const placed = await checkout(token, cartId, { orderDetails: { DBI: {}, EXH: {} } }, key());
    expect(
      placed.json.map((r: any) => r.success),
      placed.text,
    ).toEqual([true, true]);
    expect(placed.json[1].orderItems[0]).toMatchObject({
      articleNumber: orderable[1],
      unitPrice: quote.items[1].agreedPrice,
    });
    expect((await call(`/v1/quotes/${quote.quoteId}`, { token })).json.status).toBe("completed");
  });
});

describe("refusals", { timeout: 20_000 }, () => {
  it("refuses expired, unaccepted, foreign and EJ_ORDER callers' quotes", async () => {
    const { token, quote } = await buyerWithAcceptedQuote();
    await env.DB.prepare("UPDATE quotes SET valid_from = '2020-01-01', valid_for = 30 WHERE id = ?")
      .bind(quote.quoteId)
      .run();
    const expired = await toCart(token, quote.quoteId);
    expect(expired.status).toBe(409);
    expect(expired.json.message).toBe("Offerten gällde till och med 2020-01-31 och kan inte längre beställas.");
    const { token: other } = await buyerOf("10001");
    expect((await toCart(other, quote.quoteId)).status).toBe(404);
    const draft = (await call("/v1/quotes", { token: other, body: {} })).json;
    expect((await toCart(other, draft.quoteId)).status).toBe(409);
    const denied = await buyerWithAcceptedQuote(["EJ_ORDER"]);
    const refused = await toCart(denied.token, denied.quote.quoteId);
    expect(refused.status).toBe(403);
    expect((await cartOf(denied.token)).items).toEqual([]);
  });

  it("refuses the checkout with 409 when the quote expired after its lines went to the cart", async () => {
    const { token, quote } = await buyerWithAcceptedQuote();
    await toCart(token, quote.quoteId);
    const { cartId } = await cartOf(token);
    await env.DB.prepare("UPDATE quotes SET valid_from = '2020-01-01' WHERE id = ?").bind(quote.quoteId).run();
    const placed = await checkout(token, cartId, { orderDetails: { DBI: {} } }, key());
    expect(placed.status, placed.text).toBe(409);
    expect(placed.json).toMatchObject({ issues: [{ path: "quoteId", code: "quote_expired" }] });
    expect(placed.json.message).toContain("gällde till och med");
    expect((await cartOf(token)).items.filter((i) => i.quoteId)).toHaveLength(2);
    expect((await call(`/v1/quotes/${quote.quoteId}`, { token })).json.status).toBe("accepted");
    expect((await patch(token, quote.quoteId, { status: "completed" })).status).toBe(409);
  });
});
