/**
 * Cart operations of the gateway (spec section 7): getCart, getCartWithVariants,
 * activeDeliveryIdsInCart, getActiveDeliveryIdsInOrder. Without a cartId they answer the caller's
 * open cart for the token's customer and project.
 */
import type { GraphQLResolveInfo } from "graphql";
import { z } from "zod";
import type { AccessClaims } from "../auth/jwt";
import { DELIVERY_METHOD_IDS } from "@shop/domain/delivery-options";
import { cartContents, cartView, openCart, ownedCart, activeDeliveryIds, type CartRow } from "../cart/store";
import { cartWithVariants } from "../cart/with-variants";
import type { DeliveryClock } from "../cart/delivery-gate";
import { notFound, parseOrThrow } from "../http/errors";
import { favoriteLists, listQuery } from "../favourites/lists";
import { selects } from "./selection";

export const cartTypeDefs = /* GraphQL */ `
  input DeliveryStockOptionInput {
    deliveryId: String!
    locationIds: [String!]
    destination: DestinationInput
  }
  input CartStockInput {
    deliveryOptions: [DeliveryStockOptionInput!]
  }

  extend type Query {
    getCart(cartId: String): Cart!
    getCartWithVariants(
      cartId: String
      stockInput: CartStockInput
      useCache: Boolean
      completeOrderPrice: Boolean
      locationId: String
    ): Cart!
    activeDeliveryIdsInCart(cartId: String): [String!]!
    getActiveDeliveryIdsInOrder(cartId: String): Cart!
    getFavoriteLists(
      pagination: PaginationInput
      sort: String
      access: String
      userId: String
      fromUpdatedAt: String
    ): FavoriteListPage!
  }

  input PaginationInput {
    limit: Int
    offset: Int
  }
  type FavoriteListUser {
    fullName: String!
  }
  type FavoriteList {
    favoriteId: String!
    favoriteName: String!
    access: String!
    userId: String!
    customerId: String!
    createdAt: String!
    updatedAt: String!
    totalRows: Int!
    user: FavoriteListUser!
  }
  type FavoriteListPage {
    data: [FavoriteList!]!
    next: Int
    total: Int!
  }

  type CartDelivery {
    deliveryId: String!
    requestedDeliveryDate: String
    isIncludedInOrder: Boolean!
  }
  type CartItem {
    cartItemId: String!
    articleNumber: String!
    quantity: Int!
    deliveryId: String!
    label: String!
    requestedDeliveryDate: String
    needsAction: [String!]
    "Set on a line of an accepted quote: price is then the quote's agreed price."
    quoteId: String
    quotedPrice: Float
    price: Price
    stock: Stock
    variant: Variant
  }
  "Lines moved off a delivery whose method had closed when the cart was read (getCartWithVariants)."
  type MovedDelivery {
    from: String!
    to: String!
    lines: Int!
  }
  type Cart {
    movedDeliveries: [MovedDelivery!]
    cartId: String!
    status: String!
    customerId: String
    projectId: String
    lineLimit: Int!
    deliveryIdsInOrder: [String!]!
    activeDeliveryIds: [String!]!
    deliveries: [CartDelivery!]!
    items: [CartItem!]!
  }
`;

const code = z.string().regex(/^[0-9A-Za-z_-]{1,80}$/);
const cartArgs = z.object({ cartId: code.nullish() });
const withVariantsArgs = cartArgs.extend({
  stockInput: z
    .object({
      deliveryOptions: z
        .array(
          z.object({
            deliveryId: z.enum(DELIVERY_METHOD_IDS),
            locationIds: z.array(code).max(50).nullish(),
            destination: z
              .object({
                postalCode: z
                  .string()
                  .regex(/^\d{3} ?\d{2}$/)
                  .nullish(),
              })
              .nullish(),
          }),
        )
        .max(10)
        .nullish(),
    })
    .nullish(),
  useCache: z.boolean().nullish(),
  completeOrderPrice: z.boolean().nullish(),
  locationId: code.nullish(),
});

interface Context {
  db: D1Database;
  claims: AccessClaims;
  clock: DeliveryClock;
  anonymousCart?: CartRow;
}

async function cartFor(context: Context, cartId: string | null | undefined) {
  if (context.anonymousCart) {
    if (cartId && cartId !== context.anonymousCart.id) throw notFound("Cart not found");
    return context.anonymousCart;
  }
  return cartId ? ownedCart(context.db, context.claims, cartId) : openCart(context.db, context.claims);
}

export const cartRootValue = {
  async getCart(raw: unknown, context: Context) {
    const args = parseOrThrow(cartArgs, raw, "variables");
    const cart = await cartFor(context, args.cartId);
    const { items, deliveries } = await cartContents(context.db, cart.id);
    return cartView(cart, items, deliveries);
  },
  async getActiveDeliveryIdsInOrder(raw: unknown, context: Context) {
    return cartRootValue.getCart(raw, context);
  },
  async activeDeliveryIdsInCart(raw: unknown, context: Context) {
    const args = parseOrThrow(cartArgs, raw, "variables");
    const cart = await cartFor(context, args.cartId);
    const { items, deliveries } = await cartContents(context.db, cart.id);
    return activeDeliveryIds(items, deliveries);
  },
  async getFavoriteLists(raw: unknown, context: Context) {
    const { pagination, ...rest } = (raw ?? {}) as {
      pagination?: { limit?: number | null; offset?: number | null } | null;
    } & Record<string, unknown>;
    const clean = Object.fromEntries(
      Object.entries({ ...rest, limit: pagination?.limit, offset: pagination?.offset }).filter(([, v]) => v != null),
    );
    return favoriteLists(context.db, context.claims, parseOrThrow(listQuery, clean, "variables"));
  },
  async getCartWithVariants(raw: unknown, context: Context, info?: GraphQLResolveInfo) {
    const args = parseOrThrow(withVariantsArgs, raw, "variables");
    const cart = await cartFor(context, args.cartId);
    return cartWithVariants(context.db, context.claims, cart, {
      clock: context.clock,
      deliveryOptions: args.stockInput?.deliveryOptions ?? undefined,
      completeOrderPrice: args.completeOrderPrice ?? false,
      locationId: args.locationId ?? null,
      selected: info && {
        relations: selects(info, ["items", "variant", "relations"]),
        stockLocations: selects(info, ["items", "stock", "locations"]),
      },
    });
  },
};
