/**
 * The storefront's order pages for a buyer who may not see prices (EJ_SE_PRISER): order history, an order
 * page and the confirmation PDF render without a single amount and never fail; another customer's order
 * is not found. The service sends hidden amounts as null (domain/money-view.ts); these pages must
 * read that and show no price column at all.
 */
import { expect, test } from "../e2e/support/test";
import { logIn } from "../e2e/support/accounts";
import { pdfText } from "./support/pdf-text";

/** "1 234,50 kr" and the like, with any kind of space. */
const AMOUNT = /\d,\d\d\s*kr/;

test("noprices@demo.se: order history, order page and PDF without any amount", async ({ page }) => {
  await logIn(page, "noprices@demo.se", undefined, "/mina-sidor/orderhistorik");
  const rows = page.locator("tbody tr");
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Summa inkl. moms" })).toHaveCount(0);
  expect(await page.getByRole("main").innerText()).not.toMatch(AMOUNT);
  // Sorting by amount would reveal the order of the hidden totals.
  const sorts = await page.getByLabel("Sortering").locator("option").allTextContents();
  expect(sorts.length).toBeGreaterThan(0);
  expect(sorts.filter((s) => /belopp/i.test(s))).toEqual([]);

  await rows.first().getByRole("link").click();
  await expect(page.getByRole("heading", { name: /^Order \d+$/ })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Artikel" }).first()).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "À-pris" })).toHaveCount(0);
  await expect(page.getByRole("columnheader", { name: "Radbelopp" })).toHaveCount(0);
  expect(await page.getByRole("main").innerText()).not.toMatch(AMOUNT);

  const href = await page.getByRole("link", { name: "Ladda ner orderbekräftelse (PDF)" }).getAttribute("href");
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  const text = pdfText(await pdf.body());
  expect(text).toContain("Orderbekräftelse");
  expect(text).not.toMatch(/À-pris|Belopp|Att betala/);
  expect(text.replace(/[\u00a0\u202f]/g, " ")).not.toMatch(AMOUNT);
});

test("control: buyer@demo.se sees the amounts on the same pages and in the PDF", async ({ page }) => {
  await logIn(page, "buyer@demo.se", undefined, "/mina-sidor/orderhistorik?sort=-createdAt");
  await expect(page.getByRole("columnheader", { name: "Summa inkl. moms" })).toBeVisible();
  expect(await page.getByRole("main").innerText()).toMatch(AMOUNT);
  await page.locator("tbody tr").first().getByRole("link").click();
  await expect(page.getByRole("columnheader", { name: "À-pris" })).toBeVisible();
  const href = await page.getByRole("link", { name: "Ladda ner orderbekräftelse (PDF)" }).getAttribute("href");
  const text = pdfText(await (await page.request.get(href!)).body());
  expect(text).toContain("Att betala");
});

test("another customer's order is not found on the order page nor as PDF", async ({ page }) => {
  await logIn(page, "noprices@demo.se");
  const detail = await page.goto("/mina-sidor/orderhistorik/500001");
  expect(detail?.status()).toBe(404);
  const pdf = await page.request.get("/api/orderbekraftelse/500001");
  expect(pdf.status()).toBe(404);
});
