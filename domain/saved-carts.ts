/** Limits of saved carts ("Sparade varukorgar") that the storefront's forms and the commerce service share. */

/** The longest name of a saved cart, in characters. */
export const SAVED_CART_NAME_MAX = 60;
/** Saved carts one user may keep per customer; the commerce service answers 409 beyond. */
export const SAVED_CARTS_PER_USER = 50;
/** The my-pages page that lists them. */
export const SAVED_CARTS_PATH = "/mina-sidor/sparade-varukorgar";
