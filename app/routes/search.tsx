import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { redirectWithToast } from "~/components/toast/toast.server";
import { GeneralErrorBoundary } from "~/components/error/general-error-boundary";
import { EmptyState, PageFrame } from "~/components/layout/page-frame";
import { useT } from "~/i18n/i18n-provider";
import { serverT } from "~/i18n/catalogue.server";
import { routeHandle } from "~/routing/route-handle";
import { ContentSearchResults } from "~/components/content/content-search-results";
import { searchContentPages } from "~/services/content/search.server";

export const handle = routeHandle({ layout: "default" });

const MAX_QUERY_LENGTH = 200;

/**
 * Spec section 2: without a non-empty q the search redirects to the start page. A buyer who sent
 * the search form empty also gets a toast saying why they landed there.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const raw = new URL(request.url).searchParams.get("q");
  const q = (raw ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  if (q === "" && raw === null) throw redirect("/");
  if (q === "") throw await redirectWithToast(request, context, "/", { message: serverT("routes.search.empty_query") }, 302);
  // Awaited, not streamed: the page results must be there without JavaScript too.
  const contentPages = await searchContentPages(context, q);
  return { q, title: serverT("routes.search.title", { q }), contentPages };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function SearchPage() {
  const t = useT();
  const { q, contentPages } = useLoaderData<typeof loader>();
  return (
    <PageFrame title={t("routes.search.title", { q })}>
      <EmptyState>{t("routes.search.empty", { q })}</EmptyState>
      <ContentSearchResults result={contentPages} />
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
