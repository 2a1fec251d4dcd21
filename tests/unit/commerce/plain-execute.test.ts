import { describe, expect, it } from "vitest";
import {
  execute,
  getNamedType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  validate,
  type GraphQLOutputType,
} from "graphql";
import * as queries from "@shop/contract/commerce/queries";
import { schema } from "../../../workers/commerce/src/graphql/schema";
import { executePlain, runsPlain } from "../../../workers/commerce/src/graphql/plain-execute";

/**
 * Plain data for any output type of the gateway's schema: every field filled, each nullable field null on every
 * third object, lists of two, scalars that differ per position (so a swapped field shows).
 */
function sample(type: GraphQLOutputType, seed: { n: number }, depth = 0): unknown {
  if (isNonNullType(type)) return sample(type.ofType, seed, depth);
  if (isListType(type)) return depth > 6 ? [] : [0, 1].map(() => sample(type.ofType, seed, depth + 1));
  const named = getNamedType(type);
  seed.n++;
  if (isObjectType(named)) {
    const value: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(named.getFields()))
      value[name] = !isNonNullType(field.type) && seed.n % 3 === 0 ? null : sample(field.type, seed, depth + 1);
    return value;
  }
  if (isEnumType(named)) return named.getValues()[0].value;
  switch (named.name) {
    case "Int":
      return seed.n;
    case "Float":
      return seed.n + 0.25;
    case "Boolean":
      return seed.n % 2 === 0;
    default:
      return `${named.name.toLowerCase()}-${seed.n}`;
  }
}

/** A root value whose every field answers sample data (as the real resolvers answer plain objects). */
function sampleRoot(record?: unknown[]) {
  const queryType = schema.getQueryType()!;
  return Object.fromEntries(
    Object.entries(queryType.getFields()).map(([name, field]) => [
      name,
      async (args: unknown) => {
        record?.push([name, args]);
        return sample(field.type, { n: name.length });
      },
    ]),
  );
}

async function both(query: string, variableValues?: Record<string, unknown>, rootValue = sampleRoot()) {
  const document = parse(query);
  expect(validate(schema, document)).toEqual([]);
  expect(runsPlain(schema, document)).toBe(true);
  const request = { schema, document, rootValue, contextValue: {}, variableValues };
  return { expected: await execute(request), actual: await executePlain(request) };
}

const storefrontQueries: Array<[string, string, Record<string, unknown>]> = [
  ["VARIANT_QUERY", queries.VARIANT_QUERY, { articleNumbers: ["1000000"] }],
  ["variantCardsQuery with price", queries.variantCardsQuery(true), { articleNumbers: ["1000000"] }],
  ["variantCardsQuery without price", queries.variantCardsQuery(false), { articleNumbers: ["1000000"] }],
  ["variantOfferQuery", queries.variantOfferQuery(true), { articleNumbers: ["1000000"] }],
  ["CART_QUERY", queries.CART_QUERY, {}],
  ["TRACKED_VARIANTS_QUERY", queries.TRACKED_VARIANTS_QUERY, { articleNumbers: ["1000000", "1000001"] }],
  ["OCI_CART_QUERY", queries.OCI_CART_QUERY, {}],
  ["REPLACEMENT_FACTS_QUERY", queries.REPLACEMENT_FACTS_QUERY, { articleNumbers: ["1000000"] }],
];

describe("plain execution answers what graphql-js answers", () => {
  it.each(storefrontQueries)("for the storefront's %s", async (_, query, variables) => {
    const { expected, actual } = await both(query, variables);
    expect(expected.errors).toBeUndefined();
    expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
  });

  it("for aliases, fragments, merged fields, __typename and @skip/@include", async () => {
    const query = /* GraphQL */ `
      query Edge($skip: Boolean!, $numbers: [String!]!) {
        first: getVariants(articleNumbers: $numbers) {
          ...Names
          __typename
          n: name
          price @skip(if: $skip) {
            netPrice
          }
          stock @include(if: $skip) {
            totalQuantity
          }
          product {
            id
          }
          product {
            breadcrumb {
              url
            }
          }
          ... on Variant {
            images {
              assetUrl
            }
          }
        }
        cart: getCartWithVariants {
          cartId
          items {
            variant {
              ...Names
            }
          }
        }
      }
      fragment Names on Variant {
        name
        articleNumber
        brands {
          brand
        }
      }
    `;
    for (const skip of [true, false]) {
      const { expected, actual } = await both(query, { skip, numbers: ["1"] });
      expect(expected.errors).toBeUndefined();
      expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
    }
  });

  it("keeps an alias named __proto__ as a plain key", async () => {
    const { expected, actual } = await both(`{ __proto__: getCart { __proto__: cartId status } }`);
    expect(expected.errors).toBeUndefined();
    expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
    expect(JSON.stringify(actual)).toContain('"__proto__":{"__proto__":');
  });

  it("passes the root field's coerced arguments and variables to its resolver", async () => {
    const seen: { execute: unknown[]; plain: unknown[] } = { execute: [], plain: [] };
    const query = `query ($n: [String!]!, $p: Boolean) { getVariants(articleNumbers: $n, skipPrice: $p, stockInput: { locationIds: ["1001"], articles: [{ articleNumber: "1", quantity: 2 }] }) { name } }`;
    const document = parse(query);
    const variableValues = { n: "1000000", p: true };
    await execute({ schema, document, rootValue: sampleRoot(seen.execute), variableValues });
    await executePlain({ schema, document, rootValue: sampleRoot(seen.plain), contextValue: {}, variableValues });
    expect(seen.plain).toEqual(seen.execute);
    expect(seen.plain[0]).toEqual([
      "getVariants",
      {
        articleNumbers: ["1000000"],
        skipPrice: true,
        stockInput: { locationIds: ["1001"], articles: [{ articleNumber: "1", quantity: 2 }] },
      },
    ]);
  });

  it("answers bad variables with graphql-js's errors, before any resolver runs", async () => {
    const calls: unknown[] = [];
    const document = parse(`query ($n: [String!]!) { getVariants(articleNumbers: $n) { name } }`);
    const request = { schema, document, rootValue: sampleRoot(calls), contextValue: {}, variableValues: { n: 5 } };
    const actual = await executePlain(request);
    const expected = await execute({ ...request, rootValue: sampleRoot() });
    expect(actual.errors?.map((e) => e.message)).toEqual(expected.errors?.map((e) => e.message));
    expect(calls).toEqual([]);
  });

  it("locates a resolver's error at its field, with the original error, and answers no data", async () => {
    const refusal = new Error("Cart not found");
    const document = parse(`{ getCart { cartId } }`);
    const rootValue = {
      getCart: async () => {
        throw refusal;
      },
    };
    const actual = await executePlain({ schema, document, rootValue, contextValue: {} });
    const expected = await execute({ schema, document, rootValue });
    expect(actual.data).toBeNull();
    expect(actual.errors?.[0].originalError).toBe(refusal);
    expect(actual.errors?.[0].path).toEqual(expected.errors?.[0].path);
    expect(actual.errors?.[0].message).toBe(expected.errors?.[0].message);
  });

  it("refuses a value that breaks its type (null for a non-null field) as a service error", async () => {
    const document = parse(`{ getCart { cartId status } }`);
    const rootValue = { getCart: async () => ({ cartId: "c-1", status: null }) };
    const actual = await executePlain({ schema, document, rootValue, contextValue: {} });
    expect(actual.data).toBeNull();
    expect(actual.errors?.[0].originalError).toBeInstanceOf(Error);
    expect(actual.errors?.[0].message).toMatch(/non-nullable field status/);
  });

  it("leaves introspection and mutations to graphql-js", () => {
    expect(runsPlain(schema, parse(`{ __schema { queryType { name } } }`))).toBe(false);
    expect(runsPlain(schema, parse(`{ __typename getCart { cartId } }`))).toBe(true);
    expect(runsPlain(schema, parse(`mutation { x }`))).toBe(false);
  });
});
