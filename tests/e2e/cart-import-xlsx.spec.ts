import { readFile } from "node:fs/promises";
import { expect, test } from "./support/test";
// The shop's own XLSX writer and reader (fflate only): the file is what Excel would save.
import { parseXlsx, writeXlsx } from "../../workers/commerce/src/cart/files";
import { signInFreshBuyer } from "./support/fresh-buyer";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const DUCT = { number: "1009805", name: "Kabelkanal Kanalteknik KT50 60x110 mm" };
const CABLE = { number: "1028268", name: "Halogenfri kabel EQLQ Kopparlinjen KL14 4G6 100 m trumma" };

test.describe.configure({ timeout: 90_000 });

test("XLSX import adds the rows with their labels, names bad articles, refuses a file over the cart limit, and exports XLSX", async ({
  page,
  request,
}) => {
  await signInFreshBuyer(page, request, "/snabborder");

  const file = page.getByLabel("Fil (CSV eller XLSX)");
  const workbook = writeXlsx([
    ["Artikelnummer", "Antal", "Märkning"],
    [DUCT.number, 4, "Plan 1"],
    [CABLE.number, 10, "Schakt A"],
  ]);
  await file.setInputFiles({ name: "order.xlsx", mimeType: XLSX_TYPE, buffer: Buffer.from(workbook) });
  await page.getByRole("button", { name: "Importera fil" }).click();
  await expect(page.getByText("2 artiklar har lagts i varukorgen.")).toBeVisible();

  await page.getByLabel("Fil (CSV eller XLSX)").setInputFiles({
    name: "fel.xlsx",
    mimeType: XLSX_TYPE,
    buffer: Buffer.from(
      writeXlsx([
        ["Artikelnummer", "Antal"],
        ["0000000", 1],
      ]),
    ),
  });
  await page.getByRole("button", { name: "Importera fil" }).click();
  await expect(page.getByText("Art.nr 0000000: Finns inte i ditt sortiment.")).toBeVisible();

  const tooMany = writeXlsx([
    ["Artikelnummer", "Antal", "Märkning"],
    ...Array.from({ length: 205 }, (_, i) => [DUCT.number, 1, `Rum ${i + 1}`]),
  ]);
  await page
    .getByLabel("Fil (CSV eller XLSX)")
    .setInputFiles({ name: "stor.xlsx", mimeType: XLSX_TYPE, buffer: Buffer.from(tooMany) });
  await page.getByRole("button", { name: "Importera fil" }).click();
  await expect(
    page.getByText("Varukorgen kan inte innehålla fler artiklar. Ta bort artiklar och försök igen."),
  ).toBeVisible();

  // The cart holds exactly the two imported lines (the CART_LIMIT file added nothing).
  await page.goto("/cart");
  await expect(
    page
      .getByRole("row")
      .filter({ has: page.getByRole("link", { name: DUCT.name }) })
      .getByText("Märkning: Plan 1"),
  ).toBeVisible();
  await expect(page.getByLabel(`Antal för ${CABLE.name}`)).toHaveValue("10");
  await expect(
    page
      .getByRole("row")
      .filter({ has: page.getByRole("link", { name: CABLE.name }) })
      .getByText("Märkning: Schakt A"),
  ).toBeVisible();
  await expect(page.getByRole("spinbutton", { name: /^Antal för / })).toHaveCount(2);

  await page.goto("/snabborder");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exportera varukorgen som Excel (XLSX)" }).click();
  const rows = parseXlsx(new Uint8Array(await readFile((await (await download).path())!)));
  expect(rows[0]).toEqual(["Artikelnummer", "Benämning", "Antal", "Enhet", "Leveranssätt", "Märkning"]);
  expect(rows.slice(1).map((r) => [r[0], r[2], r[5]])).toEqual(
    expect.arrayContaining([
      [DUCT.number, "4", "Plan 1"],
      [CABLE.number, "10", "Schakt A"],
    ]),
  );
  expect(rows).toHaveLength(3);
});
