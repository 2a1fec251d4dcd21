import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { CsrfField } from "~/platform/session/csrf-field";
import { Field, FormMessage } from "~/ui/form-bits";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { useT } from "~/platform/i18n/i18n-provider";
import { keepSession } from "~/platform/routing/signed-in.server";
import { loadListsPage, handleListsAction, type Result } from "~/features/favourites/lists-page.server";

export const handle = { i18n: ["account-pages", "favorites"] };

export const loader = keepSession(loadListsPage);
export const action = keepSession(handleListsAction);

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function ShoppingListsPage() {
  const t = useT();
  const { lists, favourites, max, userId } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  return (
    <PageFrame title={t("account-pages.lists.title")}>
      {result?.limit ? (
        <div
          className="notice notice--error"
          role="alertdialog"
          aria-labelledby="favourites-full-title"
          aria-describedby="favourites-full-body"
        >
          <h2 id="favourites-full-title">{t("favorites.info_modal.title")}</h2>
          <p id="favourites-full-body">{result.message}</p>
        </div>
      ) : (
        <FormMessage message={result?.message} ok={result?.ok} />
      )}
      <section aria-labelledby="lists-heading">
        <h2 id="lists-heading">{t("account-pages.lists.lists_heading")}</h2>
        {lists.length === 0 ? <p className="empty-state">{t("account-pages.lists.none")}</p> : null}
        <ul className="card-list">
          {lists.map((list) => (
            <li key={list.favoriteId} className="card">
              <h3>
                <Link to={`/mina-sidor/inkopslistor/${list.favoriteId}`}>{list.favoriteName}</Link>
              </h3>
              <p>
                {t(`account-pages.lists.access.${list.access === "SHARED" ? "shared" : "private"}`)} ·{" "}
                {t("account-pages.lists.rows", { count: list.totalRows })} ·{" "}
                {t("account-pages.lists.updated", { date: list.updatedAt })}
                {list.owner
                  ? ` · ${list.userId === userId ? t("account-pages.lists.owner_you") : t("account-pages.lists.owner", { name: list.owner })}`
                  : null}
              </p>
            </li>
          ))}
        </ul>
        <Form method="post" className="inline-form" aria-label={t("account-pages.lists.create_heading")}>
          <CsrfField />
          <Field id="list-name" name="name" label={t("account-pages.lists.name")} />
          <div className="field">
            <label htmlFor="list-access">{t("account-pages.lists.access_label")}</label>
            <select id="list-access" name="access" defaultValue="PRIVATE">
              <option value="PRIVATE">{t("account-pages.lists.access.private")}</option>
              <option value="SHARED">{t("account-pages.lists.access.shared")}</option>
            </select>
          </div>
          <button type="submit" name="intent" value="create">
            {t("account-pages.lists.create")}
          </button>
        </Form>
      </section>
      <section aria-labelledby="favourites-heading">
        <h2 id="favourites-heading">
          {t("account-pages.lists.favourites_heading", { count: favourites.length, max })}
        </h2>
        <ul>
          {favourites.map((f) => (
            <li key={f.favouriteId}>
              {f.articleNumber}{" "}
              <Form method="post" className="inline">
                <CsrfField />
                <input type="hidden" name="favouriteId" value={f.favouriteId} />
                <button
                  type="submit"
                  name="intent"
                  value="remove-favourite"
                  aria-label={t("account-pages.lists.remove_favourite", { article: f.articleNumber })}
                >
                  {t("account-pages.lists.remove")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
        <Form method="post" className="inline-form">
          <CsrfField />
          <Field id="favourite-article" name="articleNumber" label={t("account-pages.lists.favourite_article")} />
          <button type="submit" name="intent" value="add-favourite">
            {t("account-pages.lists.add_favourite")}
          </button>
        </Form>
      </section>
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
