/**
 * Spend follow-up on my pages ("Inköpsuppföljning", docs/purchasing-controls.md): a GET filter form (period,
 * grouping, project), the chart drawn on the server, the same figures as a table, and the CSV and XLSX downloads.
 * The commerce service decides whose orders count (spend/access.ts); this page only asks it, and is not offered at
 * all to a user whose denials hide financial follow-up (EJ_SE_EKONOMISK_UPPFÖLJNING, and EJ_SE_PRISER, which hides
 * every amount): no nav entry, and the page and its files send him away with the rights message.
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import type { SpendGroup, SpendReport } from "@shop/contract/commerce/spend";
import {
  SPEND_GROUPINGS,
  SPEND_MAX_MONTHS,
  SPEND_MONTH,
  SPEND_PERIOD_MESSAGES,
  spendPeriodProblem,
  spendVisible,
} from "@shop/domain/spend";
import type { SpendGrouping } from "@shop/domain/spend";
import { serverT } from "~/platform/i18n/catalogue.server";
import { forbidden } from "~/platform/routing/guards.server";
import { requireCommerce, type SignedInCommerce } from "~/platform/routing/signed-in.server";
import { CommerceError } from "~/platform/services/commerce-errors.server";
import { commerceFailure } from "~/platform/session/commerce-session.server";
import { buildSpendChart, formatKronor } from "./spend-chart";
import { fetchSpendFile, getSpend, type SpendFilters } from "./spend-client.server";

export const SPEND_PATH = "/mina-sidor/inkopsuppfoljning";
/** The project choice that stands for the orders placed without a project (the service's projectId ""). */
const NO_PROJECT = "utan";

interface FormValues {
  from: string;
  to: string;
  group: string;
  project: string;
}

/** The filters of the page's query, or the Swedish sentence that says what is wrong with them. */
function filtersOf(url: URL): { values: FormValues; filters: SpendFilters | null; problem: string | null } {
  const get = (name: string) => (url.searchParams.get(name) ?? "").trim().slice(0, 40);
  const values = { from: get("from"), to: get("to"), group: get("group") || "month", project: get("project") };
  if (!(SPEND_GROUPINGS as readonly string[]).includes(values.group))
    return { values, filters: null, problem: serverT("spend.problem.group") };
  if ((values.from && !SPEND_MONTH.test(values.from)) || (values.to && !SPEND_MONTH.test(values.to)))
    return { values, filters: null, problem: serverT("spend.problem.invalid") };
  const problem = values.from && values.to ? spendPeriodProblem(values.from, values.to) : null;
  if (problem)
    return { values, filters: null, problem: serverT(`spend.problem.${problem}`, { max: SPEND_MAX_MONTHS }) };
  return {
    values,
    problem: null,
    filters: {
      from: values.from || undefined,
      to: values.to || undefined,
      groupBy: values.group as SpendGrouping,
      projectId: values.project === "" ? undefined : values.project === NO_PROJECT ? "" : values.project,
    },
  };
}

/** The service's refusal of a period (its Swedish sentence, domain/spend.ts) as the page says it. */
function periodRefusal(error: CommerceError): string {
  const problem = Object.entries(SPEND_PERIOD_MESSAGES).find(([, message]) => message === error.serviceMessage)?.[0];
  return serverT(`spend.problem.${problem ?? "invalid"}`, { max: SPEND_MAX_MONTHS });
}

/** Sends a user who may not see spend away with the rights message (spec section 2), as other denied pages do. */
async function requireSpend(request: Request, context: AppLoadContext): Promise<SignedInCommerce> {
  const commerce = await requireCommerce(request, context);
  if (!spendVisible(commerce.viewer.denials)) await forbidden(request, context);
  return commerce;
}

function monthLabel(month: string): string {
  const [year, number] = month.split("-");
  return serverT("spend.month_label", { month: serverT(`spend.months.${number}`), year });
}

function groupLabel(groupBy: SpendGrouping, g: SpendGroup): string {
  if (groupBy === "month") return monthLabel(g.key);
  if (groupBy === "project") return g.key === "" ? serverT("spend.no_project") : (g.name ?? g.key);
  return g.key === "" ? serverT("spend.unknown_category") : (g.name ?? g.key);
}

function reportView(report: SpendReport, values: FormValues) {
  const rows = report.groups.map((g) => ({
    key: g.key,
    label: groupLabel(report.groupBy, g),
    ore: g.netOre ?? 0,
    orders: g.orderCount,
  }));
  const top = [...rows].sort((a, b) => b.ore - a.ore)[0];
  const period = { from: monthLabel(report.from), to: monthLabel(report.to) };
  const per = serverT(`spend.per.${report.groupBy}`);
  const query = new URLSearchParams({ from: report.from, to: report.to, group: report.groupBy });
  if (values.project) query.set("project", values.project);
  return {
    period,
    per,
    chart: buildSpendChart({
      title: serverT("spend.chart.title", { per, ...period }),
      description:
        top && top.ore > 0
          ? serverT("spend.chart.desc", {
              per,
              ...period,
              total: formatKronor(report.netOre ?? 0),
              count: report.orderCount,
              top: top.label,
              topAmount: formatKronor(top.ore),
            })
          : serverT("spend.chart.empty"),
      emptyText: serverT("spend.chart.empty"),
      groups: rows.map((r) => ({ label: r.label, ore: r.ore })),
    }),
    rows: rows.map((r) => ({ key: r.key, label: r.label, amount: formatKronor(r.ore), orders: r.orders })),
    total: { amount: formatKronor(report.netOre ?? 0), orders: report.orderCount },
    exports: { csv: `${SPEND_PATH}.csv?${query}`, xlsx: `${SPEND_PATH}.xlsx?${query}` },
  };
}
export type SpendReportView = ReturnType<typeof reportView>;

function projectChoices(report: SpendReport | null) {
  return (report?.projects ?? []).map((p) => ({
    value: p.projectId === "" ? NO_PROJECT : p.projectId,
    label: p.projectId === "" ? serverT("spend.no_project") : p.name ? `${p.name} (${p.projectId})` : p.projectId,
  }));
}

function pageView(values: FormValues, report: SpendReport | null, problem: string | null) {
  return {
    title: serverT("spend.title"),
    // The period the service answered for (its default when none was chosen), so the form shows it.
    values: report ? { ...values, from: report.from, to: report.to, group: report.groupBy } : values,
    projects: projectChoices(report),
    problem,
    report: report ? reportView(report, values) : null,
  };
}
export type SpendPageData = ReturnType<typeof pageView>;

export async function spendPage(request: Request, context: AppLoadContext) {
  const commerce = await requireSpend(request, context);
  const { values, filters, problem } = filtersOf(new URL(request.url));
  const page = (report: SpendReport | null, message: string | null) => pageView(values, report, message);
  if (!filters) return data(page(null, problem), { status: 400 });
  try {
    const report = await getSpend(commerce.transport, filters);
    // The service refuses callers who may not see amounts; a report without them is not shown either.
    if (report.netOre === null) await forbidden(request, context);
    return page(report, null);
  } catch (error) {
    if (error instanceof CommerceError && error.status === 400)
      return data(page(null, periodRefusal(error)), { status: 400 });
    if (error instanceof CommerceError && error.status === 404)
      return data(page(null, serverT("spend.problem.project")), { status: 404 });
    throw await commerceFailure(error, request, context);
  }
}

/** /mina-sidor/inkopsuppfoljning.csv and .xlsx: the page's figures as the service writes them. */
export async function spendExport(request: Request, context: AppLoadContext, format: "csv" | "xlsx") {
  const commerce = await requireSpend(request, context);
  const { filters, problem } = filtersOf(new URL(request.url));
  const refuse = (message: string, status: number) =>
    new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  if (!filters) return refuse(problem ?? serverT("spend.problem.invalid"), 400);
  try {
    const upstream = await fetchSpendFile(commerce.transport, filters, format);
    return new Response(upstream.body, {
      status: 200,
      headers: {
        "Content-Type": upstream.headers.get("content-type") ?? "application/octet-stream",
        "Content-Disposition": upstream.headers.get("content-disposition") ?? `attachment; filename="inkop.${format}"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    if (error instanceof CommerceError && error.status === 400) return refuse(periodRefusal(error), 400);
    if (error instanceof CommerceError && error.status === 404) return refuse(serverT("spend.problem.project"), 404);
    throw await commerceFailure(error, request, context);
  }
}
