/**
 * Find-as-you-type rules that need no service: which categories match the typed text and how the
 * buyer's own search history is kept. Pure, so the browser (history) and the server (categories)
 * share them.
 */

export interface CategoryNode {
  name: string;
  url: string;
  children: CategoryNode[];
}

export interface CategorySuggestion {
  name: string;
  href: string;
  /** The parents' names, "El › Kabel och ledning"; empty for a top category. */
  context: string;
}

export const MIN_SUGGEST_LENGTH = 2;
export const MAX_SUGGEST_LENGTH = 100;
export const CATEGORY_SUGGESTION_LIMIT = 4;
export const SEARCH_HISTORY_LIMIT = 8;
export const SEARCH_HISTORY_KEY = "byggel.search-history.v1";

const fold = (text: string) => text.toLocaleLowerCase("sv-SE").trim().replace(/\s+/g, " ");

/**
 * Categories whose name contains the text: names starting with it first, then a word starting
 * with it, then anywhere; within each, higher levels (broader categories) first, then by name.
 */
export function matchCategories(
  tree: readonly CategoryNode[],
  query: string,
  limit = CATEGORY_SUGGESTION_LIMIT,
): CategorySuggestion[] {
  const q = fold(query);
  if (q.length < MIN_SUGGEST_LENGTH) return [];
  const found: { suggestion: CategorySuggestion; rank: number; depth: number }[] = [];
  const visit = (nodes: readonly CategoryNode[], parents: string[]) => {
    for (const node of nodes) {
      const name = fold(node.name);
      const at = name.indexOf(q);
      if (at !== -1) {
        const rank = at === 0 ? 0 : /[\s,/-]/.test(name[at - 1] ?? "") ? 1 : 2;
        found.push({
          suggestion: { name: node.name, href: node.url, context: parents.join(" › ") },
          rank,
          depth: parents.length,
        });
      }
      visit(node.children, [...parents, node.name]);
    }
  };
  visit(tree, []);
  return found
    .sort((a, b) => a.rank - b.rank || a.depth - b.depth || a.suggestion.name.localeCompare(b.suggestion.name, "sv"))
    .slice(0, limit)
    .map((f) => f.suggestion);
}

/** Adds a search to the front of the history: trimmed, no duplicates (case-insensitive), at most the limit. */
export function rememberSearch(history: readonly string[], query: string, limit = SEARCH_HISTORY_LIMIT): string[] {
  const text = query.trim().replace(/\s+/g, " ").slice(0, MAX_SUGGEST_LENGTH);
  if (text === "") return [...history].slice(0, limit);
  return [text, ...history.filter((h) => fold(h) !== fold(text))].slice(0, limit);
}

/** Whatever is in storage, read defensively: a list of non-empty strings or nothing. */
export function parseHistory(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value.filter((v): v is string => typeof v === "string" && v.trim() !== "").slice(0, SEARCH_HISTORY_LIMIT)
      : [];
  } catch {
    return [];
  }
}
