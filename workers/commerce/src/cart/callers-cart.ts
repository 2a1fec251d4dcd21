/** The cart a cart call acts on, as the caller may see it (routes/cart.ts). */
import type { Context } from "hono";
import { pricedCartLinesSchema } from "@shop/contract/commerce/cart";
import { claimsOf } from "../auth/middleware";
import type { AppEnv } from "../env";
import { forbidden, jsonBody, notFound, parseOrThrow } from "../http/errors";
import { withLineRefusals } from "./line-input";
import { addItems } from "./lines";
import { clockOf } from "./delivery-gate";
import { addBody, cartId } from "./request-schemas";
import { cartContents, cartView, ownedCart, type CartRow } from "./store";
import { cartWithVariants } from "./with-variants";

export function cartIdParam(c: Context<AppEnv>, name = "id") {
  return parseOrThrow(cartId, c.req.param(name), `${name} parameter`);
}

/**
 * The caller's cart named by the path. An anonymous cart token opens only its own cart, and only
 * for the calls a visitor needs (read, add, change, remove); the rest need a signed-in buyer.
 */
async function callersCart(c: Context<AppEnv>, cartId: string, options: { anonymous?: boolean } = {}) {
  const anonymousCart = c.get("anonymousCart");
  if (!anonymousCart) return ownedCart(c.env.DB, claimsOf(c), cartId);
  if (!options.anonymous) throw forbidden("Sign in to use this cart call");
  if (anonymousCart.id !== cartId) throw notFound("Cart not found");
  return anonymousCart;
}

export async function ownCart(c: Context<AppEnv>, name = "id", options: { anonymous?: boolean } = {}) {
  return callersCart(c, cartIdParam(c, name), options);
}

export async function currentCart(c: Context<AppEnv>, cartId: string) {
  const cart = await callersCart(c, cartId, { anonymous: true });
  const { items, deliveries } = await cartContents(c.env.DB, cart.id);
  return cartView(cart, items, deliveries);
}

/**
 * Adds the body's lines; a bad field's issue carries the line refusal code (quantity_invalid…). `cart` may be a
 * function that opens the buyer's current cart: it then runs only for a valid body, side by side with the add's reads.
 * With `withCart` the answer also carries the cart afterwards, priced as the cart page prices it (add_to_cart's data).
 */
export async function addLines(c: Context<AppEnv>, cart: CartRow | (() => Promise<CartRow>)) {
  const body = await withLineRefusals(() => jsonBody(c, addBody));
  const opened = typeof cart === "function" ? cart() : Promise.resolve(cart);
  const { contents, ...added } = await addItems(
    c.env.DB,
    claimsOf(c),
    opened.then((row) => row.id),
    body.items,
    { purchasableOnly: body.purchasableOnly, clock: clockOf(c), readCart: body.withCart },
  );
  // Nothing added (every line refused): nothing for add_to_cart to count, so no cart read.
  if (!body.withCart || added.cartItems.length === 0) return c.json(added);
  // The write batch read the cart's lines back (`contents`), so pricing them is the only read left.
  const after = await cartWithVariants(c.env.DB, claimsOf(c), await opened, {
    clock: clockOf(c),
    selected: { relations: false, stockLocations: false },
    contents,
  });
  return c.json({ ...added, cart: pricedCartLinesSchema.parse(after) });
}
