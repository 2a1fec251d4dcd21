/** The cart a cart call acts on, as the caller may see it; routes/cart-request.ts reads the caller from the request. */
import type { z } from "zod";
import { pricedCartLinesSchema } from "@shop/contract/commerce/cart";
import type { AccessClaims } from "../auth/jwt";
import type { DeliveryClock } from "../env";
import { forbidden, notFound } from "../http/errors";
import { addItems } from "./lines";
import type { addBody } from "./request-schemas";
import { cartContents, cartView, ownedCart, type CartRow } from "./store";
import { cartWithVariants } from "./with-variants";

/** Who calls: a signed-in buyer's claims, or the anonymous viewer with the one cart its token opened. */
export interface CartCaller {
  claims: AccessClaims;
  anonymousCart?: CartRow;
}

/**
 * The caller's cart with this id. An anonymous cart token opens only its own cart, and only for the calls a visitor
 * needs (read, add, change, remove); the rest need a signed-in buyer.
 */
export async function callersCart(
  db: D1Database,
  caller: CartCaller,
  cartId: string,
  options: { anonymous?: boolean } = {},
): Promise<CartRow> {
  const { anonymousCart } = caller;
  if (!anonymousCart) return ownedCart(db, caller.claims, cartId);
  if (!options.anonymous) throw forbidden("Sign in to use this cart call");
  if (anonymousCart.id !== cartId) throw notFound("Cart not found");
  return anonymousCart;
}

export async function currentCart(db: D1Database, caller: CartCaller, cartId: string) {
  const cart = await callersCart(db, caller, cartId, { anonymous: true });
  const { items, deliveries } = await cartContents(db, cart.id);
  return cartView(cart, items, deliveries);
}

/**
 * Adds the lines of a parsed add body. `cart` may be a function that opens the buyer's current cart: it then runs
 * side by side with the add's reads. With `withCart` the answer also carries the cart afterwards, priced as the cart
 * page prices it (add_to_cart's data).
 */
export async function addLines(
  db: D1Database,
  claims: AccessClaims,
  cart: CartRow | (() => Promise<CartRow>),
  body: z.infer<typeof addBody>,
  clock: DeliveryClock,
) {
  const opened = typeof cart === "function" ? cart() : Promise.resolve(cart);
  const { contents, ...added } = await addItems(
    db,
    claims,
    opened.then((row) => row.id),
    body.items,
    { purchasableOnly: body.purchasableOnly, clock, readCart: body.withCart },
  );
  // Nothing added (every line refused): nothing for add_to_cart to count, so no cart read.
  if (!body.withCart || added.cartItems.length === 0) return added;
  // The write batch read the cart's lines back (`contents`), so pricing them is the only read left.
  const after = await cartWithVariants(db, claims, await opened, {
    clock,
    selected: { relations: false, stockLocations: false },
    contents,
  });
  return { ...added, cart: pricedCartLinesSchema.parse(after) };
}
