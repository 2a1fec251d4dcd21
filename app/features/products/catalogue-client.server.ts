/** Catalogue calls: variants, prices, stock, search, categories (spec section 7, "Product" and "Gateway"). */
import { z } from "zod";
import { commerceCall, type CommerceTransport } from "~/platform/services/commerce-client.server";
import { CommerceError } from "~/platform/services/commerce-errors.server";
import {
  attributeSequenceSchema,
  bracketsSchema,
  categorySchema,
  customerAssortmentSchema,
  menuSchema,
  replacementFactsSchema,
  listingResponseSchema,
  stockListSchema,
  suggestionHitsSchema,
  variantCardsSchema,
  variantOffersSchema,
  variantsSchema,
  type Category,
  type PriceWire,
  type ReplacementFacts,
  type ListingResponse,
  type StockWire,
  type SuggestionAnswer,
  type SuggestionHit,
  type Variant,
} from "@shop/contract/commerce/catalogue";
import { graphqlAnswerSchema } from "@shop/contract/commerce/graphql";
import {
  REPLACEMENT_FACTS_QUERY,
  VARIANT_QUERY,
  variantCardsQuery,
  variantOfferQuery,
} from "@shop/contract/commerce/queries";
import { locationSchema } from "@shop/contract/commerce/locations";

async function graphql<T extends z.ZodType>(
  transport: CommerceTransport,
  query: string,
  variables: Record<string, unknown>,
  data: T,
): Promise<z.infer<T>> {
  const answer = await commerceCall(transport, {
    path: "graphql",
    body: { query, variables },
    schema: graphqlAnswerSchema(data),
    // The gateway answers queries only (reads; moving a closed delivery again changes nothing): safe to send again
    // when the connection was dropped before an answer.
    retryWhenDropped: true,
  });
  if (answer.errors?.length || answer.data == null) {
    throw new CommerceError("invalid_response", 200, answer.errors?.[0]?.message ?? "no data", "catalogue");
  }
  return answer.data;
}

/** The article number a product slug ends with (`kabel-exq-3g1-5-1000037` → `1000037`). */
export function articleNumberFromSlug(slug: string): string | null {
  const match = /(?:^|-)([0-9A-Za-z]{1,20})$/.exec(slug);
  return match ? match[1] : null;
}

/** What is the same for every buyer: name, images, attributes, warnings, relations. Null when unknown or outside the assortment. */
export async function getVariant(transport: CommerceTransport, articleNumber: string): Promise<Variant | null> {
  const data = await graphql(transport, VARIANT_QUERY, { articleNumbers: [articleNumber] }, variantsSchema);
  return data.getVariants[0] ?? null;
}

/**
 * Several articles with the buyer's price and stock, in the shape of search hits, so they render as
 * the same product cards (the front page's selected products). Unknown or out-of-assortment
 * articles are simply missing from the answer.
 */
export async function getVariantCards(
  transport: CommerceTransport,
  articleNumbers: string[],
  options: { withPrice: boolean },
) {
  if (articleNumbers.length === 0) return [];
  const data = await graphql(
    transport,
    variantCardsQuery(options.withPrice),
    { articleNumbers, skipPrice: !options.withPrice },
    variantCardsSchema,
  );
  return data.getVariants;
}

/** A query's article count stays well inside the gateway's limits (workers/commerce/src/graphql/limits.ts). */
const FACTS_BATCH = 100;

/** Whether listed articles are discontinued and what replaces them; unknown articles are missing from the answer. */
export async function getReplacementFacts(
  transport: CommerceTransport,
  articleNumbers: readonly string[],
): Promise<ReplacementFacts[]> {
  const unique = [...new Set(articleNumbers)];
  const batches: string[][] = [];
  for (let at = 0; at < unique.length; at += FACTS_BATCH) batches.push(unique.slice(at, at + FACTS_BATCH));
  const answers = await Promise.all(
    batches.map((articleNumbers) =>
      graphql(transport, REPLACEMENT_FACTS_QUERY, { articleNumbers }, replacementFactsSchema),
    ),
  );
  return answers.flatMap((a) => a.getVariants);
}

export interface VariantOffer {
  price: PriceWire | null;
  stock: StockWire | null;
}

/**
 * The buyer's own price and stock for one article. With `withPrice: false` (EJ_SE_PRISER) the price
 * is not even asked for, on top of the service leaving it out.
 */
export async function getVariantOffer(
  transport: CommerceTransport,
  articleNumber: string,
  options: { withPrice: boolean; deliveryId?: string },
): Promise<VariantOffer> {
  const data = await graphql(
    transport,
    variantOfferQuery(options.withPrice),
    { articleNumbers: [articleNumber], deliveryId: options.deliveryId ?? "DBI", skipPrice: !options.withPrice },
    variantOffersSchema,
  );
  const hit = data.getVariants[0];
  return { price: options.withPrice ? (hit?.price ?? null) : null, stock: hit?.stock ?? null };
}

export async function getBracketPrices(transport: CommerceTransport, articleNumber: string) {
  return commerceCall(transport, {
    path: `prices/${encodeURIComponent(articleNumber)}/brackets`,
    schema: bracketsSchema,
  });
}

/** Stock at every location (stores included), for the per-store stock list. */
export async function getStockEverywhere(
  transport: CommerceTransport,
  articleNumber: string,
): Promise<StockWire | null> {
  const list = await commerceCall(transport, {
    path: "stock",
    body: { articles: [articleNumber] },
    schema: stockListSchema,
  });
  const first = list[0];
  return first && "locations" in first ? first : null;
}

export async function getStores(transport: CommerceTransport) {
  return commerceCall(transport, {
    path: "v2/locations",
    query: { services: "standard-pickup" },
    schema: z.array(locationSchema),
  });
}

export interface SearchInput {
  query: string;
  offset: number;
  limit: number;
  sort: string;
  category?: string;
  brands?: string[];
  filterTags?: string[];
  attributes?: Record<string, string[]>;
  /** A campaign's or themed assortment's slug: only its articles. */
  campaign?: string;
  withPrice: boolean;
  /** The signed-in buyer's favourite article numbers in the same answer (`favourites`), for the cards' saved state. */
  withFavourites?: boolean;
}

export async function searchCatalogue(transport: CommerceTransport, input: SearchInput): Promise<ListingResponse> {
  const result = await commerceCall(transport, {
    path: "search",
    body: {
      query: input.query,
      offset: input.offset,
      limit: input.limit,
      sort: input.sort,
      filters: {
        category: input.category,
        brands: input.brands,
        filterTags: input.filterTags,
        attributes: input.attributes,
        campaign: input.campaign,
      },
      facets: true,
      skipPrice: !input.withPrice,
      // Only what the cards read; a service that does not know the hint answers full hits, read the same way.
      fields: "card",
      // A service that does not know this answers without `favourites`; the listing then asks GET /users/favourites.
      ...(input.withFavourites ? { favourites: true } : {}),
    },
    schema: listingResponseSchema,
    // A search reads only: safe to send again when the connection was dropped before an answer.
    retryWhenDropped: true,
  });
  // Defence in depth: a viewer without price rights never carries a price past this point.
  return input.withPrice ? result : { ...result, hits: result.hits.map((hit) => ({ ...hit, price: null })) };
}

/** A category by its path (el/belysning); null when unknown or outside the buyer's assortment. */
export async function getCategory(transport: CommerceTransport, path: string): Promise<Category | null> {
  try {
    return await commerceCall(transport, { path: `breadcrumbs/${encodeURIComponent(path)}`, schema: categorySchema });
  } catch (error) {
    if (error instanceof CommerceError && error.kind === "not_found") return null;
    throw error;
  }
}

export async function getMenu(transport: CommerceTransport) {
  return commerceCall(transport, { path: "menu", schema: menuSchema });
}

export async function getAttributeSequence(transport: CommerceTransport, categoryId: string) {
  try {
    return await commerceCall(transport, {
      path: `attribute-sequence/${encodeURIComponent(categoryId)}/1`,
      schema: attributeSequenceSchema,
    });
  } catch (error) {
    if (error instanceof CommerceError && error.kind === "not_found") return { sequence: [], disabled: [] };
    throw error;
  }
}

/** The assortment of the token's customer/project context; the shared cache keys catalogue data by it. */
export async function getContextAssortmentId(transport: CommerceTransport, customerId: string): Promise<string> {
  const answer = await commerceCall(transport, {
    path: `customers/${encodeURIComponent(customerId)}/assortment`,
    schema: customerAssortmentSchema,
  });
  return answer.assortmentId;
}

export type { SuggestionAnswer, SuggestionHit };

/** Find-as-you-type: the first hits of a search, without price, stock or facets (cheap, and nothing personal). */
export async function suggestArticles(
  transport: CommerceTransport,
  query: string,
  limit: number,
): Promise<SuggestionAnswer> {
  const result = await commerceCall(transport, {
    path: "search",
    body: {
      query,
      offset: 0,
      limit,
      sort: "relevance",
      facets: false,
      skipPrice: true,
      skipStock: true,
      fields: "card",
    },
    schema: suggestionHitsSchema,
  });
  return result.correctedQuery ? { hits: result.hits, correctedQuery: result.correctedQuery } : { hits: result.hits };
}
