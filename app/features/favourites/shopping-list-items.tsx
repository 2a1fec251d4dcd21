import { Form, Link } from "@remix-run/react";
import { useT } from "~/platform/i18n/i18n-provider";
import { CsrfField } from "~/platform/session/csrf-field";
import type { ListedArticles } from "~/features/products/index.server";
import { ReplacementNotice, ReplacementSwitchForm } from "~/features/products";

export interface ShoppingListItem {
  favoriteItemId: string;
  articleNumber: string;
  quantity: number;
}

/** A shopping list's lines, each with its own quantity and remove forms (they work without JavaScript). */
export function ShoppingListItems({
  caption,
  items,
  articles = {},
}: {
  caption: string;
  items: ShoppingListItem[];
  /** Names and replacement notices by article number (articles the catalogue no longer has are missing). */
  articles?: ListedArticles;
}) {
  const t = useT();
  return items.length === 0 ? (
    <p className="empty-state">{t("account-pages.lists.empty")}</p>
  ) : (
    <table className="table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("account-pages.order.article")}</th>
          <th scope="col">{t("account-pages.order.name")}</th>
          <th scope="col">{t("account-pages.order.quantity")}</th>
          <th scope="col">{t("account-pages.lists.actions")}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.favoriteItemId}>
            <td>{item.articleNumber}</td>
            <td>
              <ListedArticleCell item={item} article={articles[item.articleNumber]} />
            </td>
            <td>
              <Form method="post" className="inline">
                <CsrfField />
                <input type="hidden" name="itemId" value={item.favoriteItemId} />
                <label htmlFor={`qty-${item.favoriteItemId}`} className="visually-hidden">
                  {t("account-pages.lists.quantity_for", { article: item.articleNumber })}
                </label>
                <input
                  id={`qty-${item.favoriteItemId}`}
                  type="number"
                  name="quantity"
                  min={1}
                  defaultValue={item.quantity}
                  className="input--short"
                />
                <button
                  type="submit"
                  name="intent"
                  value="update-item"
                  aria-label={t("account-pages.lists.update_for", { article: item.articleNumber })}
                >
                  {t("account-pages.lists.update")}
                </button>
              </Form>
            </td>
            <td>
              <Form method="post" className="inline">
                <CsrfField />
                <input type="hidden" name="itemId" value={item.favoriteItemId} />
                <button
                  type="submit"
                  name="intent"
                  value="remove-item"
                  aria-label={t("account-pages.lists.remove_for", { article: item.articleNumber })}
                >
                  {t("account-pages.lists.remove")}
                </button>
              </Form>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The article's name; a discontinued one says what replaces it, with 'Byt till ersättningsartikel'. */
function ListedArticleCell({ item, article }: { item: ShoppingListItem; article: ListedArticles[string] | undefined }) {
  if (!article) return null;
  const notice = article.notice;
  return (
    <>
      <Link to={`/produkt/${article.slug}`}>{article.name}</Link>
      {notice ? (
        <ReplacementNotice notice={notice}>
          {notice.kind === "replaced" ? (
            <ReplacementSwitchForm
              field={{ name: "itemId", value: item.favoriteItemId }}
              intent="replace-item"
              articleNumber={item.articleNumber}
              replacementNumber={notice.replacement.articleNumber}
            />
          ) : null}
        </ReplacementNotice>
      ) : null}
    </>
  );
}
