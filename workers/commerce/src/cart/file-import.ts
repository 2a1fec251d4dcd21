/**
 * POST /v2/cart/:id/upload: a CSV or XLSX file's lines added to the cart, all or nothing. routes/cart-request.ts reads
 * the multipart form; this reads the file's rows and adds them.
 */
import type { AccessClaims } from "../auth/jwt";
import type { DeliveryClock } from "../env";
import { ApiError, badRequest } from "../http/errors";
import { FileFormatError, FileRowsError, FileTooLargeError, linesOf, readTable } from "./files";
import { cartArticleNumber, cartQuantity } from "./line-input";
import { addItems } from "./lines";
import type { ItemError } from "./store";

/** The uploaded file's bytes; the request body may be a little larger (multipart, http/body-limit.ts). */
export const MAX_UPLOAD_BYTES = 1024 * 1024;

/** An uploaded cart file: its bytes (at most MAX_UPLOAD_BYTES) and the delivery its lines go to. */
export interface CartFileUpload {
  bytes: Uint8Array;
  deliveryId: string;
}

export async function importCartFile(
  db: D1Database,
  claims: AccessClaims,
  cartId: string,
  upload: CartFileUpload,
  clock: DeliveryClock,
) {
  let lines;
  try {
    lines = linesOf(readTable(upload.bytes).rows);
  } catch (error) {
    // Nothing is saved for any of these: the file is refused before the first line is written.
    if (error instanceof FileRowsError) throw badRequest(error.message, error.issues);
    if (error instanceof FileTooLargeError)
      throw new ApiError(413, error.message, [{ path: "file", code: "too_big", message: error.message }]);
    if (error instanceof FileFormatError)
      throw badRequest(error.message, [{ path: "file", code: "invalid_file", message: error.message }]);
    throw error;
  }
  const errors: ItemError[] = [];
  const valid = lines.filter((l) => {
    if (!cartArticleNumber.safeParse(l.articleNumber).success)
      errors.push({
        id: l.articleNumber.slice(0, 40) || `row ${l.row}`,
        code: "INVALID_ARTICLE_NUMBER",
        message: `Row ${l.row}: not an article number`,
      });
    else if (!cartQuantity.safeParse(l.quantity).success)
      errors.push({
        id: l.articleNumber,
        code: "INVALID_QUANTITY",
        message: `Row ${l.row}: quantity must be a whole number from 1`,
      });
    else return true;
    return false;
  });
  if (valid.length === 0) return { cartItems: [], errors };
  const result = await addItems(
    db,
    claims,
    cartId,
    valid.map((l) => ({
      articleNumber: l.articleNumber,
      quantity: l.quantity!,
      deliveryId: upload.deliveryId,
      label: l.label,
    })),
    { allOrNothing: true, clock },
  );
  return { cartItems: result.cartItems, errors: [...errors, ...result.errors], lines: result.lines };
}
