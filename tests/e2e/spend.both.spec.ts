import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "./support/test";
import { signInThroughForm } from "./support/login";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { parseCsv } from "../../workers/commerce/src/cart/files";

/**
 * Spend follow-up ("Inköpsuppföljning", docs/purchasing-controls.md), once with JavaScript and once without: the
 * demo buyer's spend as a server-drawn chart with the same figures in a table, regrouped through the GET form, and
 * downloaded as CSV; users whose denials hide financial follow-up get neither the link nor the page.
 */
const SPEND = "/mina-sidor/inkopsuppfoljning";

/** The amounts the chart writes beside its bars, and those of the table's rows, in order. */
async function chartAndTable(page: Page) {
  const chart = page.getByRole("img", { name: /^Inköp exkl\. moms per / });
  const chartAmounts = await chart.locator(".spend-chart__amount").allTextContents();
  const rows = page.locator(".spend-table tbody tr");
  const tableAmounts = await rows.locator("td:last-child").allTextContents();
  const tableLabels = await rows.locator("th").allTextContents();
  return { chart, chartAmounts, tableAmounts, tableLabels };
}

test("the buyer's spend per month and per project, as chart, table and CSV", async ({ page, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  await signInThroughForm(page, { email: "buyer@demo.se", redirectTo: SPEND });
  await expect(page.getByRole("heading", { level: 1, name: "Inköpsuppföljning" })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Inköpsuppföljning" })).toBeVisible();

  // Per month, the last 12 months: one bar and one row per month, the same figures in both.
  const months = await chartAndTable(page);
  await expect(months.chart).toBeVisible();
  expect(months.tableLabels).toHaveLength(12);
  expect(months.tableLabels.every((l) => /^[a-zé]+ \d{4}$/.test(l))).toBe(true);
  expect(months.chartAmounts).toEqual(months.tableAmounts);
  expect(months.tableAmounts.every((a) => /^\d{1,3}(\u00a0\d{3})*\u00a0kr$/.test(a))).toBe(true);
  expect(months.tableAmounts.some((a) => a !== "0\u00a0kr")).toBe(true);
  await expect(page.getByRole("status").filter({ hasText: /exkl\. moms i \d+ order/ })).toBeVisible();
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(page);

  // Regrouped per project through the form.
  await page.getByLabel("Gruppera per").selectOption("project");
  await page.getByRole("button", { name: "Visa" }).click();
  await expect(page).toHaveURL(/group=project/);
  await expect(page.getByRole("img", { name: /^Inköp exkl\. moms per projekt/ })).toBeVisible();
  const projects = await chartAndTable(page);
  expect(projects.tableLabels.length).toBeGreaterThan(0);
  expect(projects.chartAmounts).toEqual(projects.tableAmounts);
  const total = await page.locator(".spend-table tfoot td:last-child").textContent();

  // The CSV has the table's rows and its total.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Ladda ner CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^inkopsuppfoljning-\d{4}-\d{2}-\d{4}-\d{2}\.csv$/);
  const rows = parseCsv(await readFile((await file.path())!, "utf8"));
  expect(rows[0]).toEqual(["Projektnummer", "Projekt", "Antal order", "Belopp exkl. moms (kr)"]);
  expect(rows).toHaveLength(projects.tableLabels.length + 2);
  const last = rows[rows.length - 1];
  expect(last[0]).toBe("Totalt");
  // Whole kronor on the page, öre in the file: the same amount.
  const totalKronor = Number(total!.replace(/\D/g, ""));
  expect(Math.abs(Number(last[3].replace(",", ".")) - totalKronor)).toBeLessThanOrEqual(0.5);
});

test("a period over 24 months is refused in Swedish with 400", async ({ page }) => {
  await signInThroughForm(page, { email: "buyer@demo.se", redirectTo: SPEND });
  const response = await page.goto(`${SPEND}?from=2020-01&to=2026-01`);
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("alert").filter({ hasText: "Perioden får vara högst 24 månader." })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Inköp/ })).toHaveCount(0);
  // Only a start: the end is this month, and the service's refusal reads the same.
  expect((await page.goto(`${SPEND}?from=2020-01`))?.status()).toBe(400);
  await expect(page.getByRole("alert").filter({ hasText: "Perioden får vara högst 24 månader." })).toBeVisible();
});
