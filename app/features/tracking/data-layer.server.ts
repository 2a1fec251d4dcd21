/**
 * Data-layer events travel in loader and action data under `dataLayer` and are pushed by the browser
 * (app/features/tracking/page-events.tsx). They are built only when a usable tag-manager id is configured:
 * without one, tracking is not set up (content spec section 4) and pages carry nothing extra.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { usableGtmId } from "@shop/domain/gtm-id";
import { trackedPrice, type DataLayerEvent, type TrackedProduct } from "@shop/domain/data-layer-events";
import { sekToOre } from "@shop/domain/money";
import type { PriceWire, Variant } from "@shop/contract/commerce/catalogue";

export function dataLayerEnabled(context: Pick<AppLoadContext, "config">): boolean {
  return usableGtmId(context.config.GTM_ID) !== null;
}

/** The events for this answer, or undefined (left out of the data) when tracking is not set up. */
export function dataLayerFor(
  context: Pick<AppLoadContext, "config">,
  build: () => DataLayerEvent[],
): DataLayerEvent[] | undefined {
  return dataLayerEnabled(context) ? build() : undefined;
}

/** What events need of a variant: a catalogue Variant has it, and so has a cart line's variant. */
type TrackedVariant = Pick<Variant, "articleNumber" | "name"> & {
  brands: readonly { brand: string }[];
  product: { id: string; breadcrumb: { name: string; parents: readonly { name: string }[] } | null };
};
type TrackedPriceWire = Pick<PriceWire, "askForPrice" | "netPrice" | "alloyingPrice" | "salesPrice">;

/**
 * A product as events show it. The price is the one the viewer may see: none for EJ_SE_PRISER (and
 * visitors, who see no prices), which is the one place that rule applies to events.
 */
export function trackedProductOf(
  variant: TrackedVariant,
  price: TrackedPriceWire | null,
  viewer: { noPrices: boolean },
): TrackedProduct {
  const crumb = variant.product.breadcrumb;
  return {
    productId: variant.product.id,
    articleNumber: variant.articleNumber,
    name: variant.name,
    brand: variant.brands[0]?.brand ?? null,
    category: crumb ? [...crumb.parents, crumb].map((entry) => entry.name) : [],
    price: viewer.noPrices ? null : trackedPrice(price, sekToOre),
  };
}
