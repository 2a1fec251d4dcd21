/**
 * Attack class 10 of issue #41: a quote valid from the future could be ordered now. Only the end date was checked: a
 * quote with validFrom 300 days ahead went into the cart today and its price held for 665 days against the 365-day
 * maximum. A quote is usable (into the cart and at checkout) only from validFrom through its last valid day, and no
 * window may hold a price beyond 365 days from today (Stockholm dates).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { stockholmToday } from "@shop/domain/delivery-date";
import { acceptedQuote, buyerOf, desk, newQuote, patch } from "../workers/commerce/quote-helpers";
import { call, checkout, env, newKey, seedAll } from "./fixtures";

let article = "";
beforeAll(async () => {
  [article] = await seedAll();
});

/** Today plus `days` in Stockholm, as 'YYYY-MM-DD'. */
function inDays(days: number): string {
  const [y, m, d] = stockholmToday().split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const toCart = (token: string, quoteId: string) => call(`/v2/cart/current/quotes/${quoteId}`, { token, body: {} });
const setWindow = (quoteId: string, validFrom: string, validFor: number) =>
  env.DB.prepare("UPDATE quotes SET valid_from = ?, valid_for = ? WHERE id = ?")
    .bind(validFrom, validFor, quoteId)
    .run();

function expectTooLong(answer: { status: number; text: string; json: any }) {
  expect(answer.status, answer.text).toBe(400);
  expect(answer.json).toMatchObject({
    message: `Offerten kan gälla högst 365 dagar från i dag, till och med ${inDays(365)}. Välj ett tidigare datum eller en kortare giltighetstid.`,
    issues: [{ path: "validFor", code: "validity_too_long" }],
  });
}

describe("a quote's validity window", { timeout: 30_000 }, () => {
  it("refuses a window that holds a price beyond 365 days from today, at creation and when changed", async () => {
    const { token } = await buyerOf("10001");
    expectTooLong(await call("/v1/quotes", { token, body: { validFrom: inDays(300), validFor: 365 } }));
    expectTooLong(await call("/v1/quotes", { token, body: { validFrom: inDays(1), validFor: 365 } }));
    expect((await call("/v1/quotes", { token, body: { validFrom: inDays(0), validFor: 365 } })).status).toBe(201);
    const later = await newQuote(token, { validFrom: inDays(300), validFor: 30 });
    expect(later).toMatchObject({ validFrom: inDays(300), validFor: 30 });
    // A change is checked against the window it makes with what the quote already holds.
    expectTooLong(await patch(token, later.quoteId, { validFor: 90 }));
    const quote = await newQuote(token, { validFrom: inDays(0), validFor: 300 });
    expectTooLong(await patch(token, quote.quoteId, { validFrom: inDays(100) }));
    expect((await call(`/v1/quotes/${quote.quoteId}`, { token })).json).toMatchObject({
      validFrom: inDays(0),
      validFor: 300,
    });
    expect((await patch(token, quote.quoteId, { validFrom: inDays(60), validFor: 300 })).status).toBe(200);
  });

  it("keeps a quote valid from a later day out of the cart until that day", async () => {
    const { token } = await buyerOf("10001");
    const quote = await acceptedQuote(token, {
      validFrom: inDays(300),
      validFor: 30,
      items: [{ articleNumber: article, quantity: 2 }],
    });
    const early = await toCart(token, quote.quoteId);
    expect(early.status, early.text).toBe(409);
    expect(early.json).toMatchObject({
      message: `Offerten gäller från och med ${inDays(300)} och kan inte beställas förrän dess.`,
      issues: [{ path: "quoteId", code: "quote_not_yet_valid" }],
    });
    expect((await call("/v2/cart", { token })).json.items).toEqual([]);
    // From its first valid day it can.
    await setWindow(quote.quoteId, inDays(0), 30);
    expect((await toCart(token, quote.quoteId)).status).toBe(200);
  });

  it("refuses the checkout of a quote line whose window has not begun, and keeps the cart", async () => {
    const { token } = await buyerOf("10001");
    const quote = await acceptedQuote(token, { items: [{ articleNumber: article, quantity: 2 }] });
    expect((await toCart(token, quote.quoteId)).status).toBe(200);
    const cart = (await call("/v2/cart", { token })).json;
    await setWindow(quote.quoteId, inDays(10), 30);
    const answer = await checkout(token, cart.cartId, { orderDetails: { [cart.items[0].deliveryId]: {} } }, newKey());
    expect(answer.status, answer.text).toBe(409);
    expect(answer.json).toMatchObject({
      message: `Offerten ${quote.quoteId} gäller från och med ${inDays(10)}. Ta bort offertens rader ur varukorgen eller vänta till dess.`,
      issues: [{ path: "quoteId", code: "quote_not_yet_valid" }],
    });
    expect((await call("/v2/cart", { token })).json.items).toHaveLength(1);
    expect((await call(`/v1/quotes/${quote.quoteId}`, { token })).json.status).toBe("accepted");
  });

  it("lets the desk offer no quote whose window reaches beyond 365 days from today", async () => {
    const { token } = await buyerOf("10001");
    const quote = await newQuote(token, { items: [{ articleNumber: article, quantity: 1 }] });
    expect((await patch(token, quote.quoteId, { status: "inReview" })).status).toBe(200);
    // A window stored before the limit existed.
    await setWindow(quote.quoteId, inDays(300), 365);
    const offer = await desk(`/v1/quotes/${quote.quoteId}/offer`, {});
    expect(offer.status, offer.text).toBe(409);
    expect(offer.json).toMatchObject({
      message: `Offerten kan gälla högst 365 dagar från i dag, till och med ${inDays(365)}. Välj ett tidigare datum eller en kortare giltighetstid.`,
      issues: [{ path: "validFor", code: "validity_too_long" }],
    });
    expect((await call(`/v1/quotes/${quote.quoteId}`, { token })).json.status).toBe("inReview");
  });
});
