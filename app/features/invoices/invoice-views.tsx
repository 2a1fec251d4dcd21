/**
 * The invoice pages' views (docs/purchasing-controls.md "Fakturor och saldo"): the balance and credit box, the
 * archive's filters (a GET form: works without JavaScript), the list with status badges and overdue rows marked, and
 * one invoice with its orders and lines. Amounts the caller may not see arrive as null and are left out.
 */
import { Form, Link } from "@remix-run/react";
import type { InvoiceStatus } from "@shop/domain/invoices";
import { EmptyState } from "~/ui/page-frame";
import { PagingLinks } from "~/ui/paging-links";
import { useT } from "~/platform/i18n/i18n-provider";
import type { BalanceView, InvoiceDetailView, InvoiceFilters, InvoiceRowView } from "./invoice-pages.server";

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
  const invalid = (id: string, error: string | null) =>
    error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};
  return (
    <Form method="get" className="filter-form invoice-filters" aria-label={t("invoices.filters.label")}>
      <div className="field">
        <label htmlFor="invoices-q">{t("invoices.filters.q")}</label>
        <input
          id="invoices-q"
          type="search"
          name="q"
          defaultValue={filters.q ?? ""}
          {...invalid("invoices-q", errors.q)}
        />
        {errors.q ? (
          <p id="invoices-q-error" className="field-error">
            {errors.q}
          </p>
        ) : null}
      </div>
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
      <div className="field">
        <label htmlFor="invoices-to">{t("invoices.filters.to")}</label>
        <input
          id="invoices-to"
          type="date"
          name="to"
          defaultValue={filters.to ?? ""}
          {...invalid("invoices-to", errors.to)}
        />
        {errors.to ? (
          <p id="invoices-to-error" className="field-error">
            {errors.to}
          </p>
        ) : null}
      </div>
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

function Facts({ invoice }: { invoice: InvoiceDetailView }) {
  const t = useT();
  const facts: [string, string | null][] = [
    [t("invoices.detail.customer"), invoice.customer],
    [t("invoices.archive.project"), invoice.project],
    [t("invoices.archive.issued"), invoice.issued],
    [t("invoices.archive.due"), invoice.dueDate],
    [t("invoices.detail.ocr"), invoice.ocr],
    [t("invoices.detail.paid_at"), invoice.paidAt],
    [t("invoices.detail.net"), invoice.net],
    [t("invoices.detail.vat"), invoice.vat],
    [t("invoices.detail.amount"), invoice.amount],
    [t("invoices.detail.paid"), invoice.payments.length ? invoice.paid : null],
    [t("invoices.detail.remaining"), invoice.status === "PAID" ? null : invoice.remaining],
  ];
  return (
    <dl className="invoice-facts" aria-label={t("invoices.detail.summary")}>
      <div>
        <dt>{t("invoices.archive.status")}</dt>
        <dd>
          <InvoiceStatusBadge status={invoice.status} text={invoice.statusText} />
        </dd>
      </div>
      {facts.map(([label, value]) =>
        value === null ? null : (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ),
      )}
    </dl>
  );
}

export function InvoiceDetailPage({ invoice, orderLinks }: { invoice: InvoiceDetailView; orderLinks: boolean }) {
  const t = useT();
  const showPrices = invoice.amount !== null;
  return (
    <>
      <p>
        <Link to={INVOICES_PATH}>{t("invoices.detail.back")}</Link>
      </p>
      <Facts invoice={invoice} />
      <p>
        {/* A document, not a page: a plain link, so the browser opens or saves the PDF itself. */}
        <a href={`${INVOICES_PATH}/${invoice.invoiceId}.pdf`} className="button button--secondary invoice-pdf-link">
          {t("invoices.detail.pdf", { id: invoice.invoiceId })}
        </a>
      </p>
      {invoice.payments.length ? (
        <section aria-labelledby="invoice-payments">
          <h2 id="invoice-payments">{t("invoices.detail.payments")}</h2>
          <ul>
            {invoice.payments.map((p, i) => (
              <li key={i}>
                {p.amount === null
                  ? t("invoices.detail.payment_no_amount", { date: p.paidAt })
                  : t("invoices.detail.payment", { date: p.paidAt, amount: p.amount })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="invoice-orders">
        <h2 id="invoice-orders">{t("invoices.detail.orders_heading")}</h2>
        {invoice.orders.map((o) => {
          const heading = t("invoices.detail.order_heading", { id: o.orderId, web: o.webNumber, date: o.createdAt });
          return (
            <section key={o.orderId} aria-labelledby={`invoice-order-${o.orderId}`} className="invoice-order">
              <h3 id={`invoice-order-${o.orderId}`}>{heading}</h3>
              {o.customerOrderNumber || o.reference || orderLinks ? (
                <p>
                  {o.customerOrderNumber
                    ? `${t("invoices.detail.customer_order_number")}: ${o.customerOrderNumber} `
                    : ""}
                  {o.reference ? `${t("invoices.detail.reference")}: ${o.reference} ` : ""}
                  {orderLinks ? (
                    <Link to={`/mina-sidor/orderhistorik/${o.orderId}`}>
                      {t("invoices.detail.order_link", { id: o.orderId })}
                    </Link>
                  ) : null}
                </p>
              ) : null}
              <table className="data-table">
                <caption className="visually-hidden">{heading}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("invoices.detail.article_number")}</th>
                    <th scope="col">{t("invoices.detail.name")}</th>
                    <th scope="col">{t("invoices.detail.quantity")}</th>
                    {showPrices ? (
                      <th scope="col" className="num">
                        {t("invoices.detail.unit_price")}
                      </th>
                    ) : null}
                    {showPrices ? (
                      <th scope="col" className="num">
                        {t("invoices.detail.line_net")}
                      </th>
                    ) : null}
                  </tr>
                </thead>
                <tbody>
                  {o.lines.map((l) => (
                    <tr key={l.key}>
                      <td>{l.articleNumber}</td>
                      <td>{l.name}</td>
                      <td>{l.quantity}</td>
                      {showPrices ? <td className="num">{l.unitPrice}</td> : null}
                      {showPrices ? <td className="num">{l.lineNet}</td> : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          );
        })}
      </section>
    </>
  );
}
