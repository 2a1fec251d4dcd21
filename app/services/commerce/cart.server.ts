import { z } from "zod";
import { commerceCall, type CommerceTransport } from "./client.server";
import { CommerceError } from "./errors.server";

/** Why the service did not add a line (workers/commerce/src/cart/lines.ts LineRefusal). */
export const LINE_REFUSALS = [
  "unknown_article",
  "not_purchasable_online",
  "delivery_method_invalid",
  "cart_full",
] as const;
export type LineRefusal = (typeof LINE_REFUSALS)[number];

const addedLineSchema = z.object({
  articleNumber: z.string(),
  deliveryId: z.string(),
  name: z.string().nullable(),
  salesUnit: z.string().nullable(),
  requestedQuantity: z.number(),
  quantity: z.number(),
  orderMultiple: z.number(),
  cartItemId: z.string().nullable(),
  refusal: z.enum(LINE_REFUSALS).nullable(),
});
export type AddedLine = z.infer<typeof addedLineSchema>;
const addAnswerSchema = z.object({ lines: z.array(addedLineSchema) });

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
