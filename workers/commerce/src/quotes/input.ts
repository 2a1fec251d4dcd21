/** The request bodies of the quote routes (routes/quotes.ts). */
import { z } from "zod";
import { singleLineText } from "@shop/contract/single-line-text";
import { QUOTE_STATUSES } from "@shop/domain/quote-status";
import { MAX_QUOTE_VALID_DAYS } from "@shop/domain/quote-validity";

// A party's texts, a line's name and unit and the title are one line each (contract/single-line-text.ts): the quote's
// PDF prints them as stored. Only the address and the final message may run over several lines.
const party = z.object({
  type: singleLineText(40).optional(),
  label: singleLineText(100).optional(),
  name: singleLineText(100).optional(),
  organizationNumber: z
    .string()
    .regex(/^\d{6}-?\d{4}$/)
    .optional(),
  reference: singleLineText(100).optional(),
  contactPerson: singleLineText(100).optional(),
  address: z.string().max(300).optional(),
});
export type QuoteParty = z.infer<typeof party>;

export const money = z.number().min(0).max(10_000_000).multipleOf(0.01);
const quantity = z.number().int().min(1).max(1_000_000);
const discountPercentage = z.number().min(0).max(100).nullish();

export const itemInput = z.object({
  articleNumber: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z-]{1,20}$/),
  quantity,
  price: money.nullish(),
  discountPercentage,
});
export type QuoteItemInput = z.infer<typeof itemInput>;

export const customItemInput = z.object({
  name: singleLineText(200).min(1),
  quantity,
  unit: singleLineText(10).min(1).default("st"),
  price: money,
});
export type CustomItemInput = z.infer<typeof customItemInput>;

export const quoteFields = z.object({
  title: singleLineText(200).optional(),
  finalMessage: z.string().max(4000).optional(),
  validFrom: z.iso.date().optional(),
  validFor: z.number().int().min(1).max(MAX_QUOTE_VALID_DAYS).optional(),
  sender: party.optional(),
  receiver: party.optional(),
  priceType: z.enum(["NET", "GROSS"]).optional(),
  mergeArticles: z.boolean().optional(),
  showDiscounts: z.boolean().optional(),
});
export type QuoteFields = z.infer<typeof quoteFields>;

export const newQuoteBody = quoteFields
  .extend({
    items: z.array(itemInput).max(500).default([]),
    customItems: z.array(customItemInput).max(100).default([]),
    /** A customer admin makes the quote for another user of the customer (its owner). */
    forUserId: z.string().min(1).max(80).optional(),
  })
  .default({ items: [], customItems: [] });

export const itemUpdates = z.object({
  items: z
    .array(
      z.object({
        quoteItemId: z.string().max(80),
        quantity: quantity.optional(),
        price: money.nullish(),
        discountPercentage,
      }),
    )
    .min(1)
    .max(500),
});
export type QuoteItemUpdate = z.infer<typeof itemUpdates>["items"][number];

export const customItemUpdates = z.object({
  customItems: z
    .array(customItemInput.partial().extend({ customItemId: z.string().max(80) }))
    .min(1)
    .max(100),
});
export type CustomItemUpdate = z.infer<typeof customItemUpdates>["customItems"][number];

/** PATCH /v1/quotes/:id: any of the fields and/or a new status. */
export const quoteFieldsWithStatus = quoteFields.extend({ status: z.enum(QUOTE_STATUSES).optional() });
export type QuoteChanges = z.infer<typeof quoteFieldsWithStatus>;
