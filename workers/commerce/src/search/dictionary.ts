/**
 * The search dictionary table (migration 0180): the article index's words that search/terms.ts keeps in memory, with
 * the number of articles holding each. Rebuilt from FTS5's vocabulary (`article_search_terms`, fts5vocab) after
 * every change to the index, since reading that vocabulary scans every indexed number and code too (about a second
 * at 1,000,000 articles), where this table is a few hundred rows.
 */

/** Every indexed word of letters (two or more), and those of five letters or more that go on with digits. */
const DICTIONARY_WORDS = `SELECT term, doc, term GLOB '*[^a-z]*' FROM article_search_terms
  WHERE term >= 'a' AND ((term NOT GLOB '*[^a-z]*' AND length(term) >= 2) OR term GLOB '[a-z][a-z][a-z][a-z][a-z]*[0-9]*')`;

/** Statements that replace the dictionary with the index's words; run them after the index was written. */
export function rebuildSearchDictionary(db: D1Database): D1PreparedStatement[] {
  return [
    db.prepare("DELETE FROM search_dictionary"),
    db.prepare(`INSERT INTO search_dictionary (term, doc, mixed) ${DICTIONARY_WORDS}`),
  ];
}
