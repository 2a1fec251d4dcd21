/** Campaign calls (spec section 7, "Campaigns"): active campaigns, the customer's campaigns, one campaign. */
import { z } from "zod";
import { campaignSchema, type Campaign } from "@shop/contract/commerce/catalogue";
import { commerceCall, type CommerceTransport } from "~/platform/services/commerce-client.server";
import { CommerceError } from "~/platform/services/commerce-errors.server";

export type { Campaign };

/**
 * Running campaigns. Signed in, the customer variant adds the campaigns made for the buyer's
 * customer (spec section 4: "customer campaigns are loaded after login"); visitors get the open ones.
 */
export async function getActiveCampaigns(
  transport: CommerceTransport,
  options: { forCustomer: boolean },
): Promise<Campaign[]> {
  return commerceCall(transport, {
    path: options.forCustomer ? "campaigns/active-campaigns/customer" : "campaigns/active-campaigns",
    schema: z.array(campaignSchema),
  });
}

/** One running campaign the viewer may see; null when unknown, ended or another customer's. */
export async function getCampaign(transport: CommerceTransport, slug: string): Promise<Campaign | null> {
  try {
    return await commerceCall(transport, { path: `campaigns/${encodeURIComponent(slug)}`, schema: campaignSchema });
  } catch (error) {
    if (error instanceof CommerceError && (error.kind === "not_found" || error.kind === "bad_request")) return null;
    throw error;
  }
}
