import app from "../../../workers/commerce/src/index";
import { beforeAll, describe, expect, it } from "vitest";
import { seedAccountHistory } from "../../../workers/commerce/src/seed/account-history";
import { articleNumberAt, call, createUser, env, seedTestCatalogue, signIn } from "./helpers";

beforeAll(async () => {
  await seedTestCatalogue();
  await seedAccountHistory(env.DB);
});

async function userOf(customerId = "10001", denies: ("EJ_SKAPA_OFFERT" | "EJ_SE_PRISER")[] = []) {
  const user = await createUser({ permissions: [{ customerId, denies }] });
  return (await signIn(user.id, { customerId })).AccessToken;
}

async function newQuote(token: string, body: unknown = {}) {
  const response = await call("/v1/quotes", { token, body });
  expect(response.status, response.text).toBe(201);
  return response.json;
}

const patch = (token: string, id: string, body: unknown) => call(`/v1/quotes/${id}`, { token, method: "PATCH", body });

describe("quotes", () => {
  it("offers default values and creates a draft with them", async () => {
    const token = await userOf();
    const defaults = await call("/v1/quotes/default", { token });
    expect(defaults.json).toMatchObject({
      status: "draft",
      validFor: 30,
      priceType: "NET",
      showDiscounts: true,
      sender: { name: "Byggfirman Norrland AB", organizationNumber: "556677-1001" },
    });
    const quote = await newQuote(token, { title: "Badrum", receiver: { name: "BRF Eken" } });
    expect(quote).toMatchObject({
      status: "draft",
      title: "Badrum",
      validFor: 30,
      sender: { name: "Byggfirman Norrland AB" },
      receiver: { name: "BRF Eken", type: "company" },
    });
  });

  it("prices items at the customer price, with overrides, discounts and custom items", async () => {
    const token = await userOf();
    const quote = await newQuote(token, {
      items: [{ articleNumber: articleNumberAt(30), quantity: 2 }],
      customItems: [{ name: "Montage", quantity: 3, unit: "tim", price: 650 }],
    });
    const [item] = quote.items;
    expect(item.price).toBeGreaterThan(0);
    expect(item.lineTotal).toBeCloseTo(item.price * 2, 2);
    const added = await call(`/v1/quotes/${quote.quoteId}/items`, {
      token,
      body: { items: [{ articleNumber: articleNumberAt(31), quantity: 1, price: 100, discountPercentage: 10 }] },
    });
    expect(added.json.items[1]).toMatchObject({
      price: 100,
      discountPercentage: 10,
      lineTotal: 90,
      priceOverridden: true,
    });
    const changed = await call(`/v1/quotes/${quote.quoteId}/items`, {
      token,
      method: "PATCH",
      body: { items: [{ quoteItemId: item.quoteItemId, quantity: 5 }] },
    });
    expect(changed.json.items[0].quantity).toBe(5);
    const custom = await call(`/v1/quotes/${quote.quoteId}/customItems`, {
      token,
      body: { customItems: [{ name: "Frakt", quantity: 1, price: 495.5 }] },
    });
    expect(custom.json.customItems.map((c: any) => c.lineTotal)).toEqual([1950, 495.5]);
    const customId = custom.json.customItems[0].customItemId;
    const patched = await call(`/v1/quotes/${quote.quoteId}/customItems`, {
      token,
      method: "PATCH",
      body: { customItems: [{ customItemId: customId, price: 700 }] },
    });
    expect(patched.json.customItems[0].lineTotal).toBe(2100);
    const removed = await call(`/v1/quotes/${quote.quoteId}/customItems?customItemIds=${customId}`, {
      token,
      method: "DELETE",
    });
    expect(removed.json.customItems).toHaveLength(1);
    const noItem = await call(`/v1/quotes/${quote.quoteId}/items?itemIds=${item.quoteItemId}`, {
      token,
      method: "DELETE",
    });
    expect(noItem.json.items).toHaveLength(1);
    expect(noItem.json.total).toBeCloseTo(90 + 495.5, 2);
    const unknown = await call(`/v1/quotes/${quote.quoteId}/items`, {
      token,
      body: { items: [{ articleNumber: "NOPE", quantity: 1 }] },
    });
    expect(unknown.status).toBe(400);
  });

  it("locks a quote's content once it leaves draft and notSent (409), and refuses unknown statuses (400)", async () => {
    const token = await userOf();
    const quote = await newQuote(token, { items: [{ articleNumber: articleNumberAt(30), quantity: 1 }] });
    const illegal = await patch(token, quote.quoteId, { status: "accepted" });
    expect(illegal.status).toBe(409);
    expect(illegal.json.message).toBe("En offert kan inte gå från Utkast till Accepterad.");
    expect(illegal.json.issues[0]).toMatchObject({
      code: "illegal_transition",
      message: "draft -> accepted is not allowed",
    });
    expect((await patch(token, quote.quoteId, { status: "inReview" })).json.status).toBe("inReview");
    const locked = await patch(token, quote.quoteId, { title: "Ändrad" });
    expect(locked.status).toBe(409);
    expect(locked.json.message).toContain("Under granskning");
    const item = quote.items[0].quoteItemId;
    const edits: [string, string, unknown][] = [
      ["POST", "items", { items: [{ articleNumber: articleNumberAt(30), quantity: 1 }] }],
      ["PATCH", "items", { items: [{ quoteItemId: item, quantity: 3 }] }],
      ["DELETE", `items?itemIds=${item}`, undefined],
      ["POST", "customItems", { customItems: [{ name: "Montage", quantity: 1, price: 100 }] }],
    ];
    for (const [method, path, body] of edits) {
      const response = await call(`/v1/quotes/${quote.quoteId}/${path}`, { token, method, body });
      expect(response.status, `${method} ${path}`).toBe(409);
    }
    expect((await patch(token, quote.quoteId, { status: "paid" })).status).toBe(400);
  });

  it("copies a quote as a new draft with its items", async () => {
    const token = await userOf();
    const quote = await newQuote(token, {
      title: "Original",
      items: [{ articleNumber: articleNumberAt(30), quantity: 2 }],
    });
    expect((await patch(token, quote.quoteId, { status: "inReview" })).status).toBe(200);
    const copy = await call(`/v1/quotes/${quote.quoteId}/copy`, { token, method: "POST" });
    expect(copy.status).toBe(201);
    expect(copy.json).toMatchObject({ status: "draft", title: "Kopia av Original" });
    expect(copy.json.quoteId).not.toBe(quote.quoteId);
    expect(copy.json.items.map((i: any) => i.articleNumber)).toEqual([articleNumberAt(30)]);
  });

  it("stores attachments up to 2 MB and answers 413 above", async () => {
    const token = await userOf();
    const quote = await newQuote(token);
    const send = (bytes: Uint8Array<ArrayBuffer>, name: string) => {
      const form = new FormData();
      form.set("file", new File([bytes], name, { type: "application/pdf" }));
      return app.request(
        `/v1/quotes/${quote.quoteId}/attachments`,
        { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form },
        env,
      );
    };
    const small = await send(new Uint8Array(1500).fill(65), "ritning.pdf");
    expect(small.status).toBe(201);
    const { attachmentId } = (await small.json()) as { attachmentId: string };
    const download = await app.request(
      `/v1/quotes/${quote.quoteId}/attachments/${attachmentId}`,
      { headers: { authorization: `Bearer ${token}` } },
      env,
    );
    expect((await download.arrayBuffer()).byteLength).toBe(1500);
    const big = await send(new Uint8Array(2 * 1024 * 1024 + 1), "stor.pdf");
    expect(big.status).toBe(413);
    expect((await call(`/v1/quotes/${quote.quoteId}`, { token })).json.attachments).toHaveLength(1);
    expect(
      (await call(`/v1/quotes/${quote.quoteId}/attachments/${attachmentId}`, { token, method: "DELETE" })).status,
    ).toBe(204);
    expect((await call(`/v1/quotes/${quote.quoteId}`, { token })).json.attachments).toEqual([]);
    expect((await call(`/v1/quotes/${quote.quoteId}/attachments/${attachmentId}`, { token })).status).toBe(404);
  });

  it("lists, filters and deletes the user's quotes", async () => {
    const token = await userOf();
    const a = await newQuote(token);
    const b = await newQuote(token);
    expect((await patch(token, b.quoteId, { status: "inReview" })).status).toBe(200);
    const inReview = await call("/v1/quotes?status=inReview", { token });
    expect(inReview.json.data.map((q: any) => q.quoteId)).toEqual([b.quoteId]);
    const deleted = await call(`/v1/quotes?quoteIds=${a.quoteId},${b.quoteId}`, { token, method: "DELETE" });
    expect(deleted.json.deleted).toBe(2);
    expect((await call("/v1/quotes", { token })).json.total).toBe(0);
    expect((await call(`/v1/quotes/${a.quoteId}`, { token })).status).toBe(404);
  });

  it("keeps quotes private and respects EJ_SKAPA_OFFERT", async () => {
    const owner = await userOf();
    const quote = await newQuote(owner, { title: "Hemlig" });
    const colleague = await userOf();
    for (const [method, path, body] of [
      ["GET", `/v1/quotes/${quote.quoteId}`],
      ["PATCH", `/v1/quotes/${quote.quoteId}`, { title: "x" }],
      ["POST", `/v1/quotes/${quote.quoteId}/copy`],
    ] as const) {
      const response = await call(path, { token: colleague, method, body });
      expect(response.status).toBe(404);
      expect(response.text).not.toContain("Hemlig");
    }
    const admin = (await signIn("admin@demo.se")).AccessToken;
    expect((await call(`/v1/quotes/${quote.quoteId}`, { token: admin })).status).toBe(200);
    const denied = await userOf("10001", ["EJ_SKAPA_OFFERT"]);
    expect((await call("/v1/quotes", { token: denied, body: {} })).status).toBe(403);
    const bad = await call("/v1/quotes", {
      token: owner,
      body: { validFor: 0, sender: { organizationNumber: "abc" } },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.issues.map((i: any) => i.path).sort()).toEqual(["sender.organizationNumber", "validFor"]);
  });
});
