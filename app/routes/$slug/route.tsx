import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ContentRouteView } from "~/components/content/content-route-view";
import { GeneralErrorBoundary } from "~/components/error/general-error-boundary";
import { requireValidSlugs } from "~/routing/not-found";
import { routeHandle } from "~/routing/route-handle";
import { contentMeta } from "~/content/content-meta";
import { contentRouteResponse, loadContentRoute } from "~/content/pages.server";

// Selected-products sections render catalogue product cards.
export const handle = routeHandle({ layout: "default", i18n: ["catalogue"] });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const [slug] = requireValidSlugs(request, params.slug);
  const result = await loadContentRoute(request, context, slug);
  return contentRouteResponse(result, request);
}

export const meta = contentMeta<typeof loader>;

export default function ContentPageRoute() {
  return <ContentRouteView data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
