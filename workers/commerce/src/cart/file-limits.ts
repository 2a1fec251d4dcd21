/**
 * Bounds of an uploaded cart file, checked before any work is done (docs/security.md, limits): the
 * upload's bytes (cart/file-import.ts), each zip entry's and all entries' uncompressed sizes from the
 * central directory (and again while inflating, since a zip may lie), and the number of rows and
 * columns. Also the errors a file can raise, by the status they answer.
 */
import { CART_LINE_LIMIT } from "@shop/domain/cart-limits";

export type Table = string[][];

/** The file is unreadable or breaks a rule of its content: 400. */
export class FileFormatError extends Error {}
/** The file (or what it expands to) is larger than the import allows: 413. */
export class FileTooLargeError extends FileFormatError {}
/** Rows break a field's limit (a label over 60 characters): 400 naming each row and field; nothing is saved. */
export class FileRowsError extends FileFormatError {
  constructor(
    message: string,
    readonly issues: { path: string; row: number; field: string; code: string; message: string }[],
  ) {
    super(message);
  }
}

/** Rows an import file may have: a few times the cart's line limit (blank rows are not counted). */
export const MAX_IMPORT_ROWS = 5 * CART_LINE_LIMIT;
/** Columns read per row; an import needs three (article number, quantity, label), the export has six. */
export const MAX_IMPORT_COLUMNS = 26;
/** Characters of one cell; longer cells make the whole file a 400 (no 200,000-character labels). */
export const MAX_IMPORT_CELL_LENGTH = 1000;
/** Uncompressed bytes of one XLSX part we read (sheet, shared strings) and of all of them together. */
export const MAX_XLSX_ENTRY_BYTES = 4 * 1024 * 1024;
export const MAX_XLSX_TOTAL_BYTES = 5 * 1024 * 1024;
/** Entries in the zip's central directory (a real cart workbook has fewer than 20). */
export const MAX_XLSX_ENTRIES = 1000;

export function tooManyRows(): never {
  throw new FileTooLargeError(`The file may have at most ${MAX_IMPORT_ROWS} rows`);
}
