/**
 * Who sees what of a quote: no amounts for EJ_SE_PRISER, read-only quotes for EJ_SKAPA_OFFERT (made for him by a
 * customer admin), and the list: own quotes (an admin's: the customer's), search, status filter, newest first, pages.
 */
import app from "../../../workers/commerce/src/index";
import { beforeAll, describe, expect, it } from "vitest";
import { seedAccountHistory } from "../../../workers/commerce/src/seed/account-history";
import { articleNumberAt, call, env, seedTestCatalogue, signIn } from "./helpers";
import { buyerOf, desk, newQuote, patch, tokenOf } from "./quote-helpers";

beforeAll(async () => {
  await seedTestCatalogue();
  await seedAccountHistory(env.DB);
});

const lines = {
  items: [{ articleNumber: articleNumberAt(30), quantity: 2 }],
  customItems: [{ name: "Montage", quantity: 3, unit: "tim", price: 650 }],
};

describe("amounts on quotes", { timeout: 20_000 }, () => {
  it("hides every amount from noprices@demo.se (EJ_SE_PRISER), also the desk's agreed price", async () => {
    const token = (await signIn("noprices@demo.se")).AccessToken;
    const quote = await newQuote(token, { ...lines, title: "Utan priser" });
    await patch(token, quote.quoteId, { status: "inReview" });
    expect((await desk(`/v1/quotes/${quote.quoteId}/offer`)).status).toBe(200);
    const read = await call(`/v1/quotes/${quote.quoteId}`, { token });
    expect(read.json).toMatchObject({
      title: "Utan priser",
      total: null,
      items: [{ price: null, lineTotal: null, agreedPrice: null, discountPercentage: null, quantity: 2 }],
      customItems: [{ name: "Montage", price: null, lineTotal: null, quantity: 3 }],
    });
    expect(read.text).not.toMatch(/"(price|lineTotal|agreedPrice|total)":\d/);
    // The same lines for a buyer with price rights carry amounts.
    const priced = await newQuote(await tokenOf("10003"), lines);
    expect(priced.items[0].price).toBeGreaterThan(0);
    expect(priced.customItems[0].lineTotal).toBe(1950);
    expect(priced.total).toBeGreaterThan(1950);
  });
});

describe("EJ_SKAPA_OFFERT", { timeout: 20_000 }, () => {
  it("reads the quotes an admin made for him but cannot make, change, move, copy, upload or delete", async () => {
    const admin = await buyerOf("10001", { role: "BUYER_ADMIN" });
    const limited = await buyerOf("10001", { denies: ["EJ_SKAPA_OFFERT"] });
    const made = await newQuote(admin.token, { ...lines, title: "Åt Test", forUserId: limited.id });
    expect(made).toMatchObject({ userId: limited.id, ownerName: "Test Användare", status: "draft" });
    const row = await env.DB.prepare("SELECT created_by FROM quotes WHERE id = ?").bind(made.quoteId).first();
    expect(row).toEqual({ created_by: admin.id });
    const token = limited.token;
    const read = await call(`/v1/quotes/${made.quoteId}`, { token });
    expect(read.status).toBe(200);
    expect(read.json.items[0].price).toBeGreaterThan(0);
    expect((await call("/v1/quotes", { token })).json.data.map((q: any) => q.quoteId)).toEqual([made.quoteId]);
    const id = made.quoteId;
    const item = made.items[0].quoteItemId;
    const writes: [string, string, unknown?][] = [
      ["POST", "/v1/quotes", {}],
      ["PATCH", `/v1/quotes/${id}`, { title: "Ändrad" }],
      ["PATCH", `/v1/quotes/${id}`, { status: "inReview" }],
      ["POST", `/v1/quotes/${id}/copy`],
      ["DELETE", `/v1/quotes?quoteIds=${id}`],
      ["POST", `/v1/quotes/${id}/items`, { items: [{ articleNumber: articleNumberAt(31), quantity: 1 }] }],
      ["PATCH", `/v1/quotes/${id}/items`, { items: [{ quoteItemId: item, quantity: 9 }] }],
      ["DELETE", `/v1/quotes/${id}/items?itemIds=${item}`],
      ["POST", `/v1/quotes/${id}/customItems`, { customItems: [{ name: "Frakt", quantity: 1, price: 1 }] }],
    ];
    for (const [method, path, body] of writes) {
      const response = await call(path, { token, method, body });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.json.message).toBe("Du har inte behörighet att skapa eller ändra offerter.");
    }
    const form = new FormData();
    form.set("file", new File([new Uint8Array(10)], "a.pdf", { type: "application/pdf" }));
    const upload = await app.request(
      `/v1/quotes/${id}/attachments`,
      { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form },
      env,
    );
    expect(upload.status).toBe(403);
    const after = (await call(`/v1/quotes/${id}`, { token: admin.token })).json;
    expect(after).toMatchObject({ title: "Åt Test", status: "draft", attachments: [] });
    expect(after.items).toHaveLength(1);
  });

  it("lets only a customer admin make a quote for another user, and only one of the same customer", async () => {
    const user = await buyerOf("10001");
    const colleague = await buyerOf("10001");
    const refused = await call("/v1/quotes", { token: user.token, body: { forUserId: colleague.id } });
    expect(refused.status).toBe(403);
    const admin = await buyerOf("10001", { role: "BUYER_ADMIN" });
    const foreign = await buyerOf("10002");
    const other = await call("/v1/quotes", { token: admin.token, body: { forUserId: foreign.id } });
    expect(other.status).toBe(400);
    expect(other.json.message).toBe("Användaren finns inte hos kunden.");
  });
});

describe("the quote list", { timeout: 20_000 }, () => {
  it("searches title, receiver and id in any case, filters by status, newest first, in pages", async () => {
    const { token } = await buyerOf("10001");
    const a = await newQuote(token, { title: "Badrum BRF Björken", receiver: { name: "Eva Ek" } });
    const b = await newQuote(token, { title: "Kök", receiver: { name: "ÅKESSONS BYGG" } });
    const c = await newQuote(token, { title: "Garage", receiver: { name: "Per Persson" } });
    await patch(token, b.quoteId, { status: "inReview" });
    const ids = async (query: string) =>
      (await call(`/v1/quotes${query}`, { token })).json.data.map((q: any) => q.quoteId);
    expect(await ids("")).toEqual([c.quoteId, b.quoteId, a.quoteId]);
    expect(await ids("?q=BJÖRKEN")).toEqual([a.quoteId]);
    expect(await ids("?q=åkesson")).toEqual([b.quoteId]);
    expect(await ids(`?q=${c.quoteId.slice(2, 12).toUpperCase()}`)).toEqual([c.quoteId]);
    expect(await ids("?q=finns-inte")).toEqual([]);
    expect(await ids("?status=inReview")).toEqual([b.quoteId]);
    expect(await ids("?status=draft&q=garage")).toEqual([c.quoteId]);
    const first = await call("/v1/quotes?limit=2", { token });
    expect(first.json).toMatchObject({ total: 3, data: [{ quoteId: c.quoteId }, { quoteId: b.quoteId }] });
    const second = await call("/v1/quotes?limit=2&offset=2", { token });
    expect(second.json).toMatchObject({ total: 3, data: [{ quoteId: a.quoteId }] });
    const long = await call("/v1/quotes?q=" + "x".repeat(101), { token });
    expect([long.status, long.json.message]).toEqual([400, "Kontrollera Sökord."]);
    const bad = await call("/v1/quotes", { token, body: { validFor: 0, sender: { organizationNumber: "abc" } } });
    expect([bad.status, bad.json.message]).toEqual([400, "Kontrollera Giltighetstid, Avsändare: Organisationsnummer."]);
    const garbled = await call("/v1/quotes", { token, rawBody: "{", headers: { "content-type": "application/json" } });
    expect([garbled.status, garbled.json.message]).toEqual([400, "Uppgifterna kunde inte läsas."]);
  });

  it("shows a user his own quotes and a customer admin the customer's", async () => {
    const user = await buyerOf("10001");
    const colleague = await buyerOf("10001");
    const own = await newQuote(user.token, { title: "Min egen" });
    const theirs = await newQuote(colleague.token, { title: "Kollegans" });
    const listed = (await call("/v1/quotes?limit=100", { token: user.token })).json.data.map((q: any) => q.quoteId);
    expect(listed).toEqual([own.quoteId]);
    const admin = await buyerOf("10001", { role: "BUYER_ADMIN" });
    const all = (await call("/v1/quotes?limit=100&q=Kollegans", { token: admin.token })).json;
    expect(all.data.map((q: any) => q.quoteId)).toContain(theirs.quoteId);
    expect((await call(`/v1/quotes/${theirs.quoteId}`, { token: admin.token })).json.ownerName).toBe("Test Användare");
    const foreignAdmin = await buyerOf("10002", { role: "BUYER_ADMIN" });
    const foreign = (await call("/v1/quotes?limit=100&q=Kollegans", { token: foreignAdmin.token })).json;
    expect(foreign.data.map((q: any) => q.quoteId)).not.toContain(theirs.quoteId);
  });
});
