import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { Breadcrumbs } from "~/features/catalogue/product-details";
import { ProductListing } from "~/features/catalogue/product-listing";
import { useT } from "~/platform/i18n/i18n-provider";
import { requireValidSlugs } from "~/platform/routing/not-found";
import { routeHandle } from "~/platform/routing/route-handle";
import { seoMeta } from "~/platform/routing/seo-meta";
import { loadCategoryPage } from "~/features/catalogue/category-page.server";
import { PrefetchRegion } from "~/platform/routing/prefetch-region";
import { ShopLink } from "~/platform/routing/shop-link";

export const handle = routeHandle({ layout: "default", i18n: ["catalogue", "catalogue-pages"] });

/**
 * /kategorier/:slug(.*)* — zero or more segments: /kategorier is the top of the tree, and a
 * category path may span several (el/belysning/downlights). Every segment must be a slug.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const segments = (params["*"] ?? "")
    .split("/")
    .filter((segment, index, all) => segment !== "" || index < all.length - 1);
  const path = segments.length > 0 ? requireValidSlugs(request, ...segments) : [];
  const { page, headers } = await loadCategoryPage(request, context, path);
  return data(page, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

export default function CategoryPage() {
  const t = useT();
  const page = useLoaderData<typeof loader>();
  return (
    <div className="page">
      {page.breadcrumb.length > 0 ? <Breadcrumbs items={page.breadcrumb} /> : null}
      <h1>{page.name}</h1>
      {page.children.length > 0 ? (
        <nav aria-labelledby="subcategories-heading" className="subcategories">
          <h2 id="subcategories-heading">{t("catalogue.listing.subcategories")}</h2>
          <PrefetchRegion>
            <ul>
              {page.children.map((child) => (
                <li key={child.url}>
                  <ShopLink to={child.url}>{child.name}</ShopLink>
                </li>
              ))}
            </ul>
          </PrefetchRegion>
        </nav>
      ) : null}
      {page.listing ? (
        <ProductListing listing={page.listing} priceMode={page.priceMode} headingId="category-products" />
      ) : null}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
