/**
 * The spend report (docs/purchasing-controls.md "Inköpsuppföljning"): the period checked and filled in, the scope from
 * spend/access.ts (the one authorization point), the figures from spend/store.ts. Every month of the period is a
 * group, also a month without orders; projects and categories are those with spend, largest first.
 */
import type { SpendReport } from "@shop/contract/commerce/spend";
import {
  defaultSpendPeriod,
  monthsBetween,
  SPEND_DEFAULT_MONTHS,
  SPEND_PERIOD_MESSAGES,
  spendPeriodProblem,
  stockholmMonthBounds,
  addMonths,
  type SpendGrouping,
} from "@shop/domain/spend";
import type { AccessClaims } from "../auth/jwt";
import { badRequest } from "../http/errors";
import { spendScope } from "./access";
import { spendRows } from "./store";

export interface SpendRequest {
  from?: string;
  to?: string;
  groupBy: SpendGrouping;
  projectId?: string;
}

/** The period asked for; a missing end is this month, a missing start 11 months before the end. */
function periodOf(request: SpendRequest, now: Date): { from: string; to: string } {
  const to = request.to ?? defaultSpendPeriod(now).to;
  const from = request.from ?? addMonths(to, -(SPEND_DEFAULT_MONTHS - 1));
  const problem = spendPeriodProblem(from, to);
  if (problem)
    throw badRequest(SPEND_PERIOD_MESSAGES[problem], [
      {
        path: problem === "reversed" ? "from" : "to",
        code: `period_${problem}`,
        message: SPEND_PERIOD_MESSAGES[problem],
      },
    ]);
  return { from, to };
}

const byAmount = (a: { netOre: number; key: string }, b: { netOre: number; key: string }) =>
  b.netOre - a.netOre || a.key.localeCompare(b.key);

export async function spendReport(
  db: D1Database,
  claims: AccessClaims,
  request: SpendRequest,
  now: Date = new Date(),
): Promise<SpendReport> {
  const scope = await spendScope(db, claims, request.projectId);
  const period = periodOf(request, now);
  const months = monthsBetween(period.from, period.to).map((month) => ({ month, ...stockholmMonthBounds(month) }));
  const { rows, total } = await spendRows(
    db,
    {
      customerId: scope.customerId,
      projectId: scope.projectId,
      condition: scope.condition,
      months,
      now: now.toISOString(),
    },
    request.groupBy,
  );
  const found = rows.map((r) => ({ key: r.key, name: r.name, netOre: r.net_ore, orderCount: r.order_count }));
  const groups =
    request.groupBy === "month"
      ? months.map(
          ({ month }) => found.find((g) => g.key === month) ?? { key: month, name: null, netOre: 0, orderCount: 0 },
        )
      : found.sort(byAmount);
  return {
    customerId: scope.customerId,
    projectId: scope.projectId,
    from: period.from,
    to: period.to,
    groupBy: request.groupBy,
    currency: "SEK",
    netOre: total.net_ore,
    orderCount: total.order_count,
    groups,
    projects: scope.projects,
  };
}
