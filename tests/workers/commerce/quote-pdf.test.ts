/** GET /v1/quotes/{id}/pdf: the quote in the shop's look, amounts only for a caller who may see them. */
import { beforeAll, describe, expect, it } from "vitest";
import { stockholmToday } from "@shop/domain/delivery-date";
import { quoteValidThrough } from "@shop/domain/quote-validity";
import app from "../../../workers/commerce/src/index";
import { pdfText } from "../../security/support/pdf-text";
import { articleNumberAt, call, createUser, env, seedTestCatalogue, signIn } from "./helpers";

beforeAll(async () => {
  await seedTestCatalogue();
});

// A quote starts today at the earliest (#41 class 10); its last day follows the one rule of domain/quote-validity.ts.
const TODAY = stockholmToday();

async function tokenOf(customerId = "10001", denies: "EJ_SE_PRISER"[] = []) {
  const user = await createUser({ permissions: [{ customerId, denies }] });
  return (await signIn(user.id, { customerId })).AccessToken;
}

async function newQuote(token: string, body: Record<string, unknown>) {
  const response = await call("/v1/quotes", {
    token,
    body: {
      title: "Badrum plan 2",
      validFrom: TODAY,
      validFor: 30,
      receiver: { name: "BRF Eken", contactPerson: "Anna Ek", address: "Ekvägen 3, 90330 Umeå" },
      finalMessage: "Tack för förfrågan. Montage ingår ej.",
      ...body,
    },
  });
  expect(response.status, response.text).toBe(201);
  return response.json as { quoteId: string };
}

/** What the PDF shows, with the non-breaking spaces of amounts as plain spaces. */
async function pdfOf(quoteId: string, token: string) {
  const response = await app.request(
    `/v1/quotes/${quoteId}/pdf`,
    { headers: { authorization: `Bearer ${token}` } },
    env,
  );
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = response.ok ? pdfText(bytes).replace(/\s/g, " ") : new TextDecoder().decode(bytes);
  return { status: response.status, headers: response.headers, bytes, text };
}

const items = [
  { articleNumber: articleNumberAt(30), quantity: 1, price: 250 },
  { articleNumber: articleNumberAt(31), quantity: 2, price: 100, discountPercentage: 10 },
  { articleNumber: articleNumberAt(30), quantity: 3, price: 250 },
];
const customItems = [{ name: "Montage", quantity: 3, unit: "tim", price: 650.5 }];

describe("quote PDF", () => {
  it("prints sender, receiver, validity, lines with discounts, custom items, total and final message", async () => {
    const token = await tokenOf();
    const quote = await newQuote(token, { items, customItems, showDiscounts: true });
    const pdf = await pdfOf(quote.quoteId, token);
    expect(pdf.status, pdf.text).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("cache-control")).toBe("private, no-store");
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe("%PDF-");
    for (const shown of [
      "Offert",
      "Badrum plan 2",
      `Offertnummer: ${quote.quoteId}`,
      `Giltig till: ${quoteValidThrough(TODAY, 30)}`,
      "Byggfirman Norrland AB",
      "Org.nr 556677-1001",
      "BRF Eken",
      "Att: Anna Ek",
      "Ekvägen 3, 90330 Umeå",
      "Rabatt",
      "10 %",
      "100,00 kr",
      "180,00 kr",
      "Montage",
      "3 tim",
      "1 951,50 kr",
      "Summa exkl. moms",
      "3 131,50 kr",
      "Tack för förfrågan. Montage ingår ej.",
    ])
      expect(pdf.text).toContain(shown);
    // Not merged: the article's two lines are two rows.
    expect(pdf.text.split(articleNumberAt(30)).length - 1).toBe(2);
  });

  it("merges lines per article when asked, and prices after discount without the discount column", async () => {
    const token = await tokenOf();
    const quote = await newQuote(token, { items, customItems, mergeArticles: true, showDiscounts: false });
    const pdf = await pdfOf(quote.quoteId, token);
    expect(pdf.status).toBe(200);
    expect(pdf.text.split(articleNumberAt(30)).length - 1).toBe(1);
    expect(pdf.text).toContain("4 st");
    expect(pdf.text).toContain("1 000,00 kr");
    expect(pdf.text).not.toContain("Rabatt");
    expect(pdf.text).not.toContain("10 %");
    // 100 kr less 10 % is 90 kr a piece: the price and the amount agree without a discount column.
    expect(pdf.text).toContain("90,00 kr");
    expect(pdf.text).toContain("3 131,50 kr");
  });

  it("has no amount at all for a user without prices (EJ_SE_PRISER)", async () => {
    const token = await tokenOf("10001", ["EJ_SE_PRISER"]);
    const quote = await newQuote(token, { items, customItems, showDiscounts: true });
    const pdf = await pdfOf(quote.quoteId, token);
    expect(pdf.status, pdf.text).toBe(200);
    expect(pdf.text).toContain("BRF Eken");
    expect(pdf.text).toContain("Montage");
    expect(pdf.text).toContain(articleNumberAt(31));
    expect(pdf.text).not.toMatch(/kr|À-pris|Belopp|Rabatt|Summa|%/);
    expect(pdf.text).not.toMatch(/\d,\d\d/);
  });

  it("answers 404 for another customer's quote and for a colleague's, and for an unknown id", async () => {
    const owner = await tokenOf();
    const quote = await newQuote(owner, { items });
    for (const token of [await tokenOf("10002"), await tokenOf("10001")]) {
      const pdf = await pdfOf(quote.quoteId, token);
      expect(pdf.status).toBe(404);
      expect(pdf.text).not.toContain("BRF Eken");
    }
    expect((await pdfOf("no-such-quote", owner)).status).toBe(404);
    const admin = (await signIn("admin@demo.se", { customerId: "10001" })).AccessToken;
    expect((await pdfOf(quote.quoteId, admin)).status).toBe(200);
  });
});
