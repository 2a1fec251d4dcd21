import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { seedDemoData } from "../../../workers/commerce/src/seed/seed";
import { articleNumberAt } from "../../../workers/commerce/src/seed/demo-data";

const catalogue = async () =>
  (await env.DB.prepare(
    `SELECT (SELECT count(*) FROM articles) AS articles, (SELECT count(*) FROM products) AS products,
              (SELECT count(*) FROM article_facets) AS facets, (SELECT count(*) FROM search_dictionary) AS words,
              (SELECT group_concat(article_number) FROM (SELECT article_number FROM articles ORDER BY id LIMIT 5 OFFSET 2300)) AS sample`,
  ).first<Record<string, number | string>>())!;

describe("seeding a large catalogue in calls that resume", () => {
  it("writes the same catalogue in several calls as in one, and says when it is complete", async () => {
    const options = { articles: 2500, today: "2026-12-01", passwordIterations: 1000 };
    const first = await seedDemoData(env.DB, { ...options, articlesPerCall: 1000 });
    expect(first).toMatchObject({ seeded: true, complete: false, progress: 1000 });
    // Nothing is offered as a search word or facet before the last call.
    expect(await catalogue()).toMatchObject({ articles: 1000, words: 0, facets: 0 });
    expect(await seedDemoData(env.DB, { ...options, articlesPerCall: 1000 })).toMatchObject({ progress: 2000 });
    expect(await seedDemoData(env.DB, { ...options, articlesPerCall: 1000 })).toMatchObject({ complete: true });
    const inCalls = await catalogue();
    expect(Number(inCalls.words)).toBeGreaterThan(50);
    expect(Number(inCalls.facets)).toBeGreaterThan(2500);

    // Another size starts over; the same size in one call gives the same rows.
    await seedDemoData(env.DB, { ...options, articles: 30 });
    expect(await seedDemoData(env.DB, options)).toMatchObject({ seeded: true, complete: true });
    expect(await catalogue()).toEqual(inCalls);
    expect(await seedDemoData(env.DB, options)).toMatchObject({ seeded: false, complete: true });
  });

  it("numbers a catalogue of a million articles past the configurator families' numbers", () => {
    expect(articleNumberAt(218_918)).toBe("9099966");
    expect(Number(articleNumberAt(218_919))).toBeGreaterThan(40_000_000);
    expect(Number(articleNumberAt(999_999))).toBeLessThan(10 ** 13);
  });
});
