/**
 * /mina-sidor/spara-i-lista?artikel=…&tillbaka=…: 'Välj lista' of a product card without JavaScript. The buyer's
 * lists as the card's chooser offers them; the form posts the same save (app/features/favourites/save-action.server.ts)
 * and comes back to `tillbaka` with the notice.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { serverT } from "~/platform/i18n/catalogue.server";
import { safeRedirectFor } from "~/platform/routing/safe-redirect";
import { loadOrFail, requireCommerce } from "~/platform/routing/signed-in.server";
import { loadListChoices } from "./favourites-view.server";

const articleNumber = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z-]{1,20}$/);

export async function loadChooseListPage({ request, context }: LoaderFunctionArgs) {
  const commerce = await requireCommerce(request, context);
  const url = new URL(request.url);
  const article = articleNumber.safeParse(url.searchParams.get("artikel"));
  if (!article.success) throw new Response(serverT("account-pages.lists.article_invalid"), { status: 400 });
  const choices = await loadOrFail(request, context, () => loadListChoices(commerce));
  return {
    title: serverT("catalogue.favourites.choose_list"),
    articleNumber: article.data,
    back: safeRedirectFor(request, url.searchParams.get("tillbaka"), "/mina-sidor/favoriter"),
    lists: choices.lists,
  };
}
