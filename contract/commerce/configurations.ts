/**
 * Saved product configurations (the account page 'product configuration'): a named set of configurator choices
 * for one product family, stored by the commerce service per user and customer.
 * GET /v1/configurations, POST /v1/configurations, GET|DELETE /v1/configurations/{id}.
 */
import { z } from "zod";
import { SELECTION_TEXT_MAX, SELECTIONS_MAX } from "@shop/domain/configurator-selections";
import { CONFIGURATION_NAME_MAX } from "@shop/domain/saved-configurations";
import { singleLineText } from "@shop/contract/single-line-text";

// Defined without zod so the save form's browser code can read them without pulling zod in.
export { CONFIGURATION_NAME_MAX, SAVED_CONFIGURATIONS_MAX } from "@shop/domain/saved-configurations";

const selectionsSchema = z
  .record(z.string().min(1).max(SELECTION_TEXT_MAX), z.string().min(1).max(SELECTION_TEXT_MAX))
  .refine((s) => Object.keys(s).length <= SELECTIONS_MAX, { message: "too many selections" });

export const savedConfigurationSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The product family the choices narrow (Variant.product.id). */
  productId: z.string(),
  productName: z.string(),
  /** A member article's slug, to reopen the configurator at /produkt/{slug}?val.<attribute>=<value>. */
  variantSlug: z.string(),
  selections: selectionsSchema,
  /** The one article the choices lead to, when they lead to exactly one; null while more match. */
  articleNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type SavedConfiguration = z.infer<typeof savedConfigurationSchema>;

export const savedConfigurationListSchema = z.object({ configurations: z.array(savedConfigurationSchema) });

/** What a buyer saves; the service checks that the product exists and that the selections name its attributes. */
export const saveConfigurationInputSchema = z.object({
  name: singleLineText(CONFIGURATION_NAME_MAX).min(1),
  productId: z.string().min(1).max(64),
  selections: selectionsSchema,
});
export type SaveConfigurationInput = z.infer<typeof saveConfigurationInputSchema>;
