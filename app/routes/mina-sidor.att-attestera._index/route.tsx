import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { keepSession } from "~/platform/routing/signed-in.server";
import { approvalQueuePage } from "~/features/order-approval/approval-pages.server";
import { ApprovalQueue } from "~/features/order-approval/approval-views";

export const handle = { i18n: ["account-pages", "order-approval"] };

export const loader = keepSession(({ request, context }: LoaderFunctionArgs) => approvalQueuePage(request, context));

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

/** The approver's queue (docs/purchasing-controls.md). */
export default function ApprovalQueuePage() {
  const { title, pending, decided } = useLoaderData<typeof loader>();
  return (
    <PageFrame title={title}>
      <ApprovalQueue pending={pending} decided={decided} />
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
