/** Purchase rules of spec section 5; inputs are explicit so the storefront and the service agree. */
export interface PurchaseConstraints {
  /** Only sold in stores: online purchase is disabled. */
  onlyStore: boolean;
  /** Store purchase only where the article is stocked at this location. */
  mustBeInStockedAt: boolean;
}

export interface PurchaseInput {
  constraints: PurchaseConstraints;
  discontinued: boolean;
  /** Locations where the article is a stocked item. */
  stockedAt: readonly string[];
  /** Quantity per location (any location, VIRTUAL included or not is up to the caller). */
  quantities: readonly { locationId: string; quantity: number }[];
  /** The store of a pickup delivery, when the buyer buys in store. */
  storeId?: string | null;
}

export type NotPurchasableReason = "ONLY_STORE" | "NOT_STOCKED_AT_STORE" | "DISCONTINUED_OUT_OF_STOCK";

export interface Purchasability {
  online: boolean;
  store: boolean;
  reasons: NotPurchasableReason[];
}

export function purchasability(input: PurchaseInput): Purchasability {
  const reasons: NotPurchasableReason[] = [];
  // A discontinued article can be bought only while some location still has it.
  const discontinuedBlocked = input.discontinued && !input.quantities.some((q) => q.quantity > 0);
  if (discontinuedBlocked) reasons.push("DISCONTINUED_OUT_OF_STOCK");
  let online = !discontinuedBlocked;
  if (input.constraints.onlyStore) {
    online = false;
    reasons.push("ONLY_STORE");
  }
  let store = !discontinuedBlocked;
  if (input.constraints.mustBeInStockedAt) {
    const stockedHere = input.storeId != null && input.stockedAt.includes(input.storeId);
    if (!stockedHere) {
      store = false;
      reasons.push("NOT_STOCKED_AT_STORE");
    }
  }
  return { online, store, reasons };
}

/** Whether a purchase through the given kind of delivery is allowed. */
export function canPurchase(p: Pick<Purchasability, "online" | "store">, kind: "online" | "store"): boolean {
  return kind === "online" ? p.online : p.store;
}

export const NOT_PURCHASABLE_REASONS = [
  "ONLY_STORE",
  "NOT_STOCKED_AT_STORE",
  "DISCONTINUED_OUT_OF_STOCK",
] as const satisfies readonly NotPurchasableReason[];

/**
 * Why a line cannot go to a delivery of this kind (online: driven out; store: picked up), or null when it can. The
 * one rule every path that puts a line into the cart obeys, and the checkout again. A pickup whose store is not yet
 * chosen (`storeChosen` false: the store is chosen at checkout) is not refused for the store's range; the order is.
 */
export function purchaseRefusal(
  p: Purchasability,
  kind: "online" | "store",
  options: { storeChosen: boolean } = { storeChosen: true },
): NotPurchasableReason | null {
  if (canPurchase(p, kind)) return null;
  const blocking = p.reasons.filter((r) =>
    kind === "online"
      ? r !== "NOT_STOCKED_AT_STORE"
      : r !== "ONLY_STORE" && (options.storeChosen || r !== "NOT_STOCKED_AT_STORE"),
  );
  return blocking[0] ?? null;
}

/**
 * Why an article as the catalogue answers it (purchasability with its reasons as strings) cannot be bought through a
 * delivery of this kind, or null when it can: what a listing row says beside its disabled add to cart ("online"), and
 * what the cart and the summary say beside a line the order would refuse.
 */
export function catalogueRefusal(
  p: { online: boolean; store: boolean; reasons: readonly string[] },
  kind: "online" | "store",
): NotPurchasableReason | null {
  if (canPurchase(p, kind)) return null;
  const reasons = p.reasons.filter((r): r is NotPurchasableReason =>
    (NOT_PURCHASABLE_REASONS as readonly string[]).includes(r),
  );
  return purchaseRefusal({ online: p.online, store: p.store, reasons }, kind);
}

/** catalogueRefusal for a home delivery: why a listed article cannot be bought online. */
export function onlineRefusal(p: { online: boolean; store: boolean; reasons: readonly string[] }) {
  return catalogueRefusal(p, "online");
}
