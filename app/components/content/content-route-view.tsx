import type { SelectedProductsData } from "./sections";
import type { ContentListingPage, ContentPage } from "@shop/contract/content/pages";
import type { Section } from "@shop/contract/content/sections";
import { ContentPageView, ListingPageView } from "./content-page";
import { CsrfContext } from "./form-context";

export type ContentRouteViewData =
  | { kind: "listing"; listing: ContentListingPage; activeTag: string | null }
  | {
      kind: "page";
      page: ContentPage;
      parent: { slug: string; title: string | null | undefined } | null;
      sections: Section[];
      selectedProducts: SelectedProductsData;
      csrf: string | null;
    };

/** What `/:slug` and `/:slug/:contentSlug` render: a listing page, or a content page with its forms' CSRF token. */
export function ContentRouteView({ data }: { data: ContentRouteViewData }) {
  return data.kind === "listing" ? (
    <ListingPageView listing={data.listing} activeTag={data.activeTag} />
  ) : (
    <CsrfContext.Provider value={data.csrf}>
      <ContentPageView page={data.page} parent={data.parent} sections={data.sections} selectedProducts={data.selectedProducts} />
    </CsrfContext.Provider>
  );
}
