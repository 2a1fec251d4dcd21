/** What other features may use of this feature on the server (features import each other only through their index files). */
export type { AddToCartResult } from "./add-to-cart.server";
export { transferAnonymousCartAtLogin } from "./anonymous-cart.server";
export { addedToCart, cartBeforeAdd } from "./cart-add-events.server";
export { addLinesToCurrentCart, emptyCart } from "./cart-client.server";
export { getCartWithVariants, openCartId } from "./cart-lines-client.server";
export { listPickupStores } from "./checkout-delivery-client.server";
export { openDeliveryOptions } from "./delivery-choices.server";
export { forgetDeliveryOptions, rememberedDeliveryOptions } from "./remembered-delivery-options.server";
