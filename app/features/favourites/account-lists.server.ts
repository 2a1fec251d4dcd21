import { z } from "zod";
import {
  favouritesSchema,
  shoppingListItemPageSchema,
  shoppingListPageSchema,
  shoppingListSchema,
  type ShoppingList,
  type ShoppingListItem,
} from "@shop/contract/commerce/account";
import { cartIdSchema, listToCartAnswerSchema } from "@shop/contract/commerce/cart";
import { commerceCall, type CommerceTransport } from "~/platform/services/commerce-client.server";

const ITEM_PAGE = 100;
export const LIST_ACCESS = ["PRIVATE", "SHARED"] as const;

export type { ShoppingList, ShoppingListItem };

export function listShoppingLists(transport: CommerceTransport) {
  return commerceCall(transport, {
    path: "v2/favorites",
    query: { limit: 100, sort: "name" },
    schema: shoppingListPageSchema,
    service: "auth",
  });
}

export function createShoppingList(transport: CommerceTransport, favoriteName: string, access: string) {
  return commerceCall(transport, {
    path: "v2/favorites",
    body: { favoriteName, access },
    schema: shoppingListSchema,
    service: "auth",
  });
}

export async function getShoppingList(transport: CommerceTransport, favoriteId: string) {
  const id = encodeURIComponent(favoriteId);
  const page = (offset: number) =>
    commerceCall(transport, {
      path: `v3/favorites/${id}/items`,
      query: { offset, limit: ITEM_PAGE },
      schema: shoppingListItemPageSchema,
      service: "auth",
    });
  const [list, first] = await Promise.all([
    commerceCall(transport, { path: `v2/favorites/${id}`, schema: shoppingListSchema, service: "auth" }),
    page(0),
  ]);
  // A list holds at most 500 articles: the remaining pages (at most four) are read at once.
  const offsets: number[] = [];
  for (let offset = ITEM_PAGE; offset < Math.min(first.totalRows, 500); offset += ITEM_PAGE) offsets.push(offset);
  const rest = await Promise.all(offsets.map(page));
  return { list, items: [first, ...rest].flatMap((p) => p.data) };
}

export function updateShoppingList(
  transport: CommerceTransport,
  favoriteId: string,
  change: { favoriteName?: string; access?: string },
) {
  return commerceCall(transport, {
    method: "PUT",
    path: `v2/favorites/${encodeURIComponent(favoriteId)}`,
    body: change,
    schema: shoppingListSchema,
    service: "auth",
  });
}

export async function deleteShoppingList(transport: CommerceTransport, favoriteId: string) {
  await commerceCall(transport, {
    method: "DELETE",
    path: `v2/favorites/${encodeURIComponent(favoriteId)}`,
    schema: z.unknown(),
    service: "auth",
  });
}

export async function addListItem(
  transport: CommerceTransport,
  favoriteId: string,
  articleNumber: string,
  quantity: number,
) {
  await commerceCall(transport, {
    method: "PUT",
    path: `v2/favorites/${encodeURIComponent(favoriteId)}/articles`,
    body: { articleNumber, quantity },
    schema: z.unknown(),
    service: "auth",
  });
}

export async function setListItemQuantity(
  transport: CommerceTransport,
  favoriteId: string,
  itemId: string,
  quantity: number,
) {
  await commerceCall(transport, {
    method: "PUT",
    path: `v2/favorites/${encodeURIComponent(favoriteId)}/articles/${encodeURIComponent(itemId)}`,
    body: { quantity },
    schema: z.unknown(),
    service: "auth",
  });
}

export async function removeListItems(transport: CommerceTransport, favoriteId: string, favoriteItemIds: string[]) {
  await commerceCall(transport, {
    method: "PUT",
    path: `v2/favorites/${encodeURIComponent(favoriteId)}/articles/batch/delete`,
    body: { favoriteItemIds },
    schema: z.unknown(),
    service: "auth",
  });
}

/** Favourite products (max 50, spec section 5); a 409 FAVOURITES_LIMIT is the 51st. */
export function listFavouriteProducts(transport: CommerceTransport) {
  return commerceCall(transport, {
    path: "users/favourites",
    query: { limit: 50 },
    schema: favouritesSchema,
    service: "auth",
  });
}

export async function addFavouriteProduct(transport: CommerceTransport, articleNumber: string) {
  await commerceCall(transport, {
    path: "users/favourites",
    body: { articleNumber },
    schema: z.unknown(),
    service: "auth",
  });
}

export async function removeFavouriteProducts(transport: CommerceTransport, favouriteIds: string[]) {
  await commerceCall(transport, {
    method: "DELETE",
    path: "users/favourites",
    query: { favouriteIds: favouriteIds.join(",") },
    schema: z.unknown(),
    service: "auth",
  });
}

/** Puts every line of a list into the open cart, on the given delivery. */
export async function addListToCart(
  transport: CommerceTransport,
  items: readonly { articleNumber: string; quantity: number }[],
  deliveryId: string,
) {
  const cart = await commerceCall(transport, { path: "v2/cart", schema: cartIdSchema, service: "cart" });
  return commerceCall(transport, {
    path: `v2/cart/${encodeURIComponent(cart.cartId)}/variants/batch/add`,
    body: {
      items: items.map((i) => ({ articleNumber: i.articleNumber, quantity: Math.max(1, i.quantity), deliveryId })),
      // An article that has left the buyer's assortment since it was listed is refused and named, not added.
      purchasableOnly: true,
    },
    schema: listToCartAnswerSchema,
    service: "cart",
  });
}
