/**
 * The one schema for a cart line's input, used by every path that writes a line: JSON add and
 * update (routes/cart.ts), CSV and XLSX import (routes/cart.ts upload → cart/files.ts), and the
 * anonymous-cart calls (same routes). A limit changed here changes it everywhere.
 */
import { z } from "zod";
import { CART_LABEL_MAX_LENGTH, CART_QUANTITY_MAX } from "@shop/domain/cart-limits";
import { DELIVERY_METHOD_IDS } from "@shop/domain/delivery-options";
import { ApiError } from "../http/errors";
import { cartLabel } from "./label";

export { CART_LABEL_MAX_LENGTH, CART_QUANTITY_MAX };

export const cartArticleNumber = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z-]{1,20}$/, "Not an article number");
export const cartQuantity = z.number().int().min(1).max(CART_QUANTITY_MAX);
export const cartDeliveryId = z.enum(DELIVERY_METHOD_IDS);
export { cartLabel };

/** A new line (JSON add, one row of an import file once its quantity is read); no delivery: the buyer's default. */
export const cartLineInput = z.object({
  articleNumber: cartArticleNumber,
  quantity: cartQuantity,
  deliveryId: cartDeliveryId.optional(),
  label: cartLabel.nullish(),
});
/** The fields of an existing line that a caller may change. */
export const cartLineUpdate = z.object({
  quantity: cartQuantity.optional(),
  deliveryId: cartDeliveryId.optional(),
  label: cartLabel.nullish(),
});

/** The refusal code of a line field that failed its schema (the same codes as the add answer's lines). */
const REFUSAL_OF_FIELD: Record<string, string> = {
  quantity: "quantity_invalid",
  deliveryId: "delivery_method_invalid",
  articleNumber: "unknown_article",
};

/** Runs a body parse; a 400 gets each line issue's `refusal` beside its path and zod code. */
export async function withLineRefusals<T>(parse: () => Promise<T>): Promise<T> {
  try {
    return await parse();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    const issues = error.issues.map((issue) => {
      const field = /^items\.\d+\.(\w+)$/.exec((issue as { path?: string }).path ?? "")?.[1];
      const refusal = field ? REFUSAL_OF_FIELD[field] : undefined;
      return refusal ? { ...(issue as object), refusal } : issue;
    });
    throw new ApiError(400, error.message, issues, error.headers);
  }
}
