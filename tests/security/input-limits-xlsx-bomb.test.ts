/** Input limits: XLSX bombs and too many rows (input-limits-fixtures.ts has the pen test). */
import { strToU8, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_IMPORT_ROWS, MAX_XLSX_TOTAL_BYTES } from "../../workers/commerce/src/cart/files";
import { freshBuyer, cartLines, upload, xlsxOf, plainArticles } from "./input-limits-fixtures";

let plain: string[] = [];

beforeAll(async () => {
  plain = await plainArticles();
});

describe("XLSX bomb and row limits", () => {
  /** A sheet whose XML is `bytes` long: a small zip that inflates far past the limit. */
  function bombSheet(bytes: number) {
    const row = `<row><c t="inlineStr"><is><t>${"A".repeat(1000)}</t></is></c></row>`;
    return `<worksheet><sheetData>${row.repeat(Math.ceil(bytes / row.length))}</sheetData></worksheet>`;
  }

  it("answers 413 for an XLSX whose declared size is over the limit, before inflating, and saves nothing", async () => {
    const { token, cartId } = await freshBuyer();
    const bomb = zipSync(
      { "xl/worksheets/sheet1.xml": strToU8(bombSheet(MAX_XLSX_TOTAL_BYTES + 1024 * 1024)) },
      { level: 9 },
    );
    expect(bomb.length).toBeLessThan(200 * 1024);
    const started = Date.now();
    const result = await upload(token, cartId, bomb, "bomb.xlsx");
    expect(result.status).toBe(413);
    expect(result.json.message).toMatch(/XLSX/);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await cartLines(token, cartId)).toEqual([]);
  });

  it("answers 413 for a zip that lies about its uncompressed size", async () => {
    const { token, cartId } = await freshBuyer();
    const bomb = zipSync({ "xl/worksheets/sheet1.xml": strToU8(bombSheet(3 * 1024 * 1024)) }, { level: 9 });
    // Declare 1,000 bytes in the central directory and the local header (offsets 24 and 22).
    const view = new DataView(bomb.buffer, bomb.byteOffset, bomb.byteLength);
    for (let at = 0; at + 4 <= bomb.length; at++) {
      const signature = view.getUint32(at, true);
      if (signature === 0x02014b50) view.setUint32(at + 24, 1000, true);
      if (signature === 0x04034b50) view.setUint32(at + 22, 1000, true);
    }
    const result = await upload(token, cartId, bomb, "liar.xlsx");
    expect(result.status).toBe(413);
    expect(await cartLines(token, cartId)).toEqual([]);
  });

  it(`answers 413 for a CSV or XLSX with more than ${MAX_IMPORT_ROWS} rows, saving nothing`, async () => {
    const { token, cartId } = await freshBuyer();
    const csv = Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => `${plain[0]};1`).join("\n");
    const fromCsv = await upload(token, cartId, csv);
    expect(fromCsv.status).toBe(413);
    const fromXlsx = await upload(
      token,
      cartId,
      xlsxOf(Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => [plain[0], "1", ""])),
      "rows.xlsx",
    );
    expect(fromXlsx.status).toBe(413);
    expect(await cartLines(token, cartId)).toEqual([]);
  });

  it("answers 413 for an upload body over the limit", async () => {
    const { token, cartId } = await freshBuyer();
    const result = await upload(token, cartId, "x;1\n".repeat(600_000));
    expect(result.status).toBe(413);
    expect(await cartLines(token, cartId)).toEqual([]);
  });
});
