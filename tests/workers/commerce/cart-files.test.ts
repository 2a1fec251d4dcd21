import { strToU8, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import app from "../../../workers/commerce/src/index";
import { CART_LINE_LIMIT } from "../../../workers/commerce/src/cart/store";
import { parseXlsx } from "../../../workers/commerce/src/cart/files";
import { add, cartArticles, freshBuyer, upload } from "./cart-fixtures";
import { articleNumberAt, call, env } from "./helpers";

let plain: string[] = [];

beforeAll(async () => {
  ({ plain } = await cartArticles());
});

describe("upload and export", () => {
  it("adds the lines of a semicolon CSV with a header and reports bad rows by id", async () => {
    const { token, cartId } = await freshBuyer();
    const csv = `Artikelnummer;Antal;Märkning\n${plain[30]};4;"Plan 2; kök"\nFINNS-INTE;1;\n${plain[31]};tre;\n`;
    const result = await upload(token, cartId, new Blob([csv]), "order.csv", "EXH");
    expect(result.status).toBe(200);
    expect(result.json.cartItems).toEqual([
      expect.objectContaining({ articleNumber: plain[30], quantity: 4, deliveryId: "EXH", label: "Plan 2; kök" }),
    ]);
    expect(result.json.errors.map((e: any) => [e.id, e.code])).toEqual([
      [plain[31], "INVALID_QUANTITY"],
      ["FINNS-INTE", "ARTICLE_NOT_FOUND"],
    ]);
  });

  it("reads an XLSX with shared strings", async () => {
    const { token, cartId } = await freshBuyer();
    const xlsx = zipSync({
      "xl/sharedStrings.xml": strToU8(
        `<sst><si><t>Artikelnummer</t></si><si><t>Antal</t></si><si><t>${plain[32]}</t></si></sst>`,
      ),
      "xl/worksheets/sheet1.xml": strToU8(
        `<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row><row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2"><v>6</v></c></row></sheetData></worksheet>`,
      ),
    });
    const result = await upload(token, cartId, new Blob([xlsx]), "order.xlsx");
    expect(result.json.errors).toEqual([]);
    expect(result.json.cartItems).toEqual([expect.objectContaining({ articleNumber: plain[32], quantity: 6 })]);
  });

  it("refuses content that is neither CSV nor XLSX, and a missing deliveryId", async () => {
    const { token, cartId } = await freshBuyer();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0xff, 0xfe]);
    const bad = await upload(token, cartId, new Blob([png]), "order.csv");
    expect(bad.status).toBe(400);
    expect(bad.json.issues[0]).toMatchObject({ path: "file", code: "invalid_file" });
    const brokenZip = await upload(
      token,
      cartId,
      new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5])]),
      "order.xlsx",
    );
    expect(brokenZip.status).toBe(400);
    const tooBig = await upload(token, cartId, new Blob(["1000017;1\n".repeat(120_000)]), "big.csv");
    expect(tooBig.status).toBe(413);
    const noDelivery = await upload(token, cartId, new Blob(["x;1"]), "order.csv", "NOPE");
    expect(noDelivery.status).toBe(400);
    expect(noDelivery.json.issues[0].path).toBe("deliveryId");
  });

  it(`answers CART_LIMIT and adds nothing when the upload would pass ${CART_LINE_LIMIT} lines`, async () => {
    const { token, cartId } = await freshBuyer();
    await add(token, cartId, [{ articleNumber: articleNumberAt(100), quantity: 1, deliveryId: "DBI" }]);
    // Lines the purchase rule would refuse anyway do not count, so every row is one the rule lets in.
    const { results } = await env.DB.prepare(
      "SELECT article_number FROM articles WHERE only_store = 0 AND discontinued = 0 AND id >= 150 ORDER BY id LIMIT ?",
    )
      .bind(CART_LINE_LIMIT)
      .all<{ article_number: string }>();
    const rows = results.map((r) => `${r.article_number};1`).join("\n");
    const result = await upload(token, cartId, new Blob([rows]), "big.csv");
    expect(result.status).toBe(200);
    expect(result.json.cartItems).toEqual([]);
    expect(result.json.errors).toEqual([expect.objectContaining({ id: "CART_LIMIT" })]);
    expect((await call(`/v2/cart/${cartId}`, { token })).json.items).toHaveLength(1);
  });

  it("exports the chosen lines as CSV and XLSX that upload again", async () => {
    const { token, cartId } = await freshBuyer();
    const added = await add(token, cartId, [
      { articleNumber: plain[40], quantity: 3, deliveryId: "DBI", label: "Hus A" },
      { articleNumber: plain[41], quantity: 2, deliveryId: "DBI" },
    ]);
    const first = added.json.cartItems[0].cartItemId;
    const csv = await call(`/v2/cart/${cartId}/export`, { token, body: { cartItemIds: [first], format: "csv" } });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.text.trim().split("\r\n")).toEqual([
      "Artikelnummer;Benämning;Antal;Enhet;Leveranssätt;Märkning",
      expect.stringMatching(new RegExp(`^${plain[40]};.*;3;.*;DBI;Hus A$`)),
    ]);
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
    const rows = parseXlsx(bytes);
    expect(rows[0][0]).toBe("Artikelnummer");
    expect(rows.slice(1).map((r) => [r[0], r[2]])).toEqual([
      [plain[40], "3"],
      [plain[41], "2"],
    ]);
    const other = await freshBuyer();
    const again = await upload(other.token, other.cartId, new Blob([bytes]), "varukorg.xlsx");
    expect(again.json.cartItems.map((i: any) => [i.articleNumber, i.quantity, i.label])).toEqual([
      [plain[40], 3, "Hus A"],
      [plain[41], 2, ""],
    ]);
    const none = await call(`/v2/cart/${cartId}/export`, { token, body: { cartItemIds: ["nope"], format: "csv" } });
    expect(none.status).toBe(400);
  });
});
