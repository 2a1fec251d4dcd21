/**
 * Quote answers (workers/commerce/src/routes/quotes.ts, quotes/view.ts). Amounts are SEK numbers with at most two
 * decimals, or null where the service's money filter hides them (EJ_SE_PRISER).
 */
import { z } from "zod";
import { NOT_PURCHASABLE_REASONS } from "@shop/domain/purchase-constraints";
import { QUOTE_STATUSES } from "@shop/domain/quote-status";

const money = z.number().nullable();

export const quotePartySchema = z.object({
  type: z.string().optional(),
  label: z.string().optional(),
  name: z.string().optional(),
  organizationNumber: z.string().optional(),
  reference: z.string().optional(),
  contactPerson: z.string().optional(),
  address: z.string().optional(),
});
export type QuoteParty = z.infer<typeof quotePartySchema>;

export const quoteItemSchema = z.object({
  quoteItemId: z.string(),
  articleNumber: z.string(),
  name: z.string().nullable(),
  unit: z.string(),
  quantity: z.number(),
  /** The buyer's price to his customer: the catalogue price by priceType unless he set his own. */
  price: money,
  discountPercentage: z.number().nullable(),
  priceOverridden: z.boolean(),
  lineTotal: money,
  /** The wholesaler's agreed purchase price from its offer (null before an offer, or hidden): what the cart charges. */
  agreedPrice: money.default(null),
});
export type QuoteItem = z.infer<typeof quoteItemSchema>;

export const quoteCustomItemSchema = z.object({
  customItemId: z.string(),
  name: z.string(),
  quantity: z.number(),
  unit: z.string(),
  price: money,
  lineTotal: money,
});
export type QuoteCustomItem = z.infer<typeof quoteCustomItemSchema>;

export const quoteAttachmentSchema = z.object({
  attachmentId: z.string(),
  fileName: z.string(),
  mimeType: z.string().optional(),
  size: z.number(),
  createdAt: z.string().optional(),
  url: z.string(),
});
export type QuoteAttachment = z.infer<typeof quoteAttachmentSchema>;

/** What a new quote starts with (GET /v1/quotes/default): the fields every quote has. */
export const quoteDefaultsSchema = z.object({
  status: z.enum(QUOTE_STATUSES),
  title: z.string(),
  finalMessage: z.string(),
  validFrom: z.string(),
  validFor: z.number(),
  sender: quotePartySchema,
  receiver: quotePartySchema,
  priceType: z.enum(["NET", "GROSS"]),
  mergeArticles: z.boolean(),
  showDiscounts: z.boolean(),
});
export type QuoteDefaults = z.infer<typeof quoteDefaultsSchema>;

export const quoteSchema = quoteDefaultsSchema.extend({
  quoteId: z.string(),
  customerId: z.string(),
  userId: z.string(),
  /** The owner's full name: the user the quote is for (a customer admin may make one for a colleague). */
  ownerName: z.string().nullable().default(null),
  /** The wholesaler's quote desk's message with its offer or decline. */
  deskMessage: z.string().nullable().default(null),
  createdAt: z.string(),
  updatedAt: z.string(),
  items: z.array(quoteItemSchema),
  customItems: z.array(quoteCustomItemSchema),
  attachments: z.array(quoteAttachmentSchema).default([]),
  total: money,
  currency: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const quoteSummarySchema = z.object({
  quoteId: z.string(),
  status: z.enum(QUOTE_STATUSES),
  title: z.string(),
  validFrom: z.string(),
  validFor: z.number(),
  receiver: quotePartySchema,
  updatedAt: z.string(),
  createdAt: z.string(),
});
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

export const quoteListSchema = z.object({ data: z.array(quoteSummarySchema), total: z.number() });

export const quoteAttachmentAddedSchema = z.object({
  attachmentId: z.string(),
  fileName: z.string(),
  size: z.number(),
  url: z.string(),
});

/**
 * POST /v2/cart/current/quotes/{quoteId}: the accepted quote's catalogue lines in the cart at the agreed prices.
 * Custom items (the buyer's own work) and articles no longer sold are named, not added.
 */
export const quoteToCartAnswerSchema = z.object({
  added: z.array(z.object({ articleNumber: z.string(), quantity: z.number() })),
  skipped: z.array(
    z.object({
      articleNumber: z.string().nullable(),
      name: z.string(),
      reason: z.enum(["custom_item", "not_purchasable_online", "unknown_article"]),
      /** With not_purchasable_online: the purchase rule's reason (absent when the line has no price to charge). */
      purchaseReason: z.enum(NOT_PURCHASABLE_REASONS).nullish(),
    }),
  ),
});
export type QuoteToCartAnswer = z.infer<typeof quoteToCartAnswerSchema>;
