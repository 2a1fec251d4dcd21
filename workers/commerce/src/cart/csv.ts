/** CSV cart files: RFC 4180, comma or semicolon, and the formula neutralising shared with XLSX. */
import { FileFormatError, MAX_IMPORT_ROWS, tooManyRows, type Table } from "./file-limits";

/** RFC 4180 with the delimiter guessed from the first line (Swedish Excel writes semicolons). */
export function parseCsv(text: string): Table {
  const body = text.replace(/^\uFEFF/, "");
  const firstLine = body.split(/\r?\n/, 1)[0] ?? "";
  const delimiter =
    (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0)
      ? ";"
      : firstLine.includes("\t") && !firstLine.includes(",")
        ? "\t"
        : ",";
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
      if (row.some((c) => c.trim() !== "") && rows.push(row) > MAX_IMPORT_ROWS) tooManyRows();
      row = [];
      field = "";
    } else field += ch;
  }
  if (quoted) throw new FileFormatError("Unterminated quoted field");
  if (field !== "" || row.length) {
    row.push(field);
    rows.push(row);
  }
  const kept = rows.filter((r) => r.some((c) => c.trim() !== ""));
  if (kept.length > MAX_IMPORT_ROWS) tooManyRows();
  return kept;
}

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"): = + - @,
 * tab and carriage return, and their full-width forms, which some spreadsheet programs fold to ASCII.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/** A plain number ("-5", "12,50", "+46"): no formula can hide in it, so it is left as it is. */
const PLAIN_NUMBER = /^[+-]?\d+([.,]\d+)?$/;

/**
 * One text cell of any file the shop writes (CSV or XLSX): a cell that a spreadsheet would run as
 * a formula gets a leading apostrophe, which shows it as text. Numbers are written by the writers
 * as numbers and never pass here.
 */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** Undoes `neutraliseCell` on import, so an exported file uploads again with the same labels. */
export function unneutraliseCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/** Number cells are written as they are (finite only); text cells are neutralised, then quoted. */
export function writeCsv(rows: (string | number)[][], delimiter = ";"): string {
  const cell = (v: string | number) => {
    const text = typeof v === "number" ? (Number.isFinite(v) ? String(v) : "") : neutraliseCell(v);
    return /[";\n\r,\t]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
  };
  // BOM so Excel opens it as UTF-8 (å, ä, ö).
  return "\uFEFF" + rows.map((r) => r.map(cell).join(delimiter)).join("\r\n") + "\r\n";
}
