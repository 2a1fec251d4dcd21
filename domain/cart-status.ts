/** The cart's client-side status machine (spec section 4, "Cart status"). */
export type CartStatus = "noCart" | "idle" | "mutating" | "error";
export type CartEvent = "UPDATE" | "SUCCESS" | "ERROR" | "LOGOUT";

const transitions: Record<CartStatus, Partial<Record<CartEvent, CartStatus>>> = {
  noCart: { UPDATE: "mutating" },
  idle: { LOGOUT: "noCart", SUCCESS: "idle", UPDATE: "mutating" },
  mutating: { LOGOUT: "noCart", ERROR: "error", SUCCESS: "idle", UPDATE: "mutating" },
  error: { LOGOUT: "noCart", SUCCESS: "idle", UPDATE: "mutating" },
};

/** The next status; events the table does not list leave the status unchanged. */
export function nextCartStatus(state: CartStatus, event: CartEvent): CartStatus {
  return transitions[state][event] ?? state;
}

/** While a mutation is in flight, removing a single line is blocked. */
export function canRemoveItem(state: CartStatus): boolean {
  return state !== "mutating";
}
