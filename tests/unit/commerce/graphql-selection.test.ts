import { describe, expect, it } from "vitest";
import { parse, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode } from "graphql";
import { selects } from "../../../workers/commerce/src/graphql/selection";

/** The root field's resolve info as graphql-js hands it over: its nodes and the document's fragments. */
function infoOf(query: string) {
  const document = parse(query);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === "OperationDefinition")!;
  const fragments = Object.fromEntries(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === "FragmentDefinition")
      .map((d) => [d.name.value, d]),
  );
  return { fieldNodes: operation.selectionSet.selections as FieldNode[], fragments };
}

describe("what a cart query selects below its root field", () => {
  it("finds a nested field, and not one the query leaves out", () => {
    const info = infoOf(`{ getCartWithVariants { items { stock { totalQuantity selectedLocation { quantity } } } } }`);
    expect(selects(info, ["items", "stock", "selectedLocation"])).toBe(true);
    expect(selects(info, ["items", "stock", "locations"])).toBe(false);
    expect(selects(info, ["items", "variant", "relations"])).toBe(false);
  });

  it("follows fragments and inline fragments (the punch-out export asks for every location)", () => {
    const info = infoOf(`query { getCartWithVariants { items { ...Line } } }
      fragment Line on CartItem { stock { ... on Stock { locations { locationId } } } variant { relations { type } } }`);
    expect(selects(info, ["items", "stock", "locations"])).toBe(true);
    expect(selects(info, ["items", "variant", "relations"])).toBe(true);
  });
});
