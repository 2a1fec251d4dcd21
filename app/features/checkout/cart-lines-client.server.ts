/**
 * The cart service's calls: the cart with variants, prices and stock from the gateway, and the line and delivery
 * changes. The view the checkout pages show is built from these in app/features/checkout/cart-view.server.ts.
 */
import { z } from "zod";
import {
  addLinesAnswerSchema,
  cartIdSchema,
  cartQueryAnswerSchema,
  trackedVariantsSchema,
} from "@shop/contract/commerce/cart";
import { graphqlAnswerSchema } from "@shop/contract/commerce/graphql";
import { CART_QUERY, TRACKED_VARIANTS_QUERY } from "@shop/contract/commerce/queries";
import { commerceCall, type CommerceTransport } from "~/platform/services/commerce-client.server";
import { CommerceError } from "~/platform/services/commerce-errors.server";

/** One GraphQL query through the commerce gateway, its `data` parsed with the contract schema. */
async function gateway<T extends z.ZodType>(
  transport: CommerceTransport,
  query: string,
  data: T,
  variables: Record<string, unknown> = {},
): Promise<z.infer<T>> {
  const answer = await commerceCall(transport, {
    path: "graphql",
    body: { query, variables },
    schema: graphqlAnswerSchema(data),
    // The gateway answers queries only (reads; moving a closed delivery again changes nothing): safe to send again
    // when the connection was dropped before an answer.
    retryWhenDropped: true,
    service: "cart",
  });
  if (answer.errors?.length || answer.data == null)
    throw new CommerceError("invalid_response", 200, answer.errors?.[0]?.message ?? "no data", "cart");
  return answer.data;
}

/** The buyer's open cart with variants, prices and stock (GraphQL `getCartWithVariants`). */
export async function getCartWithVariants(transport: CommerceTransport) {
  return (await gateway(transport, CART_QUERY, cartQueryAnswerSchema)).getCartWithVariants;
}

/** Articles described for data-layer events (name, product, categories, brand); at most a cart's worth. */
export async function getTrackedVariants(transport: CommerceTransport, articleNumbers: string[]) {
  if (articleNumbers.length === 0) return [];
  return (await gateway(transport, TRACKED_VARIANTS_QUERY, trackedVariantsSchema, { articleNumbers })).getVariants;
}

const anything = z.unknown();
const cartPath = (cartId: string, rest = "") => `v2/cart/${encodeURIComponent(cartId)}${rest}`;

export async function openCartId(transport: CommerceTransport): Promise<string> {
  const cart = await commerceCall(transport, { path: "v2/cart", schema: cartIdSchema, service: "cart" });
  return cart.cartId;
}

export function updateQuantity(transport: CommerceTransport, cartId: string, cartItemId: string, quantity: number) {
  return commerceCall(transport, {
    method: "PUT",
    path: cartPath(cartId, `/variants/${encodeURIComponent(cartItemId)}`),
    body: { quantity },
    schema: anything,
    service: "cart",
  });
}

const moveAnswerSchema = z.object({ errors: z.array(z.object({ code: z.string() }).loose()).default([]) }).loose();

/**
 * Moves lines to another delivery. The batch call answers 200 with a refusal per line; a refused method (closed
 * now, or not the buyer's to use) is thrown as the 422 the single-line call gives, so callers handle one failure.
 */
export async function moveLines(
  transport: CommerceTransport,
  cartId: string,
  cartItemIds: string[],
  deliveryId: string,
) {
  const answer = await commerceCall(transport, {
    method: "PUT",
    path: cartPath(cartId, "/variants/batch/update"),
    body: { items: cartItemIds.map((cartItemId) => ({ cartItemId, deliveryId })) },
    schema: moveAnswerSchema,
    service: "cart",
  });
  const refused = answer.errors.find((e) => e.code === "DELIVERY_CLOSED" || e.code === "DELIVERY_NOT_ALLOWED");
  if (refused) throw new CommerceError("service", 422, refused.code, "cart");
  return answer;
}

export function removeItem(transport: CommerceTransport, cartId: string, cartItemId: string) {
  return commerceCall(transport, {
    method: "DELETE",
    path: cartPath(cartId, `/variants/${encodeURIComponent(cartItemId)}`),
    schema: anything,
    service: "cart",
  });
}

export function setIncludedInOrder(
  transport: CommerceTransport,
  cartId: string,
  deliveryId: string,
  isIncludedInOrder: boolean,
) {
  return commerceCall(transport, {
    method: "PUT",
    path: cartPath(cartId, `/delivery/${encodeURIComponent(deliveryId)}/includeInOrder`),
    body: { isIncludedInOrder },
    schema: anything,
    service: "cart",
  });
}

export function setDeliveryDate(
  transport: CommerceTransport,
  cartId: string,
  deliveryId: string,
  requestedDeliveryDate: string,
) {
  return commerceCall(transport, {
    method: "PUT",
    path: cartPath(cartId, `/delivery/${encodeURIComponent(deliveryId)}`),
    body: { requestedDeliveryDate },
    schema: anything,
    service: "cart",
  });
}

export function addLines(
  transport: CommerceTransport,
  cartId: string,
  items: { articleNumber: string; quantity: number; deliveryId: string; label?: string }[],
) {
  return commerceCall(transport, {
    path: cartPath(cartId, "/variants/batch/add"),
    body: { items },
    schema: addLinesAnswerSchema,
    service: "cart",
  });
}

/** The one-click fix for a discontinued article: its replacement goes in with the same quantity, delivery and label. */
export async function replaceWithReplacement(
  transport: CommerceTransport,
  cartId: string,
  line: { cartItemId: string; quantity: number; deliveryId: string; label: string },
  replacementArticleNumber: string,
) {
  const added = await addLines(transport, cartId, [
    {
      articleNumber: replacementArticleNumber,
      quantity: line.quantity,
      deliveryId: line.deliveryId,
      label: line.label,
    },
  ]);
  if (added.errors.length > 0) return { ok: false as const, errors: added.errors };
  await removeItem(transport, cartId, line.cartItemId);
  return { ok: true as const, added: added.lines };
}

/** One line's label and/or delivery (PUT /v2/cart/{id}/variants/{itemId}); moving onto an equal line merges them. */
export function updateLine(
  transport: CommerceTransport,
  cartId: string,
  cartItemId: string,
  fields: { label?: string; deliveryId?: string },
) {
  return commerceCall(transport, {
    method: "PUT",
    path: cartPath(cartId, `/variants/${encodeURIComponent(cartItemId)}`),
    body: fields,
    schema: anything,
    service: "cart",
  });
}
