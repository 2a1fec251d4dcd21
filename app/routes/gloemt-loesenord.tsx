import type { MetaFunction } from "@remix-run/cloudflare";
import { GeneralErrorBoundary } from "~/components/error/general-error-boundary";
import { EmptyState, PageFrame } from "~/components/layout/page-frame";
import { useT } from "~/i18n/i18n-provider";
import { serverT } from "~/i18n/catalogue.server";
import { routeHandle } from "~/routing/route-handle";

export const handle = routeHandle({ layout: "minimal" });

export const loader = () => ({ title: serverT("routes.forgot_password.title") });
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function ForgotPasswordPage() {
  const t = useT();
  return (
    <PageFrame title={t("routes.forgot_password.title")}>
      <EmptyState>{t("routes.forgot_password.body")}</EmptyState>
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
