import { campaignListingLoader } from "~/features/campaigns/route-loaders.server";
import { routeHandle } from "~/platform/routing/route-handle";

// Campaigns and assortments share one route module (app/features/campaigns/listing-route.tsx); only the kind differs.
export { ErrorBoundary, listingMeta as meta, CampaignListingPage as default } from "~/features/campaigns/listing-route";

export const handle = routeHandle({ layout: "default", i18n: ["catalogue", "catalogue-pages"] });

export const loader = campaignListingLoader("assortment");
