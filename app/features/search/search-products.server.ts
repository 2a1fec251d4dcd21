import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { sharedCatalogue } from "~/features/products/index.server";
import type { ListingView } from "~/features/catalogue/index.server";
import { listingView, readListingQuery, runListing } from "~/features/catalogue/index.server";
import {
  ANONYMOUS_VIEWER,
  commerceBaseUrl,
  commerceFailure,
  priceModeOf,
} from "~/platform/session/commerce-session.server";
import type { PriceMode } from "~/features/products";
import type { DataLayerEvent } from "@shop/domain/data-layer-events";
import { listingDataLayer } from "~/features/products/index.server";
import { matchCategories, type CategorySuggestion } from "@shop/domain/search-suggestions";

/**
 * `didYouMean`: the service searched corrected words instead of unknown ones ("kabbel" → kabel); the page says so
 * and offers the categories whose names match the corrected query.
 */
export type ProductSearchData = {
  kind: "results";
  listing: ListingView;
  priceMode: PriceMode;
  didYouMean?: { q: string; categories: CategorySuggestion[] };
};

/**
 * Product results for /search. A query that is exactly an article number or EAN goes straight to
 * that product (first page, no filters): a buyer who types a number wants that article.
 */
export async function searchProducts(
  request: Request,
  context: AppLoadContext,
  q: string,
): Promise<{ products: ProductSearchData; headers: Headers; dataLayer?: DataLayerEvent[] }> {
  const commerce = await context.commerce();
  // A visitor who is not signed in reads without a token: default assortment, no prices.
  const viewer = commerce.viewer ?? ANONYMOUS_VIEWER;
  const url = new URL(request.url);
  const listingQuery = readListingQuery(url);
  const filtered =
    listingQuery.brands.length + listingQuery.tags.length + Object.keys(listingQuery.attributes).length > 0;
  try {
    const result = await runListing(commerce.transport, viewer, { query: q, listing: listingQuery });
    if (result.exactMatch && listingQuery.page === 1 && !filtered) {
      const hit = result.hits.find((h) => h.articleNumber === result.exactMatch);
      const normalized = q.replace(/\s+/g, "");
      if (hit && (normalized === hit.articleNumber || normalized === hit.ean))
        throw redirect(`/produkt/${hit.variantSlug}`, 302);
    }
    // The category the hits mostly share decides the attribute order; none when they are spread out.
    const topCategory = result.facets?.categories[0];
    const sequence =
      topCategory && topCategory.count === result.total
        ? await (await sharedCatalogue(context, commerce)).attributeSequence(topCategory.value)
        : { sequence: [], disabled: ["SSG"] };
    const baseUrl = commerceBaseUrl(context);
    const corrected = result.correctedQuery;
    const didYouMean = corrected
      ? {
          q: corrected,
          categories: matchCategories(await (await sharedCatalogue(context, commerce)).menu(), corrected),
        }
      : undefined;
    return {
      products: {
        kind: "results",
        priceMode: priceModeOf(commerce.viewer),
        listing: listingView(result, listingQuery, sequence, viewer, baseUrl, "search_result_list"),
        ...(didYouMean ? { didYouMean } : {}),
      },
      headers: commerce.headers,
      ...listingDataLayer(context, "search_result_list", result.hits, listingQuery.page, viewer),
    };
  } catch (error) {
    throw await commerceFailure(error, request, context);
  }
}
