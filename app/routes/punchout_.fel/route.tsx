import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { useT } from "~/platform/i18n/i18n-provider";
import { entryErrorPage } from "~/features/punchout/entry-errors.server";

export const handle = { i18n: ["checkout"] };

/** Why a punch-out entry failed (/punchout/fel?kod=…): one Swedish message, no details. */
export function loader({ request }: LoaderFunctionArgs) {
  return entryErrorPage(request);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function PunchoutErrorPage() {
  const t = useT();
  const { message } = useLoaderData<typeof loader>();
  return (
    <PageFrame title={t("checkout.punchout.entry_title")}>
      <p role="alert">{message}</p>
      <p>
        <Link to="/">{t("checkout.punchout.to_start")}</Link>
      </p>
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
