/**
 * Money filter, EJ_SE_PRISER: no amount in any JSON answer, the CSV, the PDF or the receipt mail, and a positive
 * control so the scans can fail (money-filter-scan.ts has the attack and the scan).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { oreToSek } from "@shop/domain/money";
import { addToCart, buyer, bytesOf, call, checkout, env, newKey, pdfText, signIn } from "./fixtures";
import { amountsIn, amountStrings, plainText, GRAPHQL_VARIANTS, oddPricedArticles } from "./money-filter-scan";

let articles: string[] = [];
beforeAll(async () => {
  articles = await oddPricedArticles();
});

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
  const quoteId = (answers.quote.json as any).quoteId as string;
  answers.quoteRead = await call(`/v1/quotes/${quoteId}`, { token });
  const quotePdf = await bytesOf(`/v1/quotes/${quoteId}/pdf`, token);
  expect(quotePdf.status).toBe(200);
  const receipt = await env.DB.prepare(
    "SELECT body FROM outbox WHERE to_address = ? AND subject LIKE 'Orderkvitto%' ORDER BY id DESC",
  )
    .bind(email)
    .first<{ body: string }>();
  const pdf = await bytesOf(`/orders/${orderId}/documents/order-confirmation`, token);
  expect(pdf.status).toBe(200);
  const amounts = [...(await orderAmounts(orderId)), ...amountStrings([65137, 195411])];
  return {
    answers,
    orderId,
    receipt: receipt?.body ?? "",
    pdf: plainText(pdfText(pdf.bytes)),
    quotePdf: plainText(pdfText(quotePdf.bytes)),
    amounts,
  };
}

describe("EJ_SE_PRISER: no amount anywhere", () => {
  it("noprices@demo.se sees no price in any JSON answer, the CSV, the PDFs or the receipt mail", async () => {
    const tokens = await signIn("noprices@demo.se", { customerId: "10003" });
    const cartId = (await call("/v2/cart", { token: tokens.AccessToken })).json.cartId;
    const { answers, receipt, pdf, quotePdf, amounts } = await everyMoneyAnswer(
      tokens.AccessToken,
      cartId,
      "noprices@demo.se",
    );
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
    expect(quotePdf).toContain("Pris?");
    expect(quotePdf).not.toMatch(/\d,\d\d kr|Summa/);
    for (const a of amounts) expect(quotePdf).not.toContain(a);
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
    const { answers, receipt, pdf, quotePdf, amounts } = await everyMoneyAnswer(b.token, b.cartId, b.user.email);
    for (const name of ["checkout", "order", "orderSearch", "quote", "graphqlVariants", "graphqlCart"])
      expect(amountsIn(answers[name].json), name).not.toEqual([]);
    expect(answers.download.text).toMatch(/À-pris;Belopp|À-pris,Belopp/);
    expect(amounts.some((a) => answers.order.text.includes(a))).toBe(true);
    expect(pdf).toContain("Att betala");
    expect(amounts.some((a) => pdf.includes(a))).toBe(true);
    expect(receipt).toMatch(/\d\.\d\d kr/);
    expect(amounts.some((a) => quotePdf.includes(a))).toBe(true);
  });
});
