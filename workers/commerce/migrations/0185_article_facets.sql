-- Search that forgives (#45): attribute facets counted by number. Counting a search window's attribute values by
-- name and value (article_attributes, 0175) sorted about 7,000 strings per search: 4–7 ms of a 10–14 ms search at
-- 1,000,000 articles. Each offered (name, value) gets a number, and each article the numbers of its values.
-- Identifying codes (SSG, E-nummer, RSK-nummer: one value per article) are shown in the data table, never offered
-- as a filter, so they are left out (search/facet-index.ts FACET_EXCLUDED_ATTRIBUTES).
-- Written whenever the article index is (seed/seed.ts, search/facet-index.ts `rebuildFacetIndex`); here once for a
-- catalogue already seeded.
CREATE TABLE facet_values (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  UNIQUE (name, value)
);

CREATE TABLE article_facets (
  article_id INTEGER NOT NULL,
  facet_value_id INTEGER NOT NULL,
  PRIMARY KEY (article_id, facet_value_id)
) WITHOUT ROWID;

INSERT INTO facet_values (name, value)
SELECT DISTINCT name, value FROM article_attributes WHERE name NOT IN ('SSG', 'E-nummer', 'RSK-nummer');

INSERT INTO article_facets (article_id, facet_value_id)
SELECT aa.article_id, f.id FROM article_attributes aa JOIN facet_values f ON f.name = aa.name AND f.value = aa.value;
