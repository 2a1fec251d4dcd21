/** 'Liknande artiklar' on the page of an article that cannot be bought and has no replacement. */
import { Await, Link } from "@remix-run/react";
import { Suspense } from "react";
import { useT } from "~/platform/i18n/i18n-provider";
import type { SimilarArticlesView } from "./similar-articles.server";
import type { PriceMode } from "~/features/products";
import { StreamedDataLayer } from "~/features/tracking";
import { ProductCard } from "./product-card";
import { PrefetchRegion } from "~/platform/routing/prefetch-region";
import { OMIT_ON_ERROR } from "~/platform/rendering/omit-on-error";

const LIST = "product_relations_upper_list";

export function SimilarArticles({
  similar,
  priceMode,
}: {
  similar: Promise<SimilarArticlesView>;
  priceMode: PriceMode;
}) {
  const t = useT();
  return (
    <section aria-labelledby="similar-heading" className="similar-articles">
      <h2 id="similar-heading">{t("catalogue.replacement.similar_heading")}</h2>
      <Suspense fallback={<p>{t("catalogue.price.loading")}</p>}>
        <Await resolve={similar} errorElement={OMIT_ON_ERROR}>
          {(resolved) => (
            <>
              <StreamedDataLayer events={resolved.dataLayer} />
              {resolved.cards.length > 0 ? (
                <PrefetchRegion>
                  <ul className="product-grid" data-list={LIST}>
                    {resolved.cards.map((card) => (
                      <li key={card.articleNumber}>
                        <ProductCard product={card} priceMode={priceMode} list={LIST} />
                      </li>
                    ))}
                  </ul>
                </PrefetchRegion>
              ) : null}
              {resolved.categoryUrl ? (
                <p>
                  <Link to={resolved.categoryUrl}>{t("catalogue.replacement.similar")}</Link>
                </p>
              ) : null}
            </>
          )}
        </Await>
      </Suspense>
    </section>
  );
}
