/**
 * Order approval and purchasing controls on the wire (workers/commerce/src/routes/order-approvals.ts,
 * routes/user-admin.ts; docs/purchasing-controls.md). Amounts are integer öre excluding VAT; null = hidden by the
 * money filter (EJ_SE_PRISER).
 */
import { z } from "zod";
import { APPROVAL_REASONS, APPROVAL_STATUSES, MAX_LIMIT_ORE } from "@shop/domain/purchasing-controls";

/** The longest comment an approver may give with a decision, in characters. */
export const ORDER_APPROVAL_COMMENT_MAX = 1000;

const ore = z.number().int().nullable();

export const approvalSummarySchema = z.object({
  approvalId: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  reason: z.enum(APPROVAL_REASONS),
  customerId: z.string(),
  projectId: z.string().nullable(),
  buyer: z.object({ userId: z.string(), name: z.string() }),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.object({ userId: z.string(), name: z.string() }).nullable(),
  comment: z.string().nullable(),
  deliveryIds: z.array(z.string()),
  lineCount: z.number().int(),
  netOre: ore,
  vatOre: ore,
  totalOre: ore,
  placedOrders: z.array(
    z.object({
      deliveryId: z.string(),
      orderId: z.string().nullable(),
      requestedDeliveryDate: z.string().nullable(),
      movedFrom: z.string().nullable(),
    }),
  ),
});
export type ApprovalSummary = z.infer<typeof approvalSummarySchema>;

export const approvalListSchema = z.object({
  approvals: z.array(approvalSummarySchema),
  total: z.number().int(),
});

export const APPROVAL_EVENT_ACTIONS = ["SUBMITTED", "APPROVED", "REJECTED", "PLACED", "DATE_MOVED"] as const;

export const approvalDetailSchema = approvalSummarySchema.extend({
  mayApprove: z.boolean(),
  mayReject: z.boolean(),
  refusal: z.string().nullable(),
  deliveries: z.array(
    z.object({
      deliveryId: z.string(),
      requestedDeliveryDate: z.string(),
      customerOrderNumber: z.string().nullable(),
      reference: z.string().nullable(),
      costCentre: z.string().nullable().default(null),
      message: z.string().nullable(),
      zipCode: z.string().nullable(),
      deliveryAddress: z
        .object({ name: z.string(), address1: z.string(), postalCode: z.string(), postalAddress: z.string() })
        .nullable(),
      netOre: ore,
      lines: z.array(
        z.object({
          line: z.number().int(),
          articleNumber: z.string(),
          name: z.string(),
          quantity: z.number(),
          unit: z.string(),
          label: z.string(),
          unitPriceOre: ore,
          lineNetOre: ore,
        }),
      ),
    }),
  ),
  events: z.array(
    z.object({ action: z.enum(APPROVAL_EVENT_ACTIONS), at: z.string(), by: z.string(), detail: z.string() }),
  ),
});
export type ApprovalDetail = z.infer<typeof approvalDetailSchema>;

/** A limit as an admin sets it: whole öre, 0 up to MAX_LIMIT_ORE, or null for none. */
const limitOre = z.number().int().min(0).max(MAX_LIMIT_ORE).nullable();

/** PUT /v2/users/:id/purchasing-controls/:customerId */
export const purchasingControlsInputSchema = z.strictObject({
  orderLimitOre: limitOre,
  monthlyLimitOre: limitOre,
  mayApprove: z.boolean(),
});

export const purchasingControlsSchema = z.object({
  customerId: z.string(),
  orderLimitOre: z.number().int().nullable(),
  monthlyLimitOre: z.number().int().nullable(),
  mayApprove: z.boolean(),
  updatedAt: z.string().nullable(),
});
export const purchasingControlsListSchema = z.object({ controls: z.array(purchasingControlsSchema) });
export type PurchasingControlsWire = z.infer<typeof purchasingControlsSchema>;
