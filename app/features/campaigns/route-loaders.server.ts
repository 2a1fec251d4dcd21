import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireValidSlugs } from "~/platform/routing/not-found";
import { loadCampaignListing, loadCampaignOverview, type CampaignKind } from "./listing.server";

/** The loader of /kampanjer and /sortiment: one overview, told apart only by the kind. */
export function campaignOverviewLoader(kind: CampaignKind) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const { page, headers } = await loadCampaignOverview(request, context, kind);
    return data(page, { headers });
  };
}

/** The loader of /kampanjer/:slug and /sortiment/:slug. */
export function campaignListingLoader(kind: CampaignKind) {
  return async ({ request, params, context }: LoaderFunctionArgs) => {
    const [slug] = requireValidSlugs(request, params.slug);
    const { page, headers } = await loadCampaignListing(request, context, kind, slug);
    return data(page, { headers });
  };
}
