/**
 * One money filter driven by the token's denials (domain/money-view.ts, applied to every JSON answer
 * by workers/commerce/src/auth/money-filter.ts, and by the PDF, CSV and receipt mail through
 * moneyVisibility). Attack that succeeded before: noprices@demo.se (EJ_SE_PRISER) read prices in the quote
 * answer, the checkout answer, order search, order detail, CSV download, invoices, the confirmation PDF and
 * the receipt mail. Every check scans the whole answer, and a positive control shows the scan finds
 * amounts where they are allowed, so the assertions can fail.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { formatSek, oreToSek } from "@shop/domain/money";
import type { CommerceTransport } from "~/services/commerce/client.server";
import { getInvoices, getOrder, searchOrders } from "~/services/commerce/account-orders.server";
import app from "../../workers/commerce/src/index";
import {
  addToCart,
  buyer,
  bytesOf,
  call,
  checkout,
  createUser,
  env,
  newKey,
  pdfText,
  seedAll,
  signIn,
} from "./fixtures";

/** Keys that are counts, rates or flags, not amounts (the scan's own list, independent of the filter's). */
const NOT_AMOUNTS = new Set([
  "totalRows",
  "totalQuantity",
  "totalIsLowerBound",
  "vatPercentage",
  "hasBracketPrices",
  "askForPrice",
  "showDiscounts",
  "priceType",
  "salesPriceUnit",
  "priceOverridden",
  "totalNumberOfUsers",
  "invoiceId",
]);
const AMOUNT_LIKE = /price|amount|total|discount|^net|net$|^vat|vat$|sum|belopp|invoice/i;
const PAGE_KEYS = ["limit", "offset", "next", "data", "orders", "hits", "users"];

/** Every amount-like key holding a value (not null), with its path; `total` of a result page is a count. */
function amountsIn(value: unknown, path = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => amountsIn(v, `${path}[${i}]`));
  if (value === null || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const isPage = PAGE_KEYS.some((k) => k in record) && !("currency" in record);
  return Object.entries(record).flatMap(([k, v]) => {
    const here = `${path}.${k}`;
    if (
      AMOUNT_LIKE.test(k) &&
      !NOT_AMOUNTS.has(k) &&
      !(k === "total" && isPage) &&
      v !== null &&
      !(Array.isArray(v) && v.length === 0)
    ) {
      if (typeof v === "number" || typeof v === "string") return [here];
      if (typeof v === "object") return [here, ...amountsIn(v, here)];
    }
    return amountsIn(v, here);
  });
}

/** The ways an amount in öre can be written in an answer: JSON number, CSV (comma) and shop format. */
function amountStrings(ores: number[]): string[] {
  return [
    ...new Set(
      ores
        .filter((o) => o % 100 !== 0 && o > 100)
        .flatMap((o) => [
          String(oreToSek(o)),
          oreToSek(o).toFixed(2).replace(".", ","),
          formatSek(o).replace(/\s/g, " "),
        ]),
    ),
  ];
}

const plainText = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

async function orderAmounts(orderId: string): Promise<string[]> {
  const order = await env.DB.prepare("SELECT net_ore, vat_ore, total_ore FROM orders WHERE id = ?")
    .bind(Number(orderId))
    .first<{ net_ore: number; vat_ore: number; total_ore: number }>();
  const { results } = await env.DB.prepare("SELECT unit_price_ore, line_net_ore FROM order_items WHERE order_id = ?")
    .bind(Number(orderId))
    .all<{ unit_price_ore: number; line_net_ore: number }>();
  return amountStrings([
    order!.net_ore,
    order!.vat_ore,
    order!.total_ore,
    ...results.flatMap((r) => [r.unit_price_ore, r.line_net_ore]),
  ]);
}

/** Articles with prices whose öre part is not zero (so their amount strings are unmistakable). */
let articles: string[] = [];
beforeAll(async () => {
  const all = await seedAll();
  const { results } = await env.DB.prepare("SELECT article_number FROM articles WHERE list_price_ore % 100 <> 0").all<{
    article_number: string;
  }>();
  const odd = new Set(results.map((r) => r.article_number));
  articles = all.filter((a) => odd.has(a));
});

const GRAPHQL_VARIANTS = `query($a: [String!]!) { getVariants(articleNumbers: $a, completeOrderPrice: true) { articleNumber price { priceType netPrice salesPrice alloyingPrice salesPriceIncludingVat discountAmount discountPercentage discounts { amount percentage } preCampaignPrice orderPrice { net vat totalIncludingVat } } } }`;
const GRAPHQL_CART = `{ getCartWithVariants(completeOrderPrice: true) { cartId items { articleNumber quantity price { netPrice salesPrice discountAmount orderPrice { net vat totalIncludingVat } } } } }`;

/** Places an order with a receipt and answers every money-bearing answer and document of it. */
async function everyMoneyAnswer(token: string, cartId: string, email: string) {
  await addToCart(token, cartId, articles[0], 3);
  await addToCart(token, cartId, articles[1], 7);
  const answers: Record<string, { status: number; json?: unknown; text: string }> = {};
  answers.graphqlCart = await call("/graphql", { token, body: { query: GRAPHQL_CART } });
  answers.graphqlVariants = await call("/graphql", {
    token,
    body: { query: GRAPHQL_VARIANTS, variables: { a: articles.slice(0, 3) } },
  });
  answers.search = await call("/search", { token, body: { query: articles[0] } });
  answers.checkout = await checkout(
    token,
    cartId,
    { orderDetails: { DBI: { reference: "Pris" } }, sendOrderReceipt: true },
    newKey(),
  );
  expect(answers.checkout.status, answers.checkout.text).toBe(200);
  const orderId = (answers.checkout.json as any)[0].orderId as string;
  answers.replay = answers.checkout;
  answers.orderSearch = await call("/orders/search?limit=100", { token });
  answers.order = await call(`/orders/${orderId}`, { token });
  answers.download = await call(`/orders/${orderId}/download`, { token });
  answers.quote = await call("/v1/quotes", {
    token,
    body: {
      title: "Pris?",
      items: [{ articleNumber: articles[2], quantity: 3, discountPercentage: 7 }],
      customItems: [{ name: "Montage", quantity: 3, price: 651.37 }],
    },
  });
  expect(answers.quote.status, answers.quote.text).toBe(201);
  answers.quoteRead = await call(`/v1/quotes/${(answers.quote.json as any).quoteId}`, { token });
  const receipt = await env.DB.prepare(
    "SELECT body FROM outbox WHERE to_address = ? AND subject LIKE 'Orderkvitto%' ORDER BY id DESC",
  )
    .bind(email)
    .first<{ body: string }>();
  const pdf = await bytesOf(`/orders/${orderId}/documents/order-confirmation`, token);
  expect(pdf.status).toBe(200);
  const amounts = [...(await orderAmounts(orderId)), ...amountStrings([65137, 195411])];
  return { answers, orderId, receipt: receipt?.body ?? "", pdf: plainText(pdfText(pdf.bytes)), amounts };
}

describe("EJ_SE_PRISER: no amount anywhere", () => {
  it("noprices@demo.se sees no price in any JSON answer, the CSV, the PDF or the receipt mail", async () => {
    const tokens = await signIn("noprices@demo.se", { customerId: "10003" });
    const cartId = (await call("/v2/cart", { token: tokens.AccessToken })).json.cartId;
    const { answers, receipt, pdf, amounts } = await everyMoneyAnswer(tokens.AccessToken, cartId, "noprices@demo.se");
    expect(amounts.length).toBeGreaterThan(3);
    const leaks: string[] = [];
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.status, `${name}: ${answer.text.slice(0, 200)}`).toBeLessThan(300);
      if (answer.json !== undefined) leaks.push(...amountsIn(answer.json).map((p) => `${name} ${p}`));
      for (const a of amounts) if (answer.text.includes(a)) leaks.push(`${name} contains ${a}`);
    }
    expect(leaks).toEqual([]);
    const csv = answers.download.text;
    expect(csv).toContain("Artikelnummer");
    expect(csv).not.toMatch(/À-pris|Belopp/);
    expect(pdf).toContain("Orderbekräftelse");
    expect(pdf).not.toMatch(/À-pris|Belopp|Netto|Moms|Att betala/);
    expect(pdf).not.toMatch(/\d,\d\d kr/);
    for (const a of amounts) expect(pdf).not.toContain(a);
    expect(receipt).toContain("Tack för din beställning");
    expect(receipt).not.toMatch(/\d[.,]\d\d kr|Summa/);
    for (const a of amounts) expect(receipt).not.toContain(a);
  });

  it("invoices of a delivered order carry no amount for noprices@demo.se", async () => {
    const { AccessToken } = await signIn("noprices@demo.se", { customerId: "10003" });
    const invoice = await env.DB.prepare(
      "SELECT i.order_id, i.amount_ore FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.customer_id = '10003' AND i.issued_at <= ? LIMIT 1",
    )
      .bind(new Date().toISOString())
      .first<{ order_id: number; amount_ore: number }>();
    expect(invoice).not.toBeNull();
    const response = await call(`/orders/${invoice!.order_id}/invoices`, { token: AccessToken });
    expect(response.status).toBe(200);
    expect(response.json.length).toBeGreaterThan(0);
    expect(response.json.every((i: any) => i.amount === null)).toBe(true);
    expect(response.text).not.toContain(String(oreToSek(invoice!.amount_ore)));
    expect(amountsIn(response.json)).toEqual([]);
  });

  it("sorting order history by total does not reveal the hidden totals' order", async () => {
    const { AccessToken: token } = await signIn("noprices@demo.se", { customerId: "10003" });
    const byTotal = await call("/orders/search?sort=-total&limit=100", { token });
    const byDate = await call("/orders/search?sort=-createdAt&limit=100", { token });
    expect(byTotal.status).toBe(200);
    expect(byTotal.json.orders.length).toBeGreaterThan(2);
    expect(byTotal.json.orders.map((o: any) => o.orderId)).toEqual(byDate.json.orders.map((o: any) => o.orderId));
  });

  it("positive control: a buyer with prices gets the same answers with amounts, so the scans can fail", async () => {
    const b = await buyer([{ customerId: "10001" }]);
    const { answers, receipt, pdf, amounts } = await everyMoneyAnswer(b.token, b.cartId, b.user.email);
    for (const name of ["checkout", "order", "orderSearch", "quote", "graphqlVariants", "graphqlCart"])
      expect(amountsIn(answers[name].json), name).not.toEqual([]);
    expect(answers.download.text).toMatch(/À-pris;Belopp|À-pris,Belopp/);
    expect(amounts.some((a) => answers.order.text.includes(a))).toBe(true);
    expect(pdf).toContain("Att betala");
    expect(amounts.some((a) => pdf.includes(a))).toBe(true);
    expect(receipt).toMatch(/\d\.\d\d kr/);
  });
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

describe("storefront: the order clients read hidden amounts as null, never a crash", () => {
  const transport = (token: string): CommerceTransport => ({
    baseUrl: "http://commerce.test",
    token,
    fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init), env)),
  });

  it("order search, order and invoices parse for noprices@demo.se with every amount null", async () => {
    const { AccessToken } = await signIn("noprices@demo.se", { customerId: "10003" });
    const t = transport(AccessToken);
    const page = await searchOrders(t, { sort: "-createdAt", page: 1 });
    expect(page.orders.length).toBeGreaterThan(0);
    expect(page.orders.every((o) => o.total === null && o.net === null && o.vat === null)).toBe(true);
    const order = await getOrder(t, page.orders[0].orderId);
    expect(order.total).toBeNull();
    expect(order.items.every((i) => i.unitPrice === null && i.lineNet === null)).toBe(true);
    const delivered = await env.DB.prepare(
      "SELECT order_id FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.customer_id = '10003' AND i.issued_at <= ? LIMIT 1",
    )
      .bind(new Date().toISOString())
      .first<{ order_id: number }>();
    const invoices = await getInvoices(t, String(delivered!.order_id));
    expect(invoices.every((i) => i.amount === null)).toBe(true);
  });
});
