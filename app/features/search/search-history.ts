import { SEARCH_HISTORY_KEY, parseHistory, rememberSearch } from "@shop/domain/search-suggestions";

/** The search history lives in this browser's localStorage only (docs/decisions.md). */
export function readHistory(): string[] {
  try {
    return parseHistory(window.localStorage.getItem(SEARCH_HISTORY_KEY));
  } catch {
    // Storage blocked (privacy settings): no history, the search itself still works.
    return [];
  }
}

export function writeHistory(list: string[]): void {
  try {
    if (list.length > 0) window.localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(list));
    else window.localStorage.removeItem(SEARCH_HISTORY_KEY);
  } catch {
    /* storage blocked: nothing to keep */
  }
}

/** Puts `query` first in the history; the list as stored. */
export function rememberQuery(query: string): string[] {
  const next = rememberSearch(readHistory(), query);
  writeHistory(next);
  return next;
}
