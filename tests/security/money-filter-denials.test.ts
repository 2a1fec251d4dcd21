/**
 * Money filter, the narrower denials: no discounts, no financial follow-up, no order history
 * (money-filter-scan.ts has the attack and the scan).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { addToCart, buyer, bytesOf, call, checkout, createUser, env, newKey, pdfText, signIn } from "./fixtures";
import { amountsIn, plainText, GRAPHQL_VARIANTS, oddPricedArticles } from "./money-filter-scan";

let articles: string[] = [];
beforeAll(async () => {
  articles = await oddPricedArticles();
});

describe("EJ_SE_RABATTER: no discounts, prices stay", () => {
  it("hides every discount field in catalogue, cart and quote answers", async () => {
    const user = await createUser({ permissions: [{ customerId: "10001", denies: ["EJ_SE_RABATTER"] }] });
    const { AccessToken: token } = await signIn(user.id, { customerId: "10001" });
    const variants = await call("/graphql", {
      token,
      body: { query: GRAPHQL_VARIANTS, variables: { a: articles.slice(0, 5) } },
    });
    const quote = await call("/v1/quotes", {
      token,
      body: { items: [{ articleNumber: articles[2], quantity: 3, discountPercentage: 7 }] },
    });
    expect(quote.status, quote.text).toBe(201);
    const discounts = [...amountsIn(variants.json), ...amountsIn(quote.json)].filter((p) => /discount/i.test(p));
    expect(discounts).toEqual([]);
    expect(quote.json.items[0].price).not.toBeNull();
    expect(variants.json.data.getVariants.some((v: any) => v.price?.netPrice !== null)).toBe(true);
    // Control: without the denial the quote shows the discount it was given.
    const control = await buyer([{ customerId: "10001" }]);
    const own = await call("/v1/quotes", {
      token: control.token,
      body: { items: [{ articleNumber: articles[2], quantity: 3, discountPercentage: 7 }] },
    });
    expect(own.json.items[0].discountPercentage).toBe(7);
  });
});

describe("EJ_SE_EKONOMISK_UPPFÖLJNING: no invoices, no order totals", () => {
  it("refuses invoices, and order answers and the PDF carry no totals (line prices stay)", async () => {
    const b = await buyer([{ customerId: "10001", denies: ["EJ_SE_EKONOMISK_UPPFÖLJNING"] }]);
    await addToCart(b.token, b.cartId, articles[0], 3);
    const placed = await checkout(b.token, b.cartId, { orderDetails: { DBI: {} } }, newKey());
    expect(placed.json[0].orderDetails.total).toBeNull();
    expect(placed.json[0].orderItems[0].unitPrice).not.toBeNull();
    const orderId = placed.json[0].orderId;
    expect((await call(`/orders/${orderId}/invoices`, { token: b.token })).status).toBe(403);
    const order = await call(`/orders/${orderId}`, { token: b.token });
    expect(order.json).toMatchObject({ net: null, vat: null, total: null });
    const search = await call("/orders/search", { token: b.token });
    expect(search.json.orders.every((o: any) => o.total === null && o.net === null && o.vat === null)).toBe(true);
    expect(search.json.total).toBeGreaterThan(0);
    const pdf = plainText(pdfText((await bytesOf(`/orders/${orderId}/documents/order-confirmation`, b.token)).bytes));
    expect(pdf).toContain("À-pris");
    expect(pdf).not.toMatch(/Netto|Att betala/);
  });
});

describe("EJ_ORDERHISTORIK: no order history at all", () => {
  it("answers 403 to order search, order, documents and download", async () => {
    const { AccessToken: token } = await signIn("noorder@demo.se", { customerId: "10001" });
    const order = await env.DB.prepare("SELECT id FROM orders WHERE customer_id = '10001' LIMIT 1").first<{
      id: number;
    }>();
    for (const path of [
      "/orders/search",
      `/orders/${order!.id}`,
      `/orders/${order!.id}/documents/order-confirmation`,
      `/orders/${order!.id}/download`,
      `/orders/${order!.id}/invoices`,
    ]) {
      const response = await call(path, { token });
      expect(response.status, path).toBe(403);
      expect(response.json.message).toBeTruthy();
    }
  });
});
