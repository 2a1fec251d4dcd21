/**
 * /kampanjer and /sortiment: both are campaigns of the commerce service (spec section 3, Campaign:
 * isAssortment, name, slug). Campaigns without the flag are time-limited offers under /kampanjer;
 * those with it are themed product ranges under /sortiment (docs/decisions.md).
 */
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { formatLongDate } from "@shop/domain/format";
import { serverT } from "~/platform/i18n/catalogue.server";
import { throwPageNotFound } from "~/platform/routing/not-found";
import { getActiveCampaigns, getCampaign, type Campaign } from "./campaigns-client.server";
import { getAttributeSequence, getMenu } from "~/features/products/index.server";
import type { ListingView } from "~/features/catalogue/index.server";
import { listingView, readListingQuery, runListing } from "~/features/catalogue/index.server";
import {
  ANONYMOUS_VIEWER,
  commerceBaseUrl,
  commerceFailure,
  priceModeOf,
} from "~/platform/session/commerce-session.server";
import type { PriceMode } from "~/features/products";
import type { DataLayerEvent } from "@shop/domain/data-layer-events";
import { listingDataLayer } from "~/features/products/index.server";

export type CampaignKind = "campaign" | "assortment";

const BASE_PATH: Record<CampaignKind, string> = { campaign: "/kampanjer", assortment: "/sortiment" };
const TEXTS: Record<CampaignKind, string> = {
  campaign: "catalogue-pages.campaigns",
  assortment: "catalogue-pages.assortments",
};

export function kindOf(campaign: Pick<Campaign, "isAssortment">): CampaignKind {
  return campaign.isAssortment ? "assortment" : "campaign";
}

export function campaignPath(campaign: Pick<Campaign, "isAssortment" | "slug">): string {
  return `${BASE_PATH[kindOf(campaign)]}/${campaign.slug}`;
}

export interface CampaignCardView {
  name: string;
  url: string;
  description: string;
  validUntil: string;
  articleCount: number;
}

export interface CampaignOverviewData {
  kind: CampaignKind;
  title: string;
  description: string;
  canonical: string;
  signedIn: boolean;
  /** Made for the buyer's customer (signed in only). */
  customer: CampaignCardView[];
  /** Open to everyone. */
  general: CampaignCardView[];
  /** Assortment overview only: the top categories of the buyer's own assortment. */
  categories: { name: string; url: string }[];
}

function cardOf(campaign: Campaign): CampaignCardView {
  return {
    name: campaign.name,
    url: campaignPath(campaign),
    description: campaign.description,
    validUntil: serverT("catalogue-pages.valid_until", { date: formatLongDate(campaign.endsAt) }),
    articleCount: campaign.articleCount,
  };
}

/** The overview: the customer's own campaigns first (signed in), then the open ones, each by name. */
export async function loadCampaignOverview(
  request: Request,
  context: AppLoadContext,
  kind: CampaignKind,
): Promise<{ page: CampaignOverviewData; headers: Headers }> {
  const commerce = await context.commerce();
  const url = new URL(request.url);
  try {
    const [campaigns, menu] = await Promise.all([
      getActiveCampaigns(commerce.transport, { forCustomer: commerce.viewer !== null }),
      kind === "assortment" ? getMenu(commerce.transport) : Promise.resolve(null),
    ]);
    const ofKind = campaigns.filter((c) => kindOf(c) === kind && c.articleCount > 0);
    const byName = (a: Campaign, b: Campaign) => a.name.localeCompare(b.name, "sv");
    return {
      page: {
        kind,
        title: serverT(`${TEXTS[kind]}.title`),
        description: serverT(`${TEXTS[kind]}.meta_description`),
        canonical: `${url.origin}${BASE_PATH[kind]}`,
        signedIn: commerce.viewer !== null,
        customer: ofKind
          .filter((c) => c.customerId !== null)
          .sort(byName)
          .map(cardOf),
        general: ofKind
          .filter((c) => c.customerId === null)
          .sort(byName)
          .map(cardOf),
        categories: menu?.items.map((item) => ({ name: item.name, url: item.url })) ?? [],
      },
      headers: commerce.headers,
    };
  } catch (error) {
    throw await commerceFailure(error, request, context);
  }
}

export interface CampaignListingData {
  kind: CampaignKind;
  title: string;
  description: string;
  canonical: string;
  name: string;
  intro: string;
  validUntil: string;
  forCustomer: boolean;
  breadcrumb: { name: string; url: string }[];
  listing: ListingView;
  priceMode: PriceMode;
  dataLayer?: DataLayerEvent[];
}

/**
 * One campaign's (or themed assortment's) products as cards with facets, sort and paging from the
 * URL, like a category. A campaign asked for under the other section moves there (301); an
 * unknown, ended or other customer's campaign is the route's 404.
 */
export async function loadCampaignListing(
  request: Request,
  context: AppLoadContext,
  kind: CampaignKind,
  slug: string,
): Promise<{ page: CampaignListingData; headers: Headers }> {
  const commerce = await context.commerce();
  const viewer = commerce.viewer ?? ANONYMOUS_VIEWER;
  const url = new URL(request.url);
  try {
    const campaign = await getCampaign(commerce.transport, slug);
    if (!campaign || campaign.slug !== slug) throwPageNotFound(request);
    if (kindOf(campaign) !== kind)
      throw redirect(`${campaignPath(campaign)}${url.search}`, { status: 301, headers: commerce.headers });
    const listingQuery = readListingQuery(url);
    const result = await runListing(commerce.transport, viewer, {
      query: "",
      campaign: campaign.slug,
      listing: listingQuery,
    });
    // Campaigns cut across categories: the attribute order of a category only when all hits share it.
    const topCategory = result.facets?.categories[0];
    const sequence =
      topCategory && topCategory.count === result.total
        ? await getAttributeSequence(commerce.transport, topCategory.value)
        : { sequence: [], disabled: ["SSG"] };
    const baseUrl = commerceBaseUrl(context);
    const section = { name: serverT(`${TEXTS[kind]}.title`), url: BASE_PATH[kind] };
    return {
      page: {
        kind,
        title: serverT(`${TEXTS[kind]}.one_title`, { name: campaign.name }),
        description: serverT(`${TEXTS[kind]}.one_meta_description`, {
          name: campaign.name,
          description: campaign.description,
        }).trim(),
        canonical: `${url.origin}${campaignPath(campaign)}`,
        name: campaign.name,
        intro: campaign.description,
        validUntil: serverT("catalogue-pages.valid_until", { date: formatLongDate(campaign.endsAt) }),
        forCustomer: campaign.customerId !== null,
        breadcrumb: [section, { name: campaign.name, url: campaignPath(campaign) }],
        listing: listingView(result, listingQuery, sequence, viewer, baseUrl, "product_list"),
        priceMode: priceModeOf(commerce.viewer),
        ...listingDataLayer(context, "product_list", result.hits, listingQuery.page, viewer),
      },
      headers: commerce.headers,
    };
  } catch (error) {
    throw await commerceFailure(error, request, context);
  }
}
