/**
 * The approver's pages on my pages ("Att attestera", docs/purchasing-controls.md): the queue, one submitted order,
 * and its decision as a plain form post (works without JavaScript). The commerce service decides who may see and
 * decide what; these pages only show its answers, amounts formatted where the service sent them (null for
 * EJ_SE_PRISER).
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { formatDate, formatDateTime, formatPrice } from "@shop/domain/format";
import { DECISION_REFUSAL_MESSAGES } from "@shop/domain/purchasing-controls";
import type { ApprovalDetail, ApprovalSummary } from "@shop/contract/commerce/order-approvals";
import { ORDER_APPROVAL_COMMENT_MAX } from "@shop/contract/commerce/order-approvals";
import { serverT } from "~/platform/i18n/catalogue.server";
import { loadOrFail, readAccountForm, requireCommerce } from "~/platform/routing/signed-in.server";
import { CommerceError } from "~/platform/services/commerce-errors.server";
import { commerceFailure } from "~/platform/session/commerce-session.server";
import { redirectWithToast } from "~/platform/session/toast.server";
import { approvalIdSchema, decideApproval, getApproval, listApprovals } from "./approvals-client.server";

export const APPROVALS_PATH = "/mina-sidor/att-attestera";

const money = (ore: number | null) => (ore === null ? null : formatPrice(ore));

function statusText(status: ApprovalSummary["status"]) {
  return serverT(`order-approval.status.${status}`);
}

export function approvalRow(a: ApprovalSummary) {
  return {
    approvalId: a.approvalId,
    status: a.status,
    statusText: statusText(a.status),
    reasonText: serverT(`order-approval.reason.${a.reason}`),
    buyer: a.buyer.name,
    submittedAt: formatDateTime(a.submittedAt),
    decidedAt: a.decidedAt ? formatDateTime(a.decidedAt) : null,
    decidedBy: a.decidedBy?.name ?? null,
    comment: a.comment,
    lineCount: a.lineCount,
    net: money(a.netOre),
    placedOrders: a.placedOrders,
  };
}
export type ApprovalRowView = ReturnType<typeof approvalRow>;

/** The queue: orders awaiting the caller's decision first, then the latest decided ones. */
export async function approvalQueuePage(request: Request, context: AppLoadContext) {
  const commerce = await requireCommerce(request, context);
  const [pending, all] = await loadOrFail(request, context, () =>
    Promise.all([
      listApprovals(commerce.transport, { view: "queue", status: "PENDING" }),
      listApprovals(commerce.transport, { view: "queue", limit: 20 }),
    ]),
  );
  return {
    title: serverT("order-approval.queue.title"),
    pending: pending.approvals.map(approvalRow),
    decided: all.approvals.filter((a) => a.status !== "PENDING").map(approvalRow),
  };
}

/**
 * The buyer's own orders awaiting approval, for the order history ("Väntar på attest"). The history's own list was
 * read first; a failure here leaves it readable without this section rather than turning it into an error page.
 */
export async function pendingOwnApprovals(request: Request, context: AppLoadContext) {
  const commerce = await requireCommerce(request, context);
  let approvals: ApprovalSummary[];
  try {
    ({ approvals } = await listApprovals(commerce.transport, { view: "mine", limit: 50 }));
  } catch {
    return [];
  }
  // Pending ones, and rejected ones so the buyer reads why (the approved ones are orders in the list itself).
  return approvals.filter((a) => a.status !== "APPROVED").map(approvalRow);
}

function detailView(a: ApprovalDetail) {
  return {
    ...approvalRow(a),
    mayApprove: a.mayApprove,
    mayReject: a.mayReject,
    // Only a refusal the reader can act on is said: his own limit (the buyer and other readers simply get no form).
    refusal:
      a.refusal === "OVER_APPROVER_LIMIT" || a.refusal === "OVER_APPROVER_MONTHLY_LIMIT"
        ? serverT(`order-approval.refusal.${a.refusal}`)
        : null,
    total: money(a.totalOre),
    deliveries: a.deliveries.map((d) => ({
      deliveryId: d.deliveryId,
      method: serverT(`account-pages.delivery.${d.deliveryId}`),
      requestedDeliveryDate: formatDate(d.requestedDeliveryDate),
      customerOrderNumber: d.customerOrderNumber,
      reference: d.reference,
      costCentre: d.costCentre,
      message: d.message,
      address: d.deliveryAddress
        ? [
            d.deliveryAddress.name,
            d.deliveryAddress.address1,
            `${d.deliveryAddress.postalCode} ${d.deliveryAddress.postalAddress}`,
          ]
            .filter((s) => s.trim())
            .join(", ")
        : null,
      net: money(d.netOre),
      lines: d.lines.map((l) => ({
        line: l.line,
        articleNumber: l.articleNumber,
        name: l.name,
        quantity: `${l.quantity} ${l.unit}`,
        label: l.label,
        unitPrice: money(l.unitPriceOre),
        lineNet: money(l.lineNetOre),
      })),
    })),
    events: a.events.map((e) => ({
      text: serverT(`order-approval.event.${e.action}`),
      at: formatDateTime(e.at),
      by: e.by,
      detail: e.action === "SUBMITTED" ? serverT(`order-approval.reason.${e.detail}`) : e.detail,
    })),
  };
}
export type ApprovalDetailView = ReturnType<typeof detailView>;

function approvalIdOf(params: { id?: string }): string {
  const parsed = approvalIdSchema.safeParse(params.id);
  if (!parsed.success) throw new Response(serverT("order-approval.not_found"), { status: 404 });
  return parsed.data;
}

export async function approvalPage(request: Request, context: AppLoadContext, params: { id?: string }) {
  const commerce = await requireCommerce(request, context);
  const id = approvalIdOf(params);
  const approval = await loadOrFail(request, context, () => getApproval(commerce.transport, id));
  return {
    title: serverT("order-approval.detail.title", { id }),
    approval: detailView(approval),
    commentMax: ORDER_APPROVAL_COMMENT_MAX,
  };
}

export type DecisionAnswer = { ok: false; message: string; comment: string };

/** The decision form: approve or reject, with a comment; the service's refusal in Swedish beside the form. */
export async function approvalAction(request: Request, context: AppLoadContext, params: { id?: string }) {
  const id = approvalIdOf(params);
  const { formData, commerce } = await readAccountForm(request, context);
  const intent = String(formData.get("intent") ?? "");
  const comment = String(formData.get("comment") ?? "").trim();
  const refuse = (message: string, status: number) => data<DecisionAnswer>({ ok: false, message, comment }, { status });
  if (intent !== "approve" && intent !== "reject") return refuse(serverT("account-pages.unknown_action"), 400);
  if (comment.length > ORDER_APPROVAL_COMMENT_MAX)
    return refuse(serverT("order-approval.detail.comment_too_long", { max: ORDER_APPROVAL_COMMENT_MAX }), 400);
  if (intent === "reject" && !comment) return refuse(serverT("order-approval.detail.comment_required"), 400);
  try {
    const decided = await decideApproval(commerce.transport, id, intent === "approve" ? "APPROVE" : "REJECT", comment);
    const moved = decided.placedOrders.filter((o) => o.movedFrom);
    return redirectWithToast(request, context, APPROVALS_PATH, {
      type: "success",
      message:
        intent === "approve"
          ? serverT(moved.length ? "order-approval.detail.approved_moved" : "order-approval.detail.approved", {
              id,
              orders: decided.placedOrders.flatMap((o) => (o.orderId ? [o.orderId] : [])).join(", "),
            })
          : serverT("order-approval.detail.rejected", { id }),
    });
  } catch (error) {
    if (error instanceof CommerceError && (error.status === 409 || error.status === 403)) {
      // The service's refusals of a decision are the domain's Swedish sentences (domain/purchasing-controls.ts).
      const known = Object.values(DECISION_REFUSAL_MESSAGES).find((m) => m === error.serviceMessage);
      return refuse(known ?? serverT("order-approval.detail.refused"), error.status);
    }
    if (error instanceof CommerceError && error.status === 400) return refuse(serverT("account-pages.rejected"), 400);
    throw await commerceFailure(error, request, context);
  }
}
