import { expect, test, type Browser } from "./support/test";
import { pdfText } from "../security/support/pdf-text";
import { ARTICLES } from "./support/checkout";
import { quoteViaService } from "./support/orders";
import { signIn, trackingBuyer, type TrackingBuyer } from "./support/tracking-buyers";
import { e2ePorts } from "./ports.mjs";

/**
 * The quote PDF through the storefront (/mina-sidor/offerter/{id}/pdf): a download for the quote's owner, with
 * amounts only for a buyer who may see prices; another buyer gets 404, a visitor the login page.
 */

const receiver = { name: "BRF Granen", contactPerson: "Per Gran", address: "Granvägen 1, 90330 Umeå" };

async function quoteOf(request: Parameters<typeof quoteViaService>[0], buyer: TrackingBuyer) {
  return quoteViaService(request, buyer.token, {
    title: "Elcentral förråd",
    receiver,
    items: [{ articleNumber: ARTICLES.cable.number, quantity: 2, price: 120 }],
    customItems: [{ name: "Montage", quantity: 2, unit: "tim", price: 650 }],
  });
}

/** A second browser session for another buyer, with the same settings as the test's own page. */
async function otherSession(browser: Browser) {
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${e2ePorts.storefrontPort}`,
    javaScriptEnabled: test.info().project.use.javaScriptEnabled,
    // The same answered consent every test starts with (playwright.config.ts).
    storageState: test.info().project.use.storageState,
  });
  return { context, page: await context.newPage() };
}

test("the owner downloads the quote as a PDF with its prices; another buyer gets 404", async ({
  page,
  request,
  browser,
}) => {
  // Two buyers, two sign-ins and two browser sessions.
  test.slow();
  const owner = await trackingBuyer(request);
  const quoteId = await quoteOf(request, owner);
  await signIn(page, owner, "/mina-sidor");
  const pdf = await page.request.get(`/mina-sidor/offerter/${quoteId}/pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["content-disposition"]).toBe(`attachment; filename="offert-${quoteId}.pdf"`);
  expect(pdf.headers()["cache-control"]).toBe("private, no-store");
  const text = pdfText(await pdf.body()).replace(/\s/g, " ");
  for (const shown of ["Offert", "Elcentral förråd", "BRF Granen", "Att: Per Gran", ARTICLES.cable.number, "Montage"])
    expect(text).toContain(shown);
  expect(text).toContain("240,00 kr");
  expect(text).toContain("Summa exkl. moms");

  const other = await otherSession(browser);
  try {
    await signIn(other.page, await trackingBuyer(request), "/mina-sidor");
    const foreign = await other.page.request.get(`/mina-sidor/offerter/${quoteId}/pdf`);
    expect(foreign.status()).toBe(404);
    expect(foreign.headers()["content-type"]).not.toBe("application/pdf");
  } finally {
    await other.context.close();
  }
  const visitor = await request.get(`http://127.0.0.1:${e2ePorts.storefrontPort}/mina-sidor/offerter/${quoteId}/pdf`, {
    maxRedirects: 0,
  });
  expect(visitor.status()).toBe(303);
  expect(visitor.headers().location).toContain("/logga-in");
});

test("a buyer without prices (EJ_SE_PRISER) gets the quote PDF without any amount", async ({ page, request }) => {
  const buyer = await trackingBuyer(request, ["EJ_SE_PRISER"]);
  const quoteId = await quoteOf(request, buyer);
  await signIn(page, buyer, "/mina-sidor");
  const pdf = await page.request.get(`/mina-sidor/offerter/${quoteId}/pdf`);
  expect(pdf.status()).toBe(200);
  const text = pdfText(await pdf.body()).replace(/\s/g, " ");
  expect(text).toContain("BRF Granen");
  expect(text).toContain("Montage");
  expect(text).not.toMatch(/kr|À-pris|Belopp|Summa/);
  expect(text).not.toMatch(/\d,\d\d/);
});
