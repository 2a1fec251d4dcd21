import { z } from "zod";
import { addAnswerSchema, type AddedLine, type PricedCartLines } from "@shop/contract/commerce/cart";
export { LINE_REFUSALS, type AddedLine, type LineRefusal } from "@shop/contract/commerce/cart";
import { commerceCall, type CommerceTransport } from "~/platform/services/commerce-client.server";
import { CommerceError } from "~/platform/services/commerce-errors.server";

export interface CartLineInput {
  articleNumber: string;
  quantity: number;
  /** Absent: the service puts the line on the buyer's default delivery (preferred method when open, else DBI). */
  deliveryId?: string;
  /** The buyer's marking of the line. */
  label?: string;
}

/**
 * Adds lines to the current cart of the transport's token (a buyer's open cart, created on first use, or a
 * visitor's anonymous cart) in one call. The service checks each article, the delivery method and online
 * purchasability, rounds to the order multiple and answers per line, in request order, what went in or why not.
 */
export async function addLinesToCurrentCart(
  transport: CommerceTransport,
  items: readonly CartLineInput[],
): Promise<AddedLine[]> {
  const answer = await commerceCall(transport, {
    path: "v2/cart/current/variants/batch/add",
    body: { items, purchasableOnly: true },
    schema: addAnswerSchema,
    service: "cart",
  });
  if (answer.lines.length !== items.length)
    throw new CommerceError("invalid_response", 200, "the add answer's lines do not match the request", "cart");
  return answer.lines;
}

/** What one add answered: the line, and the cart afterwards when it was asked for and the service sent it. */
export interface AddAnswer {
  line: AddedLine;
  /** The priced cart after the add (add_to_cart's cart value); null: not asked for, or a service without it. */
  cart: PricedCartLines | null;
}

/**
 * One line into the current cart (product page and product cards), in one call. `withCart` asks the service to answer
 * the priced cart afterwards too (only when a tag manager wants add_to_cart): the event then needs no read.
 */
export async function addToCurrentCart(
  transport: CommerceTransport,
  item: CartLineInput,
  options: { withCart?: boolean } = {},
): Promise<AddAnswer> {
  const answer = await commerceCall(transport, {
    path: "v2/cart/current/variants/batch/add",
    body: { items: [item], purchasableOnly: true, ...(options.withCart ? { withCart: true } : {}) },
    schema: addAnswerSchema,
    service: "cart",
  });
  const [line] = answer.lines;
  if (answer.lines.length !== 1)
    throw new CommerceError("invalid_response", 200, "the add answer's lines do not match the request", "cart");
  return { line, cart: answer.cart ?? null };
}

/** Removes every line of the cart (a cXML edit replaces the cart with the requisition's lines). */
export async function emptyCart(transport: CommerceTransport, cartId: string): Promise<void> {
  await commerceCall(transport, {
    method: "DELETE",
    path: `v2/cart/${encodeURIComponent(cartId)}/variants`,
    schema: z.unknown(),
    service: "cart",
  });
}
