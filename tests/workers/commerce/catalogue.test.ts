import { beforeAll, describe, expect, it } from "vitest";
import app from "../../../workers/commerce/src/index";
import devApp from "../../../workers/commerce/src/dev-entry";
import { call, DEMO_ARTICLES, env, seedTestCatalogue, signIn } from "./helpers";

beforeAll(async () => {
  await seedTestCatalogue();
});

const token = async (user = "buyer@demo.se", context = {}) => (await signIn(user, context)).AccessToken;

describe("breadcrumbs and menu", () => {
  it("GET /breadcrumbs/{id} by id or path, with parents and children", async () => {
    const byPath = await call("/breadcrumbs/el%2Fkabel-och-ledning?images=true", { token: await token() });
    expect(byPath.status).toBe(200);
    expect(byPath.json).toMatchObject({
      id: "c1-1",
      name: "Kabel och ledning",
      url: "/kategorier/el/kabel-och-ledning",
      parents: [{ name: "El" }],
    });
    expect(byPath.json.children.map((c: { name: string }) => c.name)).toContain("Installationskabel");
    expect(byPath.json.images[0].assetMimeType).toBe("image/svg+xml");
    expect((await call("/breadcrumbs/c1-1-1", { token: await token() })).json.parents).toHaveLength(2);
    expect((await call("/breadcrumbs/finns-inte", { token: await token() })).status).toBe(404);
    expect((await call("/breadcrumbs/%25E0%A4%A", { token: await token() })).status).toBe(404);
    expect((await call("/attribute-sequence/%25/1", { token: await token() })).status).toBe(404);
    expect((await call("/breadcrumbs/c1?images=kanske", { token: await token() })).status).toBe(400);
    expect((await call("/breadcrumbs/c1", { token: "not-a-jwt" })).status).toBe(401);
  });

  it("POST /breadcrumbs/search returns result and errors", async () => {
    const response = await call("/breadcrumbs/search", {
      token: await token(),
      body: { breadcrumbs: ["c3", "vvs/badrum-och-kok", "nope"] },
    });
    expect(response.status).toBe(200);
    expect(response.json.result.map((r: { name: string }) => r.name)).toEqual(["VVS", "Badrum och kök"]);
    expect(response.json.errors).toEqual(["nope"]);
    expect((await call("/breadcrumbs/search", { token: await token(), body: { breadcrumbs: [] } })).status).toBe(400);
  });

  it("GET /menu is a three-level tree scoped to the context's assortment", async () => {
    const standard = await call("/menu", { token: await token() });
    expect(standard.json.items.map((i: { name: string }) => i.name)).toEqual([
      "El",
      "Belysning",
      "VVS",
      "Bygg",
      "Verktyg",
      "Fästelement",
      "Skydd",
    ]);
    expect(standard.json.items[0].children[0].children[0]).toMatchObject({ name: "Installationskabel", level: 3 });
    const el = await call("/menu", {
      token: await token("buyer@demo.se", { customerId: "10002", projectId: "10002-01" }),
    });
    expect(el.json.assortmentId).toBe("A-EL");
    expect(el.json.items.map((i: { name: string }) => i.name)).toEqual(["El", "Belysning", "Fästelement", "Skydd"]);
    // Another assortment on request, unless the user may not change assortment.
    const chosen = await call("/menu?assortment=vvs-och-bygg", { token: await token() });
    expect(chosen.json.items.map((i: { name: string }) => i.name)).toContain("VVS");
    expect((await call("/menu?assortment=el-och-belysning", { token: await token("limited@demo.se") })).status).toBe(
      403,
    );
    expect((await call("/menu?assortment=finns-inte", { token: await token() })).status).toBe(404);
  });

  it("GET /attribute-sequence/{category}/1", async () => {
    const response = await call("/attribute-sequence/c1-1-1/1", { token: await token() });
    expect(response.json).toEqual({
      category: "c1-1-1",
      sequence: ["Ledararea", "Färg", "Varumärke"],
      disabled: ["SSG"],
    });
    expect((await call("/attribute-sequence/c1-1-1/2", { token: await token() })).status).toBe(404);
  });
});

describe("stock and prices", () => {
  it("POST /stock answers per article, with the fallback for no locations", async () => {
    const response = await call("/stock", {
      token: await token(),
      body: {
        articles: [
          { articleNumber: DEMO_ARTICLES.replacement, quantity: 2 },
          DEMO_ARTICLES.noStockLocations,
          "9999999",
        ],
        locationIds: ["9000", "1001"],
      },
    });
    expect(response.status).toBe(200);
    const [first, none, unknown] = response.json;
    expect(first.locations.every((l: { locationId: string }) => ["9000", "1001"].includes(l.locationId))).toBe(true);
    expect(none.locations).toEqual([expect.objectContaining({ locationId: null, quantity: -1, availability: "-" })]);
    expect(unknown.error).toBe("NOT_FOUND");
    expect((await call("/stock", { token: await token(), body: { articles: "x" } })).status).toBe(400);
  });

  it("GET /prices/{id}/brackets", async () => {
    const response = await call(`/prices/${DEMO_ARTICLES.bracketPrices}/brackets`, { token: await token() });
    expect(response.status).toBe(200);
    expect(response.json.brackets.map((b: { minQuantity: number }) => b.minQuantity)).toEqual([10, 50, 100]);
    expect(response.json.brackets[0].price).toBeGreaterThan(response.json.brackets[2].price);
    // The ladder starts from the buyer's own price for one, so no bracket costs more (#44: "från 10" above it before).
    const found = await call("/search", {
      token: await token(),
      body: { query: DEMO_ARTICLES.bracketPrices, limit: 1 },
    });
    const priceForOne = found.json.hits[0].price.netPrice ?? found.json.hits[0].price.price;
    expect(typeof priceForOne).toBe("number");
    for (const bracket of response.json.brackets) expect(bracket.price).toBeLessThan(priceForOne);
    expect(
      (await call(`/prices/${DEMO_ARTICLES.bracketPrices}/brackets`, { token: await token("noprices@demo.se") }))
        .status,
    ).toBe(403);
    expect((await call("/prices/9999999/brackets", { token: await token() })).status).toBe(404);
    expect((await call("/prices/<script>/brackets", { token: await token() })).status).toBe(400);
  });
});

describe("campaigns, product groups, language", () => {
  it("lists active campaigns, with customer campaigns for the token's customer only", async () => {
    const general = await call("/campaigns/active-campaigns", { token: await token() });
    const slugs = general.json.map((c: { slug: string }) => c.slug);
    expect(slugs).toEqual(expect.arrayContaining(["vinterkampanj-el", "verktygsveckor", "belysningssortimentet"]));
    expect(slugs).not.toContain("sommarkampanj");
    expect(slugs).not.toContain("kundkampanj-byggfirman-norrland");
    expect(general.json.find((c: { slug: string }) => c.slug === "belysningssortimentet").isAssortment).toBe(true);
    const norrland = await call("/campaigns/active-campaigns/customer", { token: await token() });
    expect(norrland.json.map((c: { slug: string }) => c.slug)).toContain("kundkampanj-byggfirman-norrland");
    const syd = await call("/campaigns/active-campaigns/customer", { token: await token("seller@demo.se") });
    expect(syd.json.map((c: { slug: string }) => c.slug)).not.toContain("kundkampanj-byggfirman-norrland");
  });

  it("GET /campaigns/{slug}/articles lists a campaign's articles, only while active and open to the customer", async () => {
    const winter = await call("/campaigns/vinterkampanj-el/articles", { token: await token() });
    expect(winter.json.articleNumbers).toContain(DEMO_ARTICLES.campaign);
    expect((await call("/campaigns/sommarkampanj/articles", { token: await token() })).status).toBe(404);
    expect(
      (await call("/campaigns/kundkampanj-byggfirman-norrland/articles", { token: await token("seller@demo.se") }))
        .status,
    ).toBe(404);
  });

  it("GET /selected-product-groups/{id} and /language-config", async () => {
    const group = await call("/selected-product-groups/SPG-1", { token: await token() });
    expect(group.json.articleNumbers).toHaveLength(12);
    expect((await call("/selected-product-groups/NOPE", { token: await token() })).status).toBe(404);
    expect((await call("/language-config", { token: await token() })).json).toMatchObject({
      locale: "sv-SE",
      currency: "SEK",
    });
  });

  it("GET /delivery-options hides options for limited users", async () => {
    const all = await call("/delivery-options", { token: await token() });
    expect(all.json.map((o: { id: string }) => o.id)).toEqual(["DBI", "EXH", "XXX", "EXB", "24-12"]);
    const limited = await call("/delivery-options", { token: await token("limited@demo.se") });
    expect(limited.json.map((o: { id: string }) => o.id)).toEqual(["DBI", "EXH"]);
  });
});

describe("images and dev endpoints", () => {
  it("serves deterministic SVG placeholders without a token", async () => {
    const a = await call(`/images/${DEMO_ARTICLES.replacement}.svg`);
    expect(a.status).toBe(200);
    expect(a.headers.get("content-type")).toBe("image/svg+xml");
    expect(a.text).toContain("<svg");
    expect((await call(`/images/${DEMO_ARTICLES.replacement}.svg`)).text).toBe(a.text);
    expect((await call("/images/9999999.svg")).status).toBe(404);
  });

  it("hides /__dev/seed unless DEV_SEED_ENABLED is true", async () => {
    expect(env.DEV_SEED_ENABLED).toBeUndefined();
    expect((await call("/__dev/seed", { body: {}, entry: "development" })).status).toBe(404);
    expect((await call("/__dev/outbox", { entry: "development" })).status).toBe(404);
  });

  it("has no /__dev routes in the production entry, even with DEV_SEED_ENABLED", async () => {
    const devEnv = { ...env, DEV_SEED_ENABLED: "true" };
    const seed = await app.request("/__dev/seed", { method: "POST", body: "{}" }, devEnv);
    expect(seed.status).toBe(404);
    expect((await app.request("/__dev/outbox", {}, devEnv)).status).toBe(404);
    expect((await devApp.request("/__dev/outbox", {}, devEnv)).status).toBe(200);
  });
});
