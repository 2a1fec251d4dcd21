/**
 * Purchasing controls (issue #46, docs/purchasing-controls.md): when an order needs approval ("attest") and who may
 * decide it. Pure rules: the commerce service reads the figures from D1 and enforces them where orders are placed
 * (workers/commerce/src/cart/checkout.ts, src/approvals/); the storefront only shows their outcome.
 * Amounts are integer öre excluding VAT.
 */
import type { Ore } from "./money";

export interface OrderLimits {
  /** The most one checkout may come to; null = no limit. */
  orderLimitOre: Ore | null;
  /** The most the user's orders for the customer may come to in a calendar month (Stockholm); null = no limit. */
  monthlyLimitOre: Ore | null;
}

/** Why an order waits for approval; PROJECT_BUDGET: the project's budget for the period would be exceeded. */
export const APPROVAL_REASONS = ["ORDER_LIMIT", "MONTHLY_LIMIT", "PROJECT_BUDGET"] as const;
export type ApprovalReason = (typeof APPROVAL_REASONS)[number];

export const APPROVAL_STATUSES = ["PENDING", "APPROVED", "REJECTED"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** The largest limit an admin may set (100 million kronor): keeps every sum far inside a safe integer. */
export const MAX_LIMIT_ORE = 10_000_000_000;

/** Why a checkout of `netOre` needs approval, or null when the buyer may place it himself. */
export function approvalNeed(limits: OrderLimits, netOre: Ore, monthSpentOre: Ore): ApprovalReason | null {
  if (limits.orderLimitOre !== null && netOre > limits.orderLimitOre) return "ORDER_LIMIT";
  if (limits.monthlyLimitOre !== null && monthSpentOre + netOre > limits.monthlyLimitOre) return "MONTHLY_LIMIT";
  return null;
}

export type DecisionRefusal =
  "OWN_ORDER" | "NOT_APPROVER" | "OVER_APPROVER_LIMIT" | "OVER_APPROVER_MONTHLY_LIMIT" | "ALREADY_DECIDED";

/**
 * Whether an approver may decide an approval: never his own order, only with the approver right, and an approval
 * (not a rejection) only within his own limits: the order within his per-order limit, and what he authorizes this
 * month (his own orders and the approvals he approved, `approverMonthOre`) plus the order within his monthly limit.
 * The order is decided once: a decided one is refused. A project budget does not bind the approver: approving an
 * order over the project's budget is what the approval is for.
 */
export function decisionRefusal(input: {
  approverId: string;
  buyerId: string;
  mayApprove: boolean;
  approverOrderLimitOre: Ore | null;
  approverMonthlyLimitOre?: Ore | null;
  approverMonthOre?: Ore;
  netOre: Ore;
  status: ApprovalStatus;
  decision: "APPROVE" | "REJECT";
}): DecisionRefusal | null {
  if (input.approverId === input.buyerId) return "OWN_ORDER";
  if (!input.mayApprove) return "NOT_APPROVER";
  if (input.status !== "PENDING") return "ALREADY_DECIDED";
  if (input.decision === "REJECT") return null;
  if (input.approverOrderLimitOre !== null && input.netOre > input.approverOrderLimitOre) return "OVER_APPROVER_LIMIT";
  const monthly = input.approverMonthlyLimitOre ?? null;
  if (monthly !== null && (input.approverMonthOre ?? 0) + input.netOre > monthly) return "OVER_APPROVER_MONTHLY_LIMIT";
  return null;
}

/** The Swedish message each refusal answers with (the storefront shows it as it comes). */
export const DECISION_REFUSAL_MESSAGES: Record<DecisionRefusal, string> = {
  OWN_ORDER: "Du kan inte attestera din egen order.",
  NOT_APPROVER: "Du har inte behörighet att attestera order för den här kunden.",
  OVER_APPROVER_LIMIT: "Ordern är större än din egen beloppsgräns och kan inte attesteras av dig.",
  OVER_APPROVER_MONTHLY_LIMIT:
    "Ordern skulle ta dig över din egen beloppsgräns för månaden och kan inte attesteras av dig.",
  ALREADY_DECIDED: "Ordern är redan attesterad eller avslagen av någon annan.",
};

const STOCKHOLM = "Europe/Stockholm";
const parts = new Intl.DateTimeFormat("en-CA", {
  timeZone: STOCKHOLM,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  hourCycle: "h23",
});

function stockholmParts(ms: number) {
  const p = Object.fromEntries(parts.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return { year: Number(p.year), month: Number(p.month), day: Number(p.day), hour: Number(p.hour) };
}

/** The UTC instant of midnight on a day in Stockholm (its offset is +1 or +2 hours); day 1 when left out. */
export function stockholmMidnightMs(year: number, month: number, day = 1): number {
  const utc = new Date(Date.UTC(year, month - 1, day));
  const [y, m, d] = [utc.getUTCFullYear(), utc.getUTCMonth() + 1, utc.getUTCDate()];
  for (const offsetHours of [1, 2]) {
    const ms = utc.getTime() - offsetHours * 3_600_000;
    const p = stockholmParts(ms);
    if (p.year === y && p.month === m && p.day === d && p.hour === 0) return ms;
  }
  // Before 1900 Stockholm kept local mean time (+1:12), so neither offset lands on midnight: take standard time rather
  // than fail a request (or every checkout of a project whose stored budget range starts that early).
  return utc.getTime() - 3_600_000;
}

const stockholmMonthStartMs = (year: number, month: number) => stockholmMidnightMs(year, month, 1);

/** The calendar date in Stockholm that `now` falls on. */
export function stockholmDate(now: Date = new Date()): { year: number; month: number; day: number } {
  const { year, month, day } = stockholmParts(now.getTime());
  return { year, month, day };
}

/**
 * The calendar month in Stockholm that `now` falls in, as UTC ISO instants [start, end) to compare with stored
 * created_at values, and its name ("2026-12").
 */
export function stockholmMonth(now: Date = new Date()): { month: string; startUtc: string; endUtc: string } {
  const { year, month } = stockholmParts(now.getTime());
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return {
    month: `${year}-${String(month).padStart(2, "0")}`,
    startUtc: new Date(stockholmMonthStartMs(year, month)).toISOString(),
    endUtc: new Date(stockholmMonthStartMs(next.year, next.month)).toISOString(),
  };
}
