import type { AppLoadContext } from "@remix-run/cloudflare";
import type { SearchSuggestions } from "~/views/search-suggestions";
import { matchCategories } from "@shop/domain/search-suggestions";
import { sharedCatalogue } from "~/services/cache/shared-catalogue.server";
import { commerceBaseUrl, type CommerceSession } from "~/session/commerce-session.server";

/**
 * Products and categories for the header's find-as-you-type. Both come from the shared cache of
 * the buyer's assortment (the category tree and the suggestion hits are the same for everyone
 * in it), so typing costs the commerce service little.
 */
export async function loadSuggestions(
  context: AppLoadContext,
  commerce: CommerceSession,
  q: string,
): Promise<SearchSuggestions> {
  const catalogue = await sharedCatalogue(context, commerce);
  const [hits, tree] = await Promise.all([catalogue.suggestions(q), catalogue.menu()]);
  const baseUrl = commerceBaseUrl(context);
  return {
    q,
    products: hits.map((hit) => {
      const image = hit.images[0];
      return {
        name: hit.name,
        articleNumber: hit.articleNumber,
        href: `/produkt/${hit.variantSlug}`,
        image: image ? { src: new URL(image.assetUrl, baseUrl).toString(), alt: image.assetLabel } : null,
        ...(hit.discontinued ? { discontinued: { replacedBy: hit.ersattningsartikel?.articleNumber ?? null } } : {}),
      };
    }),
    categories: matchCategories(tree, q),
  };
}
