/**
 * Search speed without other answers: the page of articles comes with the counts in one round trip,
 * and a repeated search reuses its ids, totals and facets for a short time (search/outcome-cache.ts).
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import app from "../../../workers/commerce/src/index";
import type { CatalogueContext } from "../../../workers/commerce/src/catalogue/context";
import { loadArticlesByIds } from "../../../workers/commerce/src/catalogue/variants";
import {
  cachedOutcome,
  forgetSearchOutcomes,
  OUTCOME_CACHE_SIZE,
  OUTCOME_TTL_MS,
  rememberOutcome,
} from "../../../workers/commerce/src/search/outcome-cache";
import { searchArticles, type SearchInput } from "../../../workers/commerce/src/search/search";
import { searchHitViews } from "../../../workers/commerce/src/search/hits";
import { DEMO_ARTICLES, env, seedTestCatalogue } from "./helpers";

const ctx: CatalogueContext = {
  customerId: null,
  projectId: null,
  assortmentId: "A-STANDARD",
  assortmentCategories: null,
  noPrices: false,
  noDiscounts: false,
  today: "2026-11-24",
};
const input = (query: string, more: Partial<SearchInput> = {}): SearchInput => ({
  query,
  offset: 0,
  limit: 24,
  sort: "relevance",
  facets: true,
  ...more,
});

beforeAll(async () => {
  await seedTestCatalogue();
});
beforeEach(() => forgetSearchOutcomes(env.DB));

describe("search outcome", () => {
  it("is remembered across requests to the service, though each request reads D1 through its own timed wrapper", async () => {
    const search = () =>
      app.request(
        "/search",
        { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "kabel" }) },
        env,
      );
    const queriesOf = (response: Response) =>
      Number(/desc="(\d+) quer/.exec(response.headers.get("Server-Timing") ?? "")?.[1]);
    const first = await search();
    const second = await search();
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.json()).toEqual(await first.json());
    expect(queriesOf(second)).toBeLessThan(queriesOf(first));
  });

  it("answers the same article rows as a read by id, for ranked, sorted and exact-number pages", async () => {
    for (const search of [
      input("dvärgbrytare"),
      input("kabel", { sort: "name_asc", facets: false }),
      input(DEMO_ARTICLES.replacement),
    ]) {
      const outcome = await searchArticles(env.DB, ctx, search);
      expect(outcome.ids.length).toBeGreaterThan(0);
      expect(outcome.articles).toEqual(await loadArticlesByIds(env.DB, outcome.ids));
    }
  });

  it("reuses a repeated search's hits until the catalogue is re-seeded or imported", async () => {
    const first = await searchArticles(env.DB, ctx, input("Rankprov cachad"));
    expect(first.total).toBe(0);
    const article = (await env.DB.prepare("SELECT id FROM articles ORDER BY id LIMIT 1").first<{ id: number }>())!;
    await env.DB.prepare("INSERT INTO article_search (rowid, name, codes, brand, attributes) VALUES (?, ?, '', '', '')")
      .bind(article.id, "Rankprov cachad")
      .run();
    // Another spelling of the same words is the same search.
    expect((await searchArticles(env.DB, ctx, input("RANKPROV  Cachad"))).total).toBe(0);
    forgetSearchOutcomes(env.DB);
    const fresh = await searchArticles(env.DB, ctx, input("rankprov cachad"));
    expect(fresh.ids).toEqual([article.id]);
    expect(fresh.articles?.map((a) => a.id)).toEqual([article.id]);
  });

  it("keeps searches with other filters, pages or assortments apart", async () => {
    const all = await searchArticles(env.DB, ctx, input("dvärgbrytare", { limit: 5 }));
    const next = await searchArticles(env.DB, ctx, input("dvärgbrytare", { limit: 5, offset: 5 }));
    expect(next.ids).not.toEqual(all.ids);
    const brand = all.facets!.brands[0].value;
    const filtered = await searchArticles(env.DB, ctx, input("dvärgbrytare", { limit: 5, brands: [brand] }));
    expect(filtered.total).toBe(all.facets!.brands[0].count);
    const other = { ...ctx, assortmentId: "A-EL", assortmentCategories: new Set(["nothing"]) };
    expect((await searchArticles(env.DB, other, input("dvärgbrytare", { limit: 5 }))).total).toBe(0);
  });
});

describe("hits of a remembered search", () => {
  const buyer = { ...ctx, customerId: "10001" };

  it("are the same answers as those of a fresh search, rows read again with prices and stock", async () => {
    const fresh = await searchArticles(env.DB, buyer, input("dvärgbrytare"));
    expect(fresh.articles).not.toBeNull();
    const remembered = await searchArticles(env.DB, buyer, input("dvärgbrytare"));
    expect(remembered.articles).toBeNull();
    const a = await searchHitViews(env.DB, buyer, fresh, {});
    const b = await searchHitViews(env.DB, buyer, remembered, {});
    expect(b.hits).toEqual(a.hits);
    expect(b.articles).toEqual(a.articles);
  });

  it("show a price change at once, and a changed discount group or a removed article too", async () => {
    await searchArticles(env.DB, buyer, input("dvärgbrytare", { limit: 3 }));
    const remembered = await searchArticles(env.DB, buyer, input("dvärgbrytare", { limit: 3 }));
    const [first, second] = remembered.keys;
    await env.DB.batch([
      env.DB.prepare("UPDATE articles SET list_price_ore = 123400 WHERE id = ?").bind(first.id),
      env.DB.prepare("UPDATE articles SET discount_group = 'NY-GRUPP' WHERE id = ?").bind(second.id),
    ]);
    const { articles, hits } = await searchHitViews(env.DB, buyer, remembered, {});
    expect(articles.find((r) => r.id === first.id)?.list_price_ore).toBe(123400);
    expect(articles.find((r) => r.id === second.id)?.discount_group).toBe("NY-GRUPP");
    const expected = await searchHitViews(env.DB, buyer, { ...remembered, articles }, {});
    expect(hits).toEqual(expected.hits);
    await env.DB.prepare("DELETE FROM article_relations WHERE article_number = ?").bind(first.article_number).run();
    await env.DB.prepare("DELETE FROM stock WHERE article_number = ?").bind(first.article_number).run();
    await env.DB.prepare("DELETE FROM articles WHERE id = ?").bind(first.id).run();
    const gone = await searchHitViews(env.DB, buyer, remembered, {});
    expect(gone.articles.map((r) => r.id)).not.toContain(first.id);
  });
});

describe("outcome cache", () => {
  it("forgets an outcome after its time to live and the least recently used beyond its size", () => {
    const db = {} as D1Database;
    rememberOutcome(db, "a", 1, 1000);
    expect(cachedOutcome(db, "a", 1000 + OUTCOME_TTL_MS - 1)).toBe(1);
    expect(cachedOutcome(db, "a", 1000 + OUTCOME_TTL_MS)).toBeNull();
    for (let i = 0; i < OUTCOME_CACHE_SIZE; i++) rememberOutcome(db, `k${i}`, i, 2000);
    expect(cachedOutcome(db, "k0", 2000)).toBe(0); // used: now the most recent
    rememberOutcome(db, "new", -1, 2000);
    expect(cachedOutcome(db, "k1", 2000)).toBeNull();
    expect(cachedOutcome(db, "k0", 2000)).toBe(0);
    expect(cachedOutcome(db, "new", 2000)).toBe(-1);
  });
});
