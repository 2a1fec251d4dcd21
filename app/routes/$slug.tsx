import { data as withHeaders, type LoaderFunctionArgs, type LinksFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ContentPageView, ListingPageView } from "~/components/content/content-page";
import { CsrfContext } from "~/components/content/form-context";
import { GeneralErrorBoundary } from "~/components/error/general-error-boundary";
import { requireValidSlugs } from "~/routing/not-found";
import { routeHandle } from "~/routing/route-handle";
import catalogueStyles from "~/styles/catalogue.css?url";
import { contentMeta } from "~/services/content/content-meta";
import { loadContentRoute } from "~/services/content/pages.server";

// Selected-products sections render catalogue product cards.
export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogueStyles }];

export const handle = routeHandle({ layout: "default" });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const [slug] = requireValidSlugs(request, params.slug);
  const result = await loadContentRoute(request, context, slug);
  if (result.kind !== "page") return withHeaders(result);
  // The session cookie travels as a header only, never inside the page data.
  const { setCookie, ...page } = result;
  const headers = new Headers();
  for (const cookie of setCookie) headers.append("Set-Cookie", cookie);
  return withHeaders(page, { headers });
}

export const meta = contentMeta<typeof loader>;

export default function ContentPageRoute() {
  const data = useLoaderData<typeof loader>();
  return data.kind === "listing" ? (
    <ListingPageView listing={data.listing} activeTag={data.activeTag} />
  ) : (
    <CsrfContext.Provider value={data.csrf}>
      <ContentPageView page={data.page} parent={data.parent} sections={data.sections} selectedProducts={data.selectedProducts} />
    </CsrfContext.Provider>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
