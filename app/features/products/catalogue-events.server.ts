/**
 * The catalogue's data-layer events (product lists, the product page), built from the same
 * permission-filtered answers the pages render, so what a list shows is what its impressions say.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { viewItem, viewItemList, type DataLayerEvent } from "@shop/domain/data-layer-events";
import type { TrackingList } from "@shop/domain/tracking-lists";
import type { PriceWire } from "@shop/contract/commerce/catalogue";
import { PAGE_SIZE } from "./product-card.server";
import { dataLayerFor, trackedProductOf } from "~/features/tracking/index.server";

type ListedVariant = Parameters<typeof trackedProductOf>[0] & { price: PriceWire | null };

/** `dataLayer` for loader data: the key is left out entirely when tracking is not set up. */
export function dataLayerField(events: DataLayerEvent[] | undefined): { dataLayer?: DataLayerEvent[] } {
  return events ? { dataLayer: events } : {};
}

/**
 * view_item_list for one page of a paged listing: positions continue across pages (page 2 starts
 * after page 1's PAGE_SIZE), so a position says where in the whole list a product was seen.
 */
export function listingDataLayer(
  context: Pick<AppLoadContext, "config">,
  list: TrackingList,
  hits: readonly ListedVariant[],
  page: number,
  viewer: { noPrices: boolean },
) {
  return dataLayerField(
    dataLayerFor(context, () =>
      hits.length === 0
        ? []
        : [
            viewItemList(
              list,
              hits.map((hit) => trackedProductOf(hit, hit.price, viewer)),
              (page - 1) * PAGE_SIZE + 1,
            ),
          ],
    ),
  );
}

/** view_item for the product page, once its (streamed) price is known. */
export function productDataLayer(
  context: Pick<AppLoadContext, "config">,
  variant: Parameters<typeof trackedProductOf>[0],
  price: PriceWire | null,
  viewer: { noPrices: boolean },
) {
  return dataLayerField(dataLayerFor(context, () => [viewItem(trackedProductOf(variant, price, viewer))]));
}
