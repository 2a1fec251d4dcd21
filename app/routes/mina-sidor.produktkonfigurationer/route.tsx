import type { MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FormMessage } from "~/ui/form-bits";
import { SavedConfigurationsTable } from "~/features/configurator/saved-configurations-table";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { useT } from "~/platform/i18n/i18n-provider";
import { keepSession } from "~/platform/routing/signed-in.server";
import { handleConfigurationsAction, loadConfigurationsPage } from "~/features/configurator/configurations-page.server";

export const handle = { i18n: ["account-pages"] };

export const loader = keepSession(loadConfigurationsPage);
export const action = keepSession(handleConfigurationsAction);

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function SavedConfigurationsPage() {
  const t = useT();
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { message?: string } | undefined;
  return (
    <PageFrame title={t("account-pages.configurations.title")}>
      <FormMessage message={result?.message} ok={false} />
      <p>{t("account-pages.configurations.intro")}</p>
      {page.rows.length > 0 ? (
        <p>{t("account-pages.configurations.count", { count: page.rows.length, max: page.max })}</p>
      ) : null}
      <SavedConfigurationsTable rows={page.rows} canOrder={page.canOrder} />
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
