import { beforeAll, describe, expect, it } from "vitest";
import { eanAt } from "../../../workers/commerce/src/seed/generate";
import { call, createUser, DEMO_ARTICLES, seedTestCatalogue, signIn } from "./helpers";

beforeAll(async () => {
  await seedTestCatalogue();
});

async function search(body: Record<string, unknown>, user = "buyer@demo.se", context = {}) {
  const { AccessToken } = await signIn(user, context);
  return call("/search", { token: AccessToken, body });
}

describe("POST /search", () => {
  it("puts an exact article number or EAN first", async () => {
    const byNumber = await search({ query: DEMO_ARTICLES.replacement });
    expect(byNumber.status).toBe(200);
    expect(byNumber.json.exactMatch).toBe(DEMO_ARTICLES.replacement);
    expect(byNumber.json.hits[0].articleNumber).toBe(DEMO_ARTICLES.replacement);
    const byEan = await search({ query: eanAt(2) });
    expect(byEan.json.hits[0].articleNumber).toBe(DEMO_ARTICLES.replacement);
  });

  it("answers card hits when asked: the same hits, price and stock badge, without what only a product page shows", async () => {
    const body = { query: "kabel", limit: 5, facets: false };
    const full = (await search(body)).json;
    const cards = await search({ ...body, fields: "card" });
    expect(cards.status).toBe(200);
    expect(cards.json.total).toBe(full.total);
    const [fullHit, card] = [full.hits[0], cards.json.hits[0]];
    expect(card.articleNumber).toBe(fullHit.articleNumber);
    expect(card.price).toEqual(fullHit.price);
    expect(card.price.netPrice).toEqual(expect.any(Number));
    // Cards describe only the chosen stock location: the same badge and order multiple as the full hit.
    cards.json.hits.forEach((hit: { stock: unknown }, index: number) =>
      expect(hit.stock).toEqual({
        selectedLocation: full.hits[index].stock.selectedLocation,
        orderMultiple: full.hits[index].stock.orderMultiple,
      }),
    );
    expect(card.product).toEqual({
      id: fullHit.product.id,
      name: fullHit.product.name,
      breadcrumb: fullHit.product.breadcrumb,
    });
    // A card shows one picture: of a gallery only the primary image comes along.
    expect(full.hits.some((hit: { images: unknown[] }) => hit.images.length > 1)).toBe(true);
    cards.json.hits.forEach((hit: { images: unknown[] }, index: number) =>
      expect(hit.images).toEqual(full.hits[index].images.slice(0, 1)),
    );
    expect(card.images[0].assetType).toBe("primary");
    for (const left of ["attributes", "warnings", "relations", "stockedAt"]) expect(card).not.toHaveProperty(left);
    // A card shows stock in the sales unit ("431 m"), so it carries the unit (#44).
    expect(card.webSalesUnit).toEqual(fullHit.webSalesUnit);
    expect(JSON.stringify(cards.json).length).toBeLessThan(JSON.stringify(full).length / 2);
    const unknown = await search({ ...body, fields: "everything" });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toEqual(expect.any(String));
    // Price rights still decide: a buyer without them gets no amount in a card either (their assortment has no El).
    const noPrices = await search({ query: "skruv", limit: 5, facets: false, fields: "card" }, "noprices@demo.se");
    expect(noPrices.json.hits.length).toBeGreaterThan(0);
    for (const hit of noPrices.json.hits) expect(hit.price?.netPrice ?? null).toBeNull();
  });

  it("folds case and Swedish letters and matches prefixes for find-as-you-type", async () => {
    const folded = await search({ query: "dvargbrytare", limit: 50 });
    const exact = await search({ query: "Dvärgbrytare", limit: 50 });
    const prefix = await search({ query: "DVÄRG", limit: 50 });
    expect(folded.json.total).toBeGreaterThanOrEqual(15);
    expect(exact.json.total).toBe(folded.json.total);
    expect(prefix.json.total).toBe(folded.json.total);
    expect(folded.json.hits.map((h: { articleNumber: string }) => h.articleNumber)).toContain(
      DEMO_ARTICLES.discontinuedWithStock,
    );
    const articlePrefix = await search({ query: DEMO_ARTICLES.replacement.slice(0, 5), facets: false });
    expect(articlePrefix.json.total).toBeGreaterThan(1);
  });

  it("searches brand and attribute values too, all words must match", async () => {
    const brandHits = await search({ query: "säkrab", limit: 5 });
    expect(brandHits.json.total).toBeGreaterThan(0);
    expect(brandHits.json.hits.every((h: { brands: { brand: string }[] }) => h.brands[0].brand === "Säkrab")).toBe(
      true,
    );
    const both = await search({ query: "dvärgbrytare 6 a", limit: 100 });
    expect(
      both.json.hits.every((h: { attributes: { value: string }[] }) => h.attributes.some((a) => a.value === "6 A")),
    ).toBe(true);
    expect((await search({ query: "dvärgbrytare xyzzyq" })).json.total).toBe(0);
  });

  it("ranks hits with the word in their name before those with it only in an attribute", async () => {
    // "vit" is in the names of white sockets and switches, and in the colour of many more articles.
    const { json } = await search({ query: "vit", limit: 100, facets: false });
    const named = json.hits.map((h: { name: string }) => /(^|[^\p{L}])vit/iu.test(h.name));
    expect(named).toContain(true);
    expect(named).toContain(false);
    expect(named.slice(named.indexOf(false))).not.toContain(true);
  });

  it("returns facets from brand, category, filter tags and attributes, and filters by them", async () => {
    const response = await search({ query: "dvargbrytare", limit: 100 });
    const { facets, total } = response.json;
    expect(facets.categories[0]).toMatchObject({
      value: "el/elcentraler-och-sakringar/dvargbrytare",
      label: "Dvärgbrytare",
    });
    expect(facets.brands.reduce((sum: number, b: { count: number }) => sum + b.count, 0)).toBe(total);
    expect(facets.attributes.map((a: { name: string }) => a.name)).toContain("Märkström");
    expect(facets.attributes.map((a: { name: string }) => a.name)).not.toContain("SSG");
    const brand = facets.brands[0];
    const filtered = await search({ query: "dvargbrytare", limit: 100, filters: { brands: [brand.value] } });
    expect(filtered.json.total).toBe(brand.count);
    const current = facets.attributes.find((a: { name: string }) => a.name === "Märkström").values[0];
    const byAttribute = await search({
      query: "dvargbrytare",
      limit: 100,
      filters: { attributes: { Märkström: [current.value] } },
    });
    expect(byAttribute.json.total).toBe(current.count);
  });

  it("sorts, pages with offset and lists a category without a query", async () => {
    const cheap = await search({ query: "", filters: { category: "el" }, sort: "price_asc", limit: 20, facets: false });
    const prices = cheap.json.hits
      .filter((h: { price: { salesPrice: number | null } }) => h.price.salesPrice !== null)
      .map((h: { price: { salesPrice: number } }) => h.price.salesPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(
      cheap.json.hits.every((h: { product: { categoryPaths: string[] } }) =>
        h.product.categoryPaths[0].startsWith("el/"),
      ),
    ).toBe(true);
    const first = await search({ query: "", filters: { category: "el" }, limit: 10, offset: 0 });
    const second = await search({ query: "", filters: { category: "el" }, limit: 10, offset: 10 });
    const firstIds = first.json.hits.map((h: { articleNumber: string }) => h.articleNumber);
    expect(second.json.hits.some((h: { articleNumber: string }) => firstIds.includes(h.articleNumber))).toBe(false);
  });

  it("is scoped to the assortment of the token's context", async () => {
    expect((await search({ query: "fogmassa" })).json.total).toBeGreaterThan(0);
    const el = await search({ query: "fogmassa" }, "buyer@demo.se", { customerId: "10002", projectId: "10002-01" });
    expect(el.json.total).toBe(0);
    expect(
      (await search({ query: DEMO_ARTICLES.hazard }, "buyer@demo.se", { customerId: "10002", projectId: "10002-01" }))
        .json.hits,
    ).toHaveLength(0);
  });

  it("hides prices for EJ_SE_PRISER in hits too", async () => {
    const response = await search({ query: "fogmassa" }, "noprices@demo.se");
    expect(response.json.hits.length).toBeGreaterThan(0);
    expect(response.json.hits.every((h: { price: unknown }) => h.price === null)).toBe(true);
  });

  it("answers a signed-in caller's favourites with the search when asked, as GET /users/favourites lists them", async () => {
    const user = await createUser({ permissions: [{ customerId: "10001" }] });
    const { AccessToken: token } = await signIn(user.id, { customerId: "10001" });
    for (const articleNumber of [DEMO_ARTICLES.hazard, DEMO_ARTICLES.replacement])
      expect((await call("/users/favourites", { token, body: { articleNumber } })).status).toBe(201);
    const listed = (await call("/users/favourites?limit=50", { token })).json.data.map(
      (f: { articleNumber: string }) => f.articleNumber,
    );
    expect(listed).toEqual([DEMO_ARTICLES.hazard, DEMO_ARTICLES.replacement]);
    const body = { query: "", filters: { category: "el" }, fields: "card", favourites: true };
    const asked = await call("/search", { token, body });
    expect(asked.status).toBe(200);
    expect(asked.json.favourites).toEqual(listed);
    // A repeated search is answered from memory; the favourites are still read, and follow a change.
    await call(
      `/users/favourites?favouriteIds=${(await call("/users/favourites", { token })).json.data[0].favouriteId}`,
      {
        token,
        method: "DELETE",
      },
    );
    expect((await call("/search", { token, body })).json.favourites).toEqual([DEMO_ARTICLES.replacement]);
    // Not asked, or asked by a visitor: no favourites in the answer.
    expect((await call("/search", { token, body: { ...body, favourites: false } })).json).not.toHaveProperty(
      "favourites",
    );
    expect((await call("/search", { body })).json).not.toHaveProperty("favourites");
  });

  it("rejects bad bodies with 400 and a bad token with 401", async () => {
    expect((await search({ query: "kabel", limit: 1000 })).status).toBe(400);
    expect((await search({ query: "" })).status).toBe(400);
    expect((await search({ query: { $ne: 1 } })).status).toBe(400);
    expect((await search({ query: "kabel", favourites: "yes" })).status).toBe(400);
    expect((await search({ query: '"kabel" OR NEAR(' })).status).toBe(200);
    expect((await call("/search", { token: "not-a-jwt", body: { query: "kabel" } })).status).toBe(401);
  });
});

describe("POST /getEntitiesByAttribute", () => {
  it("finds articles by attribute value (SSG)", async () => {
    const { AccessToken } = await signIn("buyer@demo.se");
    const ssg = String(500_000 + 14 * 7).padStart(7, "0");
    const response = await call("/getEntitiesByAttribute", {
      token: AccessToken,
      body: { attributeName: "SSG", attributeValues: [ssg] },
    });
    expect(response.json.entities).toEqual([
      expect.objectContaining({ articleNumber: DEMO_ARTICLES.ssg, attributeValue: ssg }),
    ]);
    expect((await call("/getEntitiesByAttribute", { token: AccessToken, body: { attributeName: "SSG" } })).status).toBe(
      400,
    );
  });
});
