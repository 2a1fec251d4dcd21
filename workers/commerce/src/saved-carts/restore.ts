/**
 * Restoring a saved cart into the caller's current cart: `replace` empties the cart first, `merge` adds to what it
 * holds. Every line goes through the cart's own add (cart/lines.ts addItems), so the caller's assortment, the purchase
 * rules, his delivery methods, the order multiple and the cart's line limit apply as on any add, and each line is
 * answered with its refusal, if any. The saved deliveries' requested dates and "included in the order" come along
 * where a delivery got lines (on merge only for deliveries the cart did not have yet); a date that has passed is left
 * for the cart's own rule and named in the answer. Prices are not restored: the lines get the day's prices.
 */
import { stockholmToday } from "@shop/domain/delivery-date";
import { SAVED_CART_REFUSALS, type SavedCartRestoreMode } from "@shop/contract/commerce/saved-carts";
import { denies } from "../auth/claims";
import type { AccessClaims } from "../auth/jwt";
import type { DeliveryClock } from "../cart/delivery-gate";
import { addItems } from "../cart/lines";
import { activeDeliveryIds, cartContents, openCart, removeItems, setIncluded, setRequestedDate } from "../cart/store";
import { forbidden } from "../http/errors";
import { visibleSavedCart } from "./access";
import { savedCartContents } from "./store";

export async function restoreSavedCart(
  db: D1Database,
  claims: AccessClaims,
  id: string,
  mode: SavedCartRestoreMode,
  clock: DeliveryClock,
) {
  const { savedCart } = await visibleSavedCart(db, claims, id);
  // Filling a cart is ordering (as an accepted quote's lines, routes/quote-cart.ts): EJ_ORDER may save and read only.
  if (denies(claims, "EJ_ORDER")) throw forbidden(SAVED_CART_REFUSALS.noOrder);
  const [contents, cart] = await Promise.all([savedCartContents(db, savedCart.id), openCart(db, claims)]);
  let hadDeliveries = new Set<string>();
  if (mode === "replace") await removeItems(db, cart.id, "all");
  else {
    const current = await cartContents(db, cart.id);
    hadDeliveries = new Set(activeDeliveryIds(current.items, current.deliveries));
  }
  const added = await addItems(
    db,
    claims,
    cart.id,
    contents.lines.map((l) => ({
      articleNumber: l.article_number,
      quantity: l.quantity,
      deliveryId: l.delivery_id,
      label: l.label,
    })),
    { clock },
  );
  const filled = new Set(added.lines.filter((l) => l.refusal === null).map((l) => l.deliveryId));
  const today = stockholmToday();
  const droppedDates: { deliveryId: string; date: string }[] = [];
  for (const d of contents.deliveries) {
    if (!filled.has(d.delivery_id) || hadDeliveries.has(d.delivery_id)) continue;
    if (d.requested_delivery_date && d.requested_delivery_date >= today)
      await setRequestedDate(db, cart.id, d.delivery_id, d.requested_delivery_date);
    else if (d.requested_delivery_date)
      droppedDates.push({ deliveryId: d.delivery_id, date: d.requested_delivery_date });
    if (d.is_included_in_order === 0) await setIncluded(db, cart.id, d.delivery_id, false);
  }
  return {
    savedCartId: savedCart.id,
    name: savedCart.name,
    mode,
    cartId: cart.id,
    added: added.cartItems.length,
    lines: added.lines,
    names: Object.fromEntries(contents.lines.filter((l) => l.name).map((l) => [l.article_number, l.name])),
    droppedDates,
  };
}
