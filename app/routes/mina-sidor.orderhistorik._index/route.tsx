import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { useT } from "~/platform/i18n/i18n-provider";
import { orderHistoryPage } from "~/features/orders/order-pages.server";
import { ORDER_SORTS, ORDER_STATUSES } from "@shop/domain/account-constants";
import { requireCommerce, keepSession } from "~/platform/routing/signed-in.server";
import { PagingLinks } from "~/ui/paging-links";
import { OwnApprovals } from "~/features/order-approval";
import { pendingOwnApprovals } from "~/features/order-approval/index.server";

export const handle = { i18n: ["account-pages", "order-approval", "order-references"] };

export const loader = keepSession(async function loader({ request, context }: LoaderFunctionArgs) {
  const commerce = await requireCommerce(request, context);
  const page = await orderHistoryPage(request, context, commerce);
  // Orders over the buyer's limit are not orders yet: they show above the list as awaiting approval.
  return { ...page, ownApprovals: await pendingOwnApprovals(request, context) };
});

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function OrderHistoryPage() {
  const t = useT();
  const page = useLoaderData<typeof loader>();
  const { filters, qError, orders, total, pages, showTotals, ownApprovals } = page;
  return (
    <PageFrame title={t("account-pages.orders.title")}>
      <OwnApprovals rows={ownApprovals} />
      <Form method="get" className="filter-form" aria-label={t("account-pages.orders.filters")}>
        <div className="field">
          <label htmlFor="orders-q">{t("account-pages.orders.q")}</label>
          <input
            id="orders-q"
            type="search"
            name="q"
            defaultValue={filters.q ?? ""}
            aria-invalid={qError ? true : undefined}
            aria-describedby={qError ? "orders-q-error" : undefined}
          />
          {qError ? (
            <p id="orders-q-error" className="field-error">
              {qError}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="orders-status">{t("account-pages.orders.status_label")}</label>
          <select id="orders-status" name="status" defaultValue={filters.orderStatus ?? ""}>
            <option value="">{t("account-pages.orders.all_statuses")}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`account-pages.orders.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="orders-from">{t("account-pages.orders.from")}</label>
          <input id="orders-from" type="date" name="from" defaultValue={filters.fromDate ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="orders-to">{t("account-pages.orders.to")}</label>
          <input id="orders-to" type="date" name="to" defaultValue={filters.toDate ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="orders-sort">{t("account-pages.orders.sort")}</label>
          <select id="orders-sort" name="sort" defaultValue={filters.sort}>
            {/* Sorting by amount would reveal the hidden totals' order. */}
            {ORDER_SORTS.filter((s) => showTotals || !s.endsWith("total")).map((s) => (
              <option key={s} value={s}>
                {t(`account-pages.orders.sorts.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit">{t("account-pages.orders.filter_submit")}</button>
      </Form>
      <p role="status">{t("account-pages.orders.count", { count: total })}</p>
      {orders.length > 0 ? (
        <table className="table">
          <caption className="visually-hidden">{t("account-pages.orders.title")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("account-pages.orders.number")}</th>
              <th scope="col">{t("account-pages.orders.date")}</th>
              <th scope="col">{t("account-pages.orders.status_label")}</th>
              <th scope="col">{t("account-pages.orders.customer_order_number")}</th>
              <th scope="col">{t("order-references.order.reference")}</th>
              <th scope="col">{t("order-references.order.cost_centre")}</th>
              {showTotals ? <th scope="col">{t("account-pages.orders.total")}</th> : null}
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.orderId}>
                <td>
                  <Link to={`/mina-sidor/orderhistorik/${order.orderId}`}>
                    {t("account-pages.orders.order_link", { id: order.orderId })}
                  </Link>
                </td>
                <td>{order.createdAt}</td>
                <td>{order.status}</td>
                <td>{order.customerOrderNumber ?? ""}</td>
                <td>{order.reference ?? ""}</td>
                <td>{order.costCentre ?? ""}</td>
                {showTotals ? <td>{order.total}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="empty-state">{t("account-pages.orders.none")}</p>
      )}
      <PagingLinks page={filters.page} pages={pages} />
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
