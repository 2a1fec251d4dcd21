import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { GeneralErrorBoundary } from "~/components/error/general-error-boundary";
import { EmptyState, PageFrame } from "~/components/layout/page-frame";
import { useT } from "~/i18n/i18n-provider";
import { serverT } from "~/i18n/catalogue.server";
import { requireValidSlugs } from "~/routing/not-found";
import { routeHandle } from "~/routing/route-handle";

export const handle = routeHandle({ layout: "default" });

export function loader({ request, params }: LoaderFunctionArgs) {
  const [slug] = requireValidSlugs(request, params.slug);
  return { slug, title: serverT("routes.product.title") };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

/** Product data comes with the catalogue; until then the page says it cannot show it. */
export default function ProductPage() {
  const t = useT();
  return (
    <PageFrame title={t("routes.product.title")}>
      <EmptyState>{t("routes.product.empty")}</EmptyState>
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
