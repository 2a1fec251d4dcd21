/**
 * What the campaign and assortment pages need from the commerce service: one campaign by slug and a
 * search limited to a campaign's articles, with customer campaigns visible only to their customer.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, DEMO_ARTICLES, env, seedTestCatalogue, signIn } from "./helpers";

beforeAll(async () => {
  await seedTestCatalogue();
});

const token = async (user = "buyer@demo.se", context = {}) => (await signIn(user, context)).AccessToken;

async function campaignArticleNumbers(campaignId: string): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT article_number FROM campaign_articles WHERE campaign_id = ? ORDER BY article_number",
  )
    .bind(campaignId)
    .all<{ article_number: string }>();
  return results.map((r) => r.article_number);
}

describe("GET /campaigns/{slug}", () => {
  it("answers a running campaign by slug or id, for visitors too", async () => {
    const bySlug = await call("/campaigns/vinterkampanj-el");
    expect(bySlug.status).toBe(200);
    expect(bySlug.json).toMatchObject({
      id: "K-VINTER",
      name: "Vinterkampanj el",
      slug: "vinterkampanj-el",
      isAssortment: false,
      customerId: null,
    });
    expect(bySlug.json.articleCount).toBe((await campaignArticleNumbers("K-VINTER")).length);
    expect((await call("/campaigns/K-BELYSNING", { token: await token() })).json).toMatchObject({
      slug: "belysningssortimentet",
      isAssortment: true,
    });
  });

  it("hides ended campaigns and other customers' campaigns as not found", async () => {
    expect((await call("/campaigns/sommarkampanj", { token: await token() })).status).toBe(404);
    expect((await call("/campaigns/finns-inte")).status).toBe(404);
    expect((await call("/campaigns/kundkampanj-byggfirman-norrland")).status).toBe(404);
    expect(
      (
        await call("/campaigns/kundkampanj-byggfirman-norrland", {
          token: await token("buyer@demo.se", { customerId: "10002" }),
        })
      ).status,
    ).toBe(404);
    const own = await call("/campaigns/kundkampanj-byggfirman-norrland", {
      token: await token("buyer@demo.se", { customerId: "10001" }),
    });
    expect(own.status).toBe(200);
    expect(own.json.customerId).toBe("10001");
  });

  it("refuses a malformed slug with 400 and a forged token with 401", async () => {
    expect((await call("/campaigns/%3Cscript%3E")).status).toBe(400);
    expect((await call("/campaigns/vinterkampanj-el", { token: "forged" })).status).toBe(401);
  });
});

describe("POST /search with filters.campaign", () => {
  it("lists only the campaign's articles, with facets and paging, without a query", async () => {
    const members = await campaignArticleNumbers("K-VINTER");
    const first = await call("/search", {
      token: await token(),
      body: { query: "", limit: 5, filters: { campaign: "vinterkampanj-el" } },
    });
    expect(first.status).toBe(200);
    expect(first.json.total).toBe(members.length);
    expect(members.length).toBeGreaterThan(5);
    expect(first.json.hits).toHaveLength(5);
    for (const hit of first.json.hits) expect(members).toContain(hit.articleNumber);
    expect(first.json.facets.brands.reduce((sum: number, b: { count: number }) => sum + b.count, 0)).toBe(
      members.length,
    );
    const second = await call("/search", {
      token: await token(),
      body: { query: "", offset: 5, limit: 5, filters: { campaign: "vinterkampanj-el" } },
    });
    expect(second.json.hits.map((h: { articleNumber: string }) => h.articleNumber)).not.toContain(
      first.json.hits[0].articleNumber,
    );
    const byName = await call("/search", {
      token: await token(),
      body: { query: "", sort: "name_asc", limit: 100, filters: { campaign: "vinterkampanj-el" } },
    });
    const names = byName.json.hits.map((h: { name: string }) => h.name.toLowerCase());
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(byName.json.hits.map((h: { articleNumber: string }) => h.articleNumber)).toContain(DEMO_ARTICLES.campaign);
  });

  it("combines the campaign with a brand facet", async () => {
    const all = await call("/search", {
      token: await token(),
      body: { query: "", limit: 1, filters: { campaign: "verktygsveckor" } },
    });
    const brand = all.json.facets.brands[0];
    const filtered = await call("/search", {
      token: await token(),
      body: { query: "", limit: 100, filters: { campaign: "verktygsveckor", brands: [brand.value] } },
    });
    expect(filtered.json.total).toBe(brand.count);
    expect(filtered.json.hits.every((h: { brands: { slug: string }[] }) => h.brands[0].slug === brand.value)).toBe(
      true,
    );
  });

  it("answers 404 for a campaign the viewer may not see, and visitors read public ones without prices", async () => {
    expect(
      (await call("/search", { token: await token(), body: { query: "", filters: { campaign: "sommarkampanj" } } }))
        .status,
    ).toBe(404);
    expect(
      (await call("/search", { body: { query: "", filters: { campaign: "kundkampanj-byggfirman-norrland" } } })).status,
    ).toBe(404);
    const own = await call("/search", {
      token: await token("buyer@demo.se", { customerId: "10001" }),
      body: { query: "", filters: { campaign: "kundkampanj-byggfirman-norrland" } },
    });
    expect(own.status).toBe(200);
    expect(own.json.total).toBeGreaterThan(0);
    const visitor = await call("/search", { body: { query: "", filters: { campaign: "belysningssortimentet" } } });
    expect(visitor.status).toBe(200);
    expect(visitor.json.hits.length).toBeGreaterThan(0);
    expect(visitor.json.hits.every((h: { price: unknown }) => h.price === null)).toBe(true);
  });

  it("keeps the customer's assortment: a campaign lists only what the assortment holds", async () => {
    const standard = await call("/search", {
      token: await token("buyer@demo.se", { customerId: "10001" }),
      body: { query: "", limit: 100, filters: { campaign: "verktygsveckor" } },
    });
    const el = await call("/search", {
      token: await token("buyer@demo.se", { customerId: "10002" }),
      body: { query: "", limit: 100, filters: { campaign: "verktygsveckor" } },
    });
    expect(el.status).toBe(200);
    expect(el.json.total).toBeLessThanOrEqual(standard.json.total);
  });

  it("refuses an empty or oversized campaign filter with 400", async () => {
    expect(
      (await call("/search", { token: await token(), body: { query: "", filters: { campaign: "" } } })).status,
    ).toBe(400);
    expect(
      (await call("/search", { token: await token(), body: { query: "", filters: { campaign: "x".repeat(81) } } }))
        .status,
    ).toBe(400);
  });
});
