import { addAnswerSchema, type AddedLine } from "@shop/contract/commerce/cart";
export { LINE_REFUSALS, type AddedLine, type LineRefusal } from "@shop/contract/commerce/cart";
import { commerceCall, type CommerceTransport } from "./client.server";
import { CommerceError } from "./errors.server";

/**
 * Adds one line to the current cart of the transport's token (a buyer's open cart, created on
 * first use, or a visitor's anonymous cart) in one call. The service checks the article, the
 * delivery method and online purchasability, rounds to the order multiple and answers the line.
 */
export async function addToCurrentCart(
  transport: CommerceTransport,
  item: { articleNumber: string; quantity: number; deliveryId: string },
): Promise<AddedLine> {
  const answer = await commerceCall(transport, {
    path: "v2/cart/current/variants/batch/add",
    body: { items: [item], purchasableOnly: true },
    schema: addAnswerSchema,
    service: "cart",
  });
  const line = answer.lines[0];
  if (!line) throw new CommerceError("invalid_response", 200, "no line in the add answer", "cart");
  return line;
}
