/**
 * Saving a cart under a name: the caller's current cart (its lines with labels, and the deliveries that hold them with
 * their requested dates and whether they go into the order), or a copy of a saved cart he sees (a colleague's shared
 * one). No prices are kept; a line of an accepted quote is kept as an ordinary line of its article, because the quote's
 * price is the quote's, not the saved cart's. The copy belongs to the caller, in the token's customer and project.
 */
import { CART_LINE_LIMIT } from "@shop/domain/cart-limits";
import { SAVED_CART_REFUSALS, SAVED_CARTS_PER_USER } from "@shop/contract/commerce/saved-carts";
import type { AccessClaims } from "../auth/jwt";
import { cartContents, openCart } from "../cart/store";
import { loadArticles } from "../catalogue/variants";
import { ApiError } from "../http/errors";
import { savedCartCustomer, visibleSavedCart } from "./access";
import { insertSavedCart, newSavedCartId, savedCartById, savedCartContents, type SavedCartRow } from "./store";

export interface SaveInput {
  name: string;
  shared: boolean;
}

type Contents = Parameters<typeof insertSavedCart>[2];

const conflict = (message: string, code: string) => new ApiError(409, message, [{ path: "", code, message }]);

async function write(
  db: D1Database,
  claims: AccessClaims,
  input: SaveInput,
  contents: Contents,
): Promise<SavedCartRow> {
  const customerId = savedCartCustomer(claims);
  if (contents.lines.length === 0) throw conflict(SAVED_CART_REFUSALS.empty, "SAVED_CART_EMPTY");
  if (contents.lines.length > CART_LINE_LIMIT)
    throw conflict(`En sparad varukorg rymmer högst ${CART_LINE_LIMIT} rader.`, "SAVED_CART_LINES");
  const id = newSavedCartId();
  const outcome = await insertSavedCart(
    db,
    { id, userId: claims.sub, customerId, projectId: claims.projectId ?? "", name: input.name, shared: input.shared },
    contents,
    SAVED_CARTS_PER_USER,
  );
  if (outcome === "limit") throw conflict(SAVED_CART_REFUSALS.limit, "SAVED_CART_LIMIT");
  if (outcome === "name_taken") throw conflict(SAVED_CART_REFUSALS.nameTaken, "SAVED_CART_NAME");
  return (await savedCartById(db, id))!;
}

/** The caller's current cart (the token's customer and project), saved as a new saved cart. */
export async function saveCurrentCart(db: D1Database, claims: AccessClaims, input: SaveInput) {
  savedCartCustomer(claims);
  const cart = await openCart(db, claims);
  const { items, deliveries } = await cartContents(db, cart.id);
  // A quote line and an ordinary line of the same article, delivery and label become one line of both quantities.
  const merged = new Map<string, { deliveryId: string; articleNumber: string; label: string; quantity: number }>();
  for (const item of items) {
    const key = `${item.delivery_id}|${item.article_number}|${item.label}`;
    const line = merged.get(key);
    if (line) line.quantity += item.quantity;
    else
      merged.set(key, {
        deliveryId: item.delivery_id,
        articleNumber: item.article_number,
        label: item.label,
        quantity: item.quantity,
      });
  }
  const names = new Map(
    (await loadArticles(db, [...new Set(items.map((i) => i.article_number))])).map((a) => [a.article_number, a.name]),
  );
  const used = new Set(items.map((i) => i.delivery_id));
  return write(db, claims, input, {
    deliveries: deliveries
      .filter((d) => used.has(d.delivery_id))
      .map((d) => ({
        deliveryId: d.delivery_id,
        requestedDeliveryDate: d.requested_delivery_date,
        isIncludedInOrder: d.is_included_in_order === 1,
      })),
    lines: [...merged.values()].map((l) => ({ ...l, name: names.get(l.articleNumber) ?? "" })),
  });
}

/** A copy of a saved cart the caller sees (his own or a colleague's shared one), as his own new saved cart. */
export async function copySavedCart(db: D1Database, claims: AccessClaims, sourceId: string, input: SaveInput) {
  const { savedCart } = await visibleSavedCart(db, claims, sourceId);
  const contents = await savedCartContents(db, savedCart.id);
  return write(db, claims, input, {
    deliveries: contents.deliveries.map((d) => ({
      deliveryId: d.delivery_id,
      requestedDeliveryDate: d.requested_delivery_date,
      isIncludedInOrder: d.is_included_in_order === 1,
    })),
    lines: contents.lines.map((l) => ({
      deliveryId: l.delivery_id,
      articleNumber: l.article_number,
      name: l.name,
      label: l.label,
      quantity: l.quantity,
    })),
  });
}
