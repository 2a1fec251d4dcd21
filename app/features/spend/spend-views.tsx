/**
 * The spend page's views (docs/purchasing-controls.md "Inköpsuppföljning"): the GET filter form, the bar chart as
 * an SVG drawn on the server (no script: role="img" with its title and description, the same figures in the table
 * beside it), the totals and the downloads. Phone first: the chart and the table stack; side by side from 64rem.
 */
import { Form } from "@remix-run/react";
import { SPEND_GROUPINGS } from "@shop/domain/spend";
import { FormMessage } from "~/ui/form-bits";
import { useT } from "~/platform/i18n/i18n-provider";
import type { ChartModel } from "./spend-chart";
import type { SpendPageData, SpendReportView } from "./spend-page.server";

/** The chart: horizontal bars on a light track, the label above each bar and its amount at the right. */
export function SpendChart({ chart, id }: { chart: ChartModel; id: string }) {
  return (
    <svg
      className="spend-chart"
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${chart.width} ${chart.height}`}
      width={chart.width}
      height={chart.height}
      preserveAspectRatio="xMinYMin meet"
    >
      <title id={`${id}-title`}>{chart.title}</title>
      <desc id={`${id}-desc`}>{chart.description}</desc>
      {chart.empty ? (
        <text className="spend-chart__empty" x={chart.width / 2} y={chart.height / 2} textAnchor="middle">
          {chart.empty}
        </text>
      ) : (
        chart.bars.map((bar) => (
          <g key={bar.label} className="spend-chart__row">
            <text className="spend-chart__label" x={0} y={bar.labelY}>
              {bar.label}
            </text>
            <text className="spend-chart__amount" x={chart.width} y={bar.labelY} textAnchor="end">
              {bar.amount}
            </text>
            <rect className="spend-chart__track" x={0} y={bar.barY} width={chart.width} height={bar.barHeight} rx={2} />
            {bar.barWidth > 0 ? (
              <rect
                className="spend-chart__bar"
                x={0}
                y={bar.barY}
                width={bar.barWidth}
                height={bar.barHeight}
                rx={2}
              />
            ) : null}
          </g>
        ))
      )}
    </svg>
  );
}

function SpendTable({ report, grouping }: { report: SpendReportView; grouping: string }) {
  const t = useT();
  return (
    <table className="data-table spend-table">
      <caption className="visually-hidden">{t("spend.table.caption", { per: report.per, ...report.period })}</caption>
      <thead>
        <tr>
          <th scope="col">{grouping}</th>
          <th scope="col" className="num">
            {t("spend.table.orders")}
          </th>
          <th scope="col" className="num">
            {t("spend.table.amount")}
          </th>
        </tr>
      </thead>
      <tbody>
        {report.rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td className="num">{row.orders}</td>
            <td className="num">{row.amount}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t("spend.table.total")}</th>
          <td className="num">{report.total.orders}</td>
          <td className="num">{report.total.amount}</td>
        </tr>
      </tfoot>
    </table>
  );
}

function Filters({ page }: { page: SpendPageData }) {
  const t = useT();
  const { values, projects } = page;
  return (
    <Form method="get" className="filter-form spend-filters" aria-label={t("spend.filters.label")}>
      <div className="field">
        <label htmlFor="spend-from">{t("spend.filters.from")}</label>
        <input id="spend-from" type="month" name="from" defaultValue={values.from} placeholder="ÅÅÅÅ-MM" />
      </div>
      <div className="field">
        <label htmlFor="spend-to">{t("spend.filters.to")}</label>
        <input id="spend-to" type="month" name="to" defaultValue={values.to} placeholder="ÅÅÅÅ-MM" />
      </div>
      <div className="field">
        <label htmlFor="spend-group">{t("spend.filters.group")}</label>
        <select id="spend-group" name="group" defaultValue={values.group}>
          {SPEND_GROUPINGS.map((g) => (
            <option key={g} value={g}>
              {t(`spend.grouping.${g}`)}
            </option>
          ))}
        </select>
      </div>
      {projects.length > 1 ? (
        <div className="field">
          <label htmlFor="spend-project">{t("spend.filters.project")}</label>
          <select id="spend-project" name="project" defaultValue={values.project}>
            <option value="">{t("spend.filters.all_projects")}</option>
            {projects.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <button type="submit" className="button button--secondary">
        {t("spend.filters.submit")}
      </button>
    </Form>
  );
}

export function SpendPage({ page }: { page: SpendPageData }) {
  const t = useT();
  const { report } = page;
  const grouping = t(`spend.grouping.${page.values.group}`);
  return (
    <>
      <p>{t("spend.intro")}</p>
      <Filters page={page} />
      <FormMessage message={page.problem} />
      {report ? (
        <>
          <div className="summary-box spend-summary">
            <p role="status">
              {t("spend.summary", { ...report.period, amount: report.total.amount, count: report.total.orders })}
            </p>
            <p className="spend-exports">
              <a href={report.exports.csv} download>
                {t("spend.export.csv")}
              </a>
              <a href={report.exports.xlsx} download>
                {t("spend.export.xlsx")}
              </a>
            </p>
          </div>
          <div className="spend-figures">
            <figure className="spend-figure">
              <SpendChart chart={report.chart} id="spend-chart" />
            </figure>
            <SpendTable report={report} grouping={grouping} />
          </div>
        </>
      ) : null}
    </>
  );
}
