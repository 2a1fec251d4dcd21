import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { ProductDetails } from "~/features/catalogue/product-details";
import { requireValidSlugs } from "~/platform/routing/not-found";
import { routeHandle } from "~/platform/routing/route-handle";
import { handleAddToCart, type AddToCartResult } from "~/features/checkout/add-to-cart.server";
import { articleNumberFromSlug } from "~/features/products/catalogue-client.server";
import { loadProductPage } from "~/features/catalogue/product-page.server";
import { useActionDataLayer } from "~/features/tracking/page-events";

export const handle = routeHandle({ layout: "default", i18n: ["catalogue", "catalogue-pages"] });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const [slug] = requireValidSlugs(request, params.slug);
  const { page, headers } = await loadProductPage(request, context, slug);
  return data(page, { headers });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const [slug] = requireValidSlugs(request, params.slug);
  const articleNumber = articleNumberFromSlug(slug);
  if (!articleNumber) throw new Response(null, { status: 404 });
  return handleAddToCart(request, context, articleNumber);
}

const PRODUCT_ACTION_PATH = /^\/produkt\/[^/]+\/?$/;

/**
 * An add to cart (this page's form, or a similar product's card, both POST /produkt/<slug>) changes nothing the
 * product loader shows (article, price, stock, delivery options): the page keeps its data instead of asking the
 * commerce service again, so one add is one commerce call. The root loader still revalidates; the cart flyout
 * reads the cart each time it opens. Anything else (another action, a new URL) revalidates as usual.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  formAction,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  // Only a product page's own action: /produkt/<slug>/lager (the store choice) changes what this page shows.
  const addToCart =
    formMethod?.toUpperCase() === "POST" &&
    formAction !== undefined &&
    PRODUCT_ACTION_PATH.test(new URL(formAction, currentUrl).pathname);
  if (addToCart && currentUrl.href === nextUrl.href) return false;
  return defaultShouldRevalidate;
};

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  return [
    { title: data.title },
    { name: "description", content: data.description },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
};

export default function ProductPage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as AddToCartResult | undefined;
  useActionDataLayer(result);
  return (
    <ProductDetails
      product={page.product}
      offer={page.offer}
      priceMode={page.priceMode}
      deliveryOptions={page.deliveryOptions}
      result={result}
      configurator={page.configurator}
      similar={page.similar}
    />
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
