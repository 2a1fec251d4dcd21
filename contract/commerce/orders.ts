/** Order history answers (workers/commerce/src/routes/orders.ts, orders/store.ts). */
import { z } from "zod";

/**
 * Amounts arrive as decimal strings or numbers; kept as exact text for formatting. null = hidden by the
 * service's money filter (domain/money-view.ts) for a viewer whose denials hide it.
 */
const money = z.union([z.number(), z.string()]).nullable();
const optionalText = z.string().nullable().optional();

/** The longest search text `GET /orders/search?q=` takes, in characters; the order history page says so beside its field. */
export const ORDER_SEARCH_TEXT_MAX = 60;

export const orderSummarySchema = z.object({
  orderId: z.string(),
  tempOrderId: z.string().nullable(),
  // No status event yet (an order just placed) reads as received.
  status: z
    .string()
    .nullable()
    .transform((s) => s ?? "RECEIVED"),
  createdAt: z.string(),
  deliveryId: z.string().nullable(),
  customerOrderNumber: z.string().nullable(),
  reference: z.string().nullable(),
  /** The cost centre the order is booked on (docs/purchasing-controls.md); absent from services before it existed. */
  costCentre: z.string().nullable().default(null),
  currency: z.string(),
  net: money,
  vat: money,
  total: money,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderListSchema = z.object({ orders: z.array(orderSummarySchema), total: z.number() });

const orderLineSchema = z.object({
  articleNumber: z.string(),
  name: optionalText,
  quantity: z.number(),
  unit: optionalText,
  unitPrice: money.nullable().optional(),
  lineNet: money.nullable().optional(),
});

export const orderSchema = orderSummarySchema.extend({
  message: optionalText,
  requestedDeliveryDate: optionalText,
  /** Express deliveries (XXX, 24-12): the zip code the delivery goes to. */
  zipCode: optionalText,
  statusHistory: z.array(z.object({ status: z.string(), at: z.string() })).default([]),
  items: z.array(orderLineSchema).default([]),
  /** An order placed from an approval: its audit trail (docs/purchasing-controls.md); null for a direct order. */
  approval: z
    .object({
      approvalId: z.string(),
      events: z.array(z.object({ action: z.string(), at: z.string(), by: z.string(), detail: z.string() })),
    })
    .nullable()
    .optional(),
});
export type Order = z.infer<typeof orderSchema>;

const orderAddressSchema = z
  .object({
    name: optionalText,
    recipientName: optionalText,
    address1: optionalText,
    address2: optionalText,
    postalCode: optionalText,
    postalAddress: optionalText,
  })
  .nullable();
export const orderAddressesSchema = z.object({
  deliveryAddress: orderAddressSchema,
  invoiceAddress: orderAddressSchema,
});

export const invoiceSchema = z.object({
  invoiceId: z.string(),
  amount: money,
  currency: z.string(),
  issuedAt: z.string(),
  dueAt: z.string(),
  paid: z.boolean(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const documentsMailedSchema = z.object({ queued: z.boolean(), to: z.string() });

/** POST /orders/inquiry: the question is stored and mailed to customer service. */
export const inquiryAnswerSchema = z.object({ inquiryId: z.string(), orderId: z.string().nullable() });
