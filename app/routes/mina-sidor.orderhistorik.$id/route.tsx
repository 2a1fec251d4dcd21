import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AddressLines } from "~/components/account-pages/address-card";
import { CsrfField, FormMessage } from "~/components/account-pages/form-bits";
import { GeneralErrorBoundary } from "~/components/error/general-error-boundary";
import { PageFrame } from "~/components/layout/page-frame";
import { formatDate, formatDateTime } from "@shop/domain/format";
import { useT } from "~/i18n/i18n-provider";
import { serverT } from "~/i18n/catalogue.server";
import { money, orderHistoryDenied, orderMoneyView } from "~/account/order-pages.server";
import { emailOrderDocument, getInvoices, getOrder, getOrderAddresses } from "~/services/commerce/account-orders.server";
import { attempt, loadOrFail, readAccountForm, requireCommerce, keepSession } from "~/account/signed-in.server";

function orderIdOf(params: { id?: string }): string {
  if (!params.id || !/^\d{1,12}$/.test(params.id)) throw new Response(serverT("errors.not_found"), { status: 404 });
  return params.id;
}

export const loader = keepSession(async function loader({ request, context, params }: LoaderFunctionArgs) {
  const commerce = await requireCommerce(request, context);
  const denied = orderHistoryDenied(commerce);
  if (denied) return denied;
  const orderId = orderIdOf(params);
  // Without prices or financial follow-up the page shows no amount (the service sends them as null too).
  const { showPrices, showTotals, showInvoices } = orderMoneyView(commerce);
  const [order, addresses, invoices] = await loadOrFail(request, context, () =>
    Promise.all([getOrder(commerce.transport, orderId), getOrderAddresses(commerce.transport, orderId), showInvoices ? getInvoices(commerce.transport, orderId) : Promise.resolve(null)]),
  );
  return {
    denied: false as const,
    title: serverT("account-pages.order.title", { id: order.orderId }),
    showPrices,
    showTotals,
    order: {
      orderId: order.orderId,
      webNumber: order.tempOrderId,
      createdAt: formatDateTime(order.createdAt),
      status: serverT(`account-pages.orders.status.${order.status}`),
      delivery: order.deliveryId ? serverT(`account-pages.delivery.${order.deliveryId}`) : "",
      zipCode: order.zipCode ?? null,
      customerOrderNumber: order.customerOrderNumber,
      reference: order.reference,
      net: money(order.net),
      vat: money(order.vat),
      total: money(order.total),
      lines: order.items.map((i) => ({ articleNumber: i.articleNumber, name: i.name ?? "", quantity: i.quantity, unit: i.unit ?? "", unitPrice: money(i.unitPrice), lineNet: money(i.lineNet) })),
    },
    addresses,
    invoices: invoices?.map((i) => ({ invoiceId: i.invoiceId, amount: money(i.amount), issuedAt: formatDate(i.issuedAt), dueAt: formatDate(i.dueAt), paid: i.paid })) ?? null,
  };
});

export const action = keepSession(async function action({ request, context, params }: ActionFunctionArgs) {
  const { formData, commerce } = await readAccountForm(request, context);
  if (commerce.viewer.denials.includes("EJ_ORDERHISTORIK")) return data({ ok: false, message: serverT("errors.missing_rights") }, { status: 403 });
  const orderId = orderIdOf(params);
  const message = String(formData.get("message") ?? "").trim().slice(0, 1000);
  const result = await attempt(request, context, () => emailOrderDocument(commerce.transport, orderId, message || null));
  if (!result.ok) return data({ ok: false, message: result.message }, { status: result.error.status ?? 400 });
  return { ok: true, message: serverT("account-pages.order.emailed", { to: result.value.to }) };
});

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
        <div><dt>{t("account-pages.order.web_number")}</dt><dd>{order.webNumber ?? ""}</dd></div>
        <div><dt>{t("account-pages.orders.date")}</dt><dd>{order.createdAt}</dd></div>
        <div><dt>{t("account-pages.orders.status_label")}</dt><dd>{order.status}</dd></div>
        <div><dt>{t("account-pages.order.delivery")}</dt><dd>{order.delivery}</dd></div>
        {order.zipCode ? <div><dt>{t("account-pages.order.zip_code")}</dt><dd>{order.zipCode}</dd></div> : null}
        <div><dt>{t("account-pages.orders.customer_order_number")}</dt><dd>{order.customerOrderNumber ?? ""}</dd></div>
        <div><dt>{t("account-pages.order.reference")}</dt><dd>{order.reference ?? ""}</dd></div>
      </dl>
      <h2>{t("account-pages.order.lines")}</h2>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t("account-pages.order.article")}</th>
            <th scope="col">{t("account-pages.order.name")}</th>
            <th scope="col">{t("account-pages.order.quantity")}</th>
            {showPrices ? <th scope="col">{t("account-pages.order.unit_price")}</th> : null}
            {showPrices ? <th scope="col">{t("account-pages.order.line_net")}</th> : null}
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={`${line.articleNumber}-${index}`}>
              <td>{line.articleNumber}</td>
              <td>{line.name}</td>
              <td>{line.quantity} {line.unit}</td>
              {showPrices ? <td>{line.unitPrice}</td> : null}
              {showPrices ? <td>{line.lineNet}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      {showTotals ? <p>{t("account-pages.order.totals", { net: order.net, vat: order.vat, total: order.total })}</p> : null}
      <div className="two-columns">
        <section>
          <h2>{t("account-pages.order.delivery_address")}</h2>
          {addresses.deliveryAddress ? <AddressLines address={addresses.deliveryAddress} /> : <p>{t("account-pages.order.no_address")}</p>}
        </section>
        <section>
          <h2>{t("account-pages.order.invoice_address")}</h2>
          {addresses.invoiceAddress ? <AddressLines address={addresses.invoiceAddress} /> : <p>{t("account-pages.order.no_address")}</p>}
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
                  {t("account-pages.order.invoice_line", { id: invoice.invoiceId, amount: invoice.amount, issued: invoice.issuedAt, due: invoice.dueAt })}{" "}
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
