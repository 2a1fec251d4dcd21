import { readFile } from "node:fs/promises";
import { expect, test } from "./support/test";
import { strToU8, zipSync } from "fflate";
// The shop's own XLSX writer and reader (fflate only).
import { parseCsv, writeXlsx } from "../../workers/commerce/src/cart/files";
import { signInFreshBuyer } from "./support/fresh-buyer";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const DUCT = { number: "1009805", name: "Kabelkanal Kanalteknik KT50 60x110 mm" };
const CABLE = { number: "1028268", name: "Halogenfri kabel EQLQ Kopparlinjen KL14 4G6 100 m trumma" };

test.describe.configure({ timeout: 90_000 });

/**
 * Limits of the file import as a person meets them (docs/security.md, limits): a label over 60
 * characters or an XLSX that expands too far is refused with a Swedish message and the cart keeps
 * what it had; the exported CSV shows formula-like labels as text.
 */
test("import refuses a long label and an XLSX bomb in Swedish, saves nothing, and the export neutralises formulas", async ({
  page,
  request,
}) => {
  await signInFreshBuyer(page, request, "/snabborder");

  const file = page.getByLabel("Fil (CSV eller XLSX)");
  await file.setInputFiles({
    name: "order.xlsx",
    mimeType: XLSX_TYPE,
    buffer: Buffer.from(
      writeXlsx([
        ["Artikelnummer", "Antal", "Märkning"],
        [DUCT.number, 2, '=HYPERLINK("http://evil.example","Klicka")'],
      ]),
    ),
  });
  await page.getByRole("button", { name: "Importera fil" }).click();
  await expect(page.getByText("1 artikel har lagts i varukorgen.")).toBeVisible();

  const longLabel = writeXlsx([
    ["Artikelnummer", "Antal", "Märkning"],
    [CABLE.number, 1, "Plan 2"],
    [CABLE.number, 1, "x".repeat(200_000)],
  ]);
  await page
    .getByLabel("Fil (CSV eller XLSX)")
    .setInputFiles({ name: "lang.xlsx", mimeType: XLSX_TYPE, buffer: Buffer.from(longLabel) });
  await page.getByRole("button", { name: "Importera fil" }).click();
  await expect(
    page.getByText(
      /Filen importerades inte och inget lades i varukorgen\..*Rad 3: Märkningen får vara högst 60 tecken/,
    ),
  ).toBeVisible();
  await expect(page.getByLabel("Fil (CSV eller XLSX)")).toHaveAttribute("aria-invalid", "true");

  const sheet = `<worksheet><sheetData>${`<row><c t="inlineStr"><is><t>${"A".repeat(1000)}</t></is></c></row>`.repeat(7_000)}</sheetData></worksheet>`;
  const bomb = zipSync({ "xl/worksheets/sheet1.xml": strToU8(sheet) }, { level: 9 });
  await page
    .getByLabel("Fil (CSV eller XLSX)")
    .setInputFiles({ name: "bomb.xlsx", mimeType: XLSX_TYPE, buffer: Buffer.from(bomb) });
  await page.getByRole("button", { name: "Importera fil" }).click();
  await expect(page.getByText(/Filen importerades inte: den har för många rader/)).toBeVisible();

  // Only the first file's line is in the cart.
  await page.goto("/cart");
  await expect(page.getByRole("spinbutton", { name: /^Antal för / })).toHaveCount(1);

  await page.goto("/snabborder");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exportera varukorgen som CSV" }).click();
  const rows = parseCsv(await readFile((await (await download).path())!, "utf8"));
  expect(rows[1][5]).toBe('\'=HYPERLINK("http://evil.example","Klicka")');
});
