/**
 * A customer's order reference settings (docs/purchasing-controls.md): GET and PUT
 * /v2/customers/{customerId}/order-references (workers/commerce/src/routes/order-references.ts).
 */
import { z } from "zod";
import {
  COST_CENTRE_NAME_MAX,
  COST_CENTRE_PATTERN,
  COST_CENTRES_MAX,
  ORDER_REFERENCE_MESSAGES,
} from "@shop/domain/order-references";
import { singleLineText } from "../single-line-text";

export const costCentreSchema = z.object({
  code: z.string().trim().regex(COST_CENTRE_PATTERN, ORDER_REFERENCE_MESSAGES.COST_CENTRE_INVALID),
  name: singleLineText(COST_CENTRE_NAME_MAX).default(""),
});

/** PUT: the whole setting at once; codes are unique regardless of case. */
export const orderReferenceSettingsInputSchema = z.strictObject({
  referenceRequired: z.boolean(),
  costCentreRequired: z.boolean(),
  costCentres: z
    .array(costCentreSchema)
    .max(COST_CENTRES_MAX)
    .refine(
      (list) => new Set(list.map((c) => c.code.toLocaleUpperCase("sv"))).size === list.length,
      "Samma kostnadsställe finns två gånger i listan.",
    ),
});
export type OrderReferenceSettingsInput = z.infer<typeof orderReferenceSettingsInputSchema>;

export const orderReferenceSettingsSchema = z.object({
  customerId: z.string(),
  referenceRequired: z.boolean(),
  costCentreRequired: z.boolean(),
  costCentres: z.array(z.object({ code: z.string(), name: z.string() })),
  /** Whether the caller may change them (an admin of the customer). */
  mayChange: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type OrderReferenceSettingsWire = z.infer<typeof orderReferenceSettingsSchema>;
