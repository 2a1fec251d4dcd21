/**
 * The signed-in buyer's favourite article numbers for a page that shows 'Spara i inköpslista'
 * (product page, listings): one GET /users/favourites (at most 50) per page load, beside the
 * page's own calls, never one per card.
 */
import { savedArticleNumbers } from "@shop/domain/favourites";
import type { CommerceTransport } from "~/platform/services/commerce-client.server";
import { listFavouriteProducts } from "./account-lists.server";

/** Null for a visitor (no control, or a login link); a failed read shows every product as not saved. */
export async function savedArticlesFor(transport: CommerceTransport, signedIn: boolean): Promise<string[] | null> {
  if (!signedIn) return null;
  try {
    return savedArticleNumbers((await listFavouriteProducts(transport)).data);
  } catch (error) {
    // The page is about the products: a favourites outage must not take it down.
    console.error("favourites read failed", error instanceof Error ? error.message : error);
    return [];
  }
}
