import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ContentRouteView } from "~/features/content/content-route-view";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { requireValidSlugs } from "~/platform/routing/not-found";
import { routeHandle } from "~/platform/routing/route-handle";
import { contentMeta } from "~/features/content/content-meta";
import { contentRouteResponse, loadContentSubRoute } from "~/features/content/pages.server";

// Selected-products sections render catalogue product cards.
export const handle = routeHandle({ layout: "default", i18n: ["catalogue"] });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const [slug, contentSlug] = requireValidSlugs(request, params.slug, params.contentSlug);
  const result = await loadContentSubRoute(request, context, slug!, contentSlug!);
  return contentRouteResponse(result, request);
}

export const meta = contentMeta<typeof loader>;

export default function ContentSubPageRoute() {
  return <ContentRouteView data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
