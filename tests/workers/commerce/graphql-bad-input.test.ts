import { beforeAll, describe, expect, it } from "vitest";
import { VARIANTS } from "./graphql-variants";
import { call, graphqlCall, seedTestCatalogue, signIn } from "./helpers";

beforeAll(async () => {
  await seedTestCatalogue();
});

describe("POST /graphql bad input", () => {
  it("answers 401 for cart operations without a token or with a bad one, 400 for a bad query or variables", async () => {
    const { AccessToken } = await signIn("buyer@demo.se");
    expect((await call("/graphql", { body: { query: "{ getCart { cartId } }" } })).status).toBe(401);
    expect((await call("/graphql", { token: "not-a-jwt", body: { query: "{ __typename }" } })).status).toBe(401);
    const syntax = await graphqlCall(AccessToken, "query { getVariants(");
    expect(syntax.status).toBe(400);
    expect(syntax.json.issues.length).toBeGreaterThan(0);
    const unknownField = await graphqlCall(AccessToken, "query { getVariants(articleNumbers: []) { secret } }");
    expect(unknownField.status).toBe(400);
    const badVariable = await graphqlCall(AccessToken, VARIANTS, { articleNumbers: ["'; DROP TABLE articles"] });
    expect(badVariable.status).toBe(400);
    expect(badVariable.json.issues[0].path).toBe("articleNumbers.0");
    const wrongType = await graphqlCall(AccessToken, VARIANTS, { articleNumbers: 5 });
    expect(wrongType.status).toBe(400);
    expect((await call("/graphql", { token: AccessToken, body: { variables: {} } })).status).toBe(400);
  });
});
