/**
 * Project budgets (docs/purchasing-controls.md "Projektbudget"): a customer admin lists his customer's projects with
 * their budgets and sets or removes one (who may: budgets/access.ts, the one authorization point); and any signed-in
 * buyer reads his own purchasing position at his current customer and project (his limits, what is left of them and
 * of his project's budget, and whether a checkout of his cart would go to approval: approvals/position.ts).
 * Amounts leave under the money filter's price keys, so EJ_SE_PRISER callers get null.
 */
import { Hono } from "hono";
import { z } from "zod";
import { projectBudgetInputSchema } from "@shop/contract/commerce/project-budgets";
import { budgetPeriod, budgetRemaining } from "@shop/domain/project-budgets";
import { purchasingPosition } from "../approvals/position";
import { claimsOf } from "../auth/middleware";
import { canReadCustomerProject } from "../auth/access";
import { assertBudgetAdmin, budgetProject } from "../budgets/access";
import {
  budgetOf,
  budgetUsed,
  deleteBudget,
  projectsWithBudgets,
  saveBudget,
  type ProjectBudget,
} from "../budgets/store";
import type { AppEnv } from "../env";
import { badRequest, jsonBody, queryParams } from "../http/errors";

const listQuery = z.strictObject({ customerId: z.string().max(40).optional() });
const positionQuery = z.strictObject({ cartId: z.string().min(1).max(100).optional() });

async function standing(db: D1Database, budget: ProjectBudget | null) {
  const period = budget ? budgetPeriod(budget) : null;
  if (!budget || !period) return null;
  const used = await budgetUsed(db, budget.customerId, budget.projectId, period);
  return {
    fromDate: period.fromDate,
    toDate: period.toDate,
    usedOre: used,
    remainingOre: budgetRemaining(budget.amountOre, used),
  };
}

const wire = (b: ProjectBudget | null) =>
  b
    ? { period: b.period, amountOre: b.amountOre, fromDate: b.fromDate, toDate: b.toDate, updatedAt: b.updatedAt }
    : null;

export const projectBudgetRoutes = new Hono<AppEnv>()
  .get("/v2/purchasing-controls/me", async (c) => {
    const { cartId } = queryParams(c, positionQuery);
    return c.json(await purchasingPosition(c.env.DB, claimsOf(c), cartId ?? null));
  })
  .get("/v2/project-budgets", async (c) => {
    const claims = claimsOf(c);
    const customerId = queryParams(c, listQuery).customerId ?? claims.customerId;
    if (!customerId)
      throw badRequest("Choose a customer to see its project budgets", [
        { path: "customerId", code: "missing_context", message: "The token has no customer context" },
      ]);
    assertBudgetAdmin(claims, customerId);
    const rows = (await projectsWithBudgets(c.env.DB, customerId)).filter((p) =>
      canReadCustomerProject(claims, customerId, p.projectId),
    );
    const projects = await Promise.all(
      rows.map(async (p) => ({
        projectId: p.projectId,
        projectName: p.projectName,
        budget: wire(p.budget),
        current: await standing(c.env.DB, p.budget),
      })),
    );
    return c.json({ customerId, projects });
  })
  .put("/v2/project-budgets/:customerId/:projectId", async (c) => {
    const claims = claimsOf(c);
    const project = await budgetProject(c.env.DB, claims, c.req.param("customerId"), c.req.param("projectId"));
    const body = await jsonBody(c, projectBudgetInputSchema);
    await saveBudget(
      c.env.DB,
      {
        ...project,
        period: body.period,
        amountOre: body.amountOre,
        fromDate: body.fromDate ?? null,
        toDate: body.toDate ?? null,
      },
      claims.sub,
    );
    const saved = await budgetOf(c.env.DB, project.customerId, project.projectId);
    return c.json({
      projectId: project.projectId,
      projectName: project.projectName,
      budget: wire(saved),
      current: await standing(c.env.DB, saved),
    });
  })
  .delete("/v2/project-budgets/:customerId/:projectId", async (c) => {
    const project = await budgetProject(c.env.DB, claimsOf(c), c.req.param("customerId"), c.req.param("projectId"));
    await deleteBudget(c.env.DB, project.customerId, project.projectId);
    return c.body(null, 204);
  });
