-- Search that forgives (#45): the words search/terms.ts keeps in memory, as a small table of their own.
-- Reading them from the fts5vocab table (0125) scans every indexed term, numbers, EANs and model codes included:
-- 2.4 million terms and about a second at 1,000,000 articles, paid by a search in every isolate every few minutes.
-- Written whenever the article index is (seed/seed.ts, search/dictionary.ts `rebuildSearchDictionary`); here once
-- for a catalogue already indexed. Letter-only words, and words of five letters or more that go on with digits
-- (listed for prefixes only, `mixed` = 1).
CREATE TABLE search_dictionary (
  term TEXT PRIMARY KEY,
  doc INTEGER NOT NULL,
  mixed INTEGER NOT NULL DEFAULT 0 CHECK (mixed IN (0, 1))
) WITHOUT ROWID;

INSERT INTO search_dictionary (term, doc, mixed)
SELECT term, doc, term GLOB '*[^a-z]*' FROM article_search_terms
WHERE term >= 'a' AND ((term NOT GLOB '*[^a-z]*' AND length(term) >= 2) OR term GLOB '[a-z][a-z][a-z][a-z][a-z]*[0-9]*');
