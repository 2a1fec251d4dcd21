/**
 * The route module shared by the campaign pages (/kampanjer) and the assortment pages (/sortiment): both are
 * campaigns of the commerce service, so the route files differ only in the kind their loaders pass on.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CampaignListing } from "./campaign-listing";
import { CampaignOverview } from "./campaign-overview";
import { seoMeta } from "~/platform/routing/seo-meta";
import type { campaignListingLoader, campaignOverviewLoader } from "./route-loaders.server";

type OverviewLoader = ReturnType<typeof campaignOverviewLoader>;
type ListingLoader = ReturnType<typeof campaignListingLoader>;

export { GeneralErrorBoundary as ErrorBoundary } from "~/ui/general-error-boundary";

export const overviewMeta: MetaFunction<OverviewLoader> = ({ data }) => seoMeta(data);

export const listingMeta: MetaFunction<ListingLoader> = ({ data }) => seoMeta(data);

export function CampaignOverviewPage() {
  return <CampaignOverview page={useLoaderData<OverviewLoader>()} />;
}

export function CampaignListingPage() {
  return <CampaignListing page={useLoaderData<ListingLoader>()} />;
}
