import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { NewPasswordForm } from "~/features/account/new-password-form";
import type { NewPasswordResult } from "~/features/account/account-view";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { EmptyState, PageFrame } from "~/ui/page-frame";
import { useT } from "~/platform/i18n/i18n-provider";
import { serverT } from "~/platform/i18n/catalogue.server";
import { routeHandle } from "~/platform/routing/route-handle";
import { handleNewPassword } from "~/features/account/password-forms.server";

export const handle = routeHandle({ layout: "minimal", i18n: ["account-pages", "routes"] });

export function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return {
    title: serverT("routes.activate_user.title"),
    token: token && /^[\w.-]{20,200}$/.test(token) ? token : null,
  };
}

export const action = ({ request, context }: ActionFunctionArgs) => handleNewPassword(request, context, "activate");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function ActivateUserPage() {
  const t = useT();
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as NewPasswordResult | undefined;
  return (
    <PageFrame title={t("routes.activate_user.title")}>
      {token ? (
        <>
          <p>{t("account-pages.activate.intro")}</p>
          <NewPasswordForm token={token} submitLabel={t("account-pages.activate.submit")} result={result} />
        </>
      ) : (
        <EmptyState>{t("account-pages.activate.no_token")}</EmptyState>
      )}
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
