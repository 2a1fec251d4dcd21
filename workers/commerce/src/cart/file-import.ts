/** POST /v2/cart/:id/upload: a CSV or XLSX file's lines added to the cart, all or nothing (routes/cart.ts). */
import type { Context } from "hono";
import { z } from "zod";
import { claimsOf } from "../auth/middleware";
import type { AppEnv } from "../env";
import { ApiError, badRequest, parseOrThrow } from "../http/errors";
import { FileFormatError, FileRowsError, FileTooLargeError, linesOf, readTable } from "./files";
import { cartArticleNumber, cartDeliveryId, cartQuantity } from "./line-input";
import { addItems } from "./lines";
import { clockOf } from "./delivery-gate";
import type { ItemError } from "./store";

/** The uploaded file's bytes; the request body may be a little larger (multipart, http/body-limit.ts). */
export const MAX_UPLOAD_BYTES = 1024 * 1024;

export async function importCartFile(c: Context<AppEnv>, cartId: string) {
  const length = Number(c.req.header("content-length") ?? 0);
  if (length > MAX_UPLOAD_BYTES + 64 * 1024)
    throw new ApiError(413, `The file may be at most ${MAX_UPLOAD_BYTES / 1024} KB`);
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw badRequest("Expected multipart/form-data with a file and a deliveryId", [
      { path: "file", code: "invalid_type", message: "multipart/form-data required" },
    ]);
  }
  const fields = parseOrThrow(
    z.object({ deliveryId: cartDeliveryId }),
    { deliveryId: form.get("deliveryId") ?? undefined },
    "form",
  );
  const file = form.get("file");
  if (!(file instanceof File))
    throw badRequest("No file uploaded", [{ path: "file", code: "invalid_type", message: "A file field is required" }]);
  if (file.size > MAX_UPLOAD_BYTES) throw new ApiError(413, `The file may be at most ${MAX_UPLOAD_BYTES / 1024} KB`);
  let lines;
  try {
    lines = linesOf(readTable(new Uint8Array(await file.arrayBuffer())).rows);
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
  if (valid.length === 0) return c.json({ cartItems: [], errors });
  const result = await addItems(
    c.env.DB,
    claimsOf(c),
    cartId,
    valid.map((l) => ({
      articleNumber: l.articleNumber,
      quantity: l.quantity!,
      deliveryId: fields.deliveryId,
      label: l.label,
    })),
    { allOrNothing: true, clock: clockOf(c) },
  );
  return c.json({ cartItems: result.cartItems, errors: [...errors, ...result.errors], lines: result.lines });
}
