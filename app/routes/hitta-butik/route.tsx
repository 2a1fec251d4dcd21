import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error/general-error-boundary";
import { StoreFinder } from "~/components/stores/store-finder";
import { routeHandle } from "~/routing/route-handle";
import { seoMeta } from "~/routing/seo-meta";
import { loadStoreFinder } from "~/stores/store-finder.server";

export const handle = routeHandle({ layout: "default", i18n: ["catalogue-pages"] });

export const loader = ({ request, context }: LoaderFunctionArgs) => loadStoreFinder(request, context);

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

export default function FindStorePage() {
  return <StoreFinder data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
