import { Form, Link, useLocation } from "@remix-run/react";
import { useT } from "~/platform/i18n/i18n-provider";
import type { FacetGroupView } from "~/features/products";

export const SORTS = ["relevance", "name_asc", "name_desc", "price_asc", "price_desc", "articleNumber"] as const;

/**
 * Facets and sort as one plain GET form: it works without JavaScript, and the URL holds the whole
 * state (shareable, back button works). Hidden fields keep what is not edited here (the search word).
 */
export function ListingFilters({
  facets,
  sort,
  keep,
  showPriceSorts,
}: {
  facets: FacetGroupView[];
  sort: string;
  keep: Record<string, string>;
  showPriceSorts: boolean;
}) {
  const t = useT();
  const location = useLocation();
  const sorts = SORTS.filter((s) => showPriceSorts || !s.startsWith("price"));
  const selected = facets.reduce((n, group) => n + group.values.filter((v) => v.selected).length, 0);
  // A <details> so the products come first on a phone and the filters open without JavaScript; from 56rem the
  // stylesheet shows them as the listing's side column and hides the toggle (where ::details-content can be styled).
  return (
    <details className="listing-filters-toggle">
      <summary className="listing-filters-toggle__summary">
        {selected > 0
          ? t("catalogue.listing.filter_toggle_selected", { count: selected })
          : t("catalogue.listing.filter_toggle")}
      </summary>
      <Form
        method="get"
        action={location.pathname}
        className="listing-filters"
        aria-label={t("catalogue.listing.filters")}
        preventScrollReset
      >
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="field">
          <label htmlFor="listing-sort">{t("catalogue.listing.sort")}</label>
          <select id="listing-sort" name="sort" defaultValue={sort}>
            {sorts.map((s) => (
              <option key={s} value={s}>
                {t(`catalogue.listing.sort_${s}`)}
              </option>
            ))}
          </select>
        </div>
        {facets.map((group) => (
          <fieldset key={group.param} className="facet">
            <legend>{group.label}</legend>
            {/* The label wraps its box: no id to derive per value, and the whole line is the click target. */}
            {group.values.map((v) => (
              <label key={v.value} className="facet__value">
                <input type="checkbox" name={group.param} value={v.value} defaultChecked={v.selected} />
                {t("catalogue.listing.facet_count", { label: v.label, count: v.count })}
              </label>
            ))}
          </fieldset>
        ))}
        <button type="submit">{t("catalogue.listing.apply_filters")}</button>{" "}
        <Link to={`${location.pathname}${keep.q ? `?q=${encodeURIComponent(keep.q)}` : ""}`}>
          {t("catalogue.listing.clear_filters")}
        </Link>
      </Form>
    </details>
  );
}

export function Pagination({ page, pages }: { page: number; pages: number }) {
  const t = useT();
  const location = useLocation();
  if (pages <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target <= 1) params.delete("sida");
    else params.set("sida", String(target));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  return (
    <nav className="pagination" aria-label={t("catalogue.listing.pagination")}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev">
          {t("catalogue.listing.previous")}
        </Link>
      ) : null}
      <span aria-current="page">{t("catalogue.listing.page", { page, pages })}</span>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} rel="next">
          {t("catalogue.listing.next")}
        </Link>
      ) : null}
    </nav>
  );
}
