import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error/general-error-boundary";
import { RetailerList } from "~/components/retailers/retailer-list";
import { routeHandle } from "~/routing/route-handle";
import { seoMeta } from "~/routing/seo-meta";
import { loadRetailers } from "~/retailers/retailers.server";

export const handle = routeHandle({ layout: "default", i18n: ["catalogue-pages"] });

export const loader = ({ request, context }: LoaderFunctionArgs) => loadRetailers(request, context);

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

export default function RetailersPage() {
  return <RetailerList data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
