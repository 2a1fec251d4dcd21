/**
 * Cart files: an uploaded order file read by its content (CSV or XLSX) into cart lines, and the
 * writers of the export. The formats are in cart/csv.ts and cart/xlsx.ts, their bounds in
 * cart/file-limits.ts.
 */
import { parseCsv, unneutraliseCell } from "./csv";
import { FileFormatError, FileRowsError, MAX_IMPORT_CELL_LENGTH, type Table } from "./file-limits";
import { cartLabel } from "./label";
import { parseXlsx } from "./xlsx";

export { neutraliseCell, parseCsv, unneutraliseCell, writeCsv } from "./csv";
export * from "./file-limits";
export { parseXlsx, readZipEntries, writeXlsx } from "./xlsx";

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
  if (/[\u0000-\u0008\u000E-\u001F]/.test(text))
    throw new FileFormatError("The file is neither CSV (UTF-8 text) nor XLSX");
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
    ? {
        articleNumber: find(HEADER_NAMES.articleNumber),
        quantity: find(HEADER_NAMES.quantity),
        label: find(HEADER_NAMES.label),
      }
    : { articleNumber: 0, quantity: 1, label: 2 };
  const data = hasHeader ? rows.slice(1) : rows;
  if (data.length === 0) throw new FileFormatError("The file has no article rows");
  const lines = data.map((r, i) => {
    const rawQuantity = columns.quantity >= 0 ? (r[columns.quantity] ?? "").trim().replace(",", ".") : "1";
    const quantity = /^\d+(\.0+)?$/.test(rawQuantity) ? Number(rawQuantity) : null;
    return {
      row: i + 1 + (hasHeader ? 1 : 0),
      articleNumber: (r[columns.articleNumber] ?? "").trim(),
      quantity,
      rawQuantity,
      label: columns.label >= 0 ? unneutraliseCell((r[columns.label] ?? "").trim()) : "",
    };
  });
  checkFieldLimits(lines);
  return lines.map(({ rawQuantity: _, ...line }) => line);
}

/** Issues listed in one answer; a file with more bad rows names the first ones. */
const MAX_REPORTED_ISSUES = 20;

/**
 * The per-field limits of a cart line (cart/line-input.ts, the same schema as the JSON calls) for
 * every row. A label the cart would refuse makes the whole file a 400 and nothing is saved: a
 * shortened or dropped label would put goods on the wrong site. Rows with an unknown article or a
 * bad quantity are instead reported by id and the rest are added (spec section 7, cart.wrong_import).
 */
function checkFieldLimits(lines: readonly (FileLine & { rawQuantity: string })[]) {
  const issues: FileRowsError["issues"] = [];
  for (const line of lines) {
    const cells = { articleNumber: line.articleNumber, quantity: line.rawQuantity, label: line.label };
    for (const [field, value] of Object.entries(cells)) {
      if (value.length > MAX_IMPORT_CELL_LENGTH)
        issues.push({
          path: `rows.${line.row}.${field}`,
          row: line.row,
          field,
          code: "too_big",
          message: `Row ${line.row}: ${field} is longer than ${MAX_IMPORT_CELL_LENGTH} characters`,
        });
    }
    const label = cartLabel.safeParse(line.label);
    if (!label.success && line.label.length <= MAX_IMPORT_CELL_LENGTH) {
      issues.push({
        path: `rows.${line.row}.label`,
        row: line.row,
        field: "label",
        code: label.error.issues[0].code,
        message: `Row ${line.row}: label: ${label.error.issues[0].message}`,
      });
    }
  }
  if (issues.length) {
    const rows = [...new Set(issues.map((i) => i.row))];
    throw new FileRowsError(
      `The file was not imported: ${rows.length} row(s) break a field limit (first: row ${rows[0]}, ${issues[0].field})`,
      issues.slice(0, MAX_REPORTED_ISSUES),
    );
  }
}
