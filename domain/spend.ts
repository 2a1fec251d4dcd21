/**
 * Spend follow-up ("Inköpsuppföljning", issue #46, docs/purchasing-controls.md): the rules the commerce service and
 * the storefront share. Spend is what placed orders come to, net excluding VAT, in whole öre, per calendar month in
 * Europe/Stockholm, per project or per top-level category. Who may see it is one rule: the money view's financial
 * follow-up (domain/money-view.ts), so EJ_SE_EKONOMISK_UPPFÖLJNING and EJ_SE_PRISER (which hides all money) both
 * keep a user from it.
 */
import { moneyView } from "./money-view";
import { stockholmMonth } from "./purchasing-controls";
import type { PermissionDenial } from "./roles";

export const SPEND_GROUPINGS = ["month", "project", "category"] as const;
export type SpendGrouping = (typeof SPEND_GROUPINGS)[number];

/** The longest period one report covers, in calendar months (both ends included). */
export const SPEND_MAX_MONTHS = 24;
/** The period shown when none is chosen: the last 12 months, this one included. */
export const SPEND_DEFAULT_MONTHS = 12;

/** A calendar month as the form and the API write it. */
export const SPEND_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The service's refusals of a period, in Swedish: the storefront may show them as they stand. */
export const SPEND_PERIOD_MESSAGES = {
  invalid: "Ange månaderna som ÅÅÅÅ-MM, till exempel 2026-01.",
  reversed: "Periodens första månad ligger efter den sista.",
  too_long: `Perioden får vara högst ${SPEND_MAX_MONTHS} månader.`,
} as const;
export type SpendPeriodProblem = keyof typeof SPEND_PERIOD_MESSAGES;

/** May a user with these denials (in the current customer/project context) see spend at all? */
export function spendVisible(denials: readonly PermissionDenial[]): boolean {
  return moneyView(denials).financials;
}

function parts(month: string): { year: number; month: number } {
  const match = SPEND_MONTH.exec(month);
  if (!match) throw new RangeError(`Not a month: ${month}`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** `month` moved by `n` calendar months ("2026-01", -1 → "2025-12"). */
export function addMonths(month: string, n: number): string {
  const p = parts(month);
  const index = p.year * 12 + (p.month - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** Every month from `from` to `to`, both included, in order (empty when `from` is after `to`). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let m = from; m <= to && months.length <= SPEND_MAX_MONTHS * 10; m = addMonths(m, 1)) months.push(m);
  return months;
}

/** What is wrong with a period, or null. Months are compared as text: "YYYY-MM" sorts as time does. */
export function spendPeriodProblem(from: string, to: string): SpendPeriodProblem | null {
  if (!SPEND_MONTH.test(from) || !SPEND_MONTH.test(to)) return "invalid";
  if (from > to) return "reversed";
  if (monthsBetween(from, to).length > SPEND_MAX_MONTHS) return "too_long";
  return null;
}

/** The default period at `now`: the Stockholm month `now` falls in and the 11 before it. */
export function defaultSpendPeriod(now: Date = new Date()): { from: string; to: string } {
  const to = stockholmMonth(now).month;
  return { from: addMonths(to, -(SPEND_DEFAULT_MONTHS - 1)), to };
}

/**
 * The instants a Stockholm month starts and ends, as UTC ISO strings [start, end) comparable with stored
 * `created_at` values: midnight on the 1st in Stockholm, whose offset is +1 in winter and +2 in summer.
 */
export function stockholmMonthBounds(month: string): { startUtc: string; endUtc: string } {
  const p = parts(month);
  const { startUtc, endUtc } = stockholmMonth(new Date(Date.UTC(p.year, p.month - 1, 15, 12)));
  return { startUtc, endUtc };
}
