import { ContentPageView, ListingPageView } from "./content-page";
import { CsrfContext } from "./form-context";
import type { ContentRouteViewData } from "./content-view";

/** What `/:slug` and `/:slug/:contentSlug` render: a listing page, or a content page with its forms' CSRF token. */
export function ContentRouteView({ data }: { data: ContentRouteViewData }) {
  return data.kind === "listing" ? (
    <ListingPageView listing={data.listing} activeTag={data.activeTag} />
  ) : (
    <CsrfContext.Provider value={data.csrf}>
      <ContentPageView
        page={data.page}
        parent={data.parent}
        sections={data.sections}
        selectedProducts={data.selectedProducts}
      />
    </CsrfContext.Provider>
  );
}
