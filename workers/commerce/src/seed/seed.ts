/**
 * Writes the generated demo catalogue into D1. Idempotent: seed_meta records version and size, and a
 * second run with the same values does nothing; a different size replaces the catalogue. A large catalogue is
 * written by several calls: each inserts at most `articlesPerCall` articles, records how far it got, and the next
 * call with the same size resumes there (scripts/lib/stack.mjs `seed` calls until `complete`).
 */
import { hashPassword } from "../auth/password";
import { forgetSearchOutcomes } from "../search/outcome-cache";
import { afterArticlesWritten } from "../search/index-upkeep";
import {
  DEFAULT_ARTICLE_COUNT,
  DEMO_PASSWORD,
  SEED_VERSION,
  generateArticles,
  generateBrands,
  generateCampaigns,
  generateCategories,
  generateCustomers,
  generateDeliveryOptions,
  generateLocations,
  generateSelectedProductGroups,
  generateZipCodes,
  type Row,
} from "./generate";
import { ensureExtraDemoUsers } from "./extra-demo-users";
import { generateFamilies, withFamilySequences } from "./family-rows";
import type { ArticleBundle } from "./article-rows";
import type { Leaf } from "./demo-data";

export interface SeedOptions {
  articles?: number;
  /** YYYY-MM-DD; defaults to the current date. */
  today?: string;
  /** PBKDF2 iterations for demo passwords (tests may lower it to save time). */
  passwordIterations?: number;
  /** At most this many articles per call (ARTICLES_PER_CALL); the rest by the calls that resume. */
  articlesPerCall?: number;
}

/**
 * One call's share of a large catalogue: a single call of 868,000 articles ran for many minutes and workerd
 * restarted under it; 100,000 take about a minute.
 */
export const ARTICLES_PER_CALL = 100_000;

export interface SeedResult {
  seeded: boolean;
  /** False while a large catalogue still needs calls that resume; `progress` articles are written. */
  complete: boolean;
  progress: number;
  articles: number;
  version: string;
  milliseconds: number;
}

/** Tables the seed owns, children first, so a re-seed at another size can clear them. */
const SEEDED_TABLES = [
  "article_search",
  "article_facets",
  "facet_values",
  "search_dictionary",
  // Keyed by article id, which a re-seed reassigns; the events (by article number) stay and count again.
  "article_popularity",
  "campaign_articles",
  "campaigns",
  "selected_product_group_articles",
  "selected_product_groups",
  "customer_net_prices",
  "discount_groups",
  "price_brackets",
  "stock",
  "article_relations",
  "article_attributes",
  "articles",
  "products",
  "brands",
  "attribute_sequences",
  "assortment_categories",
  "categories",
  "delivery_options",
  "zip_codes",
  "location_services",
  "locations",
  "sessions",
  "retired_refresh_tokens",
  "password_reset_tokens",
  "login_attempts",
  "customer_permissions",
  "users",
  "sales_team_members",
  "projects",
  "customers",
  "assortments",
];

function literal(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`Cannot seed non-finite number ${value}`);
    return String(value);
  }
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * Multi-row INSERTs with inlined literals: D1 caps bound parameters at 100 per statement, and the
 * values are our own generated data, quoted above, never user input.
 */
function insertStatements(db: D1Database, table: string, rows: Row[], rowsPerStatement = 100): D1PreparedStatement[] {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0]);
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < rows.length; i += rowsPerStatement) {
    const values = rows
      .slice(i, i + rowsPerStatement)
      .map((row) => `(${columns.map((c) => literal(row[c])).join(",")})`)
      .join(",");
    statements.push(db.prepare(`INSERT INTO ${table} (${columns.join(",")}) VALUES ${values}`));
  }
  return statements;
}

async function runBatches(db: D1Database, statements: D1PreparedStatement[], perBatch = 50): Promise<void> {
  for (let i = 0; i < statements.length; i += perBatch) await db.batch(statements.slice(i, i + perBatch));
}

/**
 * A chunk of articles with their products, attributes, stock, prices, relations and search rows, in one batch (one
 * transaction) with `after` (the seed's progress): a call that dies leaves whole chunks only, so the next resumes.
 */
async function insertArticles(
  db: D1Database,
  products: Row[],
  chunk: ArticleBundle[],
  after: D1PreparedStatement[] = [],
): Promise<void> {
  await db.batch([
    ...insertStatements(db, "products", products),
    ...insertStatements(
      db,
      "articles",
      chunk.map((b) => b.article),
      50,
    ),
    ...insertStatements(
      db,
      "article_attributes",
      chunk.flatMap((b) => b.attributes),
      200,
    ),
    ...insertStatements(
      db,
      "stock",
      chunk.flatMap((b) => b.stock),
      150,
    ),
    ...insertStatements(
      db,
      "price_brackets",
      chunk.flatMap((b) => b.brackets),
      200,
    ),
    ...insertStatements(
      db,
      "article_relations",
      chunk.flatMap((b) => b.relations),
      200,
    ),
    ...insertStatements(
      db,
      "article_search",
      chunk.map((b) => b.search),
      100,
    ),
    ...after,
  ]);
}

export async function readSeedMeta(db: D1Database): Promise<Record<string, string>> {
  const { results } = await db.prepare("SELECT key, value FROM seed_meta").all<{ key: string; value: string }>();
  return Object.fromEntries(results.map((r) => [r.key, r.value]));
}

export async function seedDemoData(db: D1Database, options: SeedOptions = {}): Promise<SeedResult> {
  const started = Date.now();
  forgetSearchOutcomes(db);
  const articleCount = Math.max(20, Math.trunc(options.articles ?? DEFAULT_ARTICLE_COUNT));
  const meta = await readSeedMeta(db);
  const done = (seeded: boolean, complete: boolean, progress: number): SeedResult => ({
    seeded,
    complete,
    progress,
    articles: articleCount,
    version: SEED_VERSION,
    milliseconds: Date.now() - started,
  });
  if (meta.version === SEED_VERSION && Number(meta.articles) === articleCount && meta.complete === "1") {
    await ensureExtraDemoUsers(db);
    return done(false, true, articleCount);
  }
  const resumeAt = await resumePoint(db, meta, articleCount, options.today);
  const today = resumeAt === null ? (options.today ?? new Date().toISOString().slice(0, 10)) : meta.today;
  const { categories, leaves, sequences } = generateCategories();
  const brands = generateBrands();
  if (resumeAt === null)
    await seedReferenceData(db, { categories, leaves, sequences, brands, articleCount, today, options });

  const limit = (resumeAt ?? 0) + Math.max(1000, options.articlesPerCall ?? ARTICLES_PER_CALL);
  let written = 0;
  for (const chunk of generateArticles({ articles: articleCount, today }, leaves, brands, 1000)) {
    // Chunks below the resume point are drawn again (the generator is one random sequence) but not written.
    if (written < (resumeAt ?? 0)) {
      written += chunk.length;
      continue;
    }
    if (written >= limit) return done(true, false, written);
    written += chunk.length;
    await insertArticles(
      db,
      chunk.flatMap((b) => (b.product ? [b.product] : [])),
      chunk,
      [db.prepare("UPDATE seed_meta SET value = ? WHERE key = 'progress'").bind(String(written))],
    );
  }
  // The configurator families, numbered after the generated articles whatever the catalogue size.
  const families = generateFamilies(leaves, brands, { firstId: articleCount + 1, today });
  await insertArticles(db, families.products, families.bundles);

  const { campaigns, campaignIndexes, campaignCategories } = generateCampaigns({ today }, articleCount);
  const { groups, members } = generateSelectedProductGroups(articleCount);
  const campaignStatements = Object.entries(campaignIndexes).map(([id, indexes]) => {
    const range = campaignCategories[id];
    const picked = `id IN (${indexes.map((i) => i + 1).join(",")})`;
    // A range's campaign: its picks within the range first, then every 11th article of the range, as many as picked.
    const where = range
      ? `category_id IN (SELECT id FROM categories WHERE path = ${literal(range)} OR path LIKE ${literal(`${range}/%`)})
         AND (${picked} OR id % 11 = 0) ORDER BY ${picked} DESC, id LIMIT ${indexes.length}`
      : picked;
    // Campaign price half the list price, whole kronor minus 10 öre like a shelf price.
    return db.prepare(
      `INSERT INTO campaign_articles (campaign_id, article_number, campaign_price_ore)
       SELECT ${literal(id)}, article_number, MAX(90, (list_price_ore * 50 / 10000) * 100 - 10) FROM articles
       WHERE ask_for_price = 0 AND ${where}`,
    );
  });
  await runBatches(db, [
    ...insertStatements(db, "campaigns", campaigns),
    ...campaignStatements,
    ...insertStatements(db, "selected_product_groups", groups),
    ...insertStatements(db, "selected_product_group_articles", members),
    // Negotiated net prices for one project: the same article costs differently per context.
    db.prepare(
      `INSERT INTO customer_net_prices (customer_id, project_id, article_number, net_price_ore)
       SELECT '10001', '10001-01', article_number, list_price_ore * 60 / 100 FROM articles WHERE id <= 40 AND ask_for_price = 0`,
    ),
    // After every article and family is written (search/index-upkeep.ts).
    ...afterArticlesWritten(db),
    db.prepare("INSERT INTO seed_meta (key, value) VALUES ('complete', '1')"),
  ]);
  await ensureExtraDemoUsers(db);
  return done(true, true, articleCount);
}

/**
 * Where an unfinished seed of the same version, size and day stopped, or null to start over. Each chunk is written
 * with its progress in one transaction; the articles and search rows ending there is checked all the same.
 */
async function resumePoint(
  db: D1Database,
  meta: Record<string, string>,
  articleCount: number,
  today: string | undefined,
): Promise<number | null> {
  if (meta.version !== SEED_VERSION || Number(meta.articles) !== articleCount || meta.progress === undefined)
    return null;
  if (today !== undefined && today !== meta.today) return null;
  const progress = Number(meta.progress);
  const ends = await db
    .prepare("SELECT (SELECT max(id) FROM articles) AS articles, (SELECT max(rowid) FROM article_search) AS search")
    .first<{ articles: number | null; search: number | null }>();
  return (ends?.articles ?? 0) === progress && (ends?.search ?? 0) === progress ? progress : null;
}

/** Empties the seeded tables and writes everything but the articles; seed_meta says a seed of this size began. */
async function seedReferenceData(
  db: D1Database,
  input: {
    categories: Row[];
    leaves: Leaf[];
    sequences: Row[];
    brands: Row[];
    articleCount: number;
    today: string;
    options: SeedOptions;
  },
): Promise<void> {
  const { categories, leaves, sequences, brands, today, options } = input;
  await runBatches(db, [
    db.prepare("DELETE FROM seed_meta"),
    // A contentless FTS table is emptied with its 'delete-all' command, not DELETE.
    ...SEEDED_TABLES.map((t) =>
      db.prepare(
        t === "article_search"
          ? "INSERT INTO article_search (article_search) VALUES ('delete-all')"
          : `DELETE FROM ${t}`,
      ),
    ),
  ]);
  const { locations, services } = generateLocations();
  const customers = generateCustomers(leaves, categories);
  const passwordHash = await hashPassword(DEMO_PASSWORD, options.passwordIterations);
  const users = customers.users.map((u) => ({ ...u, password_hash: passwordHash }));
  await runBatches(db, [
    ...insertStatements(db, "categories", categories),
    ...insertStatements(db, "attribute_sequences", withFamilySequences(sequences, leaves)),
    ...insertStatements(db, "brands", brands),
    ...insertStatements(db, "locations", locations),
    ...insertStatements(db, "location_services", services),
    ...insertStatements(db, "zip_codes", generateZipCodes()),
    ...insertStatements(db, "delivery_options", generateDeliveryOptions()),
    ...insertStatements(db, "assortments", customers.assortments),
    ...insertStatements(db, "assortment_categories", customers.assortmentCategories),
    ...insertStatements(db, "customers", customers.customers),
    ...insertStatements(db, "projects", customers.projects),
    ...insertStatements(db, "sales_team_members", customers.team),
    ...insertStatements(db, "discount_groups", customers.discountGroups),
    ...insertStatements(db, "users", users),
    ...insertStatements(db, "customer_permissions", customers.permissions),
    db
      .prepare(
        "INSERT INTO seed_meta (key, value) VALUES ('version', ?), ('articles', ?), ('today', ?), ('progress', '0')",
      )
      .bind(SEED_VERSION, String(input.articleCount), today),
  ]);
}
