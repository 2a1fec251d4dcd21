/**
 * The one authorization point for saved carts. A saved cart is seen, like an order, only within the token's customer
 * and project scope (auth/access.ts); inside it by its owner, and by the customer's other users once the owner shares
 * it. Anything else answers 404 like a missing saved cart, so ids cannot be probed. Only the owner renames, shares
 * and deletes it: a colleague who sees a shared one gets 403 (he may copy it instead).
 */
import { SAVED_CART_ID, SAVED_CART_REFUSALS } from "@shop/contract/commerce/saved-carts";
import { assertResourceAccess, scopeCondition } from "../auth/access";
import type { AccessClaims } from "../auth/jwt";
import { ApiError, forbidden, notFound } from "../http/errors";
import { savedCartById, type SavedCartRow } from "./store";

const NOT_FOUND = SAVED_CART_REFUSALS.notFound;

export interface VisibleSavedCart {
  savedCart: SavedCartRow;
  /** The caller saved it. */
  mine: boolean;
}

export async function visibleSavedCart(db: D1Database, claims: AccessClaims, id: string): Promise<VisibleSavedCart> {
  if (!SAVED_CART_ID.test(id)) throw notFound(NOT_FOUND);
  const savedCart = await savedCartById(db, id);
  if (!savedCart) throw notFound(NOT_FOUND);
  // The owner too: one who has lost his permission for the customer or project no longer reaches his saved carts.
  assertResourceAccess(claims, { customerId: savedCart.customer_id, projectId: savedCart.project_id }, "Saved cart");
  const mine = savedCart.user_id === claims.sub;
  if (!mine && savedCart.shared !== 1) throw notFound(NOT_FOUND);
  return { savedCart, mine };
}

/** The saved cart for a change (rename, share, delete): the owner's only. */
export async function ownSavedCart(db: D1Database, claims: AccessClaims, id: string): Promise<SavedCartRow> {
  const { savedCart, mine } = await visibleSavedCart(db, claims, id);
  if (!mine) throw forbidden(SAVED_CART_REFUSALS.ownerOnly);
  return savedCart;
}

/** The customer of the token's context, where saved carts are listed and saved; 400 without one. */
export function savedCartCustomer(claims: AccessClaims): string {
  if (!claims.customerId)
    throw new ApiError(400, SAVED_CART_REFUSALS.noCustomer, [
      { path: "customerId", code: "missing_context", message: "The token has no customer context" },
    ]);
  return claims.customerId;
}

/** The list condition with the same scope rule (auth/access.ts scopeCondition over the cart's customer and project). */
export function savedCartListScope(claims: AccessClaims): { sql: string | null; binds: string[] } {
  const binds: string[] = [];
  const sql = scopeCondition(claims, { customer: "s.customer_id", project: "s.project_id" }, (value) => {
    binds.push(value);
    return `?s${binds.length}`;
  });
  return { sql, binds };
}
