import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { StoreStockPage } from "~/features/stores/store-stock-table";
import { requireValidSlugs } from "~/platform/routing/not-found";
import { routeHandle } from "~/platform/routing/route-handle";
import { seoMeta } from "~/platform/routing/seo-meta";
import { chooseStore, loadStoreStockPage } from "~/features/stores/store-stock.server";

export const handle = routeHandle({ layout: "default", i18n: ["catalogue", "catalogue-pages"] });

/** /produkt/:slug/lager — the product page's per-store stock as its own page, complete without JavaScript. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const [slug] = requireValidSlugs(request, params.slug);
  const { page, headers } = await loadStoreStockPage(request, context, slug);
  return data(page, { headers });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const [slug] = requireValidSlugs(request, params.slug);
  return chooseStore(request, context, slug);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

export default function ProductStoreStockPage() {
  const answer = useActionData<typeof action>() as { error?: string } | undefined;
  return <StoreStockPage page={useLoaderData<typeof loader>()} error={answer?.error} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
