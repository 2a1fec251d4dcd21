import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { keepSession } from "~/platform/routing/signed-in.server";
import { invoicePage } from "~/features/invoices/invoice-pages.server";
import { InvoiceDetailPage } from "~/features/invoices/invoice-detail";

export const handle = { i18n: ["account-pages", "invoices"] };

export const loader = keepSession(({ request, context, params }: LoaderFunctionArgs) =>
  invoicePage(request, context, params),
);

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

/** One invoice: its facts, payments, the orders it covers with their lines, and its PDF. */
export default function InvoicePage() {
  const { title, invoice, orderLinks } = useLoaderData<typeof loader>();
  return (
    <PageFrame title={title}>
      <InvoiceDetailPage invoice={invoice} orderLinks={orderLinks} />
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
