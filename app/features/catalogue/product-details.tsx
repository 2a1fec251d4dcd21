import { Await, Link } from "@remix-run/react";
import { Suspense, useState } from "react";
import { ADDED_ITEM_NOTICE_MS } from "@shop/domain/ui-timings";
import { useT } from "~/platform/i18n/i18n-provider";
import type { OfferView, ProductView } from "./product-page.server";
import type { AddToCartResult } from "~/features/checkout/index.server";
import type { PriceMode } from "~/features/products";
import { type DeliveryChoice } from "~/features/products";
import { StoreStockDialog, useStoreStockDialog } from "./store-stock-dialog";
import { Offer, OfferSkeleton, StoreStock } from "./product-offer";
import { StreamedDataLayer } from "~/features/tracking";
import { useHeldTimeout } from "~/ui/use-held-timeout";
import type { SimilarArticlesView } from "./similar-articles.server";
import { SimilarArticles } from "./similar-articles";
import { SaveToList } from "~/features/favourites";
import type { ConfiguratorView } from "~/features/configurator/index.server";
import { ConfiguratorSlot } from "~/features/configurator";
import { ShopLink } from "~/platform/routing/shop-link";
import { OMIT_ON_ERROR } from "~/platform/rendering/omit-on-error";

export function Breadcrumbs({ items }: { items: { name: string; url: string }[] }) {
  const t = useT();
  return (
    <nav aria-label={t("catalogue.product.breadcrumbs")} className="breadcrumbs">
      <ol>
        <li>
          <ShopLink to="/">{t("catalogue.product.home")}</ShopLink>
        </li>
        {items.map((item, index) => (
          <li key={item.url}>
            <ShopLink to={item.url} aria-current={index === items.length - 1 ? "page" : undefined}>
              {item.name}
            </ShopLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function ProductFacts({ product }: { product: ProductView }) {
  const t = useT();
  return (
    <dl className="product-facts">
      <dt>{t("catalogue.product.article_number")}</dt>
      <dd>{product.articleNumber}</dd>
      {product.ean ? (
        <>
          <dt>{t("catalogue.product.ean")}</dt>
          <dd>{product.ean}</dd>
        </>
      ) : null}
      {product.brand ? (
        <>
          <dt>{t("catalogue.product.brand")}</dt>
          <dd>{product.brand}</dd>
        </>
      ) : null}
      <dt>{t("catalogue.product.sales_unit_label")}</dt>
      <dd>{product.salesUnitText}</dd>
    </dl>
  );
}

function Constraints({ product }: { product: ProductView }) {
  const t = useT();
  const lines: string[] = [];
  for (const reason of product.notPurchasableReasons) lines.push(t(`catalogue.constraints.${reason}`));
  if (product.discontinued && !product.notPurchasableReasons.includes("DISCONTINUED_OUT_OF_STOCK"))
    lines.push(t("catalogue.constraints.discontinued_with_stock"));
  if (product.discontinued && !product.replacement && !product.purchasableOnline)
    lines.push(t("catalogue.replacement.no_replacement"));
  if (product.constraints.mustBeInStockedAt && !product.notPurchasableReasons.includes("NOT_STOCKED_AT_STORE"))
    lines.push(t("catalogue.constraints.must_be_in_stocked_at"));
  if (lines.length === 0 && !product.replacement) return null;
  return (
    <section className="product-constraints" aria-labelledby="constraints-heading">
      <h2 id="constraints-heading">{t("catalogue.constraints.heading")}</h2>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {product.replacement ? (
        <p className="product-replacement">
          <strong>{t("catalogue.product.replacement_heading")}:</strong>{" "}
          <Link to={`/produkt/${product.replacement.slug}`}>{product.replacement.name}</Link> (
          {t("catalogue.product.article_number")} {product.replacement.articleNumber})
        </p>
      ) : null}
    </section>
  );
}

export function ProductDetails({
  product,
  offer,
  priceMode,
  deliveryOptions,
  result,
  configurator,
  similar = null,
}: {
  product: ProductView;
  offer: Promise<OfferView>;
  similar?: Promise<SimilarArticlesView> | null;
  priceMode: PriceMode;
  deliveryOptions: DeliveryChoice[];
  result: AddToCartResult | undefined;
  configurator: ConfiguratorView | null;
}) {
  const t = useT();
  const storeStock = useStoreStockDialog(product.slug);
  // With JavaScript the added-item notice goes after ADDED_ITEM_NOTICE_MS (kept while hovered or focused); without
  // it the notice is the page's answer and stays. An error stays either way.
  const [gone, setGone] = useState<unknown>();
  const hold = useHeldTimeout(() => setGone(result), ADDED_ITEM_NOTICE_MS, result);
  return (
    <div className="product">
      <Breadcrumbs items={product.breadcrumb} />
      <h1>{product.name}</h1>
      <div className="product__layout">
        <div className="product__images" role="group" aria-label={t("catalogue.product.images")}>
          {product.images.map((image, index) => (
            <img
              key={image.src}
              src={image.src}
              alt={image.alt}
              width={index === 0 ? 400 : 96}
              height={index === 0 ? 400 : 96}
              loading={index === 0 ? "eager" : "lazy"}
            />
          ))}
        </div>
        <div className="product__buy">
          <ProductFacts product={product} />
          {product.discontinued ? <p className="notice">{t("catalogue.product.discontinued")}</p> : null}
          {result && !(result.ok && gone === result) ? (
            <p
              className={result.ok ? "notice notice--success" : "notice notice--error"}
              role={result.ok ? "status" : "alert"}
              {...hold}
            >
              {result.message}
            </p>
          ) : null}
          <Suspense fallback={<OfferSkeleton priceMode={priceMode} />}>
            <Await
              resolve={offer}
              errorElement={
                <p className="notice notice--error">
                  {t("catalogue.price.unavailable")} {t("catalogue.stock.unavailable")}
                </p>
              }
            >
              {(resolved) => (
                <>
                  <StreamedDataLayer events={resolved.dataLayer} skip={result !== undefined} />
                  <Offer
                    offer={resolved}
                    product={product}
                    priceMode={priceMode}
                    deliveryOptions={deliveryOptions}
                    stockLink={storeStock.linkProps}
                  />
                </>
              )}
            </Await>
          </Suspense>
          <Constraints product={product} />
          <SaveToList
            articleNumber={product.articleNumber}
            articleName={product.name}
            saved={product.saved}
            loginLink
          />
        </div>
      </div>
      {configurator ? <ConfiguratorSlot configurator={configurator} priceMode={priceMode} /> : null}
      {product.description ? (
        <section aria-labelledby="description-heading">
          <h2 id="description-heading">{t("catalogue.product.description_heading")}</h2>
          <p>{product.description}</p>
        </section>
      ) : null}
      {product.warnings.length > 0 ? (
        <section aria-labelledby="warnings-heading" className="product-warnings">
          <h2 id="warnings-heading">{t("catalogue.product.warnings_heading")}</h2>
          {product.warnings.map((w) => (
            <div key={w.code} className="product-warning">
              <img src={w.icon} alt="" width={48} height={48} />
              <p>
                <strong>{w.signalWord}</strong> {w.description}
              </p>
              {w.detailedDescription ? <p>{w.detailedDescription}</p> : null}
            </div>
          ))}
        </section>
      ) : null}
      {product.attributes.length > 0 ? (
        <section aria-labelledby="attributes-heading">
          <h2 id="attributes-heading">{t("catalogue.product.attributes_heading")}</h2>
          <table className="attributes">
            <thead>
              <tr>
                <th scope="col">{t("catalogue.product.attribute")}</th>
                <th scope="col">{t("catalogue.product.value")}</th>
              </tr>
            </thead>
            <tbody>
              {product.attributes.map((a) => (
                <tr key={`${a.name}-${a.value}`}>
                  <th scope="row">{a.name}</th>
                  <td>{a.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {product.relations.length > 0 ? (
        <section aria-labelledby="relations-heading">
          <h2 id="relations-heading">{t("catalogue.product.relations_heading")}</h2>
          <ul>
            {product.relations.map((r) => (
              <li key={`${r.type}-${r.articleNumber}`}>
                <Link to={`/search?q=${encodeURIComponent(r.articleNumber)}`}>
                  {t("catalogue.product.relation", { articleNumber: r.articleNumber })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {similar ? <SimilarArticles similar={similar} priceMode={priceMode} /> : null}
      <Suspense fallback={null}>
        <Await resolve={offer} errorElement={OMIT_ON_ERROR}>
          {(resolved) => <StoreStock offer={resolved} />}
        </Await>
      </Suspense>
      <StoreStockDialog {...storeStock.dialogProps} />
    </div>
  );
}
