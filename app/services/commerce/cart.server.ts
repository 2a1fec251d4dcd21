import { addLinesAnswerSchema as addResultSchema, cartIdSchema as cartSchema } from "@shop/contract/commerce/cart";
import { commerceCall, type CommerceTransport } from "./client.server";


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
