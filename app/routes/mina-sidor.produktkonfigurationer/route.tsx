import type { MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FormMessage } from "~/components/account-pages/form-bits";
import { SavedConfigurationsTable } from "~/components/configurator/saved-configurations-table";
import { GeneralErrorBoundary } from "~/components/error/general-error-boundary";
import { PageFrame } from "~/components/layout/page-frame";
import { useT } from "~/i18n/i18n-provider";
import { keepSession } from "~/account/signed-in.server";
import { handleConfigurationsAction, loadConfigurationsPage } from "./configurations-page.server";

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
