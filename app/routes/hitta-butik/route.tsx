import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { StoreFinder } from "~/features/stores/store-finder";
import { routeHandle } from "~/platform/routing/route-handle";
import { seoMeta } from "~/platform/routing/seo-meta";
import { loadStoreFinder } from "~/features/stores/store-finder.server";

export const handle = routeHandle({ layout: "default", i18n: ["catalogue-pages"] });

export const loader = ({ request, context }: LoaderFunctionArgs) => loadStoreFinder(request, context);

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

export default function FindStorePage() {
  return <StoreFinder data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
