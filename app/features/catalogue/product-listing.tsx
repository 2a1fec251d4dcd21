import type { PriceMode } from "~/features/products";
import { useT } from "~/platform/i18n/i18n-provider";
import type { ListingView } from "./listing.server";
import { ListingFilters, Pagination } from "./listing-controls";
import { ProductCard } from "./product-card";
import { SaveToList } from "~/features/favourites";
import { AddToQuoteSlot } from "~/features/quotes";
import { PrefetchRegion } from "~/platform/routing/prefetch-region";
import { offersAddToCart } from "@shop/domain/replacement";
import { ReplacementNotice } from "~/features/products";

/** Facets beside a grid of product cards, with paging below. Shared by categories and search. */
export function ProductListing({
  listing,
  priceMode,
  keep = {},
  headingId,
}: {
  listing: ListingView;
  priceMode: PriceMode;
  keep?: Record<string, string>;
  headingId: string;
}) {
  const t = useT();
  return (
    <div className="listing">
      <ListingFilters facets={listing.facets} sort={listing.sort} keep={keep} showPriceSorts={priceMode === "show"} />
      <section className="listing__results" aria-labelledby={headingId}>
        <h2 id={headingId}>{t("catalogue.listing.products")}</h2>
        <p role="status">
          {listing.totalIsLowerBound
            ? t("catalogue.listing.count_lower_bound", { total: listing.total })
            : t("catalogue.listing.count", { count: listing.total })}
        </p>
        {listing.cards.length === 0 ? <p className="empty-state">{t("catalogue.listing.empty")}</p> : null}
        {/* Up to 48 cards: their product pages preload through the page's limit of five at a time. */}
        <PrefetchRegion>
          <ul className="product-grid" data-list={listing.list}>
            {listing.cards.map((card) => (
              <li
                key={card.articleNumber}
                className={
                  card.replacement && !offersAddToCart(card.replacement, card.purchasableOnline)
                    ? "product-grid__item--unbuyable"
                    : undefined
                }
              >
                <ProductCard
                  product={card}
                  priceMode={priceMode}
                  list={listing.list}
                  actions={
                    <>
                      {card.replacement ? <ReplacementNotice notice={card.replacement} /> : null}
                      {/* The heart stays on the card; 'Välj lista' and the quote go into its '⋯' menu. */}
                      <SaveToList
                        articleNumber={card.articleNumber}
                        articleName={card.name}
                        saved={listing.saved && listing.saved.includes(card.articleNumber)}
                        menu={
                          <AddToQuoteSlot
                            articleNumber={card.articleNumber}
                            articleName={card.name}
                            quantity={card.orderMultiple}
                          />
                        }
                      />
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        </PrefetchRegion>
        <Pagination page={listing.page} pages={listing.pages} />
      </section>
    </div>
  );
}
