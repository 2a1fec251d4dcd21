/** Saved carts for the other rooms: the cart page's "Spara varukorg" form. */
export { SaveCartForm } from "./saved-carts-views";
