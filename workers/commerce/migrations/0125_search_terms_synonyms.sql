-- Search that forgives (#45).
-- The term dictionary: every word the article index holds, with how many articles hold it, read straight from
-- FTS5 (fts5vocab reads the index itself, so it is never out of date). search/terms.ts keeps its letter-only
-- terms in memory per isolate for typo corrections, compound parts and joined words.
CREATE VIRTUAL TABLE article_search_terms USING fts5vocab(article_search, row);

-- Synonyms the wholesaler maintains (admin API: routes/search-synonyms.ts). `term` and `replacement` are folded
-- (lower case, no diacritics, search/synonyms.ts folds what the API receives). One-way: a search for `term` also
-- finds `replacement`. Two-way: each finds the other.
CREATE TABLE search_synonyms (
  id INTEGER PRIMARY KEY,
  term TEXT NOT NULL,
  replacement TEXT NOT NULL,
  two_way INTEGER NOT NULL DEFAULT 0 CHECK (two_way IN (0, 1)),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (term, replacement)
);
CREATE INDEX search_synonyms_replacement ON search_synonyms (replacement);

-- Common Swedish trade terms (folded).
INSERT INTO search_synonyms (term, replacement, two_way) VALUES
  ('jfb', 'jordfelsbrytare', 0),
  ('automatsakring', 'dvargbrytare', 0),
  ('sakring', 'dvargbrytare', 0),
  ('automat', 'dvargbrytare', 0),
  ('mcb', 'dvargbrytare', 0),
  ('rcd', 'jordfelsbrytare', 0),
  ('rcbo', 'personskyddsautomat', 0),
  ('stromstallare', 'strombrytare', 1),
  ('rokdetektor', 'brandvarnare', 1),
  ('rokdeckare', 'brandvarnare', 0),
  ('rokvarnare', 'brandvarnare', 1),
  ('kran', 'blandare', 0),
  ('vattenkran', 'blandare', 0),
  ('blandarkran', 'blandare', 0),
  ('eluttag', 'uttag', 0),
  ('vagguttag', 'uttag', 0),
  ('stickkontakt', 'uttag', 0),
  ('skarvsladd', 'forlangningskabel', 1),
  ('sladd', 'kabel', 0),
  ('ledning', 'kabel', 0),
  ('elkabel', 'installationskabel', 0),
  ('natverkskabel', 'datakabel', 1),
  ('ethernetkabel', 'datakabel', 0),
  ('skruvis', 'skruvdragare', 0),
  ('borr', 'borrmaskin', 0),
  ('gipsplatta', 'gipsskiva', 1),
  ('gipsplattor', 'gipsskiva', 0),
  ('isolering', 'mineralull', 0),
  ('stenull', 'mineralull', 0),
  ('lampa', 'lampor', 0),
  ('glodlampa', 'led lampa', 0),
  ('spotlight', 'downlight', 1),
  ('proppskap', 'normcentral', 0),
  ('elcentral', 'normcentral', 1),
  ('silikon', 'fogmassa', 0),
  ('fog', 'fogmassa', 0),
  ('plugg', 'expanderankare', 0),
  ('handskar', 'skyddshandske', 0),
  ('horselskydd', 'horselproppar', 0),
  ('brandslackare', 'slackare', 0);
