/**
 * The cart split into deliveries, quick order and cart files, the delivery and summary steps, and the cart's data-layer events.
 * Its server-side face: what other features may use on the server (features import each other only through index.ts,
 * index.server.ts or a lazy chunk; tests/architecture/layout.test.ts).
 */
export type { AddToCartResult } from "./add-to-cart.server";
export { transferAnonymousCartAtLogin } from "./anonymous-cart.server";
export { addedToCart, cartBeforeAdd } from "./cart-add-events.server";
export { addLinesToCurrentCart, emptyCart } from "./cart-client.server";
export { getCartWithVariants, openCartId } from "./cart-lines-client.server";
export { listPickupStores } from "./checkout-delivery-client.server";
export { openDeliveryOptions } from "./delivery-choices.server";
export { forgetDeliveryOptions, rememberedDeliveryOptions } from "./remembered-delivery-options.server";
export { refusedAddLines, refusedLineText, refusedLinesNotice } from "./purchase-refusals.server";
export { loadHeaderCart, type HeaderCart } from "./header-cart.server";
