-- Full-text index over articles; rowid = articles.id. Contentless: the text lives in articles.
-- unicode61 folds case and (remove_diacritics 2) å/ä/ö to a/a/o, so "tatning" finds "Tätning".
-- Prefix indexes make find-as-you-type prefix queries cheap.
CREATE VIRTUAL TABLE article_search USING fts5(
  name, codes, brand, attributes,
  content = '',
  tokenize = "unicode61 remove_diacritics 2",
  prefix = '2 3 4'
);
