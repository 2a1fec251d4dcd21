/**
 * Turns what a buyer types into a safe FTS5 query: words are folded and quoted (no FTS syntax can
 * be injected), and every word matches as a prefix so find-as-you-type works.
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC");
}

export function searchTokens(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 12);
}

/** `"kabel"* "3g1"*`: all words must match (implicit AND), each as a prefix. */
export function ftsQuery(tokens: readonly string[]): string | null {
  if (tokens.length === 0) return null;
  return tokens.map((t) => `"${t.replace(/"/g, "")}"*`).join(" ");
}

/** Article number or EAN the query could be exactly (spaces and dashes ignored). */
export function exactCodeCandidate(text: string): string | null {
  const compact = text.replace(/[\s-]/g, "");
  return /^\d{5,14}$/.test(compact) ? compact : null;
}
