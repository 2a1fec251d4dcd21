/**
 * Saved carts on the wire (workers/commerce/src/routes/saved-carts.ts; docs/purchasing-controls.md, "Sparade
 * varukorgar"): several named carts per user and customer, saved from the current cart with its deliveries and line
 * labels, restored or merged later, shared read-only with colleagues of the same customer. No amounts: a saved cart
 * keeps no price, and a restored line gets the day's price in the cart.
 */
import { z } from "zod";
import { singleLineText } from "@shop/contract/single-line-text";
import { SAVED_CART_NAME_MAX, SAVED_CARTS_PER_USER } from "@shop/domain/saved-carts";
import { addedLineSchema } from "./cart";

export { SAVED_CART_NAME_MAX, SAVED_CARTS_PER_USER };
/** A saved cart's id: SVK- and ten hex digits. */
export const SAVED_CART_ID = /^SVK-[0-9A-F]{10}$/;

/**
 * The service's refusals, Swedish sentences a person can act on: the storefront shows one when the service's message is
 * one of these (and its own text otherwise), so the two sides never disagree.
 */
export const SAVED_CART_REFUSALS = {
  empty: "Varukorgen är tom. Lägg något i den innan du sparar den.",
  limit: `Du kan ha högst ${SAVED_CARTS_PER_USER} sparade varukorgar hos kunden. Ta bort någon innan du sparar en ny.`,
  nameTaken: "Du har redan en sparad varukorg med det namnet. Välj ett annat namn.",
  name: `Ge varukorgen ett namn på 1–${SAVED_CART_NAME_MAX} tecken, på en rad.`,
  ownerOnly: "Bara den som sparade varukorgen kan ändra eller ta bort den. Kopiera den i stället.",
  noOrder: "Du har inte behörighet att beställa.",
  notFound: "Den sparade varukorgen finns inte.",
  noCustomer: "Välj en kund först: sparade varukorgar hör till en kund.",
} as const;

export const savedCartIdSchema = z.string().regex(SAVED_CART_ID);
/** The name as a person types it: one line, 1–60 characters (the service's refusals are Swedish sentences). */
export const savedCartNameSchema = singleLineText(SAVED_CART_NAME_MAX).pipe(z.string().min(1));

export const SAVED_CART_RESTORE_MODES = ["replace", "merge"] as const;
export type SavedCartRestoreMode = (typeof SAVED_CART_RESTORE_MODES)[number];

export const savedCartSummarySchema = z.object({
  savedCartId: z.string(),
  name: z.string(),
  /** Seen (read-only) by the customer's other users in the same customer and project scope. */
  shared: z.boolean(),
  /** The caller saved it: only he renames, shares and deletes it. */
  mine: z.boolean(),
  owner: z.object({ userId: z.string(), name: z.string() }),
  customerId: z.string(),
  projectId: z.string().nullable(),
  lineCount: z.number().int(),
  deliveryIds: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedCartSummary = z.infer<typeof savedCartSummarySchema>;

export const savedCartListSchema = z.object({
  savedCarts: z.array(savedCartSummarySchema),
  /** How many the caller keeps at the token's customer, and the most he may. */
  ownCount: z.number().int(),
  max: z.number().int(),
});

export const savedCartDetailSchema = savedCartSummarySchema.extend({
  deliveries: z.array(
    z.object({
      deliveryId: z.string(),
      requestedDeliveryDate: z.string().nullable(),
      isIncludedInOrder: z.boolean(),
      lines: z.array(
        z.object({
          articleNumber: z.string(),
          /** The article's name today, or as it was when saved when it has left the caller's catalogue. */
          name: z.string(),
          salesUnit: z.string().nullable(),
          quantity: z.number().int(),
          label: z.string(),
        }),
      ),
    }),
  ),
});
export type SavedCartDetail = z.infer<typeof savedCartDetailSchema>;

/** POST /v2/saved-carts/{id}/restore: what went into the caller's current cart, per saved line (the add answer's). */
export const savedCartRestoreAnswerSchema = z.object({
  savedCartId: z.string(),
  name: z.string(),
  mode: z.enum(SAVED_CART_RESTORE_MODES),
  cartId: z.string(),
  added: z.number().int(),
  lines: z.array(addedLineSchema),
  /** The saved name of each line's article, for naming a refused line whose article the catalogue no longer shows. */
  names: z.record(z.string(), z.string()),
  /** Saved requested dates that had passed and were not set again (the cart's own rule picks the date). */
  droppedDates: z.array(z.object({ deliveryId: z.string(), date: z.string() })),
});
export type SavedCartRestoreAnswer = z.infer<typeof savedCartRestoreAnswerSchema>;
