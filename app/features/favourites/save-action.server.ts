/**
 * What the 'Spara i inköpslista' control posts (product page, product cards, /mina-sidor/favoriter):
 * save an article to the favourites, a shopping list or a new list, or take it out of the
 * favourites. Without JavaScript the form carries `redirectTo` and the buyer goes back to the page
 * with a notice; a fetcher gets the answer as data. The 51st favourite is refused by the service
 * (409 FAVOURITES_LIMIT): nothing is added and the answer carries the info dialog's text.
 */
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { favouriteIdOf, listChoice, type ListChoice } from "@shop/domain/favourites";
import { serverT } from "~/platform/i18n/catalogue.server";
import { toastHeaders } from "~/platform/session/toast.server";
import { safeRedirectFor } from "~/platform/routing/safe-redirect";
import { attempt, readAccountForm, type SignedInCommerce } from "~/platform/routing/signed-in.server";
import {
  addFavouriteProduct,
  addListItem,
  createShoppingList,
  listFavouriteProducts,
  removeFavouriteProducts,
} from "./account-lists.server";
import { replacementFacts } from "~/features/products/index.server";

export interface SaveResult {
  ok: boolean;
  message: string;
  /** Whether the article is now among the favourites (absent when a shopping list was chosen). */
  saved?: boolean;
  /** The 50 cap was reached: `title` and `message` are the info dialog's (favorites.info_modal). */
  limit?: boolean;
  title?: string;
}

const articleNumber = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z-]{1,20}$/);

type Outcome = { result: SaveResult; status: number };
const failed = (message: string, status = 400): Outcome => ({ result: { ok: false, message }, status });
/** Spec section 8: a favourites call that failed adds errors.try_again_later_or_contact to the service's reason. */
const failedCall = (failure: { message: string; error: { status: number | null } }): Outcome =>
  failed(`${failure.message} ${serverT("errors.try_again_later_or_contact")}`, failure.error.status ?? 400);
const done = (message: string, saved?: boolean): Outcome => ({
  result: { ok: true, message, ...(saved === undefined ? {} : { saved }) },
  status: 200,
});

async function save(
  request: Request,
  context: AppLoadContext,
  commerce: SignedInCommerce,
  article: string,
  choice: ListChoice,
): Promise<Outcome> {
  const t = commerce.transport;
  if (choice.kind === "favourites") {
    const added = await attempt(request, context, () => addFavouriteProduct(t, article));
    if (added.ok) return done(serverT("favorites.added"), true);
    if (added.error.status === 409) {
      const result = { ok: false, limit: true, title: serverT("favorites.info_modal.title") };
      return { result: { ...result, message: serverT("favorites.info_modal.body") }, status: 409 };
    }
    if (added.error.kind === "bad_request") return failed(serverT("account-pages.lists.article_unknown"));
    return failedCall(added);
  }
  const listed = await attempt(request, context, async () => {
    const listId =
      choice.kind === "list" ? choice.listId : (await createShoppingList(t, choice.name, "PRIVATE")).favoriteId;
    await addListItem(t, listId, article, 1);
  });
  if (listed.ok)
    return done(
      choice.kind === "new"
        ? serverT("favorites.control.new_list_done", { name: choice.name })
        : serverT("account-pages.lists.item_added"),
    );
  if (listed.error.status === 409) return failed(serverT("account-pages.lists.list_full"), 409);
  if (listed.error.kind === "bad_request") return failed(serverT("account-pages.lists.article_unknown"));
  return failedCall(listed);
}

async function unsave(request: Request, context: AppLoadContext, commerce: SignedInCommerce, article: string) {
  const removed = await attempt(request, context, async () => {
    const id = favouriteIdOf((await listFavouriteProducts(commerce.transport)).data, article);
    // Already gone (another tab, a double click): the buyer's wish holds all the same.
    if (id) await removeFavouriteProducts(commerce.transport, [id]);
  });
  return removed.ok ? done(serverT("favorites.deleted"), false) : failedCall(removed);
}

/** 'Byt till ersättningsartikel': the favourite's replacement (looked up, not taken from the form) takes its place. */
async function replace(request: Request, context: AppLoadContext, commerce: SignedInCommerce, article: string) {
  const facts = (await replacementFacts(commerce.transport, [article])).get(article);
  const replacement = facts?.discontinued ? facts.ersattningsartikel : null;
  if (!replacement) return failed(serverT("catalogue.replacement.not_replaceable"), 409);
  const added = await save(request, context, commerce, replacement.articleNumber, { kind: "favourites" });
  if (!added.result.ok) return added;
  const removed = await unsave(request, context, commerce, article);
  if (!removed.result.ok) return removed;
  return done(serverT("catalogue.replacement.switched", { from: article, to: replacement.articleNumber }), false);
}

async function outcomeOf(request: Request, context: AppLoadContext, commerce: SignedInCommerce, formData: FormData) {
  const article = articleNumber.safeParse(formData.get("articleNumber"));
  if (!article.success) return failed(serverT("account-pages.lists.article_invalid"));
  const intent = formData.get("intent");
  if (intent === "unsave") return unsave(request, context, commerce, article.data);
  if (intent === "replace") return replace(request, context, commerce, article.data);
  if (intent !== "save") return failed(serverT("account-pages.unknown_action"));
  const choice = listChoice(formData.get("list"), formData.get("newListName"));
  if (!choice) return failed(serverT("favorites.control.choice_invalid"));
  return save(request, context, commerce, article.data, choice);
}

export async function handleSaveAction(request: Request, context: AppLoadContext) {
  const { formData, commerce } = await readAccountForm(request, context);
  const { result, status } = await outcomeOf(request, context, commerce, formData);
  const back = formData.get("redirectTo");
  // Without JavaScript a success goes back to the page it came from with the notice; a refusal (and
  // the full favourites' info) is shown on /mina-sidor/favoriter, where a favourite can be removed.
  if (result.ok && typeof back === "string" && back !== "") {
    const headers = await toastHeaders(request, context, { type: "success", message: result.message });
    return redirect(safeRedirectFor(request, back, "/mina-sidor/favoriter"), { status: 303, headers });
  }
  return data(result, { status });
}
