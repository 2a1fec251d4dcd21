import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { StorePageView } from "~/features/content/store-page";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { throwPageNotFound } from "~/platform/routing/not-found";
import { routeHandle } from "~/platform/routing/route-handle";
import { loadStorePage } from "~/features/content/pages.server";

export const handle = routeHandle({ layout: "default", i18n: ["catalogue"] });

/** Store ids are the commerce service's location ids. */
const STORE_ID = /^[A-Za-z0-9_-]{1,40}$/;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  if (!params.id || !STORE_ID.test(params.id)) throwPageNotFound(request);
  return loadStorePage(request, context, params.id);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.page?.title ?? data?.store?.name ?? "" },
  ...(data?.page?.metaDescription ? [{ name: "description", content: data.page.metaDescription }] : []),
];

export default function StorePageRoute() {
  const { page, store, location, sections } = useLoaderData<typeof loader>();
  return <StorePageView page={page} store={store} location={location} sections={sections} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
