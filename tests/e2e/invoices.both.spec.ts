import { expect, test } from "./support/test";
import { PRICE_PATTERN, signInThroughForm } from "./support/login";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { htmlErrors } from "./support/html-validity";

/**
 * The invoice archive (docs/purchasing-controls.md "Fakturor och saldo"), once with JavaScript and once without: the
 * customer admin's balance and credit over the seeded year, a status filter and a number search through the GET form,
 * one invoice and its PDF; EJ_SE_PRISER sees invoices without amounts; EJ_SE_EKONOMISK_UPPFÖLJNING neither the link,
 * the page nor the PDF.
 */
const INVOICES = "/mina-sidor/fakturor";

test("the admin filters the archive, opens an invoice and gets its PDF", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  await signInThroughForm(page, { email: "admin@demo.se", redirectTo: INVOICES });
  await expect(page.getByRole("heading", { level: 1, name: "Fakturor" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Mina sidor" }).getByRole("link", { name: "Fakturor" }),
  ).toBeVisible();

  // The balance box: open, overdue and the customer's credit over the seeded year.
  const balance = page.getByRole("region", { name: "Saldo och kredit" });
  await expect(balance.getByText("Kreditgräns", { exact: true })).toBeVisible();
  await expect(balance.getByText("500 000,00 kr")).toBeVisible();
  await expect(balance.getByText(/obetalda? fakturor?, varav \d+ förfall(en|na)/)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^\d+ fakturor$/ })).toBeVisible();
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(page);

  // Only overdue ones, through the form: each row says so.
  await page.getByLabel("Status").selectOption("overdue");
  await page.getByRole("button", { name: "Visa fakturor" }).click();
  await expect(page).toHaveURL(/status=overdue/);
  const rows = page.locator(".invoice-table tbody tr");
  await expect(rows.first()).toBeVisible();
  const statuses = await rows.locator(".invoice-status").allTextContents();
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set(["Förfallen"]));

  // An invoice found by its number, opened with its orders and lines.
  const id = (await rows.first().getByRole("link").textContent())!.trim();
  await page.getByLabel("Status").selectOption("");
  await page.getByLabel("Faktura- eller ordernummer").fill(id);
  await page.getByRole("button", { name: "Visa fakturor" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${id}`));
  await expect(page.getByRole("status").filter({ hasText: "1 faktura" })).toBeVisible();
  await page.getByRole("link", { name: id }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Faktura ${id}` })).toBeVisible();
  await expect(page.getByText("Förfallen").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Order på fakturan" })).toBeVisible();
  await expect(page.getByText("Att betala", { exact: true })).toBeVisible();
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(page);

  // The archive and the invoice as the server sends them are valid HTML.
  if (!javaScriptEnabled)
    for (const path of [`${INVOICES}?status=overdue`, `${INVOICES}/${id}`])
      expect(await htmlErrors(await (await page.request.get(path)).text()), path).toEqual([]);

  const pdfLink = page.getByRole("link", { name: `Faktura ${id} som PDF` });
  const pdf = await page.request.get((await pdfLink.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
});

test("a reversed date range is refused beside its field with 400", async ({ page }) => {
  await signInThroughForm(page, { email: "admin@demo.se", redirectTo: INVOICES });
  const response = await page.goto(`${INVOICES}?from=2026-05-01&to=2026-04-01`);
  expect(response?.status()).toBe(400);
  await expect(page.getByText("Slutdatumet ligger före startdatumet.")).toBeVisible();
  await expect(page.getByLabel("Fakturadatum till")).toHaveAttribute("aria-invalid", "true");
});

test("EJ_SE_PRISER sees invoices and their status without any amount", async ({ page }) => {
  await signInThroughForm(page, { email: "noprices@demo.se", redirectTo: INVOICES });
  await expect(page.locator(".invoice-table tbody tr").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Saldo och kredit" })).toContainText(/obetald/);
  expect(await page.locator("main").innerText()).not.toMatch(PRICE_PATTERN);
  await page.locator(".invoice-table tbody tr").first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 2, name: "Order på fakturan" })).toBeVisible();
  expect(await page.locator("main").innerText()).not.toMatch(PRICE_PATTERN);
  await expect(page.getByText("Att betala", { exact: true })).toHaveCount(0);
});

test("EJ_SE_EKONOMISK_UPPFÖLJNING gets neither the link, the page nor a PDF", async ({ page }) => {
  await signInThroughForm(page, { email: "limited@demo.se", redirectTo: "/mina-sidor" });
  const nav = page.getByRole("navigation", { name: "Mina sidor" });
  await expect(nav.getByRole("link", { name: "Orderhistorik" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Fakturor" })).toHaveCount(0);
  await page.goto(INVOICES);
  await expect(page).not.toHaveURL(new RegExp(`${INVOICES}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Fakturor" })).toHaveCount(0);
  const pdf = await page.request.get(`${INVOICES}/F9000001.pdf`);
  expect(pdf.status()).toBe(403);
});
