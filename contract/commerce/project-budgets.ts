/**
 * Project budgets and the caller's purchasing position on the wire (workers/commerce/src/routes/project-budgets.ts;
 * docs/purchasing-controls.md "Projektbudget"). Amounts are integer öre excluding VAT; null = hidden by the money
 * filter (EJ_SE_PRISER).
 */
import { z } from "zod";
import { APPROVAL_REASONS, MAX_LIMIT_ORE } from "@shop/domain/purchasing-controls";
import { BUDGET_PERIODS, isCalendarDate } from "@shop/domain/project-budgets";

const ore = z.number().int().nullable();
const date = z.string().refine(isCalendarDate, "A date YYYY-MM-DD");

/** PUT /v2/project-budgets/{customerId}/{projectId}: a range needs both dates, in order; other periods none. */
export const projectBudgetInputSchema = z
  .strictObject({
    period: z.enum(BUDGET_PERIODS),
    amountOre: z.number().int().min(0).max(MAX_LIMIT_ORE),
    fromDate: date.nullish(),
    toDate: date.nullish(),
  })
  .superRefine((b, ctx) => {
    if (b.period !== "RANGE") return;
    if (!b.fromDate) ctx.addIssue({ code: "custom", path: ["fromDate"], message: "A range needs its first day" });
    if (!b.toDate) ctx.addIssue({ code: "custom", path: ["toDate"], message: "A range needs its last day" });
    if (b.fromDate && b.toDate && b.fromDate > b.toDate)
      ctx.addIssue({ code: "custom", path: ["toDate"], message: "The last day comes before the first" });
  });
export type ProjectBudgetInput = z.infer<typeof projectBudgetInputSchema>;

export const projectBudgetSchema = z.object({
  period: z.enum(BUDGET_PERIODS),
  amountOre: ore,
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  updatedAt: z.string(),
});

/** The period that holds now, and what its orders and waiting approvals take of the budget. */
export const budgetStandingSchema = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  usedOre: ore,
  remainingOre: ore,
});

export const projectBudgetRowSchema = z.object({
  projectId: z.string(),
  projectName: z.string(),
  budget: projectBudgetSchema.nullable(),
  /** null: no budget, or a range that does not hold today. */
  current: budgetStandingSchema.nullable(),
});
export type ProjectBudgetRow = z.infer<typeof projectBudgetRowSchema>;

export const projectBudgetListSchema = z.object({
  customerId: z.string(),
  projects: z.array(projectBudgetRowSchema),
});

/** GET /v2/purchasing-controls/me: the caller's limits and approver right, his project's budget, at his context. */
export const purchasingPositionSchema = z.object({
  mayApprove: z.boolean(),
  orderLimit: z.object({ limitOre: ore }).nullable(),
  monthlyLimit: z.object({ month: z.string(), limitOre: ore, spentOre: ore, remainingOre: ore }).nullable(),
  projectBudget: z
    .object({
      projectId: z.string(),
      projectName: z.string(),
      period: z.enum(BUDGET_PERIODS),
      fromDate: z.string(),
      toDate: z.string(),
      budgetOre: ore,
      usedOre: ore,
      remainingOre: ore,
    })
    .nullable(),
  /** Given a cart: whether its checkout would go to approval, and why (null: it would be placed). */
  checkout: z.object({ approvalReason: z.enum(APPROVAL_REASONS).nullable() }).nullable(),
});
export type PurchasingPosition = z.infer<typeof purchasingPositionSchema>;
