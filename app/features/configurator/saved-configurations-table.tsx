import { Form, Link } from "@remix-run/react";
import { useT } from "~/platform/i18n/i18n-provider";
import { CsrfField } from "~/platform/session/csrf-field";
import type { SavedConfigurationRow } from "./saved-configurations-view.server";
import { ConfigurationCartForm } from "./configuration-cart-form";

function MatchingArticle({ article }: { article: SavedConfigurationRow["article"] }) {
  const t = useT();
  if (!article) return <>{t("account-pages.configurations.several_articles")}</>;
  if (!article.slug || !article.name)
    return <>{t("account-pages.configurations.not_available", { articleNumber: article.articleNumber })}</>;
  return (
    <>
      <Link to={`/produkt/${article.slug}`}>{article.name}</Link>
      <br />
      <span className="muted">{article.articleNumber}</span>
    </>
  );
}

function RowActions({ row, canOrder }: { row: SavedConfigurationRow; canOrder: boolean }) {
  const t = useT();
  const article = row.article;
  return (
    <div className="saved-configuration__actions">
      <Link to={row.reopen} aria-label={t("account-pages.configurations.open_label", { name: row.name })}>
        {t("account-pages.configurations.open")}
      </Link>
      {canOrder && article?.slug && article.purchasableOnline ? (
        <ConfigurationCartForm
          slug={article.slug}
          label={t("account-pages.configurations.add_label", { name: row.name })}
          orderMultiple={article.orderMultiple}
        />
      ) : canOrder && article?.notPurchasableText ? (
        <p>{article.notPurchasableText}</p>
      ) : null}
      {/* The confirmation is a disclosure: it works without JavaScript and takes a second, deliberate click. */}
      <details className="saved-configuration__delete">
        <summary aria-label={t("account-pages.configurations.remove_label", { name: row.name })}>
          {t("account-pages.configurations.remove")}
        </summary>
        <p>{t("account-pages.configurations.remove_confirm")}</p>
        <Form method="post">
          <CsrfField />
          <input type="hidden" name="id" value={row.id} />
          <button type="submit" name="intent" value="delete" className="button--danger">
            {t("account-pages.configurations.remove_yes", { name: row.name })}
          </button>
        </Form>
      </details>
    </div>
  );
}

/** The saved configurations, newest first, each with its own forms (no JavaScript needed). */
export function SavedConfigurationsTable({ rows, canOrder }: { rows: SavedConfigurationRow[]; canOrder: boolean }) {
  const t = useT();
  if (rows.length === 0) return <p className="empty-state">{t("account-pages.configurations.empty")}</p>;
  return (
    <table className="table saved-configurations">
      <caption className="visually-hidden">{t("account-pages.configurations.title")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("account-pages.configurations.name")}</th>
          <th scope="col">{t("account-pages.configurations.product")}</th>
          <th scope="col">{t("account-pages.configurations.choices")}</th>
          <th scope="col">{t("account-pages.configurations.saved")}</th>
          <th scope="col">{t("account-pages.configurations.article")}</th>
          <th scope="col">{t("account-pages.configurations.actions")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">{row.name}</th>
            <td>{row.productName}</td>
            <td>{row.choices || t("account-pages.configurations.no_choices")}</td>
            <td>
              <time dateTime={row.savedOn}>{row.savedOn}</time>
            </td>
            <td>
              <MatchingArticle article={row.article} />
            </td>
            <td>
              <RowActions row={row} canOrder={canOrder} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
