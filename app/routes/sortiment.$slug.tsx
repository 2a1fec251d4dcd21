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
  return { slug, title: serverT("routes.assortments.one_title") };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

/** The assortment's products come with the catalogue; until then the page says there are none to show. */
export default function AssortmentPage() {
  const t = useT();
  return (
    <PageFrame title={t("routes.assortments.one_title")}>
      <EmptyState>{t("routes.assortments.one_empty")}</EmptyState>
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
