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
export function canPurchase(p: Purchasability, kind: "online" | "store"): boolean {
  return kind === "online" ? p.online : p.store;
}
