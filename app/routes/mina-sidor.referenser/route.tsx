import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { keepSession } from "~/platform/routing/signed-in.server";
import { useT } from "~/platform/i18n/i18n-provider";
import { orderReferencesAction, orderReferencesPage } from "~/features/order-references/index.server";
import { OrderReferenceSettingsForm } from "~/features/order-references";
import type { SettingsFormResult } from "~/features/order-references/settings-page.server";

export const handle = { i18n: ["account-pages", "order-references"] };

export const loader = keepSession(({ request, context }: LoaderFunctionArgs) => orderReferencesPage(request, context));

export const action = keepSession(({ request, context }: ActionFunctionArgs) =>
  orderReferencesAction(request, context),
);

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

/** The customer's order references: what buyers must give on each order (docs/purchasing-controls.md). */
export default function OrderReferencesPage() {
  const t = useT();
  const { title, settings } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as SettingsFormResult | undefined;
  return (
    <PageFrame title={title}>
      {settings ? (
        <OrderReferenceSettingsForm settings={settings} result={result} />
      ) : (
        <p>{t("order-references.settings.no_customer")}</p>
      )}
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
