/**
 * Limits of a cart line that the storefront's forms and the commerce service share (spec section 9:
 * a label, "märkning", is at most 60 characters). One home so the form's message and the service's
 * 400 can never disagree.
 */
export const CART_LABEL_MAX_LENGTH = 60;
/** Largest quantity of one line. */
export const CART_QUANTITY_MAX = 1_000_000;
/** Lines one cart may hold (commerce cart/store.ts enforces it; import result id CART_LIMIT). */
export const CART_LINE_LIMIT = 200;
