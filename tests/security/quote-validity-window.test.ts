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

/**
 * Class 10 follow-up (attacker re-probe of #41): validFrom 9999-12-31 with 365 days ended on "+010000-12-31", which
 * sorted before "2027-…" as a string, so the 365-day check passed and the desk could offer it; years 0000/0001 came
 * back as 1900/1901. validFrom is now a real calendar date from today through today + 365 days, checked as a date.
 */
describe("a quote's first valid day", { timeout: 30_000 }, () => {
  function expectRefusedStart(answer: { status: number; text: string; json: any }) {
    expect(answer.status, answer.text).toBe(400);
    expect(answer.json.message).toMatch(/Giltig från|Offerten kan gälla/);
    expect(answer.json.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: "validFrom" })]));
  }

  it("refuses a year past 9999, a day before today and a day that is not in the calendar, at creation", async () => {
    const { token } = await buyerOf("10001");
    const before = (await call("/v1/quotes?limit=100", { token })).json.total;
    for (const validFrom of ["9999-12-31", "0001-01-01", "0000-01-01", "2026-02-30", inDays(-1), inDays(366)]) {
      const answer = await call("/v1/quotes", {
        token,
        body: { items: [{ articleNumber: article, quantity: 1 }], validFrom, validFor: 365 },
      });
      expectRefusedStart(answer);
      expect(answer.json.message, validFrom).toMatch(/^[A-ZÅÄÖ][^]*\.$/u);
    }
    expect((await call("/v1/quotes?limit=100", { token })).json.total).toBe(before);
    // The last start the window allows: today + 365 for one day is past the limit, today + 364 for one day is not.
    expect((await call("/v1/quotes", { token, body: { validFrom: inDays(364), validFor: 1 } })).status).toBe(201);
  });

  it("refuses such a start when a quote is changed, and keeps the quote as it was", async () => {
    const { token } = await buyerOf("10001");
    const quote = await newQuote(token, { validFrom: inDays(0), validFor: 30 });
    for (const validFrom of ["9999-12-31", "0001-01-01", "2026-02-30", inDays(-1)]) {
      expectRefusedStart(await patch(token, quote.quoteId, { validFrom, validFor: 365 }));
    }
    expect((await call(`/v1/quotes/${quote.quoteId}`, { token })).json).toMatchObject({
      validFrom: inDays(0),
      validFor: 30,
    });
    // A quote dated earlier keeps its date when the form sends it back unchanged with another change.
    await setWindow(quote.quoteId, inDays(-10), 30);
    const renamed = await patch(token, quote.quoteId, { title: "Ny rubrik", validFrom: inDays(-10), validFor: 30 });
    expect(renamed.status, renamed.text).toBe(200);
  });

  it("lets the desk offer no quote stored with such a window", async () => {
    const { token } = await buyerOf("10001");
    const quote = await newQuote(token, { items: [{ articleNumber: article, quantity: 1 }] });
    expect((await patch(token, quote.quoteId, { status: "inReview" })).status).toBe(200);
    await setWindow(quote.quoteId, "9999-12-31", 365);
    const offer = await desk(`/v1/quotes/${quote.quoteId}/offer`, {});
    expect(offer.status, offer.text).toBe(409);
    expect(offer.json.issues[0]).toMatchObject({ code: "validity_too_long" });
    expect((await call(`/v1/quotes/${quote.quoteId}`, { token })).json.status).toBe("inReview");
  });
});
