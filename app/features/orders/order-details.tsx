import { Link } from "@remix-run/react";
import { AddressLines } from "~/features/account";
import { OrderLinesTable } from "./order-lines-table";
import { useT } from "~/platform/i18n/i18n-provider";
import type { loadOrderPage } from "./order-page.server";

export type OrderPageData = Awaited<ReturnType<typeof loadOrderPage>>;

/** The order as placed: its facts, lines, totals (per price mode), addresses and invoices. */
export function OrderDetails({ page }: { page: OrderPageData }) {
  const t = useT();
  const { order, addresses, invoices, showPrices, showTotals } = page;
  return (
    <>
      <dl className="definition-list">
        <div>
          <dt>{t("account-pages.order.web_number")}</dt>
          <dd>{order.webNumber ?? ""}</dd>
        </div>
        <div>
          <dt>{t("account-pages.orders.date")}</dt>
          <dd>{order.createdAt}</dd>
        </div>
        <div>
          <dt>{t("account-pages.orders.status_label")}</dt>
          <dd>{order.status}</dd>
        </div>
        <div>
          <dt>{t("account-pages.order.delivery")}</dt>
          <dd>{order.delivery}</dd>
        </div>
        {order.zipCode ? (
          <div>
            <dt>{t("account-pages.order.zip_code")}</dt>
            <dd>{order.zipCode}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("account-pages.orders.customer_order_number")}</dt>
          <dd>{order.customerOrderNumber ?? ""}</dd>
        </div>
        <div>
          <dt>{t("account-pages.order.reference")}</dt>
          <dd>{order.reference ?? ""}</dd>
        </div>
        {order.costCentre ? (
          <div>
            <dt>{t("order-references.order.cost_centre")}</dt>
            <dd>{order.costCentre}</dd>
          </div>
        ) : null}
      </dl>
      <h2>{t("account-pages.order.lines")}</h2>
      <OrderLinesTable lines={order.lines} showPrices={showPrices} />
      {showTotals ? (
        <p>{t("account-pages.order.totals", { net: order.net, vat: order.vat, total: order.total })}</p>
      ) : null}
      <div className="two-columns">
        <section>
          <h2>{t("account-pages.order.delivery_address")}</h2>
          {addresses.deliveryAddress ? (
            <AddressLines address={addresses.deliveryAddress} />
          ) : (
            <p>{t("account-pages.order.no_address")}</p>
          )}
        </section>
        <section>
          <h2>{t("account-pages.order.invoice_address")}</h2>
          {addresses.invoiceAddress ? (
            <AddressLines address={addresses.invoiceAddress} />
          ) : (
            <p>{t("account-pages.order.no_address")}</p>
          )}
        </section>
      </div>
      {invoices ? (
        <section>
          <h2>{t("account-pages.order.invoices")}</h2>
          {invoices.length === 0 ? (
            <p>{t("account-pages.order.no_invoices")}</p>
          ) : (
            <ul>
              {invoices.map((invoice) => (
                <li key={invoice.invoiceId}>
                  {t("account-pages.order.invoice_line", {
                    id: invoice.invoiceId,
                    amount: invoice.amount,
                    issued: invoice.issuedAt,
                    due: invoice.dueAt,
                  })}{" "}
                  {invoice.paid ? t("account-pages.order.paid") : t("account-pages.order.unpaid")}
                  {/* The invoice in the archive (docs/purchasing-controls.md "Fakturor och saldo"). */}{" "}
                  <Link to={`/mina-sidor/fakturor/${invoice.invoiceId}`}>
                    {t("account-pages.order.invoice_link", { id: invoice.invoiceId })}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </>
  );
}
