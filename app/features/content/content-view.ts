import type { ContentListingPage, ContentPage } from "@shop/contract/content/pages";
import type { Section } from "@shop/contract/content/sections";
import type { PriceMode, ProductCardView } from "~/features/products";
import type { DataLayerEvent } from "@shop/domain/data-layer-events";

/** Products of a selected-products section, resolved by the loader (null: could not be loaded). */
export type SelectedProductsData = Record<
  string,
  { name: string | null; priceMode: PriceMode; products: ProductCardView[] } | null
>;

/** The loader data of `/:slug` and `/:slug/:contentSlug`: a listing page, or a content page with its forms' CSRF token. */
export type ContentRouteViewData =
  | { kind: "listing"; listing: ContentListingPage; activeTag: string | null }
  | {
      kind: "page";
      page: ContentPage;
      parent: { slug: string; title: string | null | undefined } | null;
      sections: Section[];
      selectedProducts: SelectedProductsData;
      csrf: string | null;
      /** view_item_list of its selected products, when tracking is set up (app/tracking). */
      dataLayer?: DataLayerEvent[];
    };
