import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { GeneralErrorBoundary } from "~/components/error/general-error-boundary";
import { EmptyState, PageFrame } from "~/components/layout/page-frame";
import { useT } from "~/i18n/i18n-provider";
import { serverT } from "~/i18n/catalogue.server";
import { requireUser } from "~/routing/guards.server";
import { routeHandle } from "~/routing/route-handle";

export const handle = routeHandle({ requiresAuth: true, isCheckoutPage: true });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return { title: serverT("routes.cart.title") };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

/** Checkout step 1. The cart's lines come with the cart work; no cart yet means an empty one. */
export default function CartPage() {
  const t = useT();
  return (
    <PageFrame title={t("routes.cart.title")}>
      <EmptyState>{t("routes.cart.empty")}</EmptyState>
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
