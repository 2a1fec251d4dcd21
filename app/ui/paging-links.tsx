import { Link, useLocation } from "@remix-run/react";
import { useT } from "~/platform/i18n/i18n-provider";

/**
 * 'Föregående · Sida n av m · Nästa' under an account list (quotes, orders, users): plain links that keep the
 * list's other query parameters and change only `sida`. Nothing when everything fits on one page.
 */
export function PagingLinks({ page, pages }: { page: number; pages: number }) {
  const t = useT();
  const location = useLocation();
  if (pages <= 1) return null;
  const pageLink = (n: number) => {
    const params = new URLSearchParams(location.search);
    params.set("sida", String(n));
    return `?${params}`;
  };
  return (
    <nav aria-label={t("account-pages.paging")} className="paging">
      {page > 1 ? <Link to={pageLink(page - 1)}>{t("account-pages.previous")}</Link> : null}{" "}
      <span>{t("account-pages.page_of", { page, pages })}</span>{" "}
      {page < pages ? <Link to={pageLink(page + 1)}>{t("account-pages.next")}</Link> : null}
    </nav>
  );
}
