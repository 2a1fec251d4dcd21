/** The bodies and path parameters of the cart calls (routes/cart.ts), validated before any cart is touched. */
import { z } from "zod";
import { singleLineText } from "@shop/contract/single-line-text";
import { COST_CENTRE_MAX, REFERENCE_MAX } from "@shop/domain/order-references";
import { stockholmToday } from "@shop/domain/delivery-date";
import { badRequest } from "../http/errors";
// One schema for a line's input on every path (JSON add/update and file import): cart/line-input.ts.
import { cartDeliveryId, cartLineInput, cartLineUpdate } from "./line-input";
import { CART_LINE_LIMIT } from "./store";

export const cartId = z.string().regex(/^[A-Za-z0-9_-]{1,80}$/, "Not an id");
export const isoDate = z.iso.date();

export const addBody = z.object({
  items: z.array(cartLineInput).min(1).max(CART_LINE_LIMIT),
  purchasableOnly: z.boolean().default(false),
  /** Answer the cart after the add, priced (`cart`, contract/commerce/cart.ts addAnswerSchema): the data layer's read. */
  withCart: z.boolean().default(false),
});
export const updateBody = z.object({
  items: z
    .array(cartLineUpdate.extend({ cartItemId: cartId }))
    .min(1)
    .max(CART_LINE_LIMIT),
});
export const deleteBody = z.object({ cartItemIds: z.array(cartId).min(1).max(CART_LINE_LIMIT) });
export const exportBody = z.object({
  cartItemIds: z.array(cartId).max(CART_LINE_LIMIT).optional(),
  format: z.enum(["csv", "xlsx"]).default("xlsx"),
});
export const requestedDateBody = z.object({ requestedDeliveryDate: isoDate });

export const checkoutDetails = z.object({
  // One line each (contract/single-line-text.ts): order documents, exports and the ERP print them as stored.
  customerOrderNumber: singleLineText(40).nullish(),
  reference: singleLineText(REFERENCE_MAX).nullish(),
  // The cost centre (docs/purchasing-controls.md): its form and the customer's rule are order-references/enforce.ts.
  costCentre: singleLineText(COST_CENTRE_MAX).nullish(),
  message: z.string().max(500).nullish(),
  addressId: cartId.nullish(),
  storeId: z
    .string()
    .regex(/^[0-9A-Za-z_-]{1,20}$/)
    .nullish(),
  requestedDeliveryDate: isoDate.nullish(),
  email: z.email().max(320).nullish(),
  // The express zip code (XXX, 24-12): five digits, a space after the third allowed.
  zipCode: z
    .string()
    .trim()
    .regex(/^\d{3} ?\d{2}$/, "Five digits")
    .transform((v) => v.replace(" ", ""))
    .nullish(),
});
export const checkoutBody = z.object({
  orderDetails: z
    .partialRecord(cartDeliveryId, checkoutDetails)
    .refine((o) => Object.keys(o).length > 0, "At least one delivery"),
  sendOrderReceipt: z.boolean().default(false),
  idempotencyKey: z.string().min(8).max(100).optional(),
});
export const idempotencyKey = z
  .string({ error: "Send an Idempotency-Key header (or idempotencyKey) with every checkout" })
  .regex(/^[A-Za-z0-9_:.-]{8,100}$/, "8-100 letters, digits or _ : . -");

export function notPast(date: string) {
  if (date < stockholmToday())
    throw badRequest("The requested delivery date has passed", [
      { path: "requestedDeliveryDate", code: "too_small", message: `Earliest ${stockholmToday()}` },
    ]);
  return date;
}
