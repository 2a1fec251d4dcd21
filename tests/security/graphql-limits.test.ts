/**
 * GraphQL limits (workers/commerce/src/graphql/limits.ts): the pen test sent 50 aliases × 200
 * articles (1.6 s, also without a token) and read the schema by introspection. Depth, root fields,
 * aliases, articles and cost are now validated before execution; introspection needs GRAPHQL_INTROSPECTION.
 * The storefront's own queries (a 200-line cart included) must still pass.
 */
import { buildSchema, parse, validate } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { loadCartView } from "~/features/checkout/cart-view.server";
import { getVariant, getVariantCards, getVariantOffer } from "~/features/products/catalogue-client.server";
import type { CommerceTransport } from "~/platform/services/commerce-client.server";
import app from "../../workers/commerce/src/index";
import { CART_LINE_LIMIT } from "../../workers/commerce/src/cart/store";
import { GRAPHQL_LIMITS, operationLimitsRule } from "../../workers/commerce/src/graphql/limits";
import { call, createUser, env, seedTestCatalogue, signIn } from "../workers/commerce/helpers";

/** Articles a buyer can put in the cart (online, not discontinued). */
let sellable: string[] = [];
let token = "";

beforeAll(async () => {
  await seedTestCatalogue();
  const { results } = await env.DB.prepare(
    "SELECT article_number FROM articles WHERE id > 20 AND discontinued = 0 AND only_store = 0 AND must_be_in_stocked_at = 0 ORDER BY id",
  ).all<{ article_number: string }>();
  sellable = results.map((r) => r.article_number);
  expect(sellable.length).toBeGreaterThanOrEqual(CART_LINE_LIMIT);
  token = (await signIn("buyer@demo.se")).AccessToken;
});

function transport(accessToken: string | null): CommerceTransport {
  return {
    baseUrl: "http://commerce.test",
    token: accessToken,
    fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init), env)),
  };
}

const gql = (
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string | null; env?: Record<string, unknown> } = {},
) =>
  Promise.resolve(
    app.request(
      "/graphql",
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      },
      { ...env, ...(options.env ?? {}) },
    ),
  ).then(async (r: Response) => ({ status: r.status, json: (await r.json()) as any }));

const codes = (json: any): string[] => (json.errors ?? []).map((e: any) => e.extensions?.code);

describe("GraphQL limits", () => {
  it("refuses the pen test's 50 aliases × 200 articles, with and without a token, before running it", async () => {
    const articleNumbers = sellable.slice(0, 200);
    const query = `query Bomb($a: [String!]!) { ${Array.from({ length: 50 }, (_, i) => `a${i}: getVariants(articleNumbers: $a) { name price { netPrice } }`).join(" ")} }`;
    for (const who of [token, null]) {
      const started = Date.now();
      const result = await gql(query, { a: articleNumbers }, { token: who });
      expect(result.status).toBe(400);
      expect(codes(result.json)).toEqual(
        expect.arrayContaining(["TOO_MANY_ALIASES", "TOO_MANY_ROOT_FIELDS", "TOO_MANY_ARTICLES"]),
      );
      expect(result.json.errors[0].message).toEqual(expect.any(String));
      expect(result.json.data).toBeUndefined();
      expect(Date.now() - started).toBeLessThan(1_000);
    }
  });

  it(`refuses more than ${GRAPHQL_LIMITS.maxAliases} aliases and more than ${GRAPHQL_LIMITS.maxRootFields} root fields even when cheap`, async () => {
    const aliases = `{ ${Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `t${i}: __typename`).join(" ")} }`;
    expect(codes((await gql(aliases, {}, { token })).json)).toContain("TOO_MANY_ALIASES");
    const fine = `{ ${Array.from({ length: GRAPHQL_LIMITS.maxAliases }, (_, i) => `t${i}: __typename`).join(" ")} }`;
    expect((await gql(fine, {}, { token })).status).toBe(200);
    // Root fields through a fragment, without aliases.
    const spread = `query { ...F ...G } fragment F on Query { getVariants(articleNumbers: ["${sellable[0]}"]) { name } activeDeliveryIdsInCart } fragment G on Query { ${Array.from({ length: 10 }, () => "__typename").join(" ")} }`;
    expect(codes((await gql(spread, {}, { token })).json)).toContain("TOO_MANY_ROOT_FIELDS");
  });

  it(`refuses a query deeper than ${GRAPHQL_LIMITS.maxDepth} levels, fragments followed`, async () => {
    // The shop's deepest real path is 7 levels (cart → items → variant → product → breadcrumb → parents → id).
    const seven = `{ getCartWithVariants { items { variant { product { breadcrumb { parents { id } } } } } } }`;
    expect((await gql(seven, {}, { token })).status).toBe(200);
    // The gateway schema has no cycle to go deeper, so the rule is checked on a schema that has one
    // (a future schema change must not open an unbounded query).
    const recursive = buildSchema("type Query { node: Node } type Node { id: String, child: Node }");
    const nested = (levels: number) =>
      `${"{ node ".repeat(1)}${"{ child ".repeat(levels - 2)}{ id }${" }".repeat(levels - 2)} }`;
    const depthErrors = (source: string) =>
      validate(recursive, parse(source), [operationLimitsRule({})]).map((e) => e.extensions.code);
    expect(depthErrors(nested(GRAPHQL_LIMITS.maxDepth))).toEqual([]);
    expect(depthErrors(nested(GRAPHQL_LIMITS.maxDepth + 1))).toEqual(["QUERY_TOO_DEEP"]);
    // Through fragments (and a fragment cycle does not hang the rule).
    expect(
      depthErrors(
        `{ node { ...A } } fragment A on Node { child { child { ...B } } } fragment B on Node { child { child { child { child { child { id } } } } } }`,
      ),
    ).toEqual(["QUERY_TOO_DEEP"]);
    expect(depthErrors(`{ node { ...A } } fragment A on Node { child { ...A } }`)).toEqual([]);
  });

  it("refuses a wide selection over many articles by cost, and a list of over 200 articles", async () => {
    // Every selected field counts once per article (repeated fields too: they are not free to parse and merge).
    const wide = `query W($a: [String!]!) { getVariants(articleNumbers: $a) { ${"name ".repeat(130)} } }`;
    expect(codes((await gql(wide, { a: sellable.slice(0, 200) }, { token })).json)).toEqual(["QUERY_TOO_COSTLY"]);
    expect((await gql(wide, { a: sellable.slice(0, 10) }, { token })).status).toBe(200);
    const fields = "name articleNumber ean variantSlug discontinued stockType stockedAt filterTags materialGroup";
    const heavy = `query H($a: [String!]!) { a: getVariants(articleNumbers: $a) { ${fields} product { id name description categoryPaths breadcrumb { id name slug url level parents { id name slug url level } } } price { netPrice salesPrice discounts { name type amount percentage } orderPrice { quantity net alloying vat totalIncludingVat } } stock { articleNumber stockType orderMultiple totalQuantity locations { locationId quantity stocked orderMultiple availability status availabilityDate availabilityDateISO availableFromDays availableToDays subAvailabilities { date quantity } } selectedLocation { locationId quantity stocked orderMultiple availability status availabilityDate availabilityDateISO availableFromDays availableToDays subAvailabilities { date quantity } } } } }`;
    const refused = await gql(heavy, { a: sellable.slice(0, 200) }, { token });
    expect(refused.status).toBe(400);
    expect(codes(refused.json)).toContain("QUERY_TOO_COSTLY");
    const articles = await gql(
      `query A($a: [String!]!, $b: [String!]!) { a: getVariants(articleNumbers: $a) { name } b: getVariants(articleNumbers: $b) { name } }`,
      { a: sellable.slice(0, 150), b: sellable.slice(0, 60) },
      { token },
    );
    expect(codes(articles.json)).toEqual(["TOO_MANY_ARTICLES"]);
  });

  it("refuses introspection unless GRAPHQL_INTROSPECTION is true (the demo seed flag does not imply it)", async () => {
    const introspection = "{ __schema { types { name } } }";
    for (const who of [token, null]) {
      const refused = await gql(introspection, {}, { token: who });
      expect(refused.status).toBe(400);
      expect(codes(refused.json)).toEqual(["INTROSPECTION_DISABLED"]);
      expect(JSON.stringify(refused.json)).not.toContain("getCartWithVariants");
    }
    expect(codes((await gql('{ __type(name: "Cart") { fields { name } } }', {}, { token })).json)).toEqual([
      "INTROSPECTION_DISABLED",
    ]);
    expect((await gql("{ __typename }", {}, { token })).status).toBe(200);
    const allowed = await gql(introspection, {}, { token, env: { GRAPHQL_INTROSPECTION: "true" } });
    expect(allowed.status).toBe(200);
    expect(allowed.json.data.__schema.types.map((t: any) => t.name)).toContain("Cart");
    expect((await gql(introspection, {}, { token, env: { DEV_SEED_ENABLED: "true" } })).status).toBe(400);
    expect((await gql(introspection, {}, { token, env: { GRAPHQL_INTROSPECTION: "false" } })).status).toBe(400);
  });

  it("checks a query text it has already accepted against each request's variables and settings", async () => {
    // The parsed document is kept per query text; the limits read the variables and the config every time.
    const query = `query Again($a: [String!]!) { getVariants(articleNumbers: $a) { ${"name ".repeat(70)} } }`;
    expect((await gql(query, { a: sellable.slice(0, 5) }, { token })).status).toBe(200);
    expect(codes((await gql(query, { a: sellable.slice(0, 200) }, { token })).json)).toEqual(["QUERY_TOO_COSTLY"]);
    const introspection = '{ __type(name: "Cart") { name } }';
    expect((await gql(introspection, {}, { token, env: { GRAPHQL_INTROSPECTION: "true" } })).status).toBe(200);
    expect(codes((await gql(introspection, {}, { token })).json)).toEqual(["INTROSPECTION_DISABLED"]);
  });

  it("answers syntax errors and query floods as GraphQL-shaped 400s", async () => {
    const syntax = await gql("{ getVariants(", {}, { token });
    expect(syntax.status).toBe(400);
    expect(codes(syntax.json)).toEqual(["GRAPHQL_PARSE_FAILED"]);
    const tokens = await gql(`{ ${"__typename ".repeat(GRAPHQL_LIMITS.maxTokens)} }`, {}, { token });
    expect(tokens.status).toBe(400);
  });
});

describe("the storefront's own queries stay within the limits", () => {
  it("loads a cart of 200 lines through the cart page's real query", async () => {
    const user = await createUser({ permissions: [{ customerId: "10001" }] });
    const buyer = await signIn(user.id, { customerId: "10001" });
    const cartId = (await call("/v2/cart", { token: buyer.AccessToken })).json.cartId;
    const items = sellable
      .slice(0, CART_LINE_LIMIT)
      .map((articleNumber) => ({ articleNumber, quantity: 1, deliveryId: "DBI", label: "Plan 2" }));
    const added = await call(`/v2/cart/${cartId}/variants/batch/add`, { token: buyer.AccessToken, body: { items } });
    expect(added.status, added.text).toBe(200);
    expect(added.json.cartItems).toHaveLength(CART_LINE_LIMIT);
    const view = await loadCartView(transport(buyer.AccessToken), { noPrices: false });
    expect(view.deliveries.flatMap((d) => d.lines)).toHaveLength(CART_LINE_LIMIT);
  });

  it("loads product cards with price and stock (the front page asks for 12), a product page and an offer, signed in and anonymous", async () => {
    for (const who of [token, null]) {
      const cards = await getVariantCards(transport(who), sellable.slice(0, 24), { withPrice: who !== null });
      expect(cards.length).toBeGreaterThan(20);
      expect((await getVariant(transport(who), sellable[0]))?.articleNumber).toBe(sellable[0]);
      expect((await getVariantOffer(transport(who), sellable[0], { withPrice: who !== null })).stock).not.toBeNull();
    }
  });
});
