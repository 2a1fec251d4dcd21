/**
 * Catalogue answers of the commerce service as the storefront reads them: variants, prices, stock, search,
 * categories and campaigns (workers/commerce/src/catalogue, routes/catalogue.ts, routes/search.ts).
 * Amounts are SEK with two decimals; a key is null when the viewer's rights hide it (domain/money-view.ts).
 */
import { z } from "zod";

const breadcrumbEntry = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  level: z.number().int(),
});

const warningSchema = z.object({
  code: z.string(),
  description: z.string(),
  signalWord: z.string(),
  assetUrl: z.string(),
  detailedDescription: z.string(),
});
const imageSchema = z.object({
  assetType: z.string(),
  assetUrl: z.string(),
  assetLabel: z.string(),
  assetMimeType: z.string(),
});

export const variantSchema = z.object({
  name: z.string(),
  articleNumber: z.string(),
  ean: z.string().nullable(),
  variantSlug: z.string(),
  discontinued: z.boolean(),
  stockType: z.string(),
  stockedAt: z.array(z.string()),
  filterTags: z.array(z.string()),
  purchaseConstraints: z.object({ onlyStore: z.boolean(), mustBeInStockedAt: z.boolean() }),
  purchasability: z.object({ online: z.boolean(), store: z.boolean(), reasons: z.array(z.string()) }),
  webSalesUnit: z.object({
    unit: z.string(),
    conversionFactor: z.number().nullable(),
    conversionUnit: z.string().nullable(),
  }),
  product: z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    breadcrumb: breadcrumbEntry.extend({ parents: z.array(breadcrumbEntry) }).nullable(),
    categoryPaths: z.array(z.string()),
  }),
  brands: z.array(z.object({ brand: z.string(), id: z.string(), slug: z.string() })),
  images: z.array(imageSchema),
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  warnings: z.array(warningSchema),
  relations: z.array(z.object({ type: z.string(), articleNumber: z.string() })),
  ersattningsartikel: z.object({ articleNumber: z.string(), name: z.string(), variantSlug: z.string() }).nullable(),
});
export type Variant = z.infer<typeof variantSchema>;

const sek = z.number().nullable();
/** Amounts arrive in SEK with two decimals; the client turns them into öre once (domain/money). */
export const priceSchema = z.object({
  priceType: z.string(),
  askForPrice: z.boolean(),
  netPrice: sek,
  alloyingPrice: sek,
  salesPrice: sek,
  salesPriceUnit: z.string(),
  salesPriceIncludingVat: sek,
  discountAmount: sek.optional(),
  discountPercentage: sek.optional(),
  preCampaignPrice: sek,
  hasBracketPrices: z.boolean(),
});
export type PriceWire = z.infer<typeof priceSchema>;

export const stockLocationSchema = z.object({
  locationId: z.string().nullable(),
  quantity: z.number().int(),
  stocked: z.boolean(),
  orderMultiple: z.number().int(),
  availability: z.string(),
  status: z.string(),
  availabilityDate: z.string().nullable(),
  availableFromDays: z.number().int().nullable(),
  availableToDays: z.number().int().nullable(),
});
export const stockSchema = z.object({
  articleNumber: z.string(),
  stockType: z.string(),
  locations: z.array(stockLocationSchema),
  selectedLocation: stockLocationSchema,
  orderMultiple: z.number().int(),
  totalQuantity: z.number().int(),
});
export type StockWire = z.infer<typeof stockSchema>;

/** POST /stock: one entry per asked article, an error entry for an unknown one. */
export const stockListSchema = z.array(
  z.union([stockSchema, z.object({ articleNumber: z.string(), error: z.string() })]),
);

export const facetValueSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export const searchHitSchema = variantSchema.extend({ price: priceSchema.nullable(), stock: stockSchema.nullable() });
export const searchResponseSchema = z.object({
  total: z.number().int(),
  totalIsLowerBound: z.boolean(),
  exactMatch: z.string().nullable(),
  /** The query with unknown words corrected, when that was searched instead (#45; additive). */
  correctedQuery: z.string().optional(),
  hits: z.array(searchHitSchema),
  facets: z
    .object({
      brands: z.array(facetValueSchema),
      categories: z.array(facetValueSchema),
      filterTags: z.array(facetValueSchema),
      attributes: z.array(z.object({ name: z.string(), values: z.array(facetValueSchema) })),
    })
    .nullable(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/**
 * A search hit as the storefront's listings read it (product cards and their data layer). Parsing only these fields
 * leaves the rest of a full hit unread (zod strips what a schema does not name): every location's stock, the
 * attributes and the description are about four fifths of a listing's answer and were most of the time spent
 * validating it. A service that answers full hits is read the same way.
 */
export const listingHitSchema = searchHitSchema
  .pick({
    name: true,
    articleNumber: true,
    ean: true,
    variantSlug: true,
    discontinued: true,
    purchasability: true,
    brands: true,
    images: true,
    ersattningsartikel: true,
    price: true,
  })
  .extend({
    product: variantSchema.shape.product.pick({ id: true, name: true, breadcrumb: true }),
    stock: stockSchema.pick({ selectedLocation: true, orderMultiple: true }).nullable(),
    /** The unit the card's stock is counted in ("431 m"); optional, so a card without it still reads. */
    webSalesUnit: variantSchema.shape.webSalesUnit.optional(),
  });
export const listingResponseSchema = searchResponseSchema.extend({
  hits: z.array(listingHitSchema),
  /** The signed-in caller's favourite article numbers, when the search asked for them and the service knows how. */
  favourites: z.array(z.string()).max(1_000).optional(),
});
export type ListingResponse = z.infer<typeof listingResponseSchema>;
export type ListingHit = ListingResponse["hits"][number];

/** Find-as-you-type: only these fields survive parsing, a price or stock in the answer is dropped. */
export const suggestionHitsSchema = z.object({
  hits: z.array(
    z.object({
      name: z.string(),
      articleNumber: z.string(),
      variantSlug: z.string(),
      images: z.array(z.object({ assetUrl: z.string(), assetLabel: z.string() })),
      // Optional: suggestions cached before these were kept still parse (they say nothing about replacement).
      discontinued: z.boolean().optional(),
      ersattningsartikel: z.object({ articleNumber: z.string(), name: z.string() }).nullable().optional(),
    }),
  ),
  /** The query with unknown words corrected, when the service searched that instead ("kabbel" → "kabel"). */
  correctedQuery: z.string().optional(),
});
export type SuggestionHit = z.infer<typeof suggestionHitsSchema>["hits"][number];
/** Find-as-you-type's answer from the service: the hits, and the corrected query they were found for, if any. */
export type SuggestionAnswer = { hits: SuggestionHit[]; correctedQuery?: string };

/** GraphQL getVariants for product cards: search hits whose price may be left out of the query. */
export const variantCardsSchema = z.object({
  getVariants: z.array(
    searchHitSchema.extend({
      price: priceSchema
        .nullable()
        .optional()
        .transform((p) => p ?? null),
    }),
  ),
});
/** GraphQL getVariants for one article's price and stock (the price left out without price rights). */
export const variantOffersSchema = z.object({
  getVariants: z.array(
    z.object({ articleNumber: z.string(), price: priceSchema.nullable().optional(), stock: stockSchema.nullable() }),
  ),
});
export const variantsSchema = z.object({ getVariants: z.array(variantSchema) });

/** REPLACEMENT_FACTS_QUERY's answer. */
export const replacementFactsSchema = z.object({
  getVariants: z.array(
    variantSchema
      .pick({ articleNumber: true, name: true, variantSlug: true, discontinued: true, ersattningsartikel: true })
      .extend({
        purchasability: z.object({ online: z.boolean() }),
        product: z.object({ breadcrumb: z.object({ url: z.string() }).nullable() }),
      }),
  ),
});
export type ReplacementFacts = z.infer<typeof replacementFactsSchema>["getVariants"][number];

export const categorySchema = breadcrumbEntry.extend({
  parents: z.array(breadcrumbEntry),
  children: z.array(breadcrumbEntry),
  categoryPath: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export interface MenuNode {
  id: string;
  name: string;
  url: string;
  children: unknown[];
}
const menuNode: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({ id: z.string(), name: z.string(), url: z.string(), children: z.array(menuNode) }),
);
export const menuSchema = z.object({ assortmentId: z.string().optional(), items: z.array(menuNode) });

export const attributeSequenceSchema = z.object({ sequence: z.array(z.string()), disabled: z.array(z.string()) });

export const bracketsSchema = z.object({
  unit: z.string(),
  brackets: z.array(z.object({ minQuantity: z.number().int(), price: z.number() })),
});

export const customerAssortmentSchema = z.object({ assortmentId: z.string() });

export const campaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  isAssortment: z.boolean(),
  customerId: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  articleCount: z.number().int().nonnegative(),
});
export type Campaign = z.infer<typeof campaignSchema>;
