import { Form, Link } from "@remix-run/react";
import { StockBadge, stockText } from "~/ui/stock-badge";
import { useT } from "~/platform/i18n/i18n-provider";
import type { StoreStockPageData } from "./stores-view";
import { CsrfField } from "~/platform/session/csrf-field";

/** The store-stock page: the buyer's store first, a form to choose it, then every store's stock by name. */
export function StoreStockPage({ page, error }: { page: StoreStockPageData; error: string | undefined }) {
  const t = useT();
  return (
    <div className="page">
      <p>
        <Link to={page.product.url}>{t("catalogue-pages.stock.back_to_product", { name: page.product.name })}</Link>
      </p>
      <h1>{t("catalogue-pages.stock.heading")}</h1>
      <StoreStockBody page={page} error={error} />
    </div>
  );
}

/**
 * The store-stock page below its heading; the product page's dialog renders the same body with a
 * fetcher form that posts to the page's action and asks to be sent back to the product.
 */
export function StoreStockBody({
  page,
  error,
  FormComponent = Form,
  action,
  subheadingLevel = 2,
}: {
  page: StoreStockPageData;
  error: string | undefined;
  FormComponent?: typeof Form;
  action?: string;
  subheadingLevel?: 2 | 3;
}) {
  const t = useT();
  const Subheading = subheadingLevel === 2 ? "h2" : "h3";
  return (
    <>
      <p className="campaign-card__facts">
        {page.product.name} · {t("catalogue.product.article_number")} {page.product.articleNumber}
      </p>
      {page.chosen ? (
        <section aria-labelledby="chosen-store-heading" className="chosen-store">
          <Subheading id="chosen-store-heading">
            {t("catalogue-pages.stock.your_store", { name: page.chosen.name })}
          </Subheading>
          <StockBadge badge={page.chosen.badge} />
        </section>
      ) : (
        <p>{t("catalogue-pages.stock.no_store")}</p>
      )}
      <FormComponent
        method="post"
        action={action}
        className="store-choice"
        preventScrollReset={action ? true : undefined}
      >
        <CsrfField />
        {action ? <input type="hidden" name="redirectTo" value="product" /> : null}
        <div className="field">
          <label htmlFor="store-choice">{t("catalogue-pages.stock.choose_label")}</label>
          <select
            id="store-choice"
            name="butik"
            defaultValue={page.chosen?.id ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "store-choice-error" : undefined}
          >
            <option value="">{t("catalogue-pages.stock.choose_none")}</option>
            {page.rows.map((row) => (
              <option key={row.id} value={row.id}>
                {row.name}
              </option>
            ))}
          </select>
          {error ? (
            <p id="store-choice-error" className="field__error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit">{t("catalogue-pages.stock.choose_submit")}</button>
      </FormComponent>
      {page.rows.length === 0 ? (
        <p className="empty-state">{t("catalogue-pages.stock.empty")}</p>
      ) : (
        <table className="store-stock-table">
          <caption className="visually-hidden">{t("catalogue-pages.stock.heading")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("catalogue-pages.stock.store")}</th>
              <th scope="col">{t("catalogue-pages.stock.status")}</th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={row.id} aria-current={row.chosen ? "true" : undefined}>
                <th scope="row">
                  <Link to={row.pageUrl}>{row.name}</Link>
                  {row.chosen ? ` (${t("catalogue-pages.stock.chosen")})` : null}
                </th>
                <td className={`stock-badge--${row.badge.status}`}>{stockText(row.badge, t)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
