/**
 * One invoice's page (docs/purchasing-controls.md "Fakturor och saldo"): its facts, the PDF link, payments and the
 * orders it covers with their lines. Amounts the caller may not see arrive as null and are left out.
 */
import { Link } from "@remix-run/react";
import { useT } from "~/platform/i18n/i18n-provider";
import type { InvoiceDetailView } from "./invoice-pages.server";
import { InvoiceStatusBadge } from "./invoice-views";

const INVOICES_PATH = "/mina-sidor/fakturor";

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
              {o.customerOrderNumber || o.reference || o.costCentre || orderLinks ? (
                <p>
                  {o.customerOrderNumber
                    ? `${t("invoices.detail.customer_order_number")}: ${o.customerOrderNumber} `
                    : ""}
                  {o.reference ? `${t("invoices.detail.reference")}: ${o.reference} ` : ""}
                  {o.costCentre ? `${t("invoices.detail.cost_centre")}: ${o.costCentre} ` : ""}
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
