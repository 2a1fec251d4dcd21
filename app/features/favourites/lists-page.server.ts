/** Shopping lists and favourite products: what the page shows and what its forms do. */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { toastHeaders } from "~/platform/session/toast.server";
import { formatDate } from "@shop/domain/format";
import { serverT } from "~/platform/i18n/catalogue.server";
import {
  addFavouriteProduct,
  createShoppingList,
  LIST_ACCESS,
  listFavouriteProducts,
  listShoppingLists,
  removeFavouriteProducts,
} from "./account-lists.server";
import { attempt, loadOrFail, readAccountForm, requireCommerce } from "~/platform/routing/signed-in.server";

export async function loadListsPage({ request, context }: LoaderFunctionArgs) {
  const commerce = await requireCommerce(request, context);
  const [lists, favourites] = await loadOrFail(request, context, () =>
    Promise.all([listShoppingLists(commerce.transport), listFavouriteProducts(commerce.transport)]),
  );
  return {
    title: serverT("account-pages.lists.title"),
    userId: commerce.viewer.userId,
    lists: lists.data.map((l) => ({ ...l, updatedAt: formatDate(l.updatedAt), owner: l.user?.fullName ?? "" })),
    favourites: favourites.data,
    max: favourites.max,
  };
}

const newList = z.object({ name: z.string().trim().min(1).max(80), access: z.enum(LIST_ACCESS) });
const articleNumber = z
  .string()
  .trim()
  .regex(/^\d{4,12}$/);

export type Result = { message: string; ok?: boolean; limit?: boolean };

export async function handleListsAction({ request, context }: ActionFunctionArgs) {
  const { formData, commerce } = await readAccountForm(request, context);
  const intent = formData.get("intent");
  if (intent === "create") {
    const parsed = newList.safeParse({ name: formData.get("name"), access: formData.get("access") });
    if (!parsed.success)
      return data<Result>({ message: serverT("account-pages.lists.name_required") }, { status: 400 });
    const result = await attempt(request, context, () =>
      createShoppingList(commerce.transport, parsed.data.name, parsed.data.access),
    );
    if (!result.ok) return data<Result>({ message: result.message }, { status: result.error.status ?? 400 });
    const headers = await toastHeaders(request, context, {
      type: "success",
      message: serverT("account-pages.lists.created"),
    });
    return redirect(`/mina-sidor/inkopslistor/${encodeURIComponent(result.value.favoriteId)}`, {
      status: 303,
      headers,
    });
  }
  if (intent === "add-favourite") {
    const parsed = articleNumber.safeParse(formData.get("articleNumber"));
    if (!parsed.success)
      return data<Result>({ message: serverT("account-pages.lists.article_invalid") }, { status: 400 });
    const result = await attempt(request, context, () => addFavouriteProduct(commerce.transport, parsed.data));
    if (!result.ok) {
      // Spec section 5: the 51st favourite shows the info dialog's text instead of being added.
      if (result.error.status === 409)
        return data<Result>({ message: serverT("favorites.info_modal.body"), limit: true }, { status: 409 });
      if (result.error.kind === "not_found" || result.error.kind === "bad_request")
        return data<Result>({ message: serverT("account-pages.lists.article_unknown") }, { status: 400 });
      return data<Result>({ message: result.message }, { status: result.error.status ?? 400 });
    }
    return { message: serverT("favorites.added"), ok: true };
  }
  if (intent === "remove-favourite") {
    const id = String(formData.get("favouriteId") ?? "");
    const result = await attempt(request, context, () => removeFavouriteProducts(commerce.transport, [id]));
    return result.ok
      ? { message: serverT("favorites.deleted"), ok: true }
      : data<Result>({ message: result.message }, { status: result.error.status ?? 400 });
  }
  return data<Result>({ message: serverT("account-pages.unknown_action") }, { status: 400 });
}
