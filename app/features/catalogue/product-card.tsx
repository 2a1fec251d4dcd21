import type { ReactNode } from "react";
import { useT } from "~/platform/i18n/i18n-provider";
import { AddToCartForm } from "~/features/products";
import { PriceBlock } from "~/ui/price-block";
import { StockBadge } from "~/ui/stock-badge";
import { ShopLink } from "~/platform/routing/shop-link";
import type { ProductCardView } from "~/features/products";
import type { TrackingList } from "@shop/domain/tracking-lists";

export function ProductCard({
  product,
  priceMode,
  list,
  actions,
}: {
  product: ProductCardView;
  priceMode: "show" | "hidden" | "anonymous";
  /** The list the card is shown in (spec section 2): select_item reads `data-item`, add to cart posts it. */
  list: TrackingList;
  /**
   * Further controls under add to cart, filled by the listings (quote, shopping list). A slot rather than imports
   * here: the start page renders cards too, and its first-load JS has no room for their code.
   */
  actions?: ReactNode;
}) {
  const t = useT();
  return (
    <article className="product-card" data-item={product.articleNumber}>
      {product.image ? (
        <img src={product.image.src} alt="" width={160} height={160} loading="lazy" className="product-card__image" />
      ) : null}
      <h3 className="product-card__name">
        <ShopLink to={`/produkt/${product.slug}`}>{product.name}</ShopLink>
      </h3>
      <p className="product-card__meta">
        {t("catalogue.product.article_number")} {product.articleNumber}
        {product.brand ? ` · ${product.brand}` : null}
      </p>
      <PriceBlock price={product.price} mode={priceMode} compact />
      <StockBadge badge={product.stock} />
      {/* Visitors add to an anonymous cart that moves into theirs at login (docs/decisions.md). */}
      <AddToCartForm
        slug={product.slug}
        articleName={product.name}
        orderMultiple={product.orderMultiple}
        disabled={!product.purchasableOnline}
        list={list}
        stayOnPage
      />
      {product.purchasableOnline ? null : (
        <p className="product-card__refusal">
          {product.notPurchasableReason
            ? t(`catalogue.constraints.${product.notPurchasableReason}`)
            : t("catalogue.cart.not_purchasable")}
        </p>
      )}
      {actions}
    </article>
  );
}
