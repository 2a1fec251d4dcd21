import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { RetailerList } from "~/features/stores/retailer-list";
import { routeHandle } from "~/platform/routing/route-handle";
import { seoMeta } from "~/platform/routing/seo-meta";
import { loadRetailers } from "~/features/stores/retailers.server";

export const handle = routeHandle({ layout: "default", i18n: ["catalogue-pages"] });

export const loader = ({ request, context }: LoaderFunctionArgs) => loadRetailers(request, context);

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

export default function RetailersPage() {
  return <RetailerList data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
