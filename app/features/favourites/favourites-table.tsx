import { Form, Link } from "@remix-run/react";
import { useT } from "~/platform/i18n/i18n-provider";
import { CsrfField } from "~/platform/session/csrf-field";
import type { FavouriteLine } from "./favourites-view.server";
import { FavouriteCartForm } from "./favourite-cart-form";
import { ReplacementNotice, ReplacementSwitchForm } from "~/features/products";

/** The favourite products with add to cart and remove, each a form of its own (no JavaScript needed). */
export function FavouritesTable({ lines, canOrder }: { lines: FavouriteLine[]; canOrder: boolean }) {
  const t = useT();
  if (lines.length === 0) return <p className="empty-state">{t("favorites.page.empty")}</p>;
  return (
    <table className="table">
      <caption className="visually-hidden">{t("favorites.page.title")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("favorites.page.article")}</th>
          <th scope="col">{t("favorites.page.article_number")}</th>
          <th scope="col">{t("favorites.page.to_cart")}</th>
          <th scope="col">{t("favorites.page.remove_heading")}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.favouriteId}>
            <td>
              {line.slug ? <Link to={`/produkt/${line.slug}`}>{line.name}</Link> : t("favorites.page.not_available")}
              {line.notice ? (
                <ReplacementNotice notice={line.notice}>
                  {line.notice.kind === "replaced" ? (
                    <ReplacementSwitchForm
                      field={{ name: "articleNumber", value: line.articleNumber }}
                      intent="replace"
                      articleNumber={line.articleNumber}
                      replacementNumber={line.notice.replacement.articleNumber}
                    />
                  ) : null}
                </ReplacementNotice>
              ) : null}
            </td>
            <td>{line.articleNumber}</td>
            <td>
              {canOrder && line.slug && line.name && line.purchasableOnline ? (
                <FavouriteCartForm slug={line.slug} name={line.name} orderMultiple={line.orderMultiple} />
              ) : null}
            </td>
            <td>
              <Form method="post">
                <CsrfField />
                <input type="hidden" name="articleNumber" value={line.articleNumber} />
                <button
                  type="submit"
                  name="intent"
                  value="unsave"
                  aria-label={t("favorites.page.remove_label", { name: line.name ?? line.articleNumber })}
                >
                  {t("favorites.page.remove")}
                </button>
              </Form>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
