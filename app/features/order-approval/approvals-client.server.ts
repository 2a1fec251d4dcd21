/**
 * Order approval ("attest") and purchasing controls in the commerce service (docs/purchasing-controls.md): the
 * approver's queue and the buyer's submitted orders, one approval, its decision, and a user's limits and approver
 * right in the user administration.
 */
import { z } from "zod";
import {
  approvalDetailSchema,
  approvalListSchema,
  purchasingControlsListSchema,
  purchasingControlsSchema,
  type ApprovalDetail,
  type ApprovalSummary,
  type PurchasingControlsWire,
} from "@shop/contract/commerce/order-approvals";
import type { ApprovalStatus } from "@shop/domain/purchasing-controls";
import { commerceCall, type CommerceTransport } from "~/platform/services/commerce-client.server";

export async function listApprovals(
  transport: CommerceTransport,
  query: { view: "mine" | "queue"; status?: ApprovalStatus; limit?: number; offset?: number },
): Promise<{ approvals: ApprovalSummary[]; total: number }> {
  return commerceCall(transport, {
    path: "/v2/order-approvals",
    query: { view: query.view, status: query.status, limit: query.limit ?? 50, offset: query.offset ?? 0 },
    schema: approvalListSchema,
  });
}

export async function getApproval(transport: CommerceTransport, id: string): Promise<ApprovalDetail> {
  return commerceCall(transport, {
    path: `/v2/order-approvals/${encodeURIComponent(id)}`,
    schema: approvalDetailSchema,
  });
}

export async function decideApproval(
  transport: CommerceTransport,
  id: string,
  decision: "APPROVE" | "REJECT",
  comment: string,
): Promise<ApprovalDetail> {
  return commerceCall(transport, {
    path: `/v2/order-approvals/${encodeURIComponent(id)}/decision`,
    body: { decision, comment },
    schema: approvalDetailSchema,
  });
}

export async function purchasingControlsOf(
  transport: CommerceTransport,
  userId: string,
): Promise<PurchasingControlsWire[]> {
  const { controls } = await commerceCall(transport, {
    path: `/v2/users/${encodeURIComponent(userId)}/purchasing-controls`,
    schema: purchasingControlsListSchema,
  });
  return controls;
}

export async function savePurchasingControls(
  transport: CommerceTransport,
  userId: string,
  customerId: string,
  controls: { orderLimitOre: number | null; monthlyLimitOre: number | null; mayApprove: boolean },
): Promise<PurchasingControlsWire> {
  return commerceCall(transport, {
    method: "PUT",
    path: `/v2/users/${encodeURIComponent(userId)}/purchasing-controls/${encodeURIComponent(customerId)}`,
    body: controls,
    schema: purchasingControlsSchema,
  });
}

export const approvalIdSchema = z.string().regex(/^ATT-[0-9A-F]{10}$/);
