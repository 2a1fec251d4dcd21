/**
 * 'Byt till ersättningsartikel' on a shopping list row: the row's article is looked up again (never taken from the
 * form), its replacement goes into the list with the row's quantity (merging with a row already there), then the
 * old row goes.
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { serverT } from "~/platform/i18n/catalogue.server";
import { attempt, type SignedInCommerce } from "~/platform/routing/signed-in.server";
import { addListItem, getShoppingList, removeListItems } from "./account-lists.server";
import { replacementFacts } from "~/features/products/index.server";

/** list-actions.server.ts's ListActionResult, without importing it back (that module dispatches here). */
type ListActionResult = { message: string; ok?: boolean };

export async function replaceListItem(
  request: Request,
  context: AppLoadContext,
  commerce: SignedInCommerce,
  listId: string,
  itemId: string,
) {
  const t = commerce.transport;
  const result = await attempt(request, context, async () => {
    const { items } = await getShoppingList(t, listId);
    const item = items.find((i) => i.favoriteItemId === itemId);
    if (!item) return null;
    const facts = (await replacementFacts(t, [item.articleNumber])).get(item.articleNumber);
    const replacement = facts?.discontinued ? facts.ersattningsartikel : null;
    if (!replacement) return { from: item.articleNumber, to: null };
    await addListItem(t, listId, replacement.articleNumber, item.quantity);
    await removeListItems(t, listId, [item.favoriteItemId]);
    return { from: item.articleNumber, to: replacement.articleNumber };
  });
  if (!result.ok) {
    const status = result.error.status ?? 400;
    const message = status === 409 ? serverT("account-pages.lists.list_full") : result.message;
    return data<ListActionResult>({ message }, { status });
  }
  if (!result.value) return data<ListActionResult>({ message: serverT("errors.not_found") }, { status: 404 });
  const { from, to } = result.value;
  if (!to)
    return data<ListActionResult>({ message: serverT("catalogue.replacement.not_replaceable") }, { status: 409 });
  return { message: serverT("catalogue.replacement.switched", { from, to }), ok: true } satisfies ListActionResult;
}
