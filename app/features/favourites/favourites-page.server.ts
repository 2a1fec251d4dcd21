/** /mina-sidor/favoriter: the favourite products (the flyout's page without JavaScript) and their forms. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { serverT } from "~/platform/i18n/catalogue.server";
import { loadOrFail, requireCommerce } from "~/platform/routing/signed-in.server";
import { loadFavourites } from "./favourites-view.server";
import { handleSaveAction } from "./save-action.server";

export async function loadFavouritesPage({ request, context }: LoaderFunctionArgs) {
  const commerce = await requireCommerce(request, context);
  const view = await loadOrFail(request, context, () => loadFavourites(context, commerce));
  return { title: serverT("favorites.page.title"), ...view };
}

export function handleFavouritesAction({ request, context }: ActionFunctionArgs) {
  return handleSaveAction(request, context);
}
