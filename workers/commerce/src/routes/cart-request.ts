/**
 * What the cart routes (routes/cart.ts) read from the request: the path's cart ids, the caller, an uploaded cart file.
 * The cart modules below take these as plain values.
 */
import type { Context } from "hono";
import { z } from "zod";
import { claimsOf } from "../auth/middleware";
import { callersCart, currentCart, type CartCaller } from "../cart/callers-cart";
import { MAX_UPLOAD_BYTES, type CartFileUpload } from "../cart/file-import";
import { cartDeliveryId } from "../cart/line-input";
import { cartId } from "../cart/request-schemas";
import type { AppEnv } from "../env";
import { ApiError, badRequest, parseOrThrow } from "../http/errors";

export function cartIdParam(c: Context<AppEnv>, name = "id") {
  return parseOrThrow(cartId, c.req.param(name), `${name} parameter`);
}

/** The signed-in buyer, or the visitor whose cart token opened one anonymous cart (cart/anonymous.ts). */
export function callerOf(c: Context<AppEnv>): CartCaller {
  return { claims: claimsOf(c), anonymousCart: c.get("anonymousCart") };
}

/** The caller's cart named by the path parameter `name`. */
export async function ownCart(c: Context<AppEnv>, name = "id", options: { anonymous?: boolean } = {}) {
  const id = cartIdParam(c, name);
  return callersCart(c.env.DB, callerOf(c), id, options);
}

/** The caller's cart as the cart calls answer it. */
export const currentCartOf = (c: Context<AppEnv>, cartId: string) => currentCart(c.env.DB, callerOf(c), cartId);

const tooLarge = () => new ApiError(413, `The file may be at most ${MAX_UPLOAD_BYTES / 1024} KB`);

/** The multipart form of a cart upload: a `file` of at most MAX_UPLOAD_BYTES and the `deliveryId` its lines go to. */
export async function uploadedCartFile(c: Context<AppEnv>): Promise<CartFileUpload> {
  const length = Number(c.req.header("content-length") ?? 0);
  if (length > MAX_UPLOAD_BYTES + 64 * 1024) throw tooLarge();
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
  if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
  return { bytes: new Uint8Array(await file.arrayBuffer()), deliveryId: fields.deliveryId };
}
