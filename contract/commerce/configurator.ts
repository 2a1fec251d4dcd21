/**
 * A product family as the configurator reads it, in one call: GET /v1/products/{productId}/variants answers every
 * article of the family the viewer's assortment holds (no prices: those are the buyer's, asked for the matching
 * articles only) and its category's attribute sequence (as /attribute-sequence/{category}/1).
 */
import { z } from "zod";

export const PRODUCT_FAMILY_MAX = 500;

export const familyVariantSchema = z.object({
  articleNumber: z.string(),
  name: z.string(),
  variantSlug: z.string(),
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  discontinued: z.boolean(),
  purchasability: z.object({ online: z.boolean(), store: z.boolean(), reasons: z.array(z.string()) }),
  ersattningsartikel: z.object({ articleNumber: z.string(), name: z.string(), variantSlug: z.string() }).nullable(),
});
export type FamilyVariant = z.infer<typeof familyVariantSchema>;

export const productFamilySchema = z.object({
  productId: z.string(),
  name: z.string(),
  categoryId: z.string(),
  attributeSequence: z.object({ sequence: z.array(z.string()), disabled: z.array(z.string()) }),
  variants: z.array(familyVariantSchema).max(PRODUCT_FAMILY_MAX),
});
export type ProductFamily = z.infer<typeof productFamilySchema>;

export const productFamilyPath = (productId: string) => `v1/products/${encodeURIComponent(productId)}/variants`;
