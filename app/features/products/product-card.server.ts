import type { ListingHit } from "@shop/contract/commerce/catalogue";
import type { ProductCardView } from "./catalogue-view";
import { priceView, stockBadge } from "./offer-views";
import { replacementNoticeOf } from "./replacement-notice-text";
import type { Viewer } from "~/platform/session/commerce-session.server";
import { NOT_PURCHASABLE_REASONS } from "@shop/domain/purchase-constraints";

/** Cards per listing page (categories, search, campaigns); tracking lists count positions by it. */
export const PAGE_SIZE = 24;

export function cardFrom(hit: ListingHit, viewer: Viewer, baseUrl: string): ProductCardView {
  const image = hit.images[0];
  return {
    articleNumber: hit.articleNumber,
    name: hit.name,
    slug: hit.variantSlug,
    brand: hit.brands[0]?.brand ?? null,
    image: image ? { src: new URL(image.assetUrl, baseUrl).toString(), alt: image.assetLabel } : null,
    price: viewer.noPrices
      ? null
      : priceView(hit.price, { noDiscounts: viewer.noDiscounts, salesUnit: hit.webSalesUnit }),
    stock: stockBadge(hit.stock, hit.webSalesUnit?.unit ?? hit.price?.salesPriceUnit),
    orderMultiple: hit.stock?.orderMultiple ?? 1,
    purchasableOnline: hit.purchasability.online,
    notPurchasableReason: hit.purchasability.online ? null : knownReason(hit.purchasability.reasons),
    replacement: replacementNoticeOf(hit),
  };
}

/** The first reason the shop has words for (another service may send codes it does not know). */
function knownReason(reasons: readonly string[]): string | null {
  return reasons.find((reason) => (NOT_PURCHASABLE_REASONS as readonly string[]).includes(reason)) ?? null;
}
