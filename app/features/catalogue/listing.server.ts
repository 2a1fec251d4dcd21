/** Category and search listings: URL → search input, search answer → cards and facets. */
import { z } from "zod";
import type { FacetGroupView } from "~/features/products";
import type { ProductCardView } from "~/features/products";
import { serverT } from "~/platform/i18n/catalogue.server";
import type { CommerceTransport } from "~/platform/services/commerce-client.server";
import { searchCatalogue, type SearchInput } from "~/features/products/index.server";
import type { ListingResponse } from "@shop/contract/commerce/catalogue";
import type { Viewer } from "~/platform/session/commerce-session.server";
import type { TrackingList } from "@shop/domain/tracking-lists";
import { savedArticlesFor } from "~/features/favourites/index.server";
import { cardFrom, PAGE_SIZE } from "~/features/products/index.server";

export { cardFrom, PAGE_SIZE };

const MAX_PAGE = 400;
const ATTRIBUTE_PREFIX = "a.";

const listingParams = z.object({
  sort: z.enum(["relevance", "name_asc", "name_desc", "price_asc", "price_desc", "articleNumber"]).catch("relevance"),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
  brands: z.array(z.string().trim().min(1).max(60)).max(30).catch([]),
  tags: z.array(z.string().trim().min(1).max(60)).max(10).catch([]),
});

export interface ListingQuery {
  sort: SearchInput["sort"];
  page: number;
  brands: string[];
  tags: string[];
  attributes: Record<string, string[]>;
}

/** Reads sort, page and facet choices from the URL; nonsense falls back to defaults instead of failing. */
export function readListingQuery(url: URL, defaultSort = "relevance"): ListingQuery {
  const p = url.searchParams;
  const parsed = listingParams.parse({
    sort: p.get("sort") ?? defaultSort,
    page: p.get("sida") ?? 1,
    brands: p.getAll("brand"),
    tags: p.getAll("tag"),
  });
  const attributes: Record<string, string[]> = {};
  for (const [key, value] of p) {
    if (!key.startsWith(ATTRIBUTE_PREFIX) || value.trim() === "" || value.length > 100) continue;
    const name = key.slice(ATTRIBUTE_PREFIX.length).slice(0, 60);
    if (Object.keys(attributes).length >= 10 && !attributes[name]) continue;
    attributes[name] = [...(attributes[name] ?? []), value.trim()].slice(0, 30);
  }
  // Sorting by price says something about prices; without price rights it is relevance.
  return { ...parsed, attributes };
}

/**
 * Facet groups: filter tags, brand, then attributes in the category's attribute-sequence order;
 * attributes the sequence disables are hidden, unknown ones come last.
 */
export function facetGroups(
  result: ListingResponse,
  query: ListingQuery,
  sequence: { sequence: string[]; disabled: string[] },
): FacetGroupView[] {
  const facets = result.facets;
  if (!facets) return [];
  const groups: FacetGroupView[] = [];
  if (facets.filterTags.length) {
    groups.push({
      param: "tag",
      label: serverT("catalogue.listing.filter_tags"),
      values: facets.filterTags.map((v) => ({ ...v, selected: query.tags.includes(v.value) })),
    });
  }
  if (facets.brands.length) {
    groups.push({
      param: "brand",
      label: serverT("catalogue.listing.brand"),
      values: facets.brands.map((v) => ({ ...v, selected: query.brands.includes(v.value) })),
    });
  }
  const rank = (name: string) => {
    const index = sequence.sequence.indexOf(name);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  const attributes = facets.attributes
    .filter((a) => !sequence.disabled.includes(a.name) && a.values.length > 0)
    .sort((a, b) => rank(a.name) - rank(b.name));
  for (const attribute of attributes) {
    const chosen = query.attributes[attribute.name] ?? [];
    groups.push({
      param: `${ATTRIBUTE_PREFIX}${attribute.name}`,
      label: attribute.name,
      values: attribute.values.map((v) => ({ ...v, selected: chosen.includes(v.value) })),
    });
  }
  return groups;
}

/** The search answer, and beside it the buyer's favourite articles for the cards' 'Spara i inköpslista'. */
export type ListingResult = ListingResponse & { saved: string[] | null };

export async function runListing(
  transport: CommerceTransport,
  viewer: Viewer,
  input: { query: string; category?: string; campaign?: string; listing: ListingQuery },
): Promise<ListingResult> {
  const sort = viewer.noPrices && input.listing.sort.startsWith("price") ? "relevance" : input.listing.sort;
  const signedIn = viewer.userId !== "";
  // The cards' saved state comes with the search (one call); a service that does not answer it is asked apart.
  const { favourites, ...result } = await search(transport, viewer, input, sort, signedIn);
  const saved = !signedIn ? null : (favourites ?? (await savedArticlesFor(transport, true)));
  return { ...result, saved };
}

function search(
  transport: CommerceTransport,
  viewer: Viewer,
  input: { query: string; category?: string; campaign?: string; listing: ListingQuery },
  sort: SearchInput["sort"],
  withFavourites: boolean,
) {
  return searchCatalogue(transport, {
    withFavourites,
    query: input.query,
    category: input.category,
    campaign: input.campaign,
    offset: (input.listing.page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
    sort,
    brands: input.listing.brands.length ? input.listing.brands : undefined,
    filterTags: input.listing.tags.length ? input.listing.tags : undefined,
    attributes: Object.keys(input.listing.attributes).length ? input.listing.attributes : undefined,
    withPrice: !viewer.noPrices,
  });
}

/** What a product listing (category, campaign, assortment, search) shows: cards, facets and paging. */
export interface ListingView {
  /** The list id of spec section 2 its cards are tracked under (data-list, add to cart's list). */
  list: TrackingList;
  cards: ProductCardView[];
  facets: FacetGroupView[];
  total: number;
  totalIsLowerBound: boolean;
  page: number;
  pages: number;
  sort: string;
  /** The buyer's favourite articles (null for a visitor): which cards show as saved. */
  saved: string[] | null;
}

export function listingView(
  result: ListingResponse & { saved?: string[] | null },
  query: ListingQuery,
  sequence: { sequence: string[]; disabled: string[] },
  viewer: Viewer,
  baseUrl: string,
  list: TrackingList,
): ListingView {
  return {
    list,
    cards: result.hits.map((hit) => cardFrom(hit, viewer, baseUrl)),
    facets: facetGroups(result, query, sequence),
    total: result.total,
    totalIsLowerBound: result.totalIsLowerBound,
    page: query.page,
    pages: pageCount(result.total),
    sort: query.sort,
    saved: result.saved ?? null,
  };
}

export function pageCount(total: number): number {
  return Math.max(1, Math.min(MAX_PAGE, Math.ceil(total / PAGE_SIZE)));
}
