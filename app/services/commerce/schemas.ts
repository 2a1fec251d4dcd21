/** Response shapes of the commerce service as the storefront reads them (the commerce worker's routes in workers/commerce/src/routes). */
import { z } from "zod";

const breadcrumbEntry = z.object({ id: z.string(), name: z.string(), slug: z.string(), url: z.string(), level: z.number().int() });

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
  webSalesUnit: z.object({ unit: z.string(), conversionFactor: z.number().nullable(), conversionUnit: z.string().nullable() }),
  product: z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    breadcrumb: breadcrumbEntry.extend({ parents: z.array(breadcrumbEntry) }).nullable(),
    categoryPaths: z.array(z.string()),
  }),
  brands: z.array(z.object({ brand: z.string(), id: z.string(), slug: z.string() })),
  images: z.array(z.object({ assetType: z.string(), assetUrl: z.string(), assetLabel: z.string(), assetMimeType: z.string() })),
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  warnings: z.array(z.object({ code: z.string(), description: z.string(), signalWord: z.string(), assetUrl: z.string(), detailedDescription: z.string() })),
  relations: z.array(z.object({ type: z.string(), articleNumber: z.string() })),
  ersattningsartikel: z.object({ articleNumber: z.string(), name: z.string(), variantSlug: z.string() }).nullable(),
});
export type Variant = z.infer<typeof variantSchema>;

const sek = z.number().nullable();
/** Amounts arrive in SEK with two decimals; the client turns them into öre once (services/commerce/money). */
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

export const facetValueSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export const searchResponseSchema = z.object({
  total: z.number().int(),
  totalIsLowerBound: z.boolean(),
  exactMatch: z.string().nullable(),
  hits: z.array(variantSchema.extend({ price: priceSchema.nullable(), stock: stockSchema.nullable() })),
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

export const categorySchema = breadcrumbEntry.extend({
  parents: z.array(breadcrumbEntry),
  children: z.array(breadcrumbEntry),
  categoryPath: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const attributeSequenceSchema = z.object({ sequence: z.array(z.string()), disabled: z.array(z.string()) });

export const bracketsSchema = z.object({
  unit: z.string(),
  brackets: z.array(z.object({ minQuantity: z.number().int(), price: z.number() })),
});

export const locationSchema = z.object({ id: z.string(), name: z.string() });
