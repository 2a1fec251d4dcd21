import { Breadcrumbs } from "~/features/catalogue";
import { ProductListing } from "~/features/catalogue";
import { useT } from "~/platform/i18n/i18n-provider";
import type { CampaignListingData } from "./listing.server";

/** One campaign or themed assortment: its intro, then the same listing as a category. */
export function CampaignListing({ page }: { page: CampaignListingData }) {
  const t = useT();
  return (
    <div className="page">
      <Breadcrumbs items={page.breadcrumb} />
      <h1>{page.name}</h1>
      {page.forCustomer ? <p className="campaign-card__badge">{t("catalogue-pages.customer_badge")}</p> : null}
      {page.intro ? <p className="campaign-intro">{page.intro}</p> : null}
      <p className="campaign-card__facts">{page.validUntil}</p>
      <ProductListing listing={page.listing} priceMode={page.priceMode} headingId="campaign-products" />
    </div>
  );
}
