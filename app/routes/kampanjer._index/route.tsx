import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CampaignOverview } from "~/components/campaigns/campaign-overview";
import { GeneralErrorBoundary } from "~/components/error/general-error-boundary";
import { routeHandle } from "~/routing/route-handle";
import { loadCampaignOverview } from "~/campaigns/listing.server";
import { seoMeta } from "~/routing/seo-meta";
import catalogueStyles from "~/styles/catalogue.css?url";
import cataloguePagesStyles from "~/styles/catalogue-pages.css?url";

export const handle = routeHandle({ layout: "default" });

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: catalogueStyles },
  { rel: "stylesheet", href: cataloguePagesStyles },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { page, headers } = await loadCampaignOverview(request, context, "campaign");
  return data(page, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

export default function CampaignsPage() {
  return <CampaignOverview page={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
