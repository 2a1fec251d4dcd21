/** Anonymous (no Authorization header) read access to the public catalogue: default assortment, no prices. */
import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, DEMO_ARTICLES, graphqlCall, seedTestCatalogue, signIn } from "./helpers";

beforeAll(async () => {
  await seedTestCatalogue();
});

const VARIANTS = /* GraphQL */ `
  query getVariants($articleNumbers: [String!]!) {
    getVariants(articleNumbers: $articleNumbers) {
      name
      articleNumber
      price {
        netPrice
        salesPrice
      }
      stock {
        stockType
        totalQuantity
      }
    }
  }
`;

function anonymousGraphql(query: string, variables: Record<string, unknown> = {}) {
  return call("/graphql", { body: { query, variables } });
}

describe("anonymous catalogue reads", () => {
  it("search answers without a token and carries no price at all", async () => {
    const response = await call("/search", { body: { query: "kabel", limit: 10 } });
    expect(response.status, response.text).toBe(200);
    expect(response.json.total).toBeGreaterThan(0);
    expect(response.json.hits.length).toBeGreaterThan(0);
    for (const hit of response.json.hits) {
      expect(hit.price).toBeNull();
      expect(hit.stock).not.toBeNull();
    }
    const signedIn = await call("/search", {
      token: (await signIn("buyer@demo.se")).AccessToken,
      body: { query: "kabel", limit: 10 },
    });
    expect(signedIn.json.hits.some((h: { price: unknown }) => h.price !== null)).toBe(true);
  });

  it("getVariants answers with price null and stock shown", async () => {
    const response = await anonymousGraphql(VARIANTS, {
      articleNumbers: [DEMO_ARTICLES.metalSurcharge, DEMO_ARTICLES.bracketPrices],
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json.errors).toBeUndefined();
    const variants = response.json.data.getVariants;
    expect(variants).toHaveLength(2);
    for (const v of variants) {
      expect(v.price).toBeNull();
      expect(v.stock.stockType).toBeTruthy();
    }
  });

  it("sees the default assortment and may not pick another", async () => {
    const menu = await call("/menu");
    expect(menu.status).toBe(200);
    expect(menu.json.assortmentId).toBe("A-STANDARD");
    expect((await call("/menu?assortment=el-och-belysning")).status).toBe(403);
  });

  it("reads breadcrumbs, stock, locations, delivery options, language config and campaigns", async () => {
    expect((await call("/breadcrumbs/c1")).status).toBe(200);
    expect((await call("/breadcrumbs/search", { body: { breadcrumbs: ["c1"] } })).status).toBe(200);
    expect((await call("/attribute-sequence/c1/1")).status).toBe(200);
    const stock = await call("/stock", { body: { articles: [DEMO_ARTICLES.metalSurcharge] } });
    expect(stock.status).toBe(200);
    expect(stock.json[0].articleNumber).toBe(DEMO_ARTICLES.metalSurcharge);
    const locations = await call("/locations?type=STORE");
    expect(locations.status).toBe(200);
    expect(locations.json.length).toBeGreaterThan(0);
    expect((await call(`/locations/${locations.json[0].id}`)).json.name).toBe(locations.json[0].name);
    expect((await call("/v2/locations?services=standard-pickup")).status).toBe(200);
    expect((await call("/delivery-options")).status).toBe(200);
    expect((await call("/language-config")).json.currency).toBe("SEK");
    expect((await call("/campaigns/active-campaigns")).status).toBe(200);
  });

  it("price brackets, cart, orders and the rest still need a token", async () => {
    expect((await call(`/prices/${DEMO_ARTICLES.bracketPrices}/brackets`)).status).toBe(401);
    expect((await call("/v2/cart")).status).toBe(401);
    expect((await call("/campaigns/active-campaigns/customer")).status).toBe(401);
    expect((await call("/v3/customers")).status).toBe(401);
    const orders = await call("/orders/search");
    expect(orders.status).toBe(401);
    const cart = await anonymousGraphql(`query { getCart { cartId } }`);
    expect(cart.status).toBe(401);
    const mixed = await anonymousGraphql(
      `query { getVariants(articleNumbers: ["${DEMO_ARTICLES.metalSurcharge}"]) { name } activeDeliveryIdsInCart }`,
    );
    expect(mixed.status).toBe(401);
  });

  it("a forged, malformed or expired token on a public read is 401, not anonymous", async () => {
    const { AccessToken } = await signIn("buyer@demo.se");
    const [header, payload, signature] = AccessToken.split(".");
    const claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
    const forgedPayload = btoa(JSON.stringify({ ...claims, roles: ["SITE_ADMIN"] }))
      .replace(/=+$/, "")
      .replace(/\+/g, "-")
      .replace(/\//g, "_");
    expect(
      (await call("/search", { token: `${header}.${forgedPayload}.${signature}`, body: { query: "kabel" } })).status,
    ).toBe(401);
    expect((await call("/search", { token: "not-a-jwt", body: { query: "kabel" } })).status).toBe(401);
    expect((await call("/search", { headers: { authorization: "Basic abc" }, body: { query: "kabel" } })).status).toBe(
      401,
    );
    expect((await anonymousGraphqlWith("not-a-jwt")).status).toBe(401);
    const expiredPayload = btoa(JSON.stringify({ ...claims, exp: 1 }))
      .replace(/=+$/, "")
      .replace(/\+/g, "-")
      .replace(/\//g, "_");
    expect((await call("/menu", { token: `${header}.${expiredPayload}.${signature}` })).status).toBe(401);
  });

  it("a search with an ended session is 401 whichever batch carried the session check", async () => {
    const session = await signIn("buyer@demo.se", {}, true);
    const search = (body: Record<string, unknown>) => call("/search", { token: session.AccessToken, body });
    // While the session stands: a fresh search, the same one again (remembered outcome), an article number.
    const fresh = await search({ query: "kabel", limit: 5 });
    expect(fresh.status, fresh.text).toBe(200);
    expect(fresh.json.hits.some((h: { price: unknown }) => h.price !== null)).toBe(true);
    expect((await search({ query: "kabel", limit: 5 })).status).toBe(200);
    expect((await search({ query: DEMO_ARTICLES.metalSurcharge })).json.exactMatch).toBe(DEMO_ARTICLES.metalSurcharge);
    const ended = await call(`/v2/sessions/${session.SessionId}`, { method: "DELETE", token: session.AccessToken });
    expect(ended.status).toBe(204);
    for (const body of [
      { query: "kabel", limit: 5 }, // remembered: the session rides with the prices
      { query: "skruv", limit: 5 }, // fresh: it rides with the match
      { query: DEMO_ARTICLES.metalSurcharge }, // article number with its exact lookup
      { query: "", filters: { category: "finns-inte" } }, // no match pass at all
      { query: "kabel", limit: 1000 }, // bad input: the route sends no batch
    ]) {
      const answer = await search(body);
      expect(answer.status, JSON.stringify(body)).toBe(401);
      expect(answer.json.hits).toBeUndefined();
    }
  });

  it("a signed-in user denied prices still sees none, like an anonymous visitor", async () => {
    const user = await createUser({ permissions: [{ customerId: "10001", denies: ["EJ_SE_PRISER"] }] });
    const { AccessToken } = await signIn(user.email);
    const response = await graphqlCall(AccessToken, VARIANTS, { articleNumbers: [DEMO_ARTICLES.metalSurcharge] });
    expect(response.json.data.getVariants[0].price).toBeNull();
  });
});

function anonymousGraphqlWith(token: string) {
  return call("/graphql", {
    token,
    body: { query: VARIANTS, variables: { articleNumbers: [DEMO_ARTICLES.metalSurcharge] } },
  });
}
