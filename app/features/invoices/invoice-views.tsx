/**
 * The invoice archive's views (docs/purchasing-controls.md "Fakturor och saldo"): the balance and credit box, the
 * filters (a GET form: works without JavaScript), the list with status badges and overdue rows marked (one invoice's
 * page: invoice-detail.tsx). Amounts the caller may not see arrive as null and are left out.
 */
import { Form, Link } from "@remix-run/react";
import type { InvoiceStatus } from "@shop/domain/invoices";
import { Field } from "~/ui/field";
import { EmptyState } from "~/ui/page-frame";
import { PagingLinks } from "~/ui/paging-links";
import { useT } from "~/platform/i18n/i18n-provider";
import type { BalanceView, InvoiceFilters, InvoiceRowView } from "./invoice-pages.server";

const INVOICES_PATH = "/mina-sidor/fakturor";
const BADGE: Record<InvoiceStatus, string> = {
  OPEN: "badge badge--warning invoice-status",
  OVERDUE: "badge badge--danger invoice-status",
  PAID: "badge badge--success invoice-status",
};

export function InvoiceStatusBadge({ status, text }: { status: InvoiceStatus; text: string }) {
  return <span className={BADGE[status]}>{text}</span>;
}

export function BalanceBox({ balance }: { balance: BalanceView }) {
  const t = useT();
  const figure = (label: string, value: string | null, className = "") =>
    value === null ? null : (
      <div className={`invoice-balance__figure ${className}`}>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    );
  return (
    <section className="summary-box invoice-balance" aria-labelledby="invoice-balance">
      <h2 id="invoice-balance">{t("invoices.balance.heading")}</h2>
      <p>
        {t("invoices.balance.open_count", { count: balance.openCount })}
        {balance.overdueCount > 0 ? (
          <>
            {", "}
            <strong className="invoice-balance__overdue-text">
              {t("invoices.balance.overdue_count", { count: balance.overdueCount })}
            </strong>{" "}
            <Link to={`${INVOICES_PATH}?status=overdue`}>{t("invoices.balance.show_overdue")}</Link>
          </>
        ) : null}
      </p>
      <dl className="invoice-balance__figures">
        {figure(t("invoices.balance.open"), balance.open)}
        {figure(
          t("invoices.balance.overdue"),
          balance.overdue,
          balance.overdueCount > 0 ? "invoice-balance__figure--alert" : "",
        )}
        {figure(t("invoices.balance.uninvoiced"), balance.uninvoiced)}
        {balance.wholeCustomer && balance.open !== null
          ? figure(t("invoices.balance.credit_limit"), balance.creditLimit ?? t("invoices.balance.no_limit"))
          : null}
        {figure(
          balance.overLimit ? t("invoices.balance.over_limit") : t("invoices.balance.available"),
          balance.available,
          balance.overLimit ? "invoice-balance__figure--alert" : "",
        )}
      </dl>
      {balance.paymentTermsDays !== null ? (
        <p className="field__hint">{t("invoices.balance.terms", { days: balance.paymentTermsDays })}</p>
      ) : null}
      {balance.wholeCustomer ? null : <p className="field__hint">{t("invoices.balance.project_scope")}</p>}
    </section>
  );
}

export function InvoiceFilterForm({
  filters,
  errors,
  projects,
}: {
  filters: InvoiceFilters;
  errors: { q: string | null; to: string | null };
  projects: { projectId: string; name: string }[];
}) {
  const t = useT();
  return (
    <Form method="get" className="filter-form invoice-filters" aria-label={t("invoices.filters.label")}>
      <Field id="invoices-q" label={t("invoices.filters.q")} error={errors.q} className="field">
        {(props) => <input {...props} type="search" name="q" defaultValue={filters.q ?? ""} />}
      </Field>
      <div className="field">
        <label htmlFor="invoices-status">{t("invoices.filters.status")}</label>
        <select id="invoices-status" name="status" defaultValue={filters.status ?? ""}>
          <option value="">{t("invoices.filters.all_statuses")}</option>
          <option value="open">{t("invoices.filters.status_open")}</option>
          <option value="overdue">{t("invoices.filters.status_overdue")}</option>
          <option value="paid">{t("invoices.filters.status_paid")}</option>
        </select>
      </div>
      {projects.length > 0 ? (
        <div className="field">
          <label htmlFor="invoices-project">{t("invoices.filters.project")}</label>
          <select id="invoices-project" name="project" defaultValue={filters.project ?? ""}>
            <option value="">{t("invoices.filters.all_projects")}</option>
            {projects.map((p) => (
              <option key={p.projectId} value={p.projectId}>
                {p.name}
              </option>
            ))}
            <option value="none">{t("invoices.filters.no_project")}</option>
          </select>
        </div>
      ) : null}
      <div className="field">
        <label htmlFor="invoices-from">{t("invoices.filters.from")}</label>
        <input id="invoices-from" type="date" name="from" defaultValue={filters.from ?? ""} />
      </div>
      <Field id="invoices-to" label={t("invoices.filters.to")} error={errors.to} className="field">
        {(props) => <input {...props} type="date" name="to" defaultValue={filters.to ?? ""} />}
      </Field>
      <button type="submit">{t("invoices.filters.submit")}</button>
      <Link to={INVOICES_PATH} className="invoice-filters__clear">
        {t("invoices.filters.clear")}
      </Link>
    </Form>
  );
}

export function InvoiceTable({
  rows,
  total,
  page,
  pages,
}: {
  rows: InvoiceRowView[];
  total: number;
  page: number;
  pages: number;
}) {
  const t = useT();
  const showAmounts = rows.some((r) => r.amount !== null);
  const showProjects = rows.some((r) => r.project !== null);
  return (
    <>
      <p role="status">{t("invoices.archive.count", { count: total })}</p>
      {rows.length ? (
        <table className="data-table invoice-table">
          <caption className="visually-hidden">{t("invoices.archive.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("invoices.archive.invoice")}</th>
              <th scope="col">{t("invoices.archive.issued")}</th>
              <th scope="col">{t("invoices.archive.due")}</th>
              <th scope="col">{t("invoices.archive.status")}</th>
              {showProjects ? <th scope="col">{t("invoices.archive.project")}</th> : null}
              <th scope="col">{t("invoices.archive.orders")}</th>
              {showAmounts ? (
                <th scope="col" className="num">
                  {t("invoices.archive.amount")}
                </th>
              ) : null}
              {showAmounts ? (
                <th scope="col" className="num">
                  {t("invoices.archive.remaining")}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.invoiceId} className={r.status === "OVERDUE" ? "invoice-table__row--overdue" : undefined}>
                <th scope="row" data-label={t("invoices.archive.invoice")}>
                  <Link to={`${INVOICES_PATH}/${r.invoiceId}`}>{r.invoiceId}</Link>
                </th>
                <td data-label={t("invoices.archive.issued")}>{r.issued}</td>
                <td data-label={t("invoices.archive.due")}>{r.dueDate}</td>
                <td data-label={t("invoices.archive.status")}>
                  <InvoiceStatusBadge status={r.status} text={r.statusText} />
                </td>
                {showProjects ? (
                  <td data-label={t("invoices.archive.project")}>{r.project ?? t("invoices.archive.no_project")}</td>
                ) : null}
                <td data-label={t("invoices.archive.orders")}>{r.orderIds.join(", ")}</td>
                {showAmounts ? (
                  <td className="num" data-label={t("invoices.archive.amount")}>
                    {r.amount}
                  </td>
                ) : null}
                {showAmounts ? (
                  <td className="num" data-label={t("invoices.archive.remaining")}>
                    {r.remaining}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <EmptyState>{t("invoices.archive.none")}</EmptyState>
      )}
      <PagingLinks page={page} pages={pages} />
    </>
  );
}
