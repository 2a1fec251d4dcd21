/** Checkout answers: delivery options, delivery addresses and dates, order-number check, placed orders. */
import { z } from "zod";
import { NOT_PURCHASABLE_REASONS } from "@shop/domain/purchase-constraints";
import { addressSchema } from "./account";

export const deliveryOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  orderType: z.enum(["standard", "express"]),
  requiresZipCode: z.boolean(),
  requiresStore: z.boolean(),
  availableBetweenHours: z.object({ start: z.string(), end: z.string() }).nullable(),
  /** Where a line without a named delivery goes now: the buyer's preferred method when open (delivery-gate.ts). */
  isDefault: z.boolean().default(false),
});
export type DeliveryOptionWire = z.infer<typeof deliveryOptionSchema>;

/** GET /delivery-options as the product page reads it (names and what each method asks for). */
export const deliveryMethodSchema = z.object({
  id: z.string(),
  name: z.string(),
  requiresStore: z.boolean().optional(),
  requiresZipCode: z.boolean().optional(),
});

/** The address register's entry as delivery uses it: an address valid for delivery has these fields filled. */
export const deliveryAddressSchema = addressSchema.omit({ address3: true, phone: true, readOnly: true }).extend({
  label: z.string(),
  name: z.string(),
  address1: z.string(),
  postalCode: z.string(),
  postalAddress: z.string(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

export const customerDeliveryDatesSchema = z.object({
  customerId: z.string(),
  weekdays: z.array(z.number().int()),
  deliveryDates: z.array(z.iso.date()),
});

export const orderNumberCheckSchema = z.object({
  orderNumber: z.string(),
  valid: z.boolean(),
  problems: z.array(z.string()),
  usedByOrderId: z.union([z.string(), z.number()]).nullable().optional(),
});

export const checkoutResultsSchema = z.array(
  z
    .object({
      deliveryId: z.string(),
      success: z.boolean(),
      tempOrderId: z.string().nullable(),
      orderId: z.string().nullable(),
      /** Over the buyer's order limit: not placed, submitted for approval as this (error AWAITING_APPROVAL). */
      approvalId: z.string().optional(),
      errors: z.array(
        z.object({
          code: z.string(),
          message: z.string(),
          articleNumbers: z.array(z.string()).optional(),
          /** ARTICLE_NOT_PURCHASABLE: each refused line and the purchase rule's reason (null: unknown article). */
          lines: z
            .array(
              z.object({
                articleNumber: z.string(),
                name: z.string().nullable(),
                reason: z.enum(NOT_PURCHASABLE_REASONS).nullable(),
              }),
            )
            .optional(),
        }),
      ),
    })
    .passthrough(),
);
export type CheckoutResults = z.infer<typeof checkoutResultsSchema>;

/**
 * The checkout's 409 message while an earlier call with the same idempotency key is still running. Any other 409 of a
 * checkout refuses it for good: a quote in the cart that can no longer be ordered (its Swedish message names it).
 */
export const CHECKOUT_STILL_RUNNING = "A checkout with this idempotency key is still running";

/** A refused cart file's rows (the 400 answer's `issues`). */
export const refusedRowsSchema = z
  .array(z.object({ row: z.number().int(), field: z.string().max(40) }).passthrough())
  .max(50);
