/**
 * How long the shop's passing messages stay and how long typing settles (spec sections 4 "Other" and 9), in one
 * place. A notice or toast that is hovered or holds focus stays until released (WCAG 2.2.1); without JavaScript a
 * notice is part of the page and stays.
 */

/** A toast closes after this long (spec section 9: 3000 ms). */
export const TOAST_TIMEOUT_MS = 3000;

/** The added-item notice after add to cart disappears after 3 s (spec section 4, Other). */
export const ADDED_ITEM_NOTICE_MS = 3000;

/** A cart line's quantity is sent this long after the last keystroke. */
export const QUANTITY_DEBOUNCE_MS = 500;
