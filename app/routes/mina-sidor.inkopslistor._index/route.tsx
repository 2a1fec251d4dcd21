import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { CsrfField, Field, FormMessage } from "~/components/account-pages/form-bits";
import { GeneralErrorBoundary } from "~/components/error/general-error-boundary";
import { PageFrame } from "~/components/layout/page-frame";
import { toastHeaders } from "~/components/toast/toast.server";
import { formatDate } from "@shop/domain/format";
import { useT } from "~/i18n/i18n-provider";
import { serverT } from "~/i18n/catalogue.server";
import { addFavouriteProduct, createShoppingList, LIST_ACCESS, listFavouriteProducts, listShoppingLists, removeFavouriteProducts } from "~/services/commerce/account-lists.server";
import { attempt, loadOrFail, readAccountForm, requireCommerce, keepSession } from "~/account/signed-in.server";

export const loader = keepSession(async function loader({ request, context }: LoaderFunctionArgs) {
  const commerce = await requireCommerce(request, context);
  const [lists, favourites] = await loadOrFail(request, context, () => Promise.all([listShoppingLists(commerce.transport), listFavouriteProducts(commerce.transport)]));
  return {
    title: serverT("account-pages.lists.title"),
    userId: commerce.viewer.userId,
    lists: lists.data.map((l) => ({ ...l, updatedAt: formatDate(l.updatedAt), owner: l.user?.fullName ?? "" })),
    favourites: favourites.data,
    max: favourites.max,
  };
});

const newList = z.object({ name: z.string().trim().min(1).max(80), access: z.enum(LIST_ACCESS) });
const articleNumber = z.string().trim().regex(/^\d{4,12}$/);

type Result = { message: string; ok?: boolean; limit?: boolean };

export const action = keepSession(async function action({ request, context }: ActionFunctionArgs) {
  const { formData, commerce } = await readAccountForm(request, context);
  const intent = formData.get("intent");
  if (intent === "create") {
    const parsed = newList.safeParse({ name: formData.get("name"), access: formData.get("access") });
    if (!parsed.success) return data<Result>({ message: serverT("account-pages.lists.name_required") }, { status: 400 });
    const result = await attempt(request, context, () => createShoppingList(commerce.transport, parsed.data.name, parsed.data.access));
    if (!result.ok) return data<Result>({ message: result.message }, { status: result.error.status ?? 400 });
    const headers = await toastHeaders(request, context, { type: "success", message: serverT("account-pages.lists.created") });
    return redirect(`/mina-sidor/inkopslistor/${encodeURIComponent(result.value.favoriteId)}`, { status: 303, headers });
  }
  if (intent === "add-favourite") {
    const parsed = articleNumber.safeParse(formData.get("articleNumber"));
    if (!parsed.success) return data<Result>({ message: serverT("account-pages.lists.article_invalid") }, { status: 400 });
    const result = await attempt(request, context, () => addFavouriteProduct(commerce.transport, parsed.data));
    if (!result.ok) {
      // Spec section 5: the 51st favourite shows the info dialog's text instead of being added.
      if (result.error.status === 409) return data<Result>({ message: serverT("favorites.info_modal.body"), limit: true }, { status: 409 });
      if (result.error.kind === "not_found" || result.error.kind === "bad_request") return data<Result>({ message: serverT("account-pages.lists.article_unknown") }, { status: 400 });
      return data<Result>({ message: result.message }, { status: result.error.status ?? 400 });
    }
    return { message: serverT("favorites.added"), ok: true };
  }
  if (intent === "remove-favourite") {
    const id = String(formData.get("favouriteId") ?? "");
    const result = await attempt(request, context, () => removeFavouriteProducts(commerce.transport, [id]));
    return result.ok ? { message: serverT("favorites.deleted"), ok: true } : data<Result>({ message: result.message }, { status: result.error.status ?? 400 });
  }
  return data<Result>({ message: serverT("account-pages.unknown_action") }, { status: 400 });
});

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function ShoppingListsPage() {
  const t = useT();
  const { lists, favourites, max, userId } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  return (
    <PageFrame title={t("account-pages.lists.title")}>
      {result?.limit ? (
        <div className="notice notice--error" role="alertdialog" aria-labelledby="favourites-full-title" aria-describedby="favourites-full-body">
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
                {t(`account-pages.lists.access.${list.access === "SHARED" ? "shared" : "private"}`)} · {t("account-pages.lists.rows", { count: list.totalRows })} · {t("account-pages.lists.updated", { date: list.updatedAt })}
                {list.userId !== userId && list.owner ? ` · ${t("account-pages.lists.owner", { name: list.owner })}` : null}
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
        <h2 id="favourites-heading">{t("account-pages.lists.favourites_heading", { count: favourites.length, max })}</h2>
        <ul>
          {favourites.map((f) => (
            <li key={f.favouriteId}>
              {f.articleNumber}{" "}
              <Form method="post" className="inline">
                <CsrfField />
                <input type="hidden" name="favouriteId" value={f.favouriteId} />
                <button type="submit" name="intent" value="remove-favourite" aria-label={t("account-pages.lists.remove_favourite", { article: f.articleNumber })}>
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
