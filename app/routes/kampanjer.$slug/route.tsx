import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CampaignListing } from "~/components/campaigns/campaign-listing";
import { GeneralErrorBoundary } from "~/components/error/general-error-boundary";
import { requireValidSlugs } from "~/routing/not-found";
import { routeHandle } from "~/routing/route-handle";
import { seoMeta } from "~/routing/seo-meta";
import { loadCampaignListing } from "~/campaigns/listing.server";
import catalogueStyles from "~/styles/catalogue.css?url";
import cataloguePagesStyles from "~/styles/catalogue-pages.css?url";

export const handle = routeHandle({ layout: "default" });

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: catalogueStyles },
  { rel: "stylesheet", href: cataloguePagesStyles },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const [slug] = requireValidSlugs(request, params.slug);
  const { page, headers } = await loadCampaignListing(request, context, "campaign", slug);
  return data(page, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

export default function CampaignPage() {
  return <CampaignListing page={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
