/** The streamed part of the product page: price, stock, add to cart, per-store stock, and their skeleton. */
import { useT } from "~/platform/i18n/i18n-provider";
import type { OfferView, ProductView } from "./product-page.server";
import type { PriceMode } from "~/features/products";
import { AddToCartForm } from "~/features/products";
import { DeliveryField, type DeliveryChoice } from "~/features/products";
import { AddToQuoteSlot } from "~/features/quotes";
import { PriceBlock, PriceSkeleton } from "~/ui/price-block";
import { StockBadge, stockText } from "~/ui/stock-badge";
import { StoreStockLink, useStoreStockDialog } from "./store-stock-dialog";
import { jsonForScript } from "~/platform/rendering/script-json";

export function Offer({
  offer,
  product,
  priceMode,
  deliveryOptions,
  stockLink,
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
          <p className="chosen-store-stock__label">
            {t("catalogue-pages.stock.your_store_stock", { name: offer.chosenStore.name })}
          </p>
          <StockBadge badge={offer.chosenStore.badge} />
        </div>
      ) : null}
      <p>
        <StoreStockLink linkProps={stockLink} />
      </p>
      {offer.orderMultiple > 1 ? (
        <p>
          {t("catalogue.constraints.order_multiple", { multiple: offer.orderMultiple, unit: product.salesUnit.unit })}
        </p>
      ) : null}
      {/* Visitors too: their anonymous cart moves into the buyer's cart at login (docs/decisions.md). */}
      <AddToCartForm
        slug={product.slug}
        articleName={product.name}
        orderMultiple={offer.orderMultiple}
        deliveryField={<DeliveryField options={deliveryOptions} />}
        disabled={!product.purchasableOnline}
        list="product-detail-page"
      >
        <AddToQuoteSlot articleNumber={product.articleNumber} articleName={product.name} />
      </AddToCartForm>
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
      {priceMode === "show" && offer.price?.netDecimal ? (
        <ProductJsonLd product={product} price={offer.price.netDecimal} />
      ) : (
        <ProductJsonLd product={product} />
      )}
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
    ...(price
      ? { offers: { "@type": "Offer", price, priceCurrency: "SEK", availability: "https://schema.org/InStock" } }
      : {}),
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(json) }} />;
}

export function StoreStock({ offer }: { offer: OfferView }) {
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

export function OfferSkeleton({ priceMode }: { priceMode: PriceMode }) {
  return (
    <div className="offer-skeleton">
      {priceMode === "show" ? <PriceSkeleton /> : null}
      <div className="skeleton skeleton--stock" />
      <div className="skeleton skeleton--cart" />
    </div>
  );
}
