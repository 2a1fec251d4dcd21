/**
 * Article search on FTS5. Work is bounded by a relevance window: the first SEARCH_WINDOW hits in
 * catalogue order (articles.id) are ranked and give the facets, so latency does not grow with the
 * catalogue; totals beyond the window are reported as a lower bound. A hit ranks by how its words matched
 * (tier: exact … typo), then by where (name or codes before brand and attributes); within equal relevance,
 * articles bought, added and opened more often come first (search/popularity.ts).
 */
import type { CatalogueContext } from "../catalogue/context";
import { reference } from "../catalogue/reference";
import { ARTICLE_COLUMNS, ARTICLE_ROW_JSON, type ArticleRow } from "../catalogue/variants";
import { BatchReader } from "../catalogue/sql";
import { cachedOutcome, outcomeKey, rememberOutcome } from "./outcome-cache";
import { exactCodeCandidate } from "./query";
import { planQuery, type QueryPlan } from "./query-plan";
import { termDictionary } from "./terms";
import { synonymIndex } from "./synonyms";
import { WINDOW_FACETS_SQL } from "./facet-index";

export const SEARCH_WINDOW = 1000;

export type SearchSort = "relevance" | "name_asc" | "name_desc" | "price_asc" | "price_desc" | "articleNumber";

export interface SearchInput {
  query: string;
  offset: number;
  limit: number;
  sort: SearchSort;
  brands?: string[];
  category?: string;
  filterTags?: string[];
  attributes?: Record<string, string[]>;
  /** Only the articles of this campaign (its id; visibility is checked by the caller). */
  campaignId?: string;
  facets: boolean;
}

export interface SearchOutcome {
  ids: number[];
  /**
   * The rows of `ids`, in their order, read in the same round trip as the counts; null when the outcome was
   * remembered (search/outcome-cache.ts): then `keys` say what to read again (search/hits.ts).
   */
  articles: ArticleRow[] | null;
  keys: ArticleKey[];
  total: number;
  totalIsLowerBound: boolean;
  exactMatchId: number | null;
  facets: Facets | null;
  /** The query with its unknown words replaced by the closest indexed ones, when that was searched ("Menade du …?"). */
  correctedQuery: string | null;
}

/** What a remembered hit needs to have its price and stock read with its row (search/hits.ts). */
export type ArticleKey = Pick<
  ArticleRow,
  "id" | "article_number" | "discount_group" | "replacement_article_number" | "category_l2"
>;
const articleKey = (a: ArticleRow): ArticleKey => ({
  id: a.id,
  article_number: a.article_number,
  discount_group: a.discount_group,
  replacement_article_number: a.replacement_article_number,
  category_l2: a.category_l2,
});

export interface FacetValue {
  value: string;
  label: string;
  count: number;
}
export interface Facets {
  brands: FacetValue[];
  categories: FacetValue[];
  filterTags: FacetValue[];
  attributes: { name: string; values: FacetValue[] }[];
}

interface Built {
  from: string;
  where: string[];
  params: unknown[];
  order: string;
  /**
   * Where a hit of the window (`w`) ranks by how it matched (search/query-plan.ts): 0 exact … 4 typo, times
   * TIER_WEIGHT, plus FIELD_WEIGHT when its words are not all in its name or codes.
   */
  tierSql: string;
  /** The narrower tiers' and the name's hits within the window's rowid range, one CTE each (`, t0 AS (…)`). */
  tierCtes: string;
  /** A text search that no article column filters: its window can be read from the full-text index alone. */
  textOnly: boolean;
}

/** A better tier always ranks first; within a tier, a hit whose words are all in its name or codes first. */
const TIER_WEIGHT = 1000;
const FIELD_WEIGHT = 100;

async function planFor(db: D1Database, query: string): Promise<QueryPlan> {
  if (query.trim() === "") return { match: null, tiers: [], corrected: null };
  const [terms, synonyms] = await Promise.all([termDictionary(db), synonymIndex(db)]);
  return planQuery(query, terms, synonyms);
}

async function build(
  db: D1Database,
  ctx: CatalogueContext,
  input: SearchInput,
  plan: QueryPlan,
): Promise<Built | null> {
  const params: unknown[] = [];
  const p = (value: unknown) => {
    params.push(value);
    return `?${params.length}`;
  };
  const match = plan.match;
  const where: string[] = [];
  let from = "articles a";
  if (match) {
    // CROSS JOIN keeps FTS as the driving table, so LIMIT stops the scan early.
    from = "article_search s CROSS JOIN articles a ON a.id = s.rowid";
    where.push(`article_search MATCH ${p(match)}`);
  }
  if (ctx.assortmentCategories)
    where.push(`a.category_l2 IN (SELECT value FROM json_each(${p(JSON.stringify([...ctx.assortmentCategories]))}))`);
  if (input.category) {
    const ref = await reference(db);
    const key = input.category.replace(/^\/+|\/+$/g, "");
    const root = ref.categories.get(key) ?? ref.categoriesByPath.get(key);
    if (!root) return null;
    const leaves = [...ref.categories.values()]
      .filter((c) => c.level === 3 && (c.id === root.id || c.path.startsWith(`${root.path}/`)))
      .map((c) => c.id);
    where.push(`a.category_id IN (SELECT value FROM json_each(${p(JSON.stringify(leaves))}))`);
  }
  if (input.campaignId)
    where.push(
      `a.article_number IN (SELECT article_number FROM campaign_articles WHERE campaign_id = ${p(input.campaignId)})`,
    );
  if (input.brands?.length)
    where.push(
      `a.brand_id IN (SELECT id FROM brands WHERE id IN (SELECT value FROM json_each(${p(JSON.stringify(input.brands))})) OR slug IN (SELECT value FROM json_each(?${params.length})))`,
    );
  for (const tag of input.filterTags ?? [])
    where.push(`EXISTS (SELECT 1 FROM json_each(a.filter_tags) WHERE value = ${p(tag)})`);
  for (const [name, values] of Object.entries(input.attributes ?? {})) {
    if (values.length === 0) continue;
    where.push(
      `EXISTS (SELECT 1 FROM article_attributes aa WHERE aa.name = ${p(name)} AND aa.value IN (SELECT value FROM json_each(${p(JSON.stringify(values))})) AND aa.article_id = a.id)`,
    );
  }
  // A hit's tier: the first narrower query it also matches. Each narrower query runs once, over the window's rowid
  // range (FTS5 takes the range into its doclist walk), and a hit's tier is a set lookup; an FTS5 lookup by rowid
  // per hit instead parsed and set up every tier query a thousand times (90–900 ms at 200,000 articles).
  // Inlined, not bound: the sorted page and the exact-code read share the filters' parameters but not the rank.
  // Safe: a query holds only quoted letters, digits, spaces and commas (search/query-plan.ts).
  const inWindow = (name: string, query: string) =>
    `${name} AS MATERIALIZED (SELECT rowid AS id FROM article_search WHERE article_search MATCH '${query.replace(/'/g, "''")}' AND rowid BETWEEN (SELECT min(id) FROM win) AND (SELECT max(id) FROM win))`;
  const arms: string[] = [];
  const ctes: string[] = [];
  plan.tiers.slice(0, -1).forEach((tier, level) => {
    if (tier && tier !== match && !plan.tiers.slice(0, level).includes(tier)) {
      ctes.push(inWindow(`t${level}`, tier));
      arms.push(`WHEN w.id IN t${level} THEN ${level}`);
    }
  });
  let tierSql = arms.length ? `(CASE ${arms.join(" ")} ELSE ${plan.tiers.length - 1} END) * ${TIER_WEIGHT}.0` : "0";
  // Where the words are: in the name or codes before only in the brand or attributes ("vit" names a white socket
  // before it finds a cable whose colour is white). A column filter over the window's range costs 0.3–0.7 ms where
  // bm25's weights cost 1.7–4.4 ms at 1,000,000 articles: it counts every query phrase's articles in the whole index.
  if (match) {
    ctes.push(inWindow("named", `{name codes} : (${match})`));
    tierSql += ` + (CASE WHEN w.id IN named THEN 0 ELSE ${FIELD_WEIGHT} END)`;
  }
  const tierCtes = ctes.map((c) => `, ${c}`).join("");
  const textOnly = match !== null && where.length === 1;
  return { from, where, params, order: match ? "s.rowid" : "a.id", tierSql, tierCtes, textOnly };
}

/**
 * The window: the first SEARCH_WINDOW + 1 hits with what the facets count. Without facets, a text search that no
 * article column filters reads the full-text index alone: find-as-you-type then reads six article rows, not a thousand
 * scattered over the table (on a cold cache the larger part of a first search at 1,000,000 articles).
 */
function windowSelect(built: Built, whereSql: string, facets: boolean): string {
  const select =
    built.textOnly && !facets
      ? "SELECT s.rowid AS id, NULL AS brand_id, NULL AS category_id, NULL AS filter_tags FROM article_search s"
      : `SELECT a.id AS id, a.brand_id, a.category_id, a.filter_tags FROM ${built.from}`;
  return `${select} ${whereSql} ORDER BY ${built.order} LIMIT ${SEARCH_WINDOW + 1}`;
}

const SORT_SQL: Record<Exclude<SearchSort, "relevance">, string> = {
  name_asc: "a.name COLLATE NOCASE ASC, a.id",
  name_desc: "a.name COLLATE NOCASE DESC, a.id",
  price_asc: "a.ask_for_price, a.list_price_ore ASC, a.id",
  price_desc: "a.ask_for_price, a.list_price_ore DESC, a.id",
  articleNumber: "a.article_number",
};

/**
 * A repeated search (same assortment, words and filters) within a short time reuses the ids, totals and
 * facets of the last one (search/outcome-cache.ts); its articles are read again with their prices and stock.
 */
export async function searchArticles(
  db: D1Database,
  ctx: CatalogueContext,
  input: SearchInput,
  /** Another read for the match's round trip (a session check); not sent when the outcome is remembered. */
  board?: (reader: BatchReader) => void,
): Promise<SearchOutcome> {
  const plan = await planFor(db, input.query);
  const key = outcomeKey(ctx, {
    ...input,
    query: plan.match,
    code: exactCodeCandidate(input.query),
  });
  const cached = cachedOutcome<SearchOutcome>(db, key);
  if (cached) return cached;
  const outcome = await matchArticles(db, ctx, input, plan, board);
  rememberOutcome(db, key, { ...outcome, articles: null });
  return outcome;
}

async function matchArticles(
  db: D1Database,
  ctx: CatalogueContext,
  input: SearchInput,
  plan: QueryPlan,
  board?: (reader: BatchReader) => void,
): Promise<SearchOutcome> {
  const empty: SearchOutcome = {
    ids: [],
    articles: [],
    keys: [],
    total: 0,
    totalIsLowerBound: false,
    exactMatchId: null,
    facets: input.facets ? { brands: [], categories: [], filterTags: [], attributes: [] } : null,
    correctedQuery: null,
  };
  const built = await build(db, ctx, input, plan);
  if (!built) return empty;
  const whereSql = built.where.length ? `WHERE ${built.where.join(" AND ")}` : "";
  const code = exactCodeCandidate(input.query);
  // One pass over the match list: the window is materialised once and gives the count, the ranked
  // page and the facets as tagged rows of a single statement.
  const parts = [`SELECT 'count' AS kind, NULL AS value, count(*) AS n, NULL AS row FROM hits`];
  const rankedPage = input.sort === "relevance" && input.offset < SEARCH_WINDOW;
  // Popularity (search/popularity.ts) only breaks ties: it orders hits of equal text relevance and can
  // never lift a hit above a better match.
  if (rankedPage)
    parts.push(
      // The page is cut first, so only its rows are joined and turned into JSON.
      `SELECT * FROM (SELECT 'page', page.id, page.r, ${ARTICLE_ROW_JSON} FROM (
           SELECT hits.id, r, COALESCE(pop.score, 0) AS boost FROM hits
           LEFT JOIN article_popularity pop ON pop.article_id = hits.id
           ORDER BY r, boost DESC, hits.id LIMIT ${input.limit} OFFSET ${input.offset}
         ) page CROSS JOIN articles a ON a.id = page.id CROSS JOIN products p ON p.id = a.product_id
         ORDER BY page.r, page.boost DESC, page.id)`,
    );
  if (input.facets)
    // D1 caps the terms of one compound SELECT, so the facet kinds are a nested one; each kind is grouped on its
    // own, since grouping all kinds' rows together sorted them as one mixed list (3 ms more at 1,000,000 articles).
    parts.push(`SELECT * FROM (${WINDOW_FACETS_SQL})`);
  const reader = new BatchReader(db);
  const tagged = reader.add<{ kind: string; value: string | number | null; n: number; row: string | null }>([
    db
      .prepare(
        `WITH win AS MATERIALIZED (${windowSelect(built, whereSql, input.facets)})${built.tierCtes},
       hits AS MATERIALIZED (SELECT w.id, ${built.tierSql} AS r, w.brand_id, w.category_id, w.filter_tags FROM win w)
       ${parts.join(" UNION ALL ")}`,
      )
      .bind(...built.params),
  ]);
  let sortedPage: (() => ArticleRow[]) | null = null;
  if (!rankedPage) {
    const order = input.sort === "relevance" ? built.order : SORT_SQL[input.sort];
    sortedPage = reader.add<ArticleRow>([
      db
        .prepare(
          `SELECT ${ARTICLE_COLUMNS} FROM ${built.from} JOIN products p ON p.id = a.product_id ${whereSql}
           ORDER BY ${order} LIMIT ${input.limit} OFFSET ${input.offset}`,
        )
        .bind(...built.params),
    ]);
  }
  let exactRows: () => ArticleRow[] = () => [];
  if (code) {
    const exactWhere = built.where.filter((w) => !w.startsWith("article_search MATCH"));
    const codeParam = `?${built.params.length + 1}`;
    exactRows = reader.add<ArticleRow>([
      db
        .prepare(
          `SELECT ${ARTICLE_COLUMNS} FROM articles a JOIN products p ON p.id = a.product_id
           WHERE (a.article_number = ${codeParam} OR a.ean = ${codeParam})
           ${exactWhere.length ? `AND ${exactWhere.join(" AND ")}` : ""} LIMIT 1`,
        )
        .bind(...built.params, code),
    ]);
  }
  board?.(reader);
  await reader.run();
  const rows = tagged();
  const windowCount = rows.find((r) => r.kind === "count")?.n ?? 0;
  const pageRows = sortedPage
    ? sortedPage()
    : rows.filter((r) => r.kind === "page").map((r) => JSON.parse(r.row ?? "null") as ArticleRow);
  let ids = pageRows.map((r) => r.id);
  const facetRows = rows
    .filter((r) => r.kind !== "count" && r.kind !== "page")
    .map((r) => ({ facet: r.kind, value: String(r.value), n: r.n }));
  const exactRow = exactRows()[0] as ArticleRow | undefined;
  const exactMatchId = exactRow?.id ?? null;
  if (exactMatchId !== null && input.offset === 0)
    ids = [exactMatchId, ...ids.filter((id) => id !== exactMatchId)].slice(0, input.limit);
  else if (exactMatchId !== null) ids = ids.filter((id) => id !== exactMatchId);
  const byId = new Map(pageRows.map((r) => [r.id, r]));
  if (exactRow) byId.set(exactRow.id, exactRow);
  const articles = ids.flatMap((id) => byId.get(id) ?? []);
  return {
    ids,
    articles,
    keys: articles.map(articleKey),
    total: Math.min(windowCount, SEARCH_WINDOW) + (windowCount === 0 && exactMatchId !== null ? 1 : 0),
    totalIsLowerBound: windowCount > SEARCH_WINDOW,
    exactMatchId,
    facets: input.facets ? await facetsFrom(db, facetRows) : null,
    // Only when the corrected words found something: a dead end stays one.
    correctedQuery: windowCount > 0 ? plan.corrected : null,
  };
}

async function facetsFrom(db: D1Database, rows: { facet: string; value: string; n: number }[]): Promise<Facets> {
  const ref = await reference(db);
  const sortValues = (values: FacetValue[]) =>
    values.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, "sv"));
  const attributes = new Map<string, FacetValue[]>();
  const facets: Facets = { brands: [], categories: [], filterTags: [], attributes: [] };
  for (const r of rows) {
    if (r.facet === "brand")
      facets.brands.push({
        value: ref.brands.get(r.value)?.slug ?? r.value,
        label: ref.brands.get(r.value)?.name ?? r.value,
        count: r.n,
      });
    else if (r.facet === "category") {
      const c = ref.categories.get(r.value);
      facets.categories.push({ value: c?.path ?? r.value, label: c?.name ?? r.value, count: r.n });
    } else if (r.facet === "tag") facets.filterTags.push({ value: r.value, label: r.value, count: r.n });
    else {
      const [name, value] = r.value.split("\u001f");
      attributes.set(name, [...(attributes.get(name) ?? []), { value, label: value, count: r.n }]);
    }
  }
  sortValues(facets.brands);
  sortValues(facets.categories);
  sortValues(facets.filterTags);
  facets.attributes = [...attributes.entries()]
    .map(([name, values]) => ({ name, values: sortValues(values) }))
    .sort((a, b) => b.values.reduce((s, v) => s + v.count, 0) - a.values.reduce((s, v) => s + v.count, 0));
  return facets;
}
