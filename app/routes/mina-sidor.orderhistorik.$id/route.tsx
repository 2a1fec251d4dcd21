import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AddressLines } from "~/components/account-pages/address-card";
import { FormMessage } from "~/components/account-pages/form-bits";
import { CsrfField } from "~/session/csrf-field";
import { GeneralErrorBoundary } from "~/components/error/general-error-boundary";
import { PageFrame } from "~/components/layout/page-frame";
import { OrderLinesTable } from "~/components/account-pages/order-lines-table";
import { useT } from "~/i18n/i18n-provider";
import { keepSession } from "~/account/signed-in.server";
import { emailOrder, loadOrderPage } from "./order-page.server";

export const handle = { i18n: ["account-pages"] };

export const loader = keepSession(({ request, context, params }: LoaderFunctionArgs) =>
  loadOrderPage(request, context, params),
);

export const action = keepSession(({ request, context, params }: ActionFunctionArgs) =>
  emailOrder(request, context, params),
);

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function OrderPage() {
  const t = useT();
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (page.denied) {
    return (
      <PageFrame title={page.title}>
        <p className="notice notice--error" role="alert">
          {page.message}
        </p>
      </PageFrame>
    );
  }
  const { order, addresses, invoices, showPrices, showTotals } = page;
  return (
    <PageFrame title={t("account-pages.order.title", { id: order.orderId })}>
      <p>
        <Link to="/mina-sidor/orderhistorik">{t("account-pages.order.back")}</Link>
      </p>
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
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      <section>
        <h2>{t("account-pages.order.documents")}</h2>
        <p>
          <a href={`/api/orderbekraftelse/${order.orderId}`} download={`orderbekraftelse-${order.orderId}.pdf`}>
            {t("account-pages.order.download_pdf")}
          </a>
        </p>
        <FormMessage message={result?.message} ok={result?.ok} />
        <Form method="post">
          <CsrfField />
          <div className="field">
            <label htmlFor="email-message">{t("account-pages.order.email_message")}</label>
            <textarea id="email-message" name="message" rows={3} maxLength={1000} />
          </div>
          <button type="submit">{t("account-pages.order.email_submit")}</button>
        </Form>
      </section>
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
