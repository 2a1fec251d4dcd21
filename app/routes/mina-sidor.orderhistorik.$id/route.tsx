import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormMessage } from "~/ui/form-bits";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { useT } from "~/platform/i18n/i18n-provider";
import { keepSession } from "~/platform/routing/signed-in.server";
import { handleOrderFollowUp } from "~/features/orders/follow-up.server";
import { loadOrderPage, orderIdOf } from "~/features/orders/order-page.server";
import { OrderDetails } from "~/features/orders/order-details";
import { OrderAgainForm, OrderDocuments, OrderInquiryForm } from "~/features/orders/order-follow-up-panel";
import { OrderApprovalTrail } from "~/features/order-approval";

export const handle = { i18n: ["account-pages", "order-approval", "order-references"] };

export const loader = keepSession(({ request, context, params }: LoaderFunctionArgs) =>
  loadOrderPage(request, context, params),
);

/** Ask about the order, e-mail its documents, order it again (follow-up.server.ts, by the form's intent). */
export const action = keepSession(({ request, context, params }: ActionFunctionArgs) =>
  handleOrderFollowUp(request, context, orderIdOf(params)),
);

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function OrderPage() {
  const t = useT();
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { order } = page;
  return (
    <PageFrame title={t("account-pages.order.title", { id: order.orderId })}>
      <p>
        <Link to="/mina-sidor/orderhistorik">{t("account-pages.order.back")}</Link>
      </p>
      <OrderDetails page={page} />
      <OrderApprovalTrail approval={page.approval} />
      {page.canOrderAgain ? (
        <section aria-labelledby="order-again-heading">
          <h2 id="order-again-heading">{t("account-pages.order.again.title")}</h2>
          <p>{t("account-pages.order.again.intro")}</p>
          <OrderAgainForm result={result} />
        </section>
      ) : result?.intent === "order-again" ? (
        <FormMessage message={result.message} ok={result.ok} />
      ) : null}
      <OrderDocuments orderId={order.orderId} result={result} />
      <OrderInquiryForm result={result} />
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
