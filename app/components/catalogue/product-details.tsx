import { Await, Link } from "@remix-run/react";
import { Suspense } from "react";
import { useT } from "~/i18n/i18n-provider";
import type { OfferView, ProductView } from "~/catalogue/product-page.server";
import type { AddToCartResult } from "~/services/commerce/add-to-cart.server";
import type { PriceMode } from "~/services/commerce/views";
import { AddToCartForm, type DeliveryChoice } from "./add-to-cart-form";
import { PriceBlock, PriceSkeleton } from "./price-block";
import { StockBadge, stockText } from "./stock-badge";
import { StoreStockDialog, StoreStockLink, useStoreStockDialog } from "./store-stock-dialog";

export function Breadcrumbs({ items }: { items: { name: string; url: string }[] }) {
  const t = useT();
  return (
    <nav aria-label={t("catalogue.product.breadcrumbs")} className="breadcrumbs">
      <ol>
        <li>
          <Link to="/">{t("catalogue.product.home")}</Link>
        </li>
        {items.map((item, index) => (
          <li key={item.url}>
            <Link to={item.url} aria-current={index === items.length - 1 ? "page" : undefined}>
              {item.name}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function ProductFacts({ product }: { product: ProductView }) {
  const t = useT();
  const unit = product.salesUnit;
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
      <dd>
        {unit.conversionFactor && unit.conversionUnit
          ? t("catalogue.product.sales_unit_conversion", { unit: unit.unit, factor: unit.conversionFactor, conversionUnit: unit.conversionUnit })
          : t("catalogue.product.sales_unit", { unit: unit.unit })}
      </dd>
    </dl>
  );
}

function Constraints({ product }: { product: ProductView }) {
  const t = useT();
  const lines: string[] = [];
  for (const reason of product.notPurchasableReasons) lines.push(t(`catalogue.constraints.${reason}`));
  if (product.discontinued && !product.notPurchasableReasons.includes("DISCONTINUED_OUT_OF_STOCK")) lines.push(t("catalogue.constraints.discontinued_with_stock"));
  if (product.constraints.mustBeInStockedAt && !product.notPurchasableReasons.includes("NOT_STOCKED_AT_STORE")) lines.push(t("catalogue.constraints.must_be_in_stocked_at"));
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
          <Link to={`/produkt/${product.replacement.slug}`}>{product.replacement.name}</Link> ({t("catalogue.product.article_number")}{" "}
          {product.replacement.articleNumber})
        </p>
      ) : null}
    </section>
  );
}

function Offer({
  offer, product, priceMode, deliveryOptions, stockLink,
}: {
  offer: OfferView;
  product: ProductView;
  priceMode: PriceMode;
  deliveryOptions: DeliveryChoice[];
  stockLink: ReturnType<typeof useStoreStockDialog>["linkProps"];
}) {
  const t = useT();
  return (
    <>
      <PriceBlock price={offer.price} mode={priceMode} />
      <StockBadge badge={offer.stock} />
      {offer.chosenStore ? (
        <div className="chosen-store-stock">
          <p className="chosen-store-stock__label">{t("catalogue-pages.stock.your_store_stock", { name: offer.chosenStore.name })}</p>
          <StockBadge badge={offer.chosenStore.badge} />
        </div>
      ) : null}
      <p>
        <StoreStockLink linkProps={stockLink} />
      </p>
      {offer.orderMultiple > 1 ? <p>{t("catalogue.constraints.order_multiple", { multiple: offer.orderMultiple, unit: product.salesUnit.unit })}</p> : null}
      {/* Visitors too: their anonymous cart moves into the buyer's cart at login (docs/decisions.md). */}
      <AddToCartForm slug={product.slug} articleName={product.name} orderMultiple={offer.orderMultiple} deliveryOptions={deliveryOptions} disabled={!product.purchasableOnline} />
      {offer.brackets.length > 0 ? (
        <table className="bracket-prices">
          <caption>{t("catalogue.price.brackets_heading")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("catalogue.price.brackets_quantity")}</th>
              <th scope="col">{t("catalogue.price.brackets_price", { unit: product.salesUnit.unit })}</th>
            </tr>
          </thead>
          <tbody>
            {offer.brackets.map((b) => (
              <tr key={b.minQuantity}>
                <td>{b.minQuantity}</td>
                <td>{b.price}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {priceMode === "show" && offer.price?.netDecimal ? <ProductJsonLd product={product} price={offer.price.netDecimal} /> : <ProductJsonLd product={product} />}
    </>
  );
}

/** schema.org Product; offers only where a price may be shown. A data block, so CSP does not apply. */
function ProductJsonLd({ product, price }: { product: ProductView; price?: string }) {
  const json = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    sku: product.articleNumber,
    ...(product.ean ? { gtin13: product.ean } : {}),
    ...(product.brand ? { brand: { "@type": "Brand", name: product.brand } } : {}),
    image: product.images.map((i) => i.src),
    description: product.description,
    ...(price ? { offers: { "@type": "Offer", price, priceCurrency: "SEK", availability: "https://schema.org/InStock" } } : {}),
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(json).replace(/</g, "\\u003c") }} />;
}

function StoreStock({ offer }: { offer: OfferView }) {
  const t = useT();
  if (offer.stores.length === 0) return null;
  return (
    <section aria-labelledby="store-stock-heading" className="store-stock">
      <h2 id="store-stock-heading">{t("catalogue.stock.per_store_heading")}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t("catalogue.stock.store")}</th>
            <th scope="col">{t("catalogue.stock.status")}</th>
          </tr>
        </thead>
        <tbody>
          {offer.stores.map((row) => (
            <tr key={row.id}>
              <td>{row.name}</td>
              <td className={`stock-badge--${row.badge.status}`}>{stockText(row.badge, t)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function ProductDetails({
  product, offer, priceMode, deliveryOptions, result,
}: {
  product: ProductView;
  offer: Promise<OfferView>;
  priceMode: PriceMode;
  deliveryOptions: DeliveryChoice[];
  result: AddToCartResult | undefined;
}) {
  const t = useT();
  const storeStock = useStoreStockDialog(product.slug);
  return (
    <div className="product">
      <Breadcrumbs items={product.breadcrumb} />
      <h1>{product.name}</h1>
      <div className="product__layout">
        <div className="product__images" role="group" aria-label={t("catalogue.product.images")}>
          {product.images.map((image, index) => (
            <img key={image.src} src={image.src} alt={image.alt} width={index === 0 ? 400 : 96} height={index === 0 ? 400 : 96} loading={index === 0 ? "eager" : "lazy"} />
          ))}
        </div>
        <div className="product__buy">
          <ProductFacts product={product} />
          {product.discontinued ? <p className="notice">{t("catalogue.product.discontinued")}</p> : null}
          {result ? (
            <p className={result.ok ? "notice notice--success" : "notice notice--error"} role={result.ok ? "status" : "alert"}>
              {result.message}
            </p>
          ) : null}
          <Suspense fallback={<OfferSkeleton priceMode={priceMode} />}>
            <Await resolve={offer} errorElement={<p className="notice notice--error">{t("catalogue.price.unavailable")} {t("catalogue.stock.unavailable")}</p>}>
              {(resolved) => <Offer offer={resolved} product={product} priceMode={priceMode} deliveryOptions={deliveryOptions} stockLink={storeStock.linkProps} />}
            </Await>
          </Suspense>
          <Constraints product={product} />
        </div>
      </div>
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
                <Link to={`/search?q=${encodeURIComponent(r.articleNumber)}`}>{t("catalogue.product.relation", { articleNumber: r.articleNumber })}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Suspense fallback={null}>
        <Await resolve={offer} errorElement={null}>
          {(resolved) => <StoreStock offer={resolved} />}
        </Await>
      </Suspense>
      <StoreStockDialog {...storeStock.dialogProps} />
    </div>
  );
}

function OfferSkeleton({ priceMode }: { priceMode: PriceMode }) {
  return (
    <div className="offer-skeleton">
      {priceMode === "show" ? <PriceSkeleton /> : null}
      <div className="skeleton skeleton--stock" />
      <div className="skeleton skeleton--cart" />
    </div>
  );
}
