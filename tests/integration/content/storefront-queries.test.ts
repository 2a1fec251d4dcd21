import { parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import * as storefrontQueries from "@shop/contract/content/queries";
import { buildSchema } from "../../../workers/content/src/graphql/schema";

/** Contract: every GraphQL document the storefront sends is valid against the content service's schema. */
describe("storefront GraphQL documents", () => {
  const schema = buildSchema();
  const documents = (Object.entries(storefrontQueries) as [string, unknown][]).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string" && /^\s*query\b/.test(entry[1]),
  );

  it("exist", () => {
    expect(documents.length).toBeGreaterThanOrEqual(12);
  });

  it.each(documents)("%s validates against the content schema", (_name, document) => {
    expect(validate(schema, parse(document)).map((error) => error.message)).toEqual([]);
  });
});
