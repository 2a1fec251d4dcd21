import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { keepSession } from "~/platform/routing/signed-in.server";
import { spendPage, type SpendPageData } from "~/features/spend/spend-page.server";
import { SpendPage } from "~/features/spend/spend-views";

export const handle = { i18n: ["account-pages", "spend"] };

export const loader = keepSession(({ request, context }: LoaderFunctionArgs) => spendPage(request, context));

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

/** Spend follow-up ("Inköpsuppföljning", docs/purchasing-controls.md): chart, table and downloads. */
export default function SpendFollowUpPage() {
  const page = useLoaderData<typeof loader>() as SpendPageData;
  return (
    <PageFrame title={page.title}>
      <SpendPage page={page} />
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
