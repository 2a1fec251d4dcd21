import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { GeneralErrorBoundary } from "~/components/error/general-error-boundary";
import { EmptyState, PageFrame } from "~/components/layout/page-frame";
import { useT } from "~/i18n/i18n-provider";
import { serverT } from "~/i18n/catalogue.server";
import { requireValidSlugs } from "~/routing/not-found";
import { routeHandle } from "~/routing/route-handle";

export const handle = routeHandle({ layout: "default" });

/**
 * /kategorier/:slug(.*)* — zero or more segments: /kategorier is the top of the tree, and a
 * category path may span several (el/belysning/downlights). Every segment must be a slug.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const segments = (params["*"] ?? "").split("/").filter((segment, index, all) => segment !== "" || index < all.length - 1);
  const path = segments.length > 0 ? requireValidSlugs(request, ...segments) : [];
  return { categoryPath: path, title: serverT("routes.categories.title") };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function CategoryPage() {
  const t = useT();
  return (
    <PageFrame title={t("routes.categories.title")}>
      <EmptyState>{t("routes.categories.empty")}</EmptyState>
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
