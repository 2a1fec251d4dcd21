import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ContentRouteView } from "~/features/content/content-route-view";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { requireValidSlugs } from "~/platform/routing/not-found";
import { routeHandle } from "~/platform/routing/route-handle";
import { contentMeta } from "~/features/content/content-meta";
import { contentRouteResponse, loadContentRoute } from "~/features/content/pages.server";

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
