/**
 * Favourite products (the buyer's at most 50 articles, spec sections 3 and 5) and the choice of list
 * the 'Spara i inköpslista' control offers: the favourites, one of the buyer's shopping lists, or a
 * new list.
 */
export const MAX_FAVOURITE_PRODUCTS = 50;

/** Where a product is saved: the favourites, a shopping list by id, or a new list. */
export type ListChoice = { kind: "favourites" } | { kind: "list"; listId: string } | { kind: "new"; name: string };

const LIST_ID = /^[\w-]{1,80}$/;
const LIST_NAME_MAX = 80;

/** The control's `list` field ("favourites", a list id, or "new" with `newListName`); null when it makes no sense. */
export function listChoice(list: unknown, newListName: unknown): ListChoice | null {
  if (list === null || list === undefined || list === "" || list === "favourites") return { kind: "favourites" };
  if (typeof list !== "string") return null;
  if (list === "new") {
    const name = typeof newListName === "string" ? newListName.trim() : "";
    return name.length > 0 && name.length <= LIST_NAME_MAX ? { kind: "new", name } : null;
  }
  return LIST_ID.test(list) ? { kind: "list", listId: list } : null;
}

/** The favourite id of an article among the buyer's favourites (what DELETE /users/favourites takes). */
export function favouriteIdOf(
  favourites: readonly { favouriteId: string; articleNumber: string }[],
  articleNumber: string,
): string | null {
  return favourites.find((f) => f.articleNumber === articleNumber)?.favouriteId ?? null;
}

/**
 * Whether the control shows the article as saved: while a save or removal is on its way, what was
 * asked for (the optimistic answer); otherwise what the page's loader knew.
 */
export function shownAsSaved(saved: boolean, pendingIntent: unknown): boolean {
  if (pendingIntent === "save") return true;
  if (pendingIntent === "unsave") return false;
  return saved;
}

/** The articles of favourites as a lookup for product cards (at most 50, so a plain list is enough). */
export function savedArticleNumbers(favourites: readonly { articleNumber: string }[]): string[] {
  return [...new Set(favourites.map((f) => f.articleNumber))];
}
