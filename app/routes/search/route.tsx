import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { redirectWithToast } from "~/platform/session/toast.server";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { EmptyState, PageFrame } from "~/ui/page-frame";
import { useT } from "~/platform/i18n/i18n-provider";
import { serverT } from "~/platform/i18n/catalogue.server";
import { routeHandle } from "~/platform/routing/route-handle";
import { ContentSearchResults } from "~/features/content/content-search-results";
import { cachedContentPageSearch } from "~/features/content/content-search-cache.server";
import { ProductListing } from "~/features/catalogue/product-listing";
import { searchProducts } from "~/features/search/search-products.server";

export const handle = routeHandle({ layout: "default", i18n: ["catalogue", "routes", "search"] });

const MAX_QUERY_LENGTH = 200;

/**
 * Spec section 2: without a non-empty q the search redirects to the start page. A buyer who sent
 * the search form empty also gets a toast saying why they landed there.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const raw = new URL(request.url).searchParams.get("q");
  const q = (raw ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  if (q === "" && raw === null) throw redirect("/");
  if (q === "")
    throw await redirectWithToast(request, context, "/", { message: serverT("routes.search.empty_query") }, 302);
  // Awaited, not streamed: the page results must be there without JavaScript too.
  const [contentPages, { products, headers, ...tracking }] = await Promise.all([
    cachedContentPageSearch(context, q),
    searchProducts(request, context, q),
  ]);
  const title = serverT("routes.search.title", { q });
  const description = serverT("routes.search.meta_description", { q, shop: serverT("common.shop_name") });
  return data({ q, title, description, contentPages, products, ...tracking }, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title },
  { name: "description", content: data?.description },
];

export default function SearchPage() {
  const t = useT();
  const { q, contentPages, products } = useLoaderData<typeof loader>();
  return (
    <PageFrame title={t("routes.search.title", { q })}>
      {products.kind === "results" && products.didYouMean ? (
        // A plain link: a corrected search works without JavaScript.
        <div className="search-did-you-mean" role="status">
          <p>
            {t("search.did_you_mean.prefix")}{" "}
            <a href={`/search?q=${encodeURIComponent(products.didYouMean.q)}`}>
              <strong>{products.didYouMean.q}</strong>
            </a>
            ? {t("search.did_you_mean.showing", { q: products.didYouMean.q, original: q })}
          </p>
          {products.didYouMean.categories.length > 0 ? (
            <nav aria-label={t("search.did_you_mean.categories")}>
              <ul>
                {products.didYouMean.categories.map((c) => (
                  <li key={c.href}>
                    <a href={c.href}>{c.name}</a>
                    {c.context ? <span> {t("search.combobox.in_category", { context: c.context })}</span> : null}
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      ) : null}
      {products.kind === "results" && products.listing.total > 0 ? (
        <ProductListing
          listing={products.listing}
          priceMode={products.priceMode}
          keep={{ q }}
          headingId="search-products"
        />
      ) : null}
      {products.kind === "results" && products.listing.total === 0 ? (
        <EmptyState>{t("routes.search.empty", { q })}</EmptyState>
      ) : null}
      <ContentSearchResults result={contentPages} />
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
