/**
 * A quote's agreed prices start from the buyer's price when he put the line on the quote (issue #44): a line the desk
 * leaves untouched is agreed at that price, not at a price the catalogue reached later.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, env, seedOrderableArticles } from "./helpers";
import { buyerOf, desk, newQuote, patch } from "./quote-helpers";

let orderable: string[] = [];
beforeAll(async () => {
  orderable = await seedOrderableArticles();
});

describe("the buyer's price on a quote line", () => {
  it("is recorded when the line is added, and is what an untouched line is agreed at", async () => {
    const buyer = await buyerOf("10001");
    const [first, second] = orderable;
    const quote = await newQuote(buyer.token, { items: [{ articleNumber: first, quantity: 2 }] });
    const added = await call(`/v1/quotes/${quote.quoteId}/items`, {
      token: buyer.token,
      body: { items: [{ articleNumber: second, quantity: 1 }] },
    });
    expect(added.status, added.text).toBe(201);
    const { results: before } = await env.DB.prepare(
      "SELECT id, article_number, buyer_price_ore FROM quote_items WHERE quote_id = ? ORDER BY position",
    )
      .bind(quote.quoteId)
      .all<{ id: string; article_number: string; buyer_price_ore: number | null }>();
    expect(before.map((i) => i.article_number)).toEqual([first, second]);
    expect(before.every((i) => Number.isInteger(i.buyer_price_ore) && i.buyer_price_ore! > 0)).toBe(true);

    // The customer's discounts change before the desk answers: the agreed price is still the quoted one.
    await env.DB.prepare(
      "UPDATE discount_groups SET basis_points = basis_points / 2 WHERE customer_id = '10001'",
    ).run();
    try {
      expect((await patch(buyer.token, quote.quoteId, { status: "inReview" })).status).toBe(200);
      const offer = await desk(`/v1/quotes/${quote.quoteId}/offer`, { items: [] });
      expect(offer.status, offer.text).toBe(200);
      const agreed = Object.fromEntries(
        offer.json.items.map((i: { quoteItemId: string; agreedPrice: number }) => [i.quoteItemId, i.agreedPrice]),
      );
      for (const line of before) expect(Math.round(agreed[line.id] * 100)).toBe(line.buyer_price_ore);
    } finally {
      await env.DB.prepare(
        "UPDATE discount_groups SET basis_points = basis_points * 2 WHERE customer_id = '10001'",
      ).run();
    }
  });
});
