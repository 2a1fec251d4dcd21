/** Fuzzing search, sign-in and GraphQL (fuzz-support.ts says what every run checks). */
import fc from "fast-check";
import { beforeAll, describe, it } from "vitest";
import { call, graphqlCall } from "../workers/commerce/helpers";
import { account, fuzz, bodyOf, json, maybe, article, delivery, cartSnapshot, setUpAccount } from "./fuzz-support";

beforeAll(setUpAccount, 60_000);

describe("fuzzing the JSON endpoints: never a 5xx, never a partial write", { timeout: 30_000 }, () => {
  it("POST /search", async () => {
    await fuzz(
      bodyOf({
        query: fc.string({ maxLength: 30 }),
        offset: fc.integer(),
        limit: fc.integer(),
        sort: fc.constantFrom("relevance", "name_asc", "x"),
        filters: fc.record(
          {
            brands: fc.array(fc.string()),
            category: fc.string(),
            attributes: fc.dictionary(fc.string(), fc.array(fc.string())),
          },
          { requiredKeys: [] },
        ),
        facets: fc.boolean(),
      }),
      json("/search", "POST"),
    );
  });

  it("POST /v2/sessions (sign-in body)", async () => {
    // Unknown users: the sign-in answers 400/401 and nothing is written for them.
    await fuzz(
      bodyOf({
        username: fc.oneof(fc.string({ maxLength: 40 }), fc.constant("x".repeat(5_000))),
        password: fc.string({ maxLength: 40 }),
        customerId: fc.string({ maxLength: 12 }),
        projectId: fc.string({ maxLength: 12 }),
      }),
      (body) =>
        call("/v2/sessions/", { rawBody: JSON.stringify(body) ?? "", headers: { "content-type": "application/json" } }),
    );
  }, 60_000);

  it("POST /graphql with arbitrary variables", async () => {
    const query =
      "query V($articleNumbers: [String!]!, $deliveryId: String, $stockInput: StockInput) { getVariants(articleNumbers: $articleNumbers, deliveryId: $deliveryId, stockInput: $stockInput) { articleNumber stock { totalQuantity } } }";
    const variables = fc.record(
      {
        articleNumbers: maybe(fc.array(article(), { maxLength: 5 })),
        deliveryId: maybe(delivery),
        stockInput: maybe(
          fc.record(
            {
              articles: fc.array(bodyOf({ articleNumber: article(), quantity: fc.integer() }), { maxLength: 3 }),
              locationIds: fc.array(fc.string(), { maxLength: 3 }),
            },
            { requiredKeys: [] },
          ),
        ),
      },
      { requiredKeys: [] },
    );
    await fuzz(variables, (v) => graphqlCall(account.token, query, v));
    await fuzz(
      fc.record({ cartId: maybe(fc.constant(account.cartId)) }, { requiredKeys: [] }),
      (v) =>
        graphqlCall(
          account.token,
          "query C($cartId: String) { getCartWithVariants(cartId: $cartId) { cartId items { label } } }",
          v,
        ),
      cartSnapshot,
    );
  });
});
