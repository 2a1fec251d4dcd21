/**
 * The header cart's figures for a buyer with price rights: getCartWithVariants asked for the amounts only (no names,
 * pictures or stock), so the count and total on every page cost the gateway as little as it can answer.
 */
import { z } from "zod";

export const CART_SUMMARY_QUERY = `query CartSummary { getCartWithVariants(completeOrderPrice: false) {
  deliveries { deliveryId isIncludedInOrder }
  items { deliveryId quantity price { askForPrice netPrice alloyingPrice } } } }`;

const sek = z.number().nullable();

export const cartSummaryAnswerSchema = z.object({
  getCartWithVariants: z.object({
    deliveries: z.array(z.object({ deliveryId: z.string(), isIncludedInOrder: z.boolean() })),
    items: z.array(
      z.object({
        deliveryId: z.string(),
        quantity: z.number().int(),
        price: z.object({ askForPrice: z.boolean(), netPrice: sek, alloyingPrice: sek }).nullable(),
      }),
    ),
  }),
});
export type CartSummaryWire = z.infer<typeof cartSummaryAnswerSchema>["getCartWithVariants"];
