/**
 * Mina sidor → Projektbudget (docs/purchasing-controls.md "Projektbudget"): the customer admin's projects of the
 * current customer with their budgets, one plain form each (works without JavaScript). Amounts are typed in whole
 * kronor and stored by the commerce service in öre; the service decides who may set what (403/404 become messages).
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { formatDate } from "@shop/domain/format";
import { BUDGET_PERIODS, isCalendarDate, type BudgetPeriodKind } from "@shop/domain/project-budgets";
import { MAX_LIMIT_ORE } from "@shop/domain/purchasing-controls";
import type { ProjectBudgetRow } from "@shop/contract/commerce/project-budgets";
import { serverT } from "~/platform/i18n/catalogue.server";
import { requireAdmin } from "~/platform/routing/guards.server";
import { attempt, loadOrFail, readAccountForm, requireCommerce } from "~/platform/routing/signed-in.server";
import { listProjectBudgets, removeProjectBudget, saveProjectBudget } from "./budgets-client.server";
import { wholeKronor } from "./position.server";

export const BUDGET_PATH = "/mina-sidor/projektbudget";

export interface BudgetFormValues {
  period: BudgetPeriodKind;
  amount: string;
  fromDate: string;
  toDate: string;
}

export interface BudgetFormResult {
  projectId: string;
  ok: boolean;
  message: string;
  values?: BudgetFormValues;
}

function projectView(p: ProjectBudgetRow) {
  const b = p.budget;
  const c = p.current;
  const standing = !b
    ? serverT("project-budget.admin.no_budget")
    : !c
      ? serverT("project-budget.admin.not_active")
      : c.usedOre === null || c.remainingOre === null
        ? serverT("project-budget.admin.current_no_amounts", { from: formatDate(c.fromDate), to: formatDate(c.toDate) })
        : serverT("project-budget.admin.current", {
            from: formatDate(c.fromDate),
            to: formatDate(c.toDate),
            used: wholeKronor(c.usedOre),
            remaining: wholeKronor(c.remainingOre),
          });
  return {
    projectId: p.projectId,
    projectName: p.projectName,
    hasBudget: b !== null,
    standing,
    values: {
      period: b?.period ?? "MONTH",
      amount: b?.amountOre == null ? "" : String(Math.floor(b.amountOre / 100)),
      fromDate: b?.fromDate ?? "",
      toDate: b?.toDate ?? "",
    } satisfies BudgetFormValues,
  };
}
export type ProjectBudgetView = ReturnType<typeof projectView>;

export async function projectBudgetPage(request: Request, context: AppLoadContext) {
  const commerce = await requireCommerce(request, context);
  await requireAdmin(request, context);
  const projects = await loadOrFail(request, context, () => listProjectBudgets(commerce.transport));
  return {
    title: serverT("project-budget.admin.title"),
    periods: BUDGET_PERIODS.map((p) => ({ value: p, label: serverT(`project-budget.period.${p}`) })),
    projects: projects.map(projectView),
  };
}

/** "50 000" → 5000000 öre; anything but whole kronor within the largest limit → undefined. */
export function kronorToBudgetOre(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0]/g, "");
  if (!/^\d{1,9}$/.test(compact)) return undefined;
  const ore = Number(compact) * 100;
  return ore <= MAX_LIMIT_ORE ? ore : undefined;
}

export async function projectBudgetAction(request: Request, context: AppLoadContext) {
  const { formData, commerce } = await readAccountForm(request, context);
  await requireAdmin(request, context);
  const projectId = String(formData.get("projectId") ?? "");
  const projectName = String(formData.get("projectName") ?? projectId).slice(0, 200);
  const period = String(formData.get("period") ?? "");
  const values: BudgetFormValues = {
    period: (BUDGET_PERIODS as readonly string[]).includes(period) ? (period as BudgetPeriodKind) : "MONTH",
    amount: String(formData.get("amount") ?? "").slice(0, 40),
    fromDate: String(formData.get("fromDate") ?? "")
      .trim()
      .slice(0, 20),
    toDate: String(formData.get("toDate") ?? "")
      .trim()
      .slice(0, 20),
  };
  const refuse = (message: string, status: number) =>
    data<BudgetFormResult>({ projectId, ok: false, message, values }, { status });
  const customerId = commerce.viewer.customerId;
  if (!customerId || !/^[A-Za-z0-9_-]{1,40}$/.test(projectId))
    return refuse(serverT("account-pages.unknown_action"), 400);
  if (formData.get("intent") === "remove") {
    const removed = await attempt(request, context, () =>
      removeProjectBudget(commerce.transport, customerId, projectId),
    );
    if (!removed.ok) return refuse(removed.message, removed.error.status ?? 400);
    return data<BudgetFormResult>({
      projectId,
      ok: true,
      message: serverT("project-budget.admin.removed", { project: projectName }),
    });
  }
  if (!(BUDGET_PERIODS as readonly string[]).includes(period))
    return refuse(serverT("project-budget.admin.invalid_period"), 400);
  const amountOre = kronorToBudgetOre(values.amount);
  if (amountOre === undefined) return refuse(serverT("project-budget.admin.invalid_amount"), 400);
  const range = values.period === "RANGE";
  if (range && (!isCalendarDate(values.fromDate) || !isCalendarDate(values.toDate) || values.fromDate > values.toDate))
    return refuse(serverT("project-budget.admin.invalid_range"), 400);
  const saved = await attempt(request, context, () =>
    saveProjectBudget(commerce.transport, customerId, projectId, {
      period: values.period,
      amountOre,
      fromDate: range ? values.fromDate : null,
      toDate: range ? values.toDate : null,
    }),
  );
  if (!saved.ok) return refuse(saved.message, saved.error.status ?? 400);
  return data<BudgetFormResult>({
    projectId,
    ok: true,
    message: serverT("project-budget.admin.saved", { project: saved.value.projectName }),
  });
}
