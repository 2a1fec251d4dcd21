/** The buyer's favourite products with names, for the header flyout and /mina-sidor/favoriter. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { getVariantCards } from "~/features/products/index.server";
import { listFavouriteProducts, listShoppingLists } from "./account-lists.server";
import type { SignedInCommerce } from "~/platform/routing/signed-in.server";
import { listingDataLayer } from "~/features/products/index.server";
import { replacementNoticeOf } from "~/features/products";
import type { ReplacementNoticeView } from "~/features/products";

export interface FavouriteLine {
  favouriteId: string;
  articleNumber: string;
  /** Null when the article left the buyer's assortment: the line shows its number only, without add to cart. */
  name: string | null;
  slug: string | null;
  orderMultiple: number;
  purchasableOnline: boolean;
  /** A discontinued article: its replacement, or that it has none (domain/replacement.ts). */
  notice: ReplacementNoticeView | null;
}

export interface FavouritesView {
  lines: FavouriteLine[];
  max: number;
  canOrder: boolean;
}

/** The first 50 favourites (all there can be) in the order they were saved, with view_item_list. */
export async function loadFavourites(context: AppLoadContext, commerce: SignedInCommerce) {
  const viewer = commerce.viewer;
  const favourites = await listFavouriteProducts(commerce.transport);
  const cards = await getVariantCards(
    commerce.transport,
    favourites.data.map((f) => f.articleNumber),
    { withPrice: !viewer.noPrices },
  );
  const byNumber = new Map(cards.map((c) => [c.articleNumber, c]));
  const lines: FavouriteLine[] = favourites.data.map((f) => {
    const card = byNumber.get(f.articleNumber);
    return {
      favouriteId: f.favouriteId,
      articleNumber: f.articleNumber,
      name: card?.name ?? null,
      slug: card?.variantSlug ?? null,
      orderMultiple: card?.stock?.orderMultiple ?? 1,
      purchasableOnline: card?.purchasability.online ?? false,
      notice: card ? replacementNoticeOf(card) : null,
    };
  });
  const shown = favourites.data.flatMap((f) => byNumber.get(f.articleNumber) ?? []);
  const view: FavouritesView = { lines, max: favourites.max, canOrder: !viewer.denials.includes("EJ_ORDER") };
  return { ...view, ...listingDataLayer(context, "favorites_flyout_list", shown, 1, viewer) };
}

/** The lists the 'Spara i inköpslista' control offers: the buyer's own and those shared with him. */
export async function loadListChoices(commerce: SignedInCommerce) {
  const lists = await listShoppingLists(commerce.transport);
  return {
    lists: lists.data.map((l) => ({
      id: l.favoriteId,
      name: l.favoriteName,
      shared: l.access === "SHARED",
      owner: l.userId === commerce.viewer.userId ? null : (l.user?.fullName ?? null),
    })),
  };
}
