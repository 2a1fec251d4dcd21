/**
 * The search's relevance set (#45): queries typed as buyers type them, by kind (exact, typo, compound, synonym,
 * dimension, code), each with what one of its first five hits must be (the folded parts its name must hold, or for
 * codes the article itself). Run on a seeded catalogue of RELEVANCE_ARTICLES articles through the search itself, so
 * it is deterministic: a test, with a threshold per kind, not a benchmark (`npm run bench` prints the same figures).
 * The cases (search-relevance-cases.json) were chosen by family and robust name parts, not by article numbers, so a
 * reworked generator keeps them meaningful.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { foldText } from "@shop/domain/search-tokens";
import type { CatalogueContext } from "../../../workers/commerce/src/catalogue/context";
import { searchArticles } from "../../../workers/commerce/src/search/search";
import { forgetSearchOutcomes } from "../../../workers/commerce/src/search/outcome-cache";
import { seedDemoData } from "../../../workers/commerce/src/seed/seed";
import cases from "./search-relevance-cases.json";
import { env } from "./helpers";

export const RELEVANCE_ARTICLES = 2000;
const THRESHOLD = 0.9;
const TOP = 5;

const ctx: CatalogueContext = {
  customerId: null,
  projectId: null,
  assortmentId: "A-STANDARD",
  assortmentCategories: null,
  noPrices: false,
  noDiscounts: false,
  today: "2026-11-24",
};

interface Case {
  kind: string;
  query: string;
  /**
   * Folded parts one hit's name, or its name and family (leaf category) together, must all hold; or, for codes, the
   * article number (`#…`) or its prefix (`^…`).
   */
  expect: string[];
}

let families = new Map<number, string>();

async function topHits(query: string) {
  // Every query reads its hits' rows: a remembered outcome (another spelling of the same words) brings only keys.
  forgetSearchOutcomes(env.DB, "ranking");
  const outcome = await searchArticles(env.DB, ctx, { query, offset: 0, limit: TOP, sort: "relevance", facets: false });
  return outcome.articles ?? [];
}

async function passes(c: Case): Promise<boolean> {
  const hits = await topHits(c.query);
  return hits.some((hit) =>
    c.expect.every((part) =>
      part.startsWith("#")
        ? hit.article_number === part.slice(1)
        : part.startsWith("^")
          ? hit.article_number.startsWith(part.slice(1))
          : foldText(`${hit.name} ${families.get(hit.id) ?? ""}`).includes(part),
    ),
  );
}

/** Codes from the seeded catalogue: article numbers, EANs, partial article numbers and SSG numbers. */
async function codeCases(): Promise<Case[]> {
  const { results } = await env.DB.prepare(
    `SELECT a.article_number, a.ean, (SELECT value FROM article_attributes aa WHERE aa.article_id = a.id AND aa.name = 'SSG') AS ssg
     FROM articles a WHERE a.id % 97 = 5 ORDER BY a.id LIMIT 20`,
  ).all<{ article_number: string; ean: string | null; ssg: string | null }>();
  return results.flatMap((r, i) => [
    ...(i < 10 ? [{ kind: "code", query: r.article_number, expect: [`#${r.article_number}`] }] : []),
    ...(r.ean && i % 2 === 0 ? [{ kind: "code", query: r.ean, expect: [`#${r.article_number}`] }] : []),
    ...(i >= 10
      ? [{ kind: "code", query: r.article_number.slice(0, 5), expect: [`^${r.article_number.slice(0, 5)}`] }]
      : []),
    ...(r.ssg && i % 3 === 0 ? [{ kind: "code", query: r.ssg, expect: [`#${r.article_number}`] }] : []),
  ]);
}

export async function relevanceByKind(all: Case[]) {
  const byKind = new Map<string, { passed: number; total: number; failed: string[] }>();
  for (const c of all) {
    const entry = byKind.get(c.kind) ?? { passed: 0, total: 0, failed: [] };
    entry.total++;
    if (await passes(c)) entry.passed++;
    else entry.failed.push(c.query);
    byKind.set(c.kind, entry);
  }
  return byKind;
}

beforeAll(async () => {
  await seedDemoData(env.DB, { articles: RELEVANCE_ARTICLES, passwordIterations: 1000 });
  const { results } = await env.DB.prepare(
    "SELECT a.id, c.name FROM articles a JOIN categories c ON c.id = a.category_id",
  ).all<{ id: number; name: string }>();
  families = new Map(results.map((r) => [r.id, r.name]));
}, 120_000);

describe("search relevance set", () => {
  it(`finds what was meant in the first ${TOP} hits for at least ${THRESHOLD * 100} % of each kind`, async () => {
    const all = [...(cases as Case[]), ...(await codeCases())];
    expect(all.length).toBeGreaterThanOrEqual(150);
    const byKind = await relevanceByKind(all);
    const lines = [...byKind].map(
      ([kind, r]) =>
        `${kind.padEnd(10)} ${String(r.passed).padStart(3)}/${String(r.total).padEnd(3)} ${((100 * r.passed) / r.total).toFixed(1)} %` +
        (r.failed.length ? `  missed: ${r.failed.join(" | ")}` : ""),
    );
    console.log(`Search relevance (top ${TOP}, ${RELEVANCE_ARTICLES} articles):\n${lines.join("\n")}`);
    for (const [kind, r] of byKind)
      expect(r.passed / r.total, `${kind}: ${r.failed.join(" | ")}`).toBeGreaterThanOrEqual(THRESHOLD);
  }, 120_000);
});
