import { Link } from "@remix-run/react";
import { useT } from "~/platform/i18n/i18n-provider";
import type { CampaignCardView, CampaignOverviewData } from "./listing.server";
import { PrefetchRegion } from "~/platform/routing/prefetch-region";

function CampaignList({
  id,
  heading,
  campaigns,
  forCustomer,
}: {
  id: string;
  heading: string;
  campaigns: CampaignCardView[];
  forCustomer: boolean;
}) {
  const t = useT();
  return (
    <section aria-labelledby={id} className="campaign-section">
      <h2 id={id}>{heading}</h2>
      <PrefetchRegion>
        <ul className="campaign-list">
          {campaigns.map((campaign) => (
            <li key={campaign.url} className="campaign-card">
              <h3>
                <Link to={campaign.url}>{campaign.name}</Link>
              </h3>
              {forCustomer ? <p className="campaign-card__badge">{t("catalogue-pages.customer_badge")}</p> : null}
              {campaign.description ? <p>{campaign.description}</p> : null}
              <p className="campaign-card__facts">
                {t("catalogue-pages.article_count", { count: campaign.articleCount })} · {campaign.validUntil}
              </p>
            </li>
          ))}
        </ul>
      </PrefetchRegion>
    </section>
  );
}

/** The campaign or assortment overview: the customer's own first, then the open ones. */
export function CampaignOverview({ page }: { page: CampaignOverviewData }) {
  const t = useT();
  const texts = page.kind === "campaign" ? "catalogue-pages.campaigns" : "catalogue-pages.assortments";
  const empty = page.customer.length === 0 && page.general.length === 0;
  return (
    <div className="page campaign-overview">
      <h1>{page.title}</h1>
      {page.customer.length > 0 ? (
        <CampaignList
          id="customer-campaigns"
          heading={t(`${texts}.customer_heading`)}
          campaigns={page.customer}
          forCustomer
        />
      ) : null}
      {page.general.length > 0 ? (
        <CampaignList
          id="general-campaigns"
          heading={t(`${texts}.general_heading`)}
          campaigns={page.general}
          forCustomer={false}
        />
      ) : null}
      {empty ? <p className="empty-state">{t(`${texts}.empty`)}</p> : null}
      {page.kind === "campaign" && !page.signedIn ? (
        <p className="notice">{t("catalogue-pages.campaigns.login_hint")}</p>
      ) : null}
      {page.categories.length > 0 ? (
        <nav aria-labelledby="assortment-categories" className="subcategories">
          <h2 id="assortment-categories">
            {t(
              page.signedIn
                ? "catalogue-pages.assortments.categories_heading"
                : "catalogue-pages.assortments.categories_heading_visitor",
            )}
          </h2>
          <ul>
            {page.categories.map((category) => (
              <li key={category.url}>
                <Link to={category.url} prefetch="intent">
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
