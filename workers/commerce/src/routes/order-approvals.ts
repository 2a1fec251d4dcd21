/**
 * Order approval ("attest", docs/purchasing-controls.md): the buyer's submitted orders and the approver's queue, one
 * approval, and its decision. Who may see one: approvals/access.ts; the rules: domain/purchasing-controls.ts.
 * Amounts leave under the money filter's price keys, so EJ_SE_PRISER callers get null.
 */
import { Hono } from "hono";
import { z } from "zod";
import { APPROVAL_STATUSES } from "@shop/domain/purchasing-controls";
import { ORDER_APPROVAL_COMMENT_MAX } from "@shop/contract/commerce/order-approvals";
import { approvalListScope, visibleApproval } from "../approvals/access";
import { decide } from "../approvals/decide";
import { listApprovals, userNames } from "../approvals/store";
import { approvalDetail, approvalSummary } from "../approvals/view";
import { claimsOf } from "../auth/middleware";
import { clockOf } from "../cart/delivery-gate";
import type { AppEnv } from "../env";
import { badRequest, jsonBody, queryParams } from "../http/errors";
import { plainText } from "../mail/outbox";

const listQuery = z.strictObject({
  view: z.enum(["mine", "queue"]).default("queue"),
  status: z.enum(APPROVAL_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

const decisionBody = z.strictObject({
  decision: z.enum(["APPROVE", "REJECT"]),
  // Kept as written (line breaks too) and put into the buyer's mail as plain text.
  comment: z.string().trim().max(ORDER_APPROVAL_COMMENT_MAX).default(""),
});

export const orderApprovalRoutes = new Hono<AppEnv>()
  .get("/v2/order-approvals", async (c) => {
    const claims = claimsOf(c);
    const query = queryParams(c, listQuery);
    if (!claims.customerId)
      throw badRequest("Choose a customer to see its approvals", [
        { path: "customerId", code: "missing_context", message: "The token has no customer context" },
      ]);
    const scope = await approvalListScope(c.env.DB, claims, claims.customerId, query.view);
    if (!scope) return c.json({ approvals: [], total: 0, limit: query.limit, offset: query.offset });
    const { rows, total } = await listApprovals(c.env.DB, {
      customerId: claims.customerId,
      userId: claims.sub,
      view: query.view,
      status: query.status ?? null,
      scopeSql: scope.sql,
      scopeBinds: scope.binds,
      limit: query.limit,
      offset: query.offset,
    });
    const names = await userNames(
      c.env.DB,
      rows.flatMap((r) => [r.user_id, ...(r.decided_by ? [r.decided_by] : [])]),
    );
    return c.json({
      approvals: rows.map((r) => approvalSummary(r, names)),
      total,
      limit: query.limit,
      offset: query.offset,
    });
  })
  .get("/v2/order-approvals/:id", async (c) => {
    const claims = claimsOf(c);
    const { approval, controls } = await visibleApproval(c.env.DB, claims, c.req.param("id"));
    return c.json(await approvalDetail(c.env.DB, claims, approval, controls));
  })
  .post("/v2/order-approvals/:id/decision", async (c) => {
    const claims = claimsOf(c);
    const body = await jsonBody(c, decisionBody);
    const decided = await decide(
      c.env.DB,
      claims,
      c.req.param("id"),
      { decision: body.decision, comment: plainText(body.comment) },
      clockOf(c).closingDays,
    );
    const { controls } = await visibleApproval(c.env.DB, claims, decided.id);
    return c.json(await approvalDetail(c.env.DB, claims, decided, controls));
  });
