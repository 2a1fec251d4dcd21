/**
 * Cart files: CSV (RFC 4180, comma or semicolon) and XLSX (first sheet, read and written as plain
 * OOXML inside a zip via fflate). Both run in workerd: no Node streams or filesystem.
 */
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";

export type Table = string[][];

export class FileFormatError extends Error {}

/** RFC 4180 with the delimiter guessed from the first line (Swedish Excel writes semicolons). */
export function parseCsv(text: string): Table {
  const body = text.replace(/^\uFEFF/, "");
  const firstLine = body.split(/\r?\n/, 1)[0] ?? "";
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : (firstLine.includes("\t") && !firstLine.includes(",") ? "\t" : ",");
  const rows: Table = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"') {
        if (body[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"' && field === "") quoted = true;
    else if (ch === delimiter) {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && body[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  if (quoted) throw new FileFormatError("Unterminated quoted field");
  if (field !== "" || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ""));
}

export function writeCsv(rows: Table, delimiter = ";"): string {
  const escape = (v: string) => (/[";\n\r,]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  // BOM so Excel opens it as UTF-8 (å, ä, ö).
  return "\uFEFF" + rows.map((r) => r.map(escape).join(delimiter)).join("\r\n") + "\r\n";
}

const xmlUnescape = (s: string) =>
  s.replace(/&(lt|gt|quot|apos|amp|#(\d+)|#x([0-9a-fA-F]+));/g, (_, name: string, dec?: string, hex?: string) =>
    dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : ({ lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" } as Record<string, string>)[name],
  );
const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function columnIndex(ref: string): number {
  const letters = /^([A-Z]+)/.exec(ref)?.[1] ?? "A";
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** The first worksheet as text cells; shared strings, inline strings and numbers. */
export function parseXlsx(bytes: Uint8Array): Table {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, { filter: (f) => f.name === "xl/sharedStrings.xml" || f.name.startsWith("xl/worksheets/sheet") || f.name === "xl/workbook.xml" || f.name === "xl/_rels/workbook.xml.rels" });
  } catch {
    throw new FileFormatError("Not a readable XLSX file");
  }
  const sheetName = Object.keys(files).filter((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n)).sort()[0];
  if (!sheetName) throw new FileFormatError("The XLSX file has no worksheet");
  const shared: string[] = [];
  if (files["xl/sharedStrings.xml"]) {
    for (const si of strFromU8(files["xl/sharedStrings.xml"]).matchAll(/<si>([\s\S]*?)<\/si>/g)) {
      shared.push([...si[1].matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((t) => xmlUnescape(t[1])).join(""));
    }
  }
  const rows: Table = [];
  for (const rowMatch of strFromU8(files[sheetName]).matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)) {
    const row: string[] = [];
    for (const cell of rowMatch[1].matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = cell[1];
      const inner = cell[2] ?? "";
      const ref = /\br="([A-Z]+\d+)"/.exec(attrs)?.[1];
      const type = /\bt="(\w+)"/.exec(attrs)?.[1];
      const raw = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1];
      let value = "";
      if (type === "s" && raw !== undefined) value = shared[Number(raw)] ?? "";
      else if (type === "inlineStr") value = [...inner.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((t) => xmlUnescape(t[1])).join("");
      else if (raw !== undefined) value = xmlUnescape(raw);
      const index = ref ? columnIndex(ref) : row.length;
      while (row.length < index) row.push("");
      row[index] = value;
    }
    if (row.some((c) => c.trim() !== "")) rows.push(row);
  }
  return rows;
}

function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** A one-sheet workbook; numbers stay numbers so Excel can sum the quantity column. */
export function writeXlsx(rows: (string | number)[][], sheetName = "Varukorg"): Uint8Array {
  const sheetRows = rows
    .map((r, ri) => `<row r="${ri + 1}">${r.map((v, ci) => {
      const ref = `${columnName(ci)}${ri + 1}`;
      return typeof v === "number" ? `<c r="${ref}"><v>${v}</v></c>` : `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xmlEscape(v)}</t></is></c>`;
    }).join("")}</row>`)
    .join("");
  const files = {
    "[Content_Types].xml": strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`),
    "_rels/.rels": strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    "xl/workbook.xml": strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xmlEscape(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    "xl/_rels/workbook.xml.rels": strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`),
    "xl/worksheets/sheet1.xml": strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`),
  };
  return zipSync(files);
}

const isZip = (b: Uint8Array) => b.length > 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/** Reads an uploaded file by its content (not its name): a zip is XLSX, valid UTF-8 text is CSV. */
export function readTable(bytes: Uint8Array): { format: "csv" | "xlsx"; rows: Table } {
  if (isZip(bytes)) return { format: "xlsx", rows: parseXlsx(bytes) };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new FileFormatError("The file is neither CSV (UTF-8 text) nor XLSX");
  }
  if (/[\u0000-\u0008\u000E-\u001F]/.test(text)) throw new FileFormatError("The file is neither CSV (UTF-8 text) nor XLSX");
  return { format: "csv", rows: parseCsv(text) };
}

export interface FileLine {
  row: number;
  articleNumber: string;
  quantity: number | null;
  label: string;
}

const HEADER_NAMES = {
  articleNumber: ["artikelnummer", "artikelnr", "artnr", "articlenumber", "article"],
  quantity: ["antal", "quantity", "qty", "kvantitet"],
  label: ["märkning", "label", "godsmärkning"],
};

/**
 * Lines of an order file: with a header row (Artikelnummer, Antal, Märkning — the export's own
 * headers) columns are found by name; without one they are article number, quantity, label.
 */
export function linesOf(rows: Table): FileLine[] {
  if (rows.length === 0) throw new FileFormatError("The file has no rows");
  const header = rows[0].map((c) => c.trim().toLowerCase());
  const find = (names: string[]) => header.findIndex((h) => names.includes(h));
  const hasHeader = find(HEADER_NAMES.articleNumber) >= 0;
  const columns = hasHeader
    ? { articleNumber: find(HEADER_NAMES.articleNumber), quantity: find(HEADER_NAMES.quantity), label: find(HEADER_NAMES.label) }
    : { articleNumber: 0, quantity: 1, label: 2 };
  const data = hasHeader ? rows.slice(1) : rows;
  if (data.length === 0) throw new FileFormatError("The file has no article rows");
  return data.map((r, i) => {
    const rawQuantity = columns.quantity >= 0 ? (r[columns.quantity] ?? "").trim().replace(",", ".") : "1";
    const quantity = /^\d+(\.0+)?$/.test(rawQuantity) ? Number(rawQuantity) : null;
    return {
      row: i + 1 + (hasHeader ? 1 : 0),
      articleNumber: (r[columns.articleNumber] ?? "").trim(),
      quantity,
      label: columns.label >= 0 ? (r[columns.label] ?? "").trim() : "",
    };
  });
}
