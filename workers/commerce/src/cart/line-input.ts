/**
 * The one schema for a cart line's input, used by every path that writes a line: JSON add and
 * update (routes/cart.ts), CSV and XLSX import (routes/cart.ts upload → cart/files.ts), and the
 * anonymous-cart calls (same routes). A limit changed here changes it everywhere.
 */
import { z } from "zod";
import { CART_LABEL_MAX_LENGTH, CART_QUANTITY_MAX } from "@shop/domain/cart-limits";
// The delivery method list of the domain (cart/store.ts DELIVERY_IDS is the same list).
import { DELIVERY_METHOD_IDS } from "@shop/domain/delivery-options";
import { cartLabel } from "./label";

export { CART_LABEL_MAX_LENGTH, CART_QUANTITY_MAX };

export const cartArticleNumber = z.string().trim().regex(/^[0-9A-Za-z-]{1,20}$/, "Not an article number");
export const cartQuantity = z.number().int().min(1).max(CART_QUANTITY_MAX);
export const cartDeliveryId = z.enum(DELIVERY_METHOD_IDS);
export { cartLabel };

/** A new line (JSON add, one row of an import file once its quantity is read). */
export const cartLineInput = z.object({
  articleNumber: cartArticleNumber,
  quantity: cartQuantity,
  deliveryId: cartDeliveryId,
  label: cartLabel.nullish(),
});
/** The fields of an existing line that a caller may change. */
export const cartLineUpdate = z.object({
  quantity: cartQuantity.optional(),
  deliveryId: cartDeliveryId.optional(),
  label: cartLabel.nullish(),
});
