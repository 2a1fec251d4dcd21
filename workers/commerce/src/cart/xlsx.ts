/**
 * XLSX cart files: the first sheet, read and written as plain OOXML inside a zip via fflate (no
 * Node streams or filesystem, so it runs in workerd). Every size is checked before inflating.
 */
import { Inflate, strFromU8, strToU8, zipSync } from "fflate";
import { neutraliseCell } from "./csv";
import {
  FileFormatError,
  FileTooLargeError,
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  MAX_XLSX_ENTRIES,
  MAX_XLSX_ENTRY_BYTES,
  MAX_XLSX_TOTAL_BYTES,
  tooManyRows,
  type Table,
} from "./file-limits";

/** What may never be in XML 1.0 text. */
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const xmlUnescape = (s: string) =>
  s.replace(/&(lt|gt|quot|apos|amp|#(\d+)|#x([0-9a-fA-F]+));/g, (_, name: string, dec?: string, hex?: string) =>
    dec
      ? String.fromCodePoint(Number(dec))
      : hex
        ? String.fromCodePoint(parseInt(hex, 16))
        : ({ lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" } as Record<string, string>)[name],
  );
const xmlEscape = (s: string) =>
  s.replace(XML_INVALID, "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function columnIndex(ref: string): number {
  const letters = /^([A-Z]+)/.exec(ref)?.[1] ?? "A";
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

const u16 = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u32 = (b: Uint8Array, at: number) => (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16)) + b[at + 3] * 0x1000000;

/**
 * The wanted entries of a zip, read from its central directory with every size checked BEFORE
 * inflating: declared uncompressed sizes per entry and in total, then the real output while
 * inflating in small steps (a zip can declare 1 KB and expand to gigabytes), so a zip bomb costs
 * at most a few milliseconds before the 413.
 */
export function readZipEntries(bytes: Uint8Array, wanted: (name: string) => boolean): Record<string, Uint8Array> {
  const unreadable = () => new FileFormatError("Not a readable XLSX file");
  let eocd = -1;
  for (let at = bytes.length - 22; at >= 0 && at >= bytes.length - 22 - 0xffff; at--) {
    if (u32(bytes, at) === 0x06054b50) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw unreadable();
  const count = u16(bytes, eocd + 10);
  let at = u32(bytes, eocd + 16);
  // ZIP64 markers: no cart workbook needs them, and they would allow sizes past 4 GB.
  if (count === 0xffff || at === 0xffffffff) throw unreadable();
  if (count > MAX_XLSX_ENTRIES) throw new FileTooLargeError(`The XLSX file may have at most ${MAX_XLSX_ENTRIES} parts`);
  const entries: { name: string; method: number; compressed: number; size: number; local: number }[] = [];
  let declaredTotal = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || u32(bytes, at) !== 0x02014b50) throw unreadable();
    const flags = u16(bytes, at + 8);
    const method = u16(bytes, at + 10);
    const compressed = u32(bytes, at + 20);
    const size = u32(bytes, at + 24);
    const nameLength = u16(bytes, at + 28);
    const next = at + 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
    if (next > bytes.length) throw unreadable();
    const name = strFromU8(bytes.subarray(at + 46, at + 46 + nameLength));
    if (wanted(name)) {
      if (flags & 1) throw new FileFormatError("The XLSX file is encrypted");
      if (method !== 0 && method !== 8) throw unreadable();
      if (size > MAX_XLSX_ENTRY_BYTES)
        throw new FileTooLargeError(
          `A part of the XLSX file expands to ${size} bytes; at most ${MAX_XLSX_ENTRY_BYTES} are allowed`,
        );
      declaredTotal += size;
      if (declaredTotal > MAX_XLSX_TOTAL_BYTES)
        throw new FileTooLargeError(`The XLSX file expands to more than ${MAX_XLSX_TOTAL_BYTES} bytes`);
      entries.push({ name, method, compressed, size, local: u32(bytes, at + 42) });
    }
    at = next;
  }
  const files: Record<string, Uint8Array> = {};
  for (const entry of entries) {
    const header = entry.local;
    if (header + 30 > bytes.length || u32(bytes, header) !== 0x04034b50) throw unreadable();
    const start = header + 30 + u16(bytes, header + 26) + u16(bytes, header + 28);
    const data = bytes.subarray(start, start + entry.compressed);
    if (start + entry.compressed > bytes.length) throw unreadable();
    if (entry.method === 0) {
      if (entry.compressed !== entry.size) throw unreadable();
      files[entry.name] = data.slice();
      continue;
    }
    files[entry.name] = inflateBounded(data, entry.size);
  }
  return files;
}

/** Inflates at most `declared` bytes (already checked against the limits); more is a lying zip: 413. */
function inflateBounded(data: Uint8Array, declared: number): Uint8Array {
  const out = new Uint8Array(declared);
  let length = 0;
  let overflow = false;
  const inflate = new Inflate((chunk) => {
    if (length + chunk.length > declared) overflow = true;
    else out.set(chunk, length);
    length += chunk.length;
  });
  // 1 KB of deflate expands to at most about 1 MB, so the check after each step bounds the work.
  const STEP = 1024;
  try {
    for (let i = 0; i < data.length && !overflow; i += STEP)
      inflate.push(data.subarray(i, i + STEP), i + STEP >= data.length);
  } catch {
    throw new FileFormatError("Not a readable XLSX file");
  }
  if (overflow)
    throw new FileTooLargeError(`A part of the XLSX file expands to more than it declares (${declared} bytes)`);
  if (length !== declared) throw new FileFormatError("Not a readable XLSX file");
  return out;
}

const XLSX_PARTS = (name: string) => name === "xl/sharedStrings.xml" || /^xl\/worksheets\/sheet\d+\.xml$/.test(name);

/** The first worksheet as text cells; shared strings, inline strings and numbers. */
export function parseXlsx(bytes: Uint8Array): Table {
  const files = readZipEntries(bytes, XLSX_PARTS);
  const sheetName = Object.keys(files)
    .filter((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n))
    .sort()[0];
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
      const index = ref ? columnIndex(ref) : row.length;
      // Columns past the ones an import reads are skipped, not padded out to column XFD.
      if (index >= MAX_IMPORT_COLUMNS) continue;
      const type = /\bt="(\w+)"/.exec(attrs)?.[1];
      const raw = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1];
      let value = "";
      if (type === "s" && raw !== undefined) value = shared[Number(raw)] ?? "";
      else if (type === "inlineStr")
        value = [...inner.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((t) => xmlUnescape(t[1])).join("");
      else if (raw !== undefined) value = xmlUnescape(raw);
      while (row.length < index) row.push("");
      row[index] = value;
    }
    if (row.some((c) => c.trim() !== "") && rows.push(row) > MAX_IMPORT_ROWS) tooManyRows();
  }
  return rows;
}

function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/**
 * A one-sheet workbook; numbers stay numbers so Excel can sum the quantity column, and text cells
 * are neutralised like the CSV's (an inline string is text to Excel, but not to every program that
 * opens or converts the file).
 */
export function writeXlsx(rows: (string | number)[][], sheetName = "Varukorg"): Uint8Array {
  const sheetRows = rows
    .map(
      (r, ri) =>
        `<row r="${ri + 1}">${r
          .map((v, ci) => {
            const ref = `${columnName(ci)}${ri + 1}`;
            if (typeof v === "number") return Number.isFinite(v) ? `<c r="${ref}"><v>${v}</v></c>` : `<c r="${ref}"/>`;
            return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xmlEscape(neutraliseCell(v))}</t></is></c>`;
          })
          .join("")}</row>`,
    )
    .join("");
  const files = {
    "[Content_Types].xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    "_rels/.rels": strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    "xl/workbook.xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xmlEscape(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    "xl/_rels/workbook.xml.rels": strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    "xl/worksheets/sheet1.xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`,
    ),
  };
  return zipSync(files);
}
