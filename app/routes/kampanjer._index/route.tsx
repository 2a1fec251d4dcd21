import { campaignOverviewLoader } from "~/campaigns/route-loaders.server";
import { routeHandle } from "~/routing/route-handle";

// Campaigns and assortments share one route module (app/campaigns/listing-route.tsx); only the kind differs.
export { ErrorBoundary, overviewMeta as meta, CampaignOverviewPage as default } from "~/campaigns/listing-route";

export const handle = routeHandle({ layout: "default", i18n: ["catalogue", "catalogue-pages"] });

export const loader = campaignOverviewLoader("campaign");
