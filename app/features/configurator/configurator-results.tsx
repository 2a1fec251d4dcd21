/** The articles a configuration matches, with the buyer's price and stock and an add to cart each. */
import { Link } from "@remix-run/react";
import type { ConfiguratorResults } from "./configurator.server";
import { AddToCartForm } from "~/features/products";
import { PriceBlock } from "~/ui/price-block";
import { StockBadge } from "~/ui/stock-badge";
import { useT } from "~/platform/i18n/i18n-provider";
import { StreamedDataLayer } from "~/features/tracking";
import type { PriceMode } from "~/features/products";

export function ConfiguratorResultList({
  results,
  matchCount,
  priceMode,
  query,
}: {
  results: ConfiguratorResults;
  matchCount: number;
  priceMode: PriceMode;
  /** The choices as a query string: an add without JavaScript comes back to the same configuration. */
  query: string;
}) {
  const t = useT();
  const { rows } = results;
  return (
    <div className="configurator-results">
      <StreamedDataLayer events={results.dataLayer} />
      <h3>{t("catalogue-pages.configurator.results_heading")}</h3>
      {rows.length < matchCount ? (
        <p>{t("catalogue-pages.configurator.results_more", { shown: rows.length, count: matchCount })}</p>
      ) : null}
      <ul data-list="configurator_result_list">
        {rows.map((row) => (
          <li key={row.articleNumber} data-item={row.articleNumber} className="configurator-result">
            <div className="configurator-result__info">
              <Link to={`/produkt/${row.slug}`} className="configurator-result__name">
                {row.name}
              </Link>
              <p>{t("catalogue-pages.configurator.article_number", { articleNumber: row.articleNumber })}</p>
              <p className="configurator-result__values">
                {row.values.map((v) => `${v.name}: ${v.value}`).join(" · ")}
              </p>
            </div>
            <div className="configurator-result__offer">
              <PriceBlock price={row.price} mode={priceMode} compact />
              <StockBadge badge={row.stock} />
              {row.purchasableOnline ? null : (
                <p>
                  {row.notPurchasableReason
                    ? t(`catalogue.constraints.${row.notPurchasableReason}`)
                    : t("catalogue-pages.configurator.not_purchasable")}
                </p>
              )}
            </div>
            <AddToCartForm
              // The form posts to /produkt/{slug}: with the choices after the slug, an add without JavaScript comes
              // back to the same configuration (the product card's form is left as it is: it is on every page).
              slug={query ? `${row.slug}?${query}` : row.slug}
              articleName={row.name}
              orderMultiple={row.orderMultiple}
              disabled={!row.purchasableOnline}
              stayOnPage
              list="configurator_result_list"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
