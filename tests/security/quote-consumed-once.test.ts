/**
 * Attack class 1 of issue #41: one accepted quote ordered several times at its agreed price. The same quote went into
 * every cart of its customer (the customer cart and each project cart, of the owner and of a customer admin) and the
 * carts were checked out in parallel: 5 of 6 orders went through, 25 units for a quote of 5. A quote is consumed
 * once: the order batch itself orders it only while it is accepted and completes it; the losing checkouts get a 409
 * {message, issues} in Swedish and keep their carts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { acceptedQuote } from "../workers/commerce/quote-helpers";
import { call, checkout, createUser, env, inAssortment, newKey, seedAll, signIn } from "./fixtures";

let article = "";
beforeAll(async () => {
  // An article every cart of customer 10001 may order, its limited project (assortment A-VVS-BYGG) too.
  [article] = await inAssortment(await seedAll(), "A-VVS-BYGG");
});

const QUOTED = 5;
const CONTEXTS = [
  { customerId: "10001" },
  { customerId: "10001", projectId: "10001-01" },
  { customerId: "10001", projectId: "10001-02" },
];

/** An owner's accepted quote for QUOTED units of `article`, and the tokens of every cart that may hold it. */
async function quoteInEveryCart() {
  const owner = await createUser({ permissions: [{ customerId: "10001" }] });
  const admin = await createUser({ permissions: [{ customerId: "10001", role: "BUYER_ADMIN" }] });
  const ownerToken = (await signIn(owner.id, CONTEXTS[0])).AccessToken;
  const quote = await acceptedQuote(ownerToken, { items: [{ articleNumber: article, quantity: QUOTED }] });
  const carts: { token: string; cartId: string; deliveryId: string }[] = [];
  for (const user of [owner, admin]) {
    for (const context of CONTEXTS) {
      const token = (await signIn(user.id, context)).AccessToken;
      const added = await call(`/v2/cart/current/quotes/${quote.quoteId}`, { token, body: {} });
      expect(added.status, added.text).toBe(200);
      expect(added.json.added).toEqual([{ articleNumber: article, quantity: QUOTED }]);
      const cart = await call("/v2/cart", { token });
      carts.push({ token, cartId: cart.json.cartId, deliveryId: cart.json.items[0].deliveryId });
    }
  }
  return { quoteId: quote.quoteId as string, carts };
}

const orderedOfQuote = async (quoteId: string) =>
  (await env.DB.prepare(
    "SELECT COUNT(DISTINCT order_id) AS orders, COALESCE(SUM(quantity), 0) AS units FROM order_items WHERE quote_id = ?",
  )
    .bind(quoteId)
    .first<{ orders: number; units: number }>())!;

const quoteLinesIn = async (token: string, cartId: string) =>
  ((await call(`/v2/cart/${cartId}`, { token })).json.items as { quoteId: string | null; quantity: number }[]).filter(
    (i) => i.quoteId,
  );

function expectQuoteConflict(answer: { status: number; text: string; json: any }) {
  expect(answer.status, answer.text).toBe(409);
  expect(answer.json).toMatchObject({
    message: expect.stringMatching(/^Offerten .* kan inte längre beställas till offertpris/),
    issues: [{ path: "quoteId", code: "quote_not_orderable" }],
  });
}

describe("an accepted quote is consumed once", { timeout: 60_000 }, () => {
  it("orders it from one of six carts checked out in parallel; the others get 409 and keep their lines", async () => {
    const { quoteId, carts } = await quoteInEveryCart();
    const answers = await Promise.all(
      carts.map((c) => checkout(c.token, c.cartId, { orderDetails: { [c.deliveryId]: {} } }, newKey())),
    );
    const placed = answers.filter((a) => a.status === 200 && a.json.every((r: any) => r.success));
    expect(placed.length, answers.map((a) => `${a.status} ${a.text.slice(0, 160)}`).join("\n")).toBe(1);
    expect(placed[0].json[0].orderItems).toEqual([
      expect.objectContaining({ articleNumber: article, quantity: QUOTED }),
    ]);
    for (const [index, answer] of answers.entries()) {
      if (answer === placed[0]) {
        expect(await quoteLinesIn(carts[index].token, carts[index].cartId)).toEqual([]);
        continue;
      }
      expectQuoteConflict(answer);
      expect(await quoteLinesIn(carts[index].token, carts[index].cartId)).toEqual([
        expect.objectContaining({ quoteId, quantity: QUOTED }),
      ]);
    }
    expect(await orderedOfQuote(quoteId)).toEqual({ orders: 1, units: QUOTED });
    expect((await call(`/v1/quotes/${quoteId}`, { token: carts[0].token })).json.status).toBe("completed");
  });

  it("refuses a second checkout one at a time with the same 409, and the cart keeps the quote's lines", async () => {
    const { quoteId, carts } = await quoteInEveryCart();
    const [first, second] = carts;
    const ordered = await checkout(first.token, first.cartId, { orderDetails: { [first.deliveryId]: {} } }, newKey());
    expect(ordered.status, ordered.text).toBe(200);
    expect(ordered.json[0].success, ordered.text).toBe(true);
    const again = await checkout(second.token, second.cartId, { orderDetails: { [second.deliveryId]: {} } }, newKey());
    expectQuoteConflict(again);
    expect(await quoteLinesIn(second.token, second.cartId)).toHaveLength(1);
    expect(await orderedOfQuote(quoteId)).toEqual({ orders: 1, units: QUOTED });
  });

  it("orders nothing from a cart whose quote line was raised above the quote behind the cart's back", async () => {
    const { quoteId, carts } = await quoteInEveryCart();
    const [cart] = carts;
    // The cart refuses more than the quote (QUOTE_QUANTITY_EXCEEDED); the order batch holds even if a line got there.
    await env.DB.prepare("UPDATE cart_items SET quantity = ? WHERE cart_id = ? AND quote_id = ?")
      .bind(QUOTED * 5, cart.cartId, quoteId)
      .run();
    const answer = await checkout(cart.token, cart.cartId, { orderDetails: { [cart.deliveryId]: {} } }, newKey());
    expect(answer.status, answer.text).toBe(409);
    expect(answer.json.issues).toEqual([expect.objectContaining({ code: "quote_quantity_exceeded" })]);
    expect(answer.json.message).toMatch(/högst 5/);
    expect(await orderedOfQuote(quoteId)).toEqual({ orders: 0, units: 0 });
    expect((await call(`/v1/quotes/${quoteId}`, { token: cart.token })).json.status).toBe("accepted");
  });
});
