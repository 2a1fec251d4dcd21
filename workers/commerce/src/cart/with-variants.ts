/** The cart with each line's variant, customer price and stock for its delivery's locations, plus needs-action codes. */
import { PICKUP_DELIVERY_METHODS } from "@shop/domain/delivery-options";
import { cartItemNeedsAction } from "@shop/domain/cart-needs-action";
import type { cartWithVariantsSchema } from "@shop/contract/commerce/cart";
import type { WireAnswer } from "@shop/contract/wire";
import type { AccessClaims } from "../auth/jwt";
import { denies } from "../auth/claims";
import { catalogueContext } from "../catalogue/context";
import { loadArticles, variantViews, type VariantView } from "../catalogue/variants";
import { quotedPriceWire } from "./quote-order";
import { cartContents, cartView, type CartContents, type CartRow } from "./store";
import { moveClosedDeliveries } from "./closed-deliveries";
import type { DeliveryClock } from "./delivery-gate";

export interface DeliveryStockOption {
  deliveryId: string;
  locationIds?: readonly string[] | null;
  destination?: { postalCode?: string | null } | null;
}

export interface CartWithVariantsOptions {
  /** The request's clock: lines of a delivery whose method has closed move to the default first. */
  clock: DeliveryClock;
  deliveryOptions?: readonly DeliveryStockOption[];
  completeOrderPrice?: boolean;
  locationId?: string | null;
  /** The cart's contents when the caller has just read them (the add's write batch, cart/lines.ts): no read here. */
  contents?: CartContents;
  /** What the query selects of each line's variant and stock: a line's view leaves out reads nobody asked for. */
  selected?: { relations: boolean; stockLocations: boolean };
}

export async function cartWithVariants(
  db: D1Database,
  claims: AccessClaims,
  cart: CartRow,
  options: CartWithVariantsOptions,
) {
  // The cart is read first, and again only when a closed delivery's lines were moved (rare). Moving changes a line's
  // delivery, never its article, so the articles and the catalogue are read meanwhile: two round trips less.
  const read = options.contents ?? (await cartContents(db, cart.id));
  const [movedDeliveries, ctx, articles] = await Promise.all([
    moveClosedDeliveries(db, claims, cart.id, options.clock, read.items),
    catalogueContext(db, claims),
    loadArticles(
      db,
      read.items.map((i) => i.article_number),
    ),
  ]);
  const { items, deliveries } = movedDeliveries.length > 0 ? await cartContents(db, cart.id) : read;
  const base = cartView(cart, items, deliveries);
  const byNumber = new Map(articles.map((a) => [a.article_number, a]));
  const limitedOptions = denies(claims, "EJ_ALLA_LEVERANSSATT")
    ? new Set(
        (
          await db.prepare("SELECT id FROM delivery_options WHERE offered_when_limited = 1").all<{ id: string }>()
        ).results.map((r) => r.id),
      )
    : null;
  const included = new Map(deliveries.map((d) => [d.delivery_id, d.is_included_in_order === 1]));
  // One variant lookup per delivery: price, stock location and order multiple depend on it.
  const views = new Map<string, VariantView>();
  const byDelivery = new Map<string, typeof items>();
  for (const i of items) byDelivery.set(i.delivery_id, [...(byDelivery.get(i.delivery_id) ?? []), i]);
  await Promise.all(
    [...byDelivery].map(async ([deliveryId, lines]) => {
      const option = options.deliveryOptions?.find((o) => o.deliveryId === deliveryId);
      const quantities = new Map<string, number>();
      for (const l of lines) quantities.set(l.article_number, (quantities.get(l.article_number) ?? 0) + l.quantity);
      const rows = [...quantities.keys()].flatMap((n) => (byNumber.has(n) ? [byNumber.get(n)!] : []));
      const result = await variantViews(db, ctx, rows, {
        deliveryId,
        locationId: options.locationId ?? null,
        locationIds: option?.locationIds ?? undefined,
        quantities,
        completeOrderPrice: options.completeOrderPrice ?? false,
        scopeToAssortment: false,
        skipRelations: options.selected ? !options.selected.relations : false,
        chosenStockOnly: options.selected ? !options.selected.stockLocations : false,
      });
      for (const v of result) views.set(`${deliveryId}|${v.articleNumber}`, v);
    }),
  );
  const quotedOre = new Map(items.map((i) => [i.id, i.quoted_price_ore]));
  return {
    ...base,
    movedDeliveries,
    items: base.items.map((item) => {
      const variant = views.get(`${item.deliveryId}|${item.articleNumber}`) ?? null;
      const pickup = PICKUP_DELIVERY_METHODS.has(item.deliveryId);
      const stock = variant?.stock ?? null;
      const { price = null, stock: _stock, ...variantFields } = variant ?? ({} as VariantView);
      // A quote's line costs the agreed price (cart/quote-order.ts), whatever the catalogue says today.
      const quoted = quotedOre.get(item.cartItemId) ?? null;
      const unit = variant?.webSalesUnit.unit ?? "st";
      return {
        ...item,
        price:
          quoted === null ? price : quotedPriceWire(price, quoted, item.quantity, unit, !!options.completeOrderPrice),
        stock,
        variant: variant ? variantFields : null,
        needsAction: variant
          ? cartItemNeedsAction({
              quantity: item.quantity,
              isPickupDelivery: pickup,
              selectedLocationQuantity:
                stock && stock.selectedLocation.locationId ? stock.selectedLocation.quantity : null,
              totalQuantity: stock?.totalQuantity ?? 0,
              deliveryAvailable:
                (included.get(item.deliveryId) ?? true) &&
                (limitedOptions === null || limitedOptions.has(item.deliveryId)),
              discontinued: variant.discontinued,
              hasReplacement: variant.ersattningsartikel !== null,
              purchasableOnline: variant.purchasability.online,
              purchasableInStore: variant.purchasability.store,
              variantSlug: variant.variantSlug,
            })
          : ["missing_order_information" as const],
      };
    }),
  };
}

/** getCartWithVariants of the GraphQL gateway, as the cart page reads it. */
export type CartWithVariants = WireAnswer<typeof cartWithVariantsSchema, Awaited<ReturnType<typeof cartWithVariants>>>;
