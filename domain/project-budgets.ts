/**
 * Project budgets (issue #46, docs/purchasing-controls.md "Projektbudget"): a customer admin gives a project a budget
 * for a period, and the project's placed orders and pending approvals in the period count against it. An order that
 * would take the project over it goes to approval even under the buyer's own limits. Pure rules: the commerce
 * service reads the figures from D1 and enforces them where orders are placed (workers/commerce/src/budgets/).
 * Amounts are integer öre excluding VAT; periods are calendar periods in Europe/Stockholm.
 */
import type { Ore } from "./money";
import { stockholmDate, stockholmMidnightMs } from "./purchasing-controls";

/** MONTH, QUARTER and YEAR repeat: the budget holds for each calendar month, quarter or year anew. RANGE: once. */
export const BUDGET_PERIODS = ["MONTH", "QUARTER", "YEAR", "RANGE"] as const;
export type BudgetPeriodKind = (typeof BUDGET_PERIODS)[number];

export interface ProjectBudgetRule {
  period: BudgetPeriodKind;
  amountOre: Ore;
  /** RANGE only: the first and last day (inclusive), YYYY-MM-DD in Stockholm; null otherwise. */
  fromDate: string | null;
  toDate: string | null;
}

export interface BudgetPeriod {
  /** [startUtc, endUtc) as ISO instants, to compare with stored created_at / submitted_at values. */
  startUtc: string;
  endUtc: string;
  /** The period's first and last day in Stockholm, YYYY-MM-DD. */
  fromDate: string;
  toDate: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date as YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

const pad = (n: number) => String(n).padStart(2, "0");
const iso = (ms: number) => new Date(ms).toISOString();
const dayBefore = (y: number, m: number, d: number) => {
  const u = new Date(Date.UTC(y, m - 1, d - 1));
  return `${u.getUTCFullYear()}-${pad(u.getUTCMonth() + 1)}-${pad(u.getUTCDate())}`;
};

function calendarPeriod(startY: number, startM: number, months: number): BudgetPeriod {
  const endM0 = startM - 1 + months;
  const [endY, endM] = [startY + Math.floor(endM0 / 12), (endM0 % 12) + 1];
  return {
    startUtc: iso(stockholmMidnightMs(startY, startM, 1)),
    endUtc: iso(stockholmMidnightMs(endY, endM, 1)),
    fromDate: `${startY}-${pad(startM)}-01`,
    toDate: dayBefore(endY, endM, 1),
  };
}

/**
 * The period of the budget that `now` falls in: the Stockholm calendar month, quarter or year, or the date range.
 * Null when a range does not hold at `now` (not begun or ended): then no budget applies.
 */
export function budgetPeriod(rule: Pick<ProjectBudgetRule, "period" | "fromDate" | "toDate">, now = new Date()) {
  const { year, month } = stockholmDate(now);
  switch (rule.period) {
    case "MONTH":
      return calendarPeriod(year, month, 1);
    case "QUARTER":
      return calendarPeriod(year, month - ((month - 1) % 3), 3);
    case "YEAR":
      return calendarPeriod(year, 1, 12);
    case "RANGE": {
      const from = rule.fromDate ? DATE.exec(rule.fromDate) : null;
      const to = rule.toDate ? DATE.exec(rule.toDate) : null;
      if (!from || !to) return null;
      const startMs = stockholmMidnightMs(Number(from[1]), Number(from[2]), Number(from[3]));
      const endMs = stockholmMidnightMs(Number(to[1]), Number(to[2]), Number(to[3]) + 1);
      if (now.getTime() < startMs || now.getTime() >= endMs) return null;
      return { startUtc: iso(startMs), endUtc: iso(endMs), fromDate: rule.fromDate!, toDate: rule.toDate! };
    }
  }
}

/** What is left of the budget (never below zero: an approved order may take the project over it). */
export function budgetRemaining(amountOre: Ore, usedOre: Ore): Ore {
  return Math.max(0, amountOre - usedOre);
}

/** True when an order of `netOre` would take the project's period over its budget. */
export function exceedsBudget(amountOre: Ore, usedOre: Ore, netOre: Ore): boolean {
  return usedOre + netOre > amountOre;
}
