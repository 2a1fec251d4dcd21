/**
 * Attribute facets by number (migration 0185): `facet_values` numbers each (name, value) a filter may offer, and
 * `article_facets` lists an article's numbers, so a search counts its window's values as integers instead of
 * sorting thousands of name/value strings (4–7 ms a search at 1,000,000 articles). Rebuilt from article_attributes
 * after every change to the articles.
 */

/** Identifying codes: shown in the data table, never offered as a filter (a value per article). */
export const FACET_EXCLUDED_ATTRIBUTES = ["SSG", "E-nummer", "RSK-nummer"] as const;

const excluded = FACET_EXCLUDED_ATTRIBUTES.map((name) => `'${name}'`).join(", ");

/** Statements that renumber the facet values from article_attributes; run them after the articles are written. */
export function rebuildFacetIndex(db: D1Database): D1PreparedStatement[] {
  return [
    db.prepare("DELETE FROM article_facets"),
    db.prepare("DELETE FROM facet_values"),
    db.prepare(
      `INSERT INTO facet_values (name, value) SELECT DISTINCT name, value FROM article_attributes WHERE name NOT IN (${excluded})`,
    ),
    db.prepare(
      `INSERT INTO article_facets (article_id, facet_value_id)
       SELECT aa.article_id, f.id FROM article_attributes aa JOIN facet_values f ON f.name = aa.name AND f.value = aa.value`,
    ),
  ];
}

/** One search window's facet counts by kind, each grouped on its own (`hits`: the window, search/search.ts). */
export const WINDOW_FACETS_SQL = `SELECT 'brand' AS kind, brand_id AS value, count(*) AS n, NULL AS row FROM hits GROUP BY brand_id
  UNION ALL SELECT 'category', category_id, count(*), NULL FROM hits GROUP BY category_id
  UNION ALL SELECT 'tag', j.value, count(*), NULL FROM hits, json_each(hits.filter_tags) j GROUP BY j.value
  UNION ALL SELECT 'attr', v.name || char(31) || v.value, g.n, NULL FROM (
    SELECT f.facet_value_id AS id, count(*) AS n FROM hits CROSS JOIN article_facets f ON f.article_id = hits.id
    GROUP BY f.facet_value_id
  ) g CROSS JOIN facet_values v ON v.id = g.id`;
