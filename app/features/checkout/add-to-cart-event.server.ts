import type { AppLoadContext } from "@remix-run/cloudflare";
import { addToCart, trackedPrice, type DataLayerEvent, type PricedLine } from "@shop/domain/data-layer-events";
import { sekToOre } from "@shop/domain/money";
import type { TrackingContext } from "@shop/domain/tracking-lists";
import type { CartItemWire, PricedCartLines } from "@shop/contract/commerce/cart";
import { sharedCatalogue } from "~/features/products/index.server";
import { getVariantOffer } from "~/features/products/index.server";
import { getCartWithVariants } from "./cart-lines-client.server";
import type { AddedLine } from "./cart-client.server";
import type { CommerceTransport } from "~/platform/services/commerce-client.server";
import { ANONYMOUS_VIEWER, type CommerceSession } from "~/platform/session/commerce-session.server";
import { dataLayerEnabled, trackedProductOf } from "~/features/tracking/index.server";

function pricedLine(item: Pick<CartItemWire, "price" | "quantity">, noPrices: boolean): PricedLine {
  const price = noPrices || !item.price ? null : trackedPrice({ ...item.price, salesPrice: null }, sekToOre);
  return { product: { price }, quantity: item.quantity };
}

type Viewer = { noPrices: boolean };

/**
 * add_to_cart from the add's own answer (the service's priced cart afterwards, asked for with `withCart`): the added
 * line's article and price as the cart prices it, and the cart's value and quantity. Null when the answer has no
 * such line with its article, so the caller reads instead.
 */
function fromAddAnswer(cart: PricedCartLines, line: AddedLine, viewer: Viewer, list: TrackingContext) {
  const added = cart.items.find((item) => item.cartItemId === line.cartItemId);
  if (!added?.variant) return null;
  const product = trackedProductOf({ ...added.variant, articleNumber: added.articleNumber }, added.price, viewer);
  return addToCart({
    pageType: list,
    list,
    added: [{ product, quantity: line.quantity }],
    cart: cart.items.map((item) => pricedLine(item, viewer.noPrices)),
  });
}

/**
 * add_to_cart for a line the service added: the product as the lists and the product page show it
 * (same price, list price as metric1), the quantity actually added (after the order-multiple
 * rounding), and the cart's value and quantity afterwards. Taken from the add's answer when the service
 * sent the priced cart (no call of its own); read once more otherwise (a service without `cart`). Only
 * when tracking is set up; a failure here costs the event, never the buyer's add.
 */
export async function addToCartDataLayer(
  context: AppLoadContext,
  args: {
    commerce: CommerceSession;
    /** The cart's transport: the buyer's, or a visitor's anonymous cart. */
    cartTransport: CommerceTransport;
    line: AddedLine;
    /** The priced cart the add answered, if the service sent it. */
    cart: PricedCartLines | null;
    list: TrackingContext;
  },
): Promise<{ dataLayer?: DataLayerEvent[] }> {
  if (!dataLayerEnabled(context)) return {};
  const { commerce, line } = args;
  const viewer = commerce.viewer ?? ANONYMOUS_VIEWER;
  try {
    const answered = args.cart && fromAddAnswer(args.cart, line, viewer, args.list);
    if (answered) return { dataLayer: [answered] };
    const [variant, offer, cart] = await Promise.all([
      sharedCatalogue(context, commerce).then((shared) => shared.variant(line.articleNumber)),
      viewer.noPrices
        ? null
        : getVariantOffer(commerce.transport, line.articleNumber, { withPrice: true, deliveryId: line.deliveryId }),
      getCartWithVariants(args.cartTransport),
    ]);
    if (!variant) return {};
    const product = trackedProductOf(variant, offer?.price ?? null, viewer);
    const event = addToCart({
      pageType: args.list,
      list: args.list,
      added: [{ product, quantity: line.quantity }],
      cart: cart.items.map((item) => pricedLine(item, viewer.noPrices)),
    });
    return { dataLayer: [event] };
  } catch (error) {
    console.error("add_to_cart event not built", error instanceof Error ? error.message : error);
    return {};
  }
}
