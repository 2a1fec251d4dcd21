import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { keepSession } from "~/platform/routing/signed-in.server";
import { approvalAction, approvalPage, type DecisionAnswer } from "~/features/order-approval/approval-pages.server";
import { ApprovalDetailPage } from "~/features/order-approval/approval-views";

export const handle = { i18n: ["account-pages", "order-approval"] };

export const loader = keepSession(({ request, context, params }: LoaderFunctionArgs) =>
  approvalPage(request, context, params),
);

export const action = keepSession(({ request, context, params }: ActionFunctionArgs) =>
  approvalAction(request, context, params),
);

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

/** One order submitted for approval: its frozen contents, audit trail and the decision form. */
export default function ApprovalPage() {
  const { title, approval, commentMax } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as DecisionAnswer | undefined;
  return (
    <PageFrame title={title}>
      <ApprovalDetailPage approval={approval} commentMax={commentMax} answer={answer} />
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
