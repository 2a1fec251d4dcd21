/**
 * Why a cart line needs the buyer's attention before ordering (spec section 4). Pure, so the cart
 * service computes the codes and the storefront can show them without recomputing stock rules.
 */
export const NEEDS_ACTION_CODES = [
  "update_quantity",
  "activate_delivery",
  "missing_order_information",
  "not_confirmed",
] as const;
export type NeedsActionCode = (typeof NEEDS_ACTION_CODES)[number];

export interface NeedsActionInput {
  quantity: number;
  /** Store pickup deliveries (EXH, EXB): the chosen store's stock must cover the quantity. */
  isPickupDelivery: boolean;
  /** Quantity at the location the delivery takes stock from; null when unknown. */
  selectedLocationQuantity: number | null;
  /** Summed over real locations. */
  totalQuantity: number;
  deliveryAvailable: boolean;
  discontinued: boolean;
  hasReplacement: boolean;
  purchasableOnline: boolean;
  purchasableInStore: boolean;
  variantSlug: string | null | undefined;
}

export function cartItemNeedsAction(input: NeedsActionInput): NeedsActionCode[] {
  const codes = new Set<NeedsActionCode>();
  if (
    input.isPickupDelivery &&
    input.selectedLocationQuantity !== null &&
    input.quantity > input.selectedLocationQuantity
  )
    codes.add("update_quantity");
  if (!input.deliveryAvailable) codes.add("activate_delivery");
  // A discontinued article sells only what is left: more than that needs a smaller quantity or the replacement.
  if (input.discontinued && input.quantity > input.totalQuantity)
    codes.add(input.totalQuantity > 0 ? "update_quantity" : "not_confirmed");
  const purchasable = input.isPickupDelivery ? input.purchasableInStore : input.purchasableOnline;
  if (!purchasable) codes.add("not_confirmed");
  if (!input.variantSlug) codes.add("missing_order_information");
  return NEEDS_ACTION_CODES.filter((c) => codes.has(c));
}
