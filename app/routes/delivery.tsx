import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { GeneralErrorBoundary } from "~/components/error/general-error-boundary";
import { EmptyState, PageFrame } from "~/components/layout/page-frame";
import { useT } from "~/i18n/i18n-provider";
import { serverT } from "~/i18n/catalogue.server";
import { requireUser } from "~/routing/guards.server";
import { routeHandle } from "~/routing/route-handle";

export const handle = routeHandle({ layout: "minimal", requiresAuth: true, isCheckoutPage: true });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return { title: serverT("routes.delivery.title") };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

/** Checkout step 2: choosing how each delivery arrives, once the cart has deliveries. */
export default function DeliveryPage() {
  const t = useT();
  return (
    <PageFrame title={t("routes.delivery.title")}>
      <EmptyState>{t("routes.delivery.empty")}</EmptyState>
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
