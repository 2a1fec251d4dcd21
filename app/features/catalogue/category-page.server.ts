import type { AppLoadContext } from "@remix-run/cloudflare";
import type { PriceMode } from "~/features/products";
import { serverT } from "~/platform/i18n/catalogue.server";
import { throwPageNotFound } from "~/platform/routing/not-found";
import { sharedCatalogue } from "~/features/products/index.server";
import { listingView, readListingQuery, runListing } from "./listing.server";
import {
  ANONYMOUS_VIEWER,
  commerceBaseUrl,
  commerceFailure,
  priceModeOf,
} from "~/platform/session/commerce-session.server";
import type { ListingView } from "./listing.server";
import type { DataLayerEvent } from "@shop/domain/data-layer-events";
import { listingDataLayer } from "~/features/products/index.server";

export type CategoryPageData = {
  kind: "category";
  title: string;
  /** For search engines: the category, its sub-categories and what the shop offers a trade buyer. */
  description: string;
  canonical: string;
  name: string;
  breadcrumb: { name: string; url: string }[];
  children: { name: string; url: string }[];
  listing: ListingView | null;
  priceMode: PriceMode;
  dataLayer?: DataLayerEvent[];
};

/**
 * A category: breadcrumbs, sub-categories and (below the top level) its products with facets,
 * sort and paging, all from the URL. /kategorier alone lists the top categories.
 */
export async function loadCategoryPage(
  request: Request,
  context: AppLoadContext,
  path: string[],
): Promise<{ page: CategoryPageData; headers: Headers }> {
  const commerce = await context.commerce();
  // A visitor who is not signed in reads without a token: default assortment, no prices.
  const viewer = commerce.viewer ?? ANONYMOUS_VIEWER;
  const url = new URL(request.url);
  const priceMode = priceModeOf(commerce.viewer);
  try {
    if (path.length === 0) {
      // Tree, frame and attribute order are the same for the whole assortment: read through the shared edge cache.
      const menu = { items: await (await sharedCatalogue(context, commerce)).menu() };
      const title = serverT("catalogue.listing.top_title");
      return {
        page: {
          kind: "category",
          title,
          description: categoryDescription(title, menu.items, true),
          canonical: `${url.origin}/kategorier`,
          name: title,
          breadcrumb: [],
          children: menu.items.map((i) => ({ name: i.name, url: i.url })),
          listing: null,
          priceMode,
        },
        headers: commerce.headers,
      };
    }
    const shared = await sharedCatalogue(context, commerce);
    const category = await shared.category(path.join("/"));
    if (!category) throwPageNotFound(request);
    const listingQuery = readListingQuery(url);
    const [result, sequence] = await Promise.all([
      runListing(commerce.transport, viewer, { query: "", category: category.categoryPath, listing: listingQuery }),
      shared.attributeSequence(category.id),
    ]);
    const baseUrl = commerceBaseUrl(context);
    return {
      page: {
        kind: "category",
        title: category.name,
        description: categoryDescription(category.name, category.children, false),
        canonical: `${url.origin}${category.url}`,
        name: category.name,
        breadcrumb: [...category.parents, category].map((c) => ({ name: c.name, url: c.url })),
        children: category.children.map((c) => ({ name: c.name, url: c.url })),
        listing: listingView(result, listingQuery, sequence, viewer, baseUrl, "product_list"),
        priceMode,
        ...listingDataLayer(context, "product_list", result.hits, listingQuery.page, viewer),
      },
      headers: commerce.headers,
    };
  } catch (error) {
    throw await commerceFailure(error, request, context);
  }
}

function categoryDescription(name: string, children: readonly { name: string }[], top: boolean): string {
  const shop = serverT("common.shop_name");
  if (children.length === 0) return serverT("catalogue-pages.categories.leaf_meta_description", { name, shop });
  const key = top ? "catalogue-pages.categories.top_meta_description" : "catalogue-pages.categories.meta_description";
  return serverT(key, { name, shop, children: children.map((child) => child.name).join(", ") });
}
