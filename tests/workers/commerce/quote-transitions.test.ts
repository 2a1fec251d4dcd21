/**
 * Who moves a quote between statuses (domain/quote-status.ts): the buyer through PATCH /v1/quotes/{id}, the
 * wholesaler's quote desk through its own routes and key (routes/quote-desk.ts). Refused moves answer 409 in Swedish.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { seedAccountHistory } from "../../../workers/commerce/src/seed/account-history";
import { articleNumberAt, call, env, seedTestCatalogue } from "./helpers";
import { acceptedQuote, desk, newQuote, patch, tokenOf } from "./quote-helpers";

beforeAll(async () => {
  await seedTestCatalogue();
  await seedAccountHistory(env.DB);
});

const NAMES: Record<string, string> = {
  draft: "Utkast",
  notSent: "Ej skickad",
  inReview: "Under granskning",
  sent: "Skickad",
  accepted: "Accepterad",
  completed: "Slutförd",
  declined: "Avböjd",
};

const item = (n: number, quantity = 2) => ({ articleNumber: articleNumberAt(n), quantity });

async function quoteIn(token: string, status: "draft" | "notSent" | "inReview" | "sent" | "declined") {
  const quote = await newQuote(token, { items: [item(30)] });
  const id = quote.quoteId as string;
  if (status === "notSent") expect((await patch(token, id, { status })).status).toBe(200);
  if (status !== "draft" && status !== "notSent")
    expect((await patch(token, id, { status: "inReview" })).status).toBe(200);
  if (status === "sent") expect((await desk(`/v1/quotes/${id}/offer`)).status).toBe(200);
  if (status === "declined") expect((await desk(`/v1/quotes/${id}/decline`)).status).toBe(200);
  return id;
}

describe("the buyer's moves", { timeout: 20_000 }, () => {
  it("prepares, puts aside, asks for a review and withdraws it", async () => {
    const token = await tokenOf();
    const id = await quoteIn(token, "draft");
    for (const status of ["notSent", "draft", "inReview", "draft", "notSent", "inReview"]) {
      const step = await patch(token, id, { status });
      expect(step.status, `${status}: ${step.text}`).toBe(200);
      expect(step.json.status).toBe(status);
    }
  });

  it("refuses every move the buyer may not make before an answer, naming both statuses in Swedish", async () => {
    const token = await tokenOf();
    const refused: [from: Parameters<typeof quoteIn>[1], to: string[]][] = [
      ["draft", ["sent", "accepted", "completed", "declined"]],
      ["notSent", ["sent", "accepted", "completed"]],
      ["inReview", ["sent", "accepted", "declined", "completed", "notSent"]],
    ];
    for (const [from, targets] of refused) {
      const id = await quoteIn(token, from);
      for (const to of targets) {
        const response = await patch(token, id, { status: to });
        expect(response.status, `${from} -> ${to}`).toBe(409);
        expect(response.json.message).toBe(`En offert kan inte gå från ${NAMES[from]} till ${NAMES[to]}.`);
      }
    }
  });

  it("refuses every move the buyer may not make after the desk's answer, and any move of a finished quote", async () => {
    const token = await tokenOf();
    const refused: [from: Parameters<typeof quoteIn>[1], to: string[]][] = [
      ["sent", ["draft", "notSent", "inReview", "completed"]],
      ["declined", ["draft", "inReview", "sent", "accepted"]],
    ];
    for (const [from, targets] of refused) {
      const id = await quoteIn(token, from);
      for (const to of targets) {
        const response = await patch(token, id, { status: to });
        expect(response.status, `${from} -> ${to}`).toBe(409);
        expect(response.json.message).toBe(`En offert kan inte gå från ${NAMES[from]} till ${NAMES[to]}.`);
      }
    }
    const accepted = await acceptedQuote(token, { items: [item(31)] });
    for (const to of ["completed", "declined", "draft", "sent", "inReview"]) {
      const response = await patch(token, accepted.quoteId, { status: to });
      expect(response.status, `accepted -> ${to}`).toBe(409);
      expect(response.json.message).toBe(`En offert kan inte gå från Accepterad till ${NAMES[to]}.`);
    }
    await env.DB.prepare("UPDATE quotes SET status = 'completed' WHERE id = ?").bind(accepted.quoteId).run();
    for (const to of ["draft", "notSent", "inReview", "sent", "accepted", "declined"]) {
      expect((await patch(token, accepted.quoteId, { status: to })).status, `completed -> ${to}`).toBe(409);
    }
  });

  it("accepts or declines the desk's offer, and then the quote stays as it is", async () => {
    const token = await tokenOf();
    const declined = await quoteIn(token, "sent");
    expect((await patch(token, declined, { status: "declined" })).json.status).toBe("declined");
    const accepted = await acceptedQuote(token, { items: [item(30)] });
    expect(accepted.status).toBe("accepted");
    expect((await patch(token, accepted.quoteId, { title: "Ny titel" })).status).toBe(409);
  });
});

describe("the wholesaler's quote desk", { timeout: 20_000 }, () => {
  it("offers agreed purchase prices: the given ones, else the customer's price today", async () => {
    const token = await tokenOf();
    const quote = await newQuote(token, {
      items: [item(30, 3), { ...item(31, 1), price: 999, discountPercentage: 10 }],
      customItems: [{ name: "Montage", quantity: 2, price: 650 }],
    });
    expect(quote.items.map((i: any) => i.agreedPrice)).toEqual([null, null]);
    await patch(token, quote.quoteId, { status: "inReview" });
    const [first, second] = quote.items;
    const offer = await desk(`/v1/quotes/${quote.quoteId}/offer`, {
      items: [{ quoteItemId: first.quoteItemId, agreedPrice: 12.34 }],
      message: "Projektpris gäller vid beställning inom 30 dagar.",
    });
    expect(offer.status, offer.text).toBe(200);
    expect(offer.json.status).toBe("sent");
    const read = (await call(`/v1/quotes/${quote.quoteId}`, { token })).json;
    expect(read).toMatchObject({ status: "sent", deskMessage: "Projektpris gäller vid beställning inom 30 dagar." });
    expect(read.items[0].agreedPrice).toBe(12.34);
    // Not the buyer's own selling price (999 less 10 %): what the customer pays for the article today.
    const catalogue = await call("/graphql", {
      token,
      body: {
        query: `{ getVariants(articleNumbers: ["${second.articleNumber}"]) { price { netPrice alloyingPrice } } }`,
      },
    });
    const price = catalogue.json.data.getVariants[0].price;
    expect(read.items[1].agreedPrice).toBeCloseTo(price.netPrice + price.alloyingPrice, 2);
    expect(read.items[1].price).toBe(999);
  });

  it("declines a review or its own offer, and refuses moves the desk may not make", async () => {
    const token = await tokenOf();
    const inReview = await quoteIn(token, "inReview");
    const declined = await desk(`/v1/quotes/${inReview}/decline`, { message: "Vi kan inte offerera detta." });
    expect(declined.json).toMatchObject({ status: "declined", deskMessage: "Vi kan inte offerera detta." });
    const sent = await quoteIn(token, "sent");
    expect((await desk(`/v1/quotes/${sent}/decline`)).json.status).toBe("declined");
    const draft = await quoteIn(token, "draft");
    const early = await desk(`/v1/quotes/${draft}/offer`);
    expect(early.status).toBe(409);
    expect(early.json.message).toBe("En offert kan inte gå från Utkast till Skickad.");
    expect((await desk(`/v1/quotes/${draft}/decline`)).status).toBe(409);
    expect((await desk(`/v1/quotes/${await quoteIn(token, "sent")}/offer`)).status).toBe(409);
  });

  it("answers bad offers with 400 and unknown quotes with 404", async () => {
    const token = await tokenOf();
    const id = await quoteIn(token, "inReview");
    const unknownItem = await desk(`/v1/quotes/${id}/offer`, { items: [{ quoteItemId: "qi-nope", agreedPrice: 1 }] });
    expect(unknownItem.status).toBe(400);
    const badPrice = await desk(`/v1/quotes/${id}/offer`, { items: [{ quoteItemId: "x", agreedPrice: -5 }] });
    expect(badPrice.status).toBe(400);
    expect(badPrice.json.message).toBe("Kontrollera Artiklar: Avtalat pris.");
    expect((await desk("/v1/quotes/q-does-not-exist/offer")).status).toBe(404);
    expect((await call(`/v1/quotes/${id}`, { token })).json.status).toBe("inReview");
  });

  it("needs its key: wrong or missing 401, a buyer's token 401, and without a configured key 404", async () => {
    const token = await tokenOf();
    const id = await quoteIn(token, "inReview");
    const path = `/v1/quotes/${id}/offer`;
    expect((await desk(path, {}, { key: "wrong-key-wrong-key-wrong-key" })).status).toBe(401);
    expect((await desk(path, {}, { key: null })).status).toBe(401);
    expect((await desk(path, {}, { authorization: `Bearer ${token}` })).status).toBe(401);
    expect((await desk(`/v1/quotes/${id}/decline`, {}, { key: "" })).status).toBe(401);
    expect((await desk(path, {}, { withKey: false })).status).toBe(404);
    expect((await call(path, { token, body: {} })).status).toBe(404);
    expect((await call(`/v1/quotes/${id}`, { token })).json.status).toBe("inReview");
  });
});
