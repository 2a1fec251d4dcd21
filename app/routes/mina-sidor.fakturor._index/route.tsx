import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { useT } from "~/platform/i18n/i18n-provider";
import { keepSession } from "~/platform/routing/signed-in.server";
import { invoiceArchivePage } from "~/features/invoices/invoice-pages.server";
import { BalanceBox, InvoiceFilterForm, InvoiceTable } from "~/features/invoices/invoice-views";

export const handle = { i18n: ["account-pages", "invoices"] };

export const loader = keepSession(({ request, context }: LoaderFunctionArgs) => invoiceArchivePage(request, context));

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

/** The invoice archive with the open balance and credit (docs/purchasing-controls.md "Fakturor och saldo"). */
export default function InvoiceArchivePage() {
  const t = useT();
  const { title, filters, errors, projects, rows, total, pages, balance } = useLoaderData<typeof loader>();
  return (
    <PageFrame title={title}>
      <p>{t("invoices.archive.intro")}</p>
      <BalanceBox balance={balance} />
      <InvoiceFilterForm filters={filters} errors={errors} projects={projects} />
      <InvoiceTable rows={rows} total={total} page={filters.sida} pages={pages} />
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
