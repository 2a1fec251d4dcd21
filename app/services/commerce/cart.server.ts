import { z } from "zod";
import { commerceCall, type CommerceTransport } from "./client.server";

const cartSchema = z.object({ cartId: z.string() });
const addResultSchema = z.object({
  cartItems: z.array(z.object({ cartItemId: z.string(), articleNumber: z.string(), quantity: z.number() })),
  errors: z.array(z.unknown()),
});

/** Adds one line to the buyer's open cart (the service creates it on first use). */
export async function addToCart(transport: CommerceTransport, item: { articleNumber: string; quantity: number; deliveryId: string }) {
  const cart = await commerceCall(transport, { path: "v2/cart", schema: cartSchema, service: "cart" });
  return commerceCall(transport, {
    path: `v2/cart/${encodeURIComponent(cart.cartId)}/variants/batch/add`,
    body: { items: [item] },
    schema: addResultSchema,
    service: "cart",
  });
}
