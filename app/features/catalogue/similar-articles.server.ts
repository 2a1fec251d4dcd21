/**
 * 'Liknande artiklar' for an article that can no longer be bought and has no replacement: a few buyable articles
 * from its own category, through the search the category page uses. Streamed behind the page (only such rare
 * pages pay for it); the list id is product_relations_upper_list, the product page's list of related articles.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Variant } from "@shop/contract/commerce/catalogue";
import type { DataLayerEvent } from "@shop/domain/data-layer-events";
import type { CommerceTransport } from "~/platform/services/commerce-client.server";
import { searchCatalogue } from "~/features/products/index.server";
import type { Viewer } from "~/platform/session/commerce-session.server";
import type { ProductCardView } from "~/features/products";
import { listingDataLayer } from "~/features/products/index.server";
import { cardFrom } from "./listing.server";

export const SIMILAR_LIMIT = 4;
/** Enough hits that, after dropping unbuyable ones, the list is usually full. */
const SEARCH_LIMIT = 16;

export interface SimilarArticlesView {
  cards: ProductCardView[];
  categoryUrl: string | null;
  dataLayer?: DataLayerEvent[];
}

export async function loadSimilarArticles(
  context: AppLoadContext,
  transport: CommerceTransport,
  viewer: Viewer,
  variant: Variant,
  baseUrl: string,
): Promise<SimilarArticlesView> {
  const categoryUrl = variant.product.breadcrumb?.url ?? null;
  const category = variant.product.categoryPaths[0];
  if (!category) return { cards: [], categoryUrl };
  const result = await searchCatalogue(transport, {
    query: "",
    category,
    offset: 0,
    limit: SEARCH_LIMIT,
    sort: "relevance",
    withPrice: !viewer.noPrices,
  });
  const hits = result.hits
    .filter((hit) => hit.articleNumber !== variant.articleNumber && !hit.discontinued && hit.purchasability.online)
    .slice(0, SIMILAR_LIMIT);
  return {
    cards: hits.map((hit) => cardFrom(hit, viewer, baseUrl)),
    categoryUrl,
    ...listingDataLayer(context, "product_relations_upper_list", hits, 1, viewer),
  };
}
